/**
 * The extension's door to the server's code: only what the client runs itself
 * (the preview's models and video tools, task-file detection, protocol-free
 * helpers). It must stay light: test/unit/bundle/clientBundle.test.ts keeps the
 * validator, the LLM client and the YAML parser out of dist/client.js.
 */
export { DIMENSIONS } from '../evaluation/judge/dimensions';
export type { Dimension, DimensionScores } from '../evaluation/judge/dimensions';
export { VERDICT_LABEL } from '../evaluation/judge/verdict';
export { isWebviewPlayable, probeVideo, transcode } from '../evaluation/judge/video';
export type { ToolPaths } from '../evaluation/judge/video';
export type { BatchModes } from '../evaluation/llm/batchPlan';
export type { TaskMode } from '../evaluation/llm/generateConfig';
export type { LlmErrorKind } from '../evaluation/llm/llmError';
export { modelVideos, pairwiseFor } from '../evaluation/preview/model';
export type { CompareModel, LeaderboardModel, PreviewModel, Rollout, TaskPreviewModel, PairwiseView, ScoreCard, VideoEntry } from '../evaluation/preview/model';
export { readReplay } from '../evaluation/preview/readReplay';
export type { ReplayInput } from '../evaluation/preview/replay';
export { savedVerdict } from '../evaluation/report/savedVerdict';
export { DEFAULT_JUDGE_GLOBS, DEFAULT_VIDEO_GLOBS } from '../evaluation/taskFiles/previewGlobs';
export { hasTaskKeys, isTaskFile } from '../evaluation/taskFiles/taskFileDetection';
export { validTaskGlobs } from '../evaluation/taskFiles/taskGlobSetting';
export { SETUP_BUDGET_MS, START_BUDGET_MS } from '../simulation/verify/budgets';
export { goalLines, proofLabel, reasonAfterWord, summaryLine, verdictWord } from '../simulation/verify/format';
export type { Failure, VerifyReport } from '../simulation/verify/verifyReport';
export { reportPathFor, reportRootFor } from '../simulation/verify/reportPath';
export { esc, pageHead } from '../util/htmlPage';
export { LineIndex } from '../util/lineIndex';
export { setLongTimeout } from '../util/longTimer';
export { pool } from '../util/pool';
export { READ_LIMITS, readFileBytes, readTextFile } from '../util/safeRead';
export { SafeWriteError, pathTaken, tryWriteFileSafely, writeFileSafely } from '../util/safeWrite';
export { MAX_SECONDS, secondsProblem } from '../util/timeLimits';
