import { CATEGORY_EVENT } from '../task/events';
import type { EventCategory, EventName } from '../task/events';
import type { Registry } from '../../vanilla/registry';
import { readTextGoals } from '../goals/readText';
import type { GoalStatistic, StatGoal } from '../goals/goalTypes';

/**
 * Understanding an atomic task name ("craft a furnace", "mine iron ore with a
 * stone pickaxe", "hunt a sheep"): its verb, its target id and the reward
 * event that measures it. Used for file names, for the reward hint in the
 * prompt and for the catalogue.
 */
export type TaskVerb = 'craft' | 'smelt' | 'mine' | 'kill' | 'hunt' | 'use' | 'collect';
/** The events an atomic task is measured by (a subset of the vocabulary in model/task/events.ts). */
export type RewardEvent = Extract<EventName, 'craft_item' | 'mine_block' | 'kill_entity' | 'use_item' | 'pickup' | 'custom'>;

export interface MeasuredGoal {
  verb: TaskVerb;
  target: string;
  event: RewardEvent;
  objects: string[];
}

const FILLER = new Set(['a', 'an', 'the', 'some', 'one', 'two', 'three', 'few', 'up', 'several', 'of']);

/** "Craft a Furnace!" → ["craft", "a", "furnace"]. */
function words(name: string): string[] {
  return name.toLowerCase().replace(/minecraft:/g, '').replace(/[^a-z0-9_ ]+/g, ' ').split(/\s+/).filter(Boolean);
}

/** A file name for a task: craft_furnace, craft_ladder_and_kill_spider. */
export function taskFileName(task: string, and: string[] = [], or: string[] = []): string {
  const one = (t: string) => words(t).filter((w) => !FILLER.has(w) && !/^\d+$/.test(w)).join('_') || 'task';
  let name = one(task);
  for (const a of and) name += '_and_' + one(a);
  for (const o of or) name += '_or_' + one(o);
  return name.slice(0, 120);
}

/** The reward event that pays on a goal's statistic, when it is one an atomic task is measured by. */
const MEASURING: ReadonlySet<string> = new Set<RewardEvent>(['craft_item', 'mine_block', 'kill_entity', 'use_item', 'pickup', 'custom']);
const EVENT_OF = (s: GoalStatistic): RewardEvent | undefined => {
  const event = CATEGORY_EVENT[s as EventCategory];
  return event && MEASURING.has(event) ? (event as RewardEvent) : undefined;
};
const VERB_OF: Record<string, TaskVerb> = { craft: 'craft', smelt: 'smelt', mine: 'mine', kill: 'kill', collect: 'collect' };

/**
 * The measurable goal of an atomic task ("craft a furnace", "hunt a sheep"), read by the one goal
 * reader (core/goals): its first statistic goal. Undefined when it states none (build a house).
 */
export function measuredGoal(task: string, reg: Registry): MeasuredGoal | undefined {
  const goal = readTextGoals(task, reg).goals.find((g): g is StatGoal => g.kind === 'stat' && g.objects.length > 0 && EVENT_OF(g.statistic) !== undefined);
  if (!goal) return undefined;
  const event = EVENT_OF(goal.statistic)!;
  const verb: TaskVerb = /^hunt/.test(task.toLowerCase().trim()) ? 'hunt' : VERB_OF[goal.verb] ?? (event === 'custom' || event === 'use_item' ? 'use' : 'collect');
  // The target is what the task names: the item mined for ("mine diamond" → diamond, from diamond_ore).
  const named = goal.statistic === 'mined' ? namedItem(task, goal.objects, reg) : undefined;
  return { verb, target: named ?? goal.objects[0], event, objects: goal.objects };
}

/** "mine diamond": the item the words name when the goal's objects are the blocks that drop it. */
function namedItem(task: string, objects: string[], reg: Registry): string | undefined {
  const words = task.toLowerCase().replace(/minecraft:/g, '');
  for (const [id, item] of reg.items) {
    if (objects.includes(id)) continue;
    if (new RegExp(`\\b${item.displayName.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b|\\b${id}\\b`).test(words) && objects.every((b) => (reg.blocks.get(b)?.drops ?? []).includes(id))) return id;
  }
  return undefined;
}
