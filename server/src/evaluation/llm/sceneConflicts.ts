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
import { TaskModel } from '../../model/task/taskModel';
import { parseCommands } from '../../analysis/lint/commandCheck';
import type { Registry } from '../../vanilla/registry';
import { buildScene } from '../../analysis/feasibility/scene';
import { blockOverwrites } from '../../analysis/feasibility/checks/setupChecks';
import { cellText } from '../../analysis/feasibility/place';
import { toYaml } from './answerParsing';

export interface SceneConflict {
  kind: 'block' | 'slot' | 'setting';
  /** Indexes in the merged command list. */
  earlier: number;
  later: number;
  detail: string;
}

/** `owner[i]` is the part (sub-task) that command i came from. */
export function sceneConflicts(commands: string[], owner: number[], reg: Registry): SceneConflict[] {
  const model = new TaskModel(toYaml({ custom_init_commands: commands }));
  const scene = buildScene(parseCommands(model, reg), reg);
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
  for (const { key, value, cmd: i } of scene.settings) {
    const first = settings.get(key);
    if (!first) settings.set(key, { index: i, value });
    else if (owner[first.index] !== owner[i] && first.value !== value) {
      out.push({ kind: 'setting', earlier: first.index, later: i, detail: `/${key} ${value} contradicts /${key} ${first.value}` });
    }
  }
  return out;
}
