/**
 * Agent, task and episode names as people write them in judge folders:
 * `steve_res/` → agent `steve`; `build a gardenepisode_1.json`,
 * `build_a_garden episode_2.json` and `build a garden-episode_3.json` are the
 * same task, grouped by a key that ignores case, spaces and underscores.
 */
import * as path from 'path';
import { trimOf } from './textScan';

/** Agent name from the folder holding a judge file: `vlm_rating_res/gpt4_res/x.json` → `gpt4`. */
export function agentFromPath(file: string): string {
  const dir = path.basename(path.dirname(path.resolve(file)));
  return dir.replace(/[_-]res(?:ults?)?$/i, '') || dir;
}

/**
 * `craft_ladder episode_3.json` → task `craft_ladder`, episode 3. The
 * separator before `episode` is optional (`build a gardenepisode_1`). A name
 * that is only an episode or a number leaves the task empty: the caller then
 * uses `task_name` or the video path from inside the file.
 */
export function taskFromFileName(file: string): { task: string; episode?: number } {
  const base = path.basename(file).replace(/\.(json|txt)$/i, '');
  // The name ends in `episode_<n>`; what is before it, less separators, is the task. Found from the end
  // (was `^(.*?)[ _-]*episode[ _-]?(\d+)$`, whose lazy start re-read a run of separators from each of them).
  const m = EPISODE_AT_END.exec(base);
  if (m) return { task: cleanTask(base.slice(0, m.index)), episode: Number(m[1]) };
  return { task: unclear(base) ? '' : cleanTask(base) };
}

/** Task from a video path: `./output/craft_ladder/episode_1.mp4` → `craft_ladder`; `craft_ladder episode_1.mp4` → `craft_ladder`. */
export function taskFromVideoPath(videoPath: string): string {
  const fromName = taskFromFileName(videoPath.replace(/\.[^./\\]+$/, ''));
  if (fromName.task) return fromName.task;
  const dir = path.basename(path.dirname(videoPath.replace(/\\/g, '/')));
  return dir && dir !== '.' && !unclear(dir) && !/^(output|videos?|rollouts?)$/i.test(dir) ? cleanTask(dir) : '';
}

export function episodeFromName(name: string | undefined): number | undefined {
  if (!name) return undefined;
  const m = /episode[ _-]?(\d+)/i.exec(path.basename(name));
  return m ? Number(m[1]) : undefined;
}

/** The grouping key of a task name: lower case, `_`/`-`/spaces folded to one space. */
export function taskKey(task: string): string {
  return task.toLowerCase().replace(/[\s_-]+/g, ' ').trim();
}

/** The spelling to show for a group: the most common one, ties to the one with spaces, then alphabetical. */
export function displayTaskName(spellings: string[]): string {
  const counts = new Map<string, number>();
  for (const s of spellings) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || Number(b[0].includes(' ')) - Number(a[0].includes(' ')) || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

const EPISODE_AT_END = /episode[ _-]?(\d+)$/i;

function cleanTask(s: string): string {
  return trimOf(s, ' _-').trim();
}

/** Names that say nothing about the task: `episode_3`, `3`, `result`, `rating_12`. */
function unclear(s: string): boolean {
  return !s.trim() || /^(?:episode|result|results|rating|output|video|eval|judge)?[ _-]*\d*$/i.test(s.trim());
}
