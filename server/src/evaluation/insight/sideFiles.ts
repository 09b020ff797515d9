/**
 * Files saved beside a task that carry difficulty data (for `task.yaml`):
 *
 * - action logs: `task.actions.json`, `task.actions.jsonl`, and one per
 *   rollout as `task.actions.<label>.json|jsonl`;
 * - rollout videos: `task.mp4|webm`, `task.<label>.mp4|webm`, and MCU's
 *   `task episode_<n>.mp4`;
 * - verification report: `task.verify.json` (what `mcu-task verify --save` writes);
 * - ratings: `--ratings FILE`, else the nearest `ratings.json` (then
 *   `ratings.csv`) in the task's folder or a folder above it, up to the
 *   folder named on the command line.
 */
import * as fs from 'fs';
import * as path from 'path';

export interface SideFiles {
  actionLogs: string[];
  videos: string[];
  verifyReport?: string;
}

const listing = new Map<string, string[]>();

function entries(dir: string): string[] {
  let names = listing.get(dir);
  if (!names) {
    try {
      names = fs.readdirSync(dir).sort();
    } catch {
      names = [];
    }
    listing.set(dir, names);
  }
  return names;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function taskName(taskFile: string): string {
  return path.basename(taskFile).replace(/\.ya?ml$/i, '');
}

export function sideFiles(taskFile: string): SideFiles {
  const dir = path.dirname(taskFile);
  const base = escape(taskName(taskFile));
  const actions = new RegExp(`^${base}\\.actions(\\.[^/]+)?\\.jsonl?$`, 'i');
  const videos = new RegExp(`^${base}(\\.[^/]+)?\\.(mp4|webm)$|^${base} episode_\\d+\\.(mp4|webm)$`, 'i');
  const names = entries(dir);
  const verify = names.find((n) => n.toLowerCase() === `${taskName(taskFile)}.verify.json`.toLowerCase());
  return {
    actionLogs: names.filter((n) => actions.test(n)).map((n) => path.join(dir, n)),
    videos: names.filter((n) => videos.test(n)).map((n) => path.join(dir, n)),
    verifyReport: verify && path.join(dir, verify),
  };
}

/** The nearest ratings file from the task's folder up to `root` (inclusive). */
export function findRatingsFile(taskFile: string, root: string): string | undefined {
  let dir = path.dirname(path.resolve(taskFile));
  const top = path.resolve(root);
  for (;;) {
    for (const name of ['ratings.json', 'ratings.csv']) if (entries(dir).includes(name)) return path.join(dir, name);
    if (dir === top || !dir.startsWith(top) || path.dirname(dir) === dir) return undefined;
    dir = path.dirname(dir);
  }
}

/** Forget folder listings (tests and long-running callers that write files). */
export function clearSideFileCache(): void {
  listing.clear();
}
