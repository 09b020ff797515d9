/**
 * Decides whether a YAML file is an MCU task: its path matches one of the
 * configured globs, or its top level has a task key (model/taskKeys.ts). Real MCU repositories name
 * tasks freely, so the content test matters as much as the globs.
 */
import { CompiledGlob, compileGlob, matchGlob } from './glob';
import { hasTaskKeys } from '../../model/taskKeys';

export { hasTaskKeys };

export const DEFAULT_TASK_GLOBS = ['**/task_configs/**/*.yaml', '**/task_configs/**/*.yml', '**/*.task.yaml', '**/*.task.yml'];

export function isYamlPath(path: string): boolean {
  return /\.ya?ml$/i.test(path);
}

export function isTaskFile(path: string, text: string, globs: string[] = DEFAULT_TASK_GLOBS): boolean {
  if (!isYamlPath(path)) return false;
  const p = path.replace(/\\/g, '/');
  return globs.some((g) => matchGlob(compiled(g), p)) || hasTaskKeys(text);
}

// Compiled globs by source. Bounded: the setting is bounded too, but the
// client passes whatever the configuration holds.
const globCache = new Map<string, CompiledGlob>();
const MAX_CACHED_GLOBS = 500;

function compiled(glob: string): CompiledGlob {
  let c = globCache.get(glob);
  if (!c) {
    if (globCache.size >= MAX_CACHED_GLOBS) globCache.clear();
    c = compileGlob(glob);
    globCache.set(glob, c);
  }
  return c;
}

/** Does a path match a glob (`**` any path segments, `*` within a segment, `?` one char, `{a,b}` alternatives, any prefix)? */
export function globMatches(glob: string, path: string): boolean {
  return matchGlob(compiled(glob), path.replace(/\\/g, '/'));
}
