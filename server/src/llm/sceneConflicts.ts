/**
 * Conflicts between the sub-scenes of a composed task once their commands
 * run as one list: a command of one part undoing another part's setup. Read
 * from the scene model (feasibility/scene.ts), never by running Minecraft:
 * - block: a later /setblock or /fill replaces a block another part placed;
 * - slot: a later /replaceitem overwrites an inventory slot another part
 *   filled (a /give fills slot 0 first, so `weapon.mainhand` often collides);
 * - setting: parts set the time, weather, difficulty or game mode differently.
 * Conflicts inside one part are that part's own business (the linter's).
 */
import { TaskModel } from '../core/taskModel';
import { parseCommands } from '../core/commandCheck';
import type { Registry } from '../mc/registry';
import type { ParsedCommand } from '../commands/types';
import { buildScene } from '../feasibility/scene';
import { blockOverwrites } from '../feasibility/checks/setupChecks';
import { cellText } from '../feasibility/place';
import { toYaml } from './answerParsing';

export interface SceneConflict {
  kind: 'block' | 'slot' | 'setting';
  /** Indexes in the merged command list. */
  earlier: number;
  later: number;
  detail: string;
}

const SETTINGS = new Set(['time', 'weather', 'difficulty', 'gamemode']);

/** The setting a command changes and its new value, read from the checker's parse (`execute … run` included). */
function settingOf(parsed: ParsedCommand): { key: string; value: string } | undefined {
  for (let c: ParsedCommand | undefined = parsed; c; c = c.run) {
    if (!c.name || !SETTINGS.has(c.name)) continue;
    // args[0] is the command's own literal; `time` counts only for `time set <value>`.
    const [, first, second] = c.args;
    if (c.name === 'time') return first?.text === 'set' && second ? { key: 'time set', value: second.text.toLowerCase() } : undefined;
    return first ? { key: c.name, value: first.text.toLowerCase() } : undefined;
  }
  return undefined;
}

/** `owner[i]` is the part (sub-task) that command i came from. */
export function sceneConflicts(commands: string[], owner: number[], reg: Registry): SceneConflict[] {
  const model = new TaskModel(toYaml({ custom_init_commands: commands }));
  const parsed = parseCommands(model, reg);
  const scene = buildScene(parsed, reg);
  const out: SceneConflict[] = [];
  for (const o of blockOverwrites(scene)) {
    if (owner[o.earlier] !== owner[o.later]) {
      out.push({ kind: 'block', earlier: o.earlier, later: o.later, detail: `${o.laterId} replaces the ${o.id} at ${cellText(o.cell, o.frame)}` });
    }
  }
  for (const o of scene.inventory.overwrites) {
    if (owner[o.lost.cmd] !== owner[o.cmd]) {
      out.push({ kind: 'slot', earlier: o.lost.cmd, later: o.cmd, detail: `slot ${o.slot} loses its ${o.lost.count} ${o.lost.id}` });
    }
  }
  const settings = new Map<string, { index: number; value: string }>();
  parsed.forEach((c) => {
    const i = c.item.index;
    const set = settingOf(c.parsed);
    if (!set) return;
    const first = settings.get(set.key);
    if (!first) settings.set(set.key, { index: i, value: set.value });
    else if (owner[first.index] !== owner[i] && first.value !== set.value) {
      out.push({ kind: 'setting', earlier: first.index, later: i, detail: `/${set.key} ${set.value} contradicts /${set.key} ${first.value}` });
    }
  });
  return out;
}
