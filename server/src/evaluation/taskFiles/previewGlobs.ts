/**
 * Where a task's rollout videos and judge results are looked for by default
 * (`<task>` is the task's name): the preview and the document links share
 * them, and package.json's `mcu.preview.videoGlobs` / `judgeGlobs` defaults
 * repeat them (a unit test keeps the three equal).
 */
export const DEFAULT_VIDEO_GLOBS: readonly string[] = ['**/output/<task>/episode_*.mp4', '**/<task>*.mp4'];
export const DEFAULT_JUDGE_GLOBS: readonly string[] = ['**/vlm_rating_res/**/<task>*.json', '**/result.json', '**/*.judge.json'];
