import { DEFAULT_TASK_GLOBS } from './taskFileDetection';

/** Bounds on `mcu.taskFiles`: a workspace setting is untrusted input. */
export const MAX_TASK_GLOBS = 100;
export const MAX_TASK_GLOB_LENGTH = 300;

/**
 * The usable entries of an `mcu.taskFiles` value. Entries that are not
 * strings, are empty or too long are dropped (each with a message to `warn`),
 * as are entries beyond the first MAX_TASK_GLOBS. Not an array at all, or no
 * usable entry left: the defaults.
 */
export function validTaskGlobs(raw: unknown, warn: (message: string) => void): string[] {
  if (raw === undefined || raw === null) return DEFAULT_TASK_GLOBS;
  if (!Array.isArray(raw)) {
    warn('mcu.taskFiles must be a list of globs; using the defaults.');
    return DEFAULT_TASK_GLOBS;
  }
  const out: string[] = [];
  raw.forEach((g, i) => {
    if (i >= MAX_TASK_GLOBS) return;
    if (typeof g !== 'string' || !g.trim()) warn(`mcu.taskFiles[${i}] is not a non-empty string; ignored.`);
    else if (g.length > MAX_TASK_GLOB_LENGTH) warn(`mcu.taskFiles[${i}] is ${g.length} characters long (at most ${MAX_TASK_GLOB_LENGTH}); ignored.`);
    else out.push(g);
  });
  if (raw.length > MAX_TASK_GLOBS) warn(`mcu.taskFiles has ${raw.length} entries; only the first ${MAX_TASK_GLOBS} are used.`);
  if (!out.length && raw.length) {
    warn('mcu.taskFiles has no usable glob; using the defaults.');
    return DEFAULT_TASK_GLOBS;
  }
  return out;
}
