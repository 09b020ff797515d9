/**
 * Commands that later versions added (data, not code paths): used to say
 * "added in 1.x" instead of "unknown command" when the tree lacks them.
 */
import { compareVersions } from './ids';
import type { CommandFix } from './commandTypes';
import { ownTable } from '../../util/ownTable';

export const COMMAND_ADDED_IN: Record<string, string> = ownTable({
  item: '1.17',
  perf: '1.17',
  jfr: '1.18',
  place: '1.19',
  fillbiome: '1.19.3',
  ride: '1.19.4',
  damage: '1.19.4',
  return: '1.20',
  random: '1.20.2',
  tick: '1.20.3',
  transfer: '1.20.5',
  rotate: '1.21.2',
  test: '1.21.5',
  dialog: '1.21.6',
  version: '1.21.6',
  waypoint: '1.21.6',
});

/** Commands that later versions removed, with what replaced them (for tasks checked against a newer version). */
export const COMMAND_REMOVED_IN: Record<string, { version: string; instead: string }> = ownTable({
  replaceitem: { version: '1.17', instead: '/item replace entity|block <target> <slot> with <item> [<count>]' },
});

/** The version that removed `name`, when `version` is that one or later. */
export function removedBy(name: string, version: string): { version: string; instead: string } | undefined {
  const r = COMMAND_REMOVED_IN[name];
  return r && compareVersions(version, r.version) >= 0 ? r : undefined;
}

/** Command aliases that the tree spells out in full instead of redirecting. */
export const COMMAND_ALIASES: Record<string, string> = ownTable({
  tp: 'teleport',
  tell: 'msg',
  w: 'msg',
  tm: 'teammsg',
  xp: 'experience',
});

/** The version that added `name`, when it is newer than `version`. */
export function addedAfter(name: string, version: string): string | undefined {
  const added = COMMAND_ADDED_IN[name];
  return added && compareVersions(added, version) > 0 ? added : undefined;
}

/**
 * Rewrites 1.17+ `/item replace … with …` into 1.16 `/replaceitem …`
 * (the whole line; undefined for the forms without a 1.16 equivalent).
 */
export function itemToReplaceitem(line: string): CommandFix | undefined {
  const m = /^(\/?)item replace (entity|block) (.+) (\S+) with (.+)$/.exec(line);
  if (!m) return undefined;
  const newText = `${m[1]}replaceitem ${m[2]} ${m[3]} ${m[4]} ${m[5]}`;
  return { title: `Rewrite as '${newText}'`, start: 0, end: line.length, newText, safe: true };
}
