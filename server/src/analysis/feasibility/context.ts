/** What every feasibility check reads: the model, the scene, the reward targets and the availability. */
import type { CheckedCommand } from '../lint/commandCheck';
import type { TaskModel, RewardEntryRef, ObjectRef, RewardListKey } from '../../model/task/taskModel';
import type { Registry } from '../../vanilla/registry';
import type { Availability } from './availability';
import type { Scene } from './scene';
import { availabilityOf, sceneOf } from './sceneCache';
import { rewardEntries, taskFileGoals, TaskFileGoals } from '../../model/goals/ofTask';
import { staticPlan } from '../../model/minestudio/staticPlan';
import { mineStudioKeys } from '../../model/minestudio/taskKeys';

export interface Target {
  list: RewardListKey;
  entry: RewardEntryRef;
  event: string;
  /** Objects without namespace, with their document ranges. */
  objects: ObjectRef[];
}

export interface FeasibilityContext {
  model: TaskModel;
  reg: Registry;
  commands: CheckedCommand[];
  scene: Scene;
  targets: Target[];
  /** Item targets of craft_item/pickup entries (any list). */
  intendedItems: Set<string>;
  avail: Availability;
  /** What the task asks, from its rewards or else its words (core/goals): what every check reasons about. */
  goals: TaskFileGoals;
}

/** The reward entries the checks look at one object at a time (read once, in model/goals/ofTask.ts). */
export function rewardTargets(model: TaskModel): Target[] {
  return rewardEntries(model).map((e) => ({ list: e.list, entry: e.entry, event: e.event, objects: e.objectRefs }));
}

export function feasibilityContext(model: TaskModel, reg: Registry, commands: CheckedCommand[], known?: Scene): FeasibilityContext {
  const scene = known ?? sceneOf(commands, reg, staticPlan(model, reg));
  const targets = rewardTargets(model);
  const intendedItems = new Set<string>();
  for (const t of targets) if (t.event === 'craft_item' || t.event === 'pickup') for (const o of t.objects) intendedItems.add(o.id);
  return { model, reg, commands, scene, targets, intendedItems, avail: availabilityOf(scene, reg, intendedItems), goals: taskFileGoals(model, reg) };
}

/** Document range of a command line (the whole scalar). */
export function commandRange(ctx: FeasibilityContext, cmd: number): [number, number] {
  const item = ctx.commands[cmd]?.item;
  if (item) return [item.start, item.end];
  // A fact from one of MineStudio's keys (keyScene.ts): the range of the key entry it came from.
  const from = ctx.scene.keySources.get(cmd)?.source;
  return from ? keySpan(ctx.model, from.key, from.index) : [0, 0];
}

/** 1-based line of a scene fact's source (an init command or a MineStudio key entry); 0 when unknown. */
export function commandLine(ctx: FeasibilityContext, cmd: number): number {
  if (!ctx.commands[cmd] && !ctx.scene.keySources.has(cmd)) return 0;
  return ctx.model.lines.positionAt(commandRange(ctx, cmd)[0]).line + 1;
}

/** Document range of a key entry (summon_mobs 2, init_inventory 1, start_time …) of the one parse. */
function keySpan(model: TaskModel, key: string, index: number): [number, number] {
  const k = mineStudioKeys(model).keys;
  const span = key === 'summon_mobs' ? k.summonMobs.find((m) => m.index === index)?.span
    : key === 'init_inventory' ? k.initInventory.find((e) => e.index === index)?.span
    : key === 'spawn_positions' ? k.spawnPositions[index]?.span
    : key === 'start_time' ? k.startTime?.span
    : key === 'start_weather' ? k.startWeather?.span : undefined;
  if (span) return [span[0], span[1]];
  const top = model.topLevel.get(key);
  return top ? [top.keyStart, top.keyEnd] : [0, 0];
}

/** "8 cobblestone (or blackstone)". */
export function optionsText(options: string[], n?: number): string {
  const head = n === undefined ? options[0] : `${n} ${options[0]}`;
  if (options.length === 1) return head;
  if (options.length === 2) return `${head} (or ${options[1]})`;
  return `${head} (or one of ${options.length - 1} alternatives)`;
}
