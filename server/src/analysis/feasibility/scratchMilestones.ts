/**
 * The milestones of a from-scratch task, built from our own dependency
 * graph (planning/cheapestRoute.ts), never by the model: for a stone pickaxe
 * logs → planks → sticks → crafting table → wooden pickaxe → stone → stone
 * pickaxe, one `milestone_reward_cfg` entry per acquisition step, ending
 * with the goal itself. Wood counts whatever the trees are: a log step
 * takes any overworld log, a planks step any planks.
 */
import type { Registry } from '../../vanilla/registry';
import { stepsFromScratch } from '../planning/cheapestRoute';
import { targetOfEvent } from '../planning/targets';
import { EventName, eventInfo } from '../../model/task/events';

export interface MilestoneEntry {
  event: EventName;
  identity: string;
  objects: string[];
  reward: number;
  max_reward_times: number;
}

export interface ScratchGoal {
  event: string;
  objects: string[];
}

const OVERWORLD_LOG = /^(?:oak|spruce|birch|jungle|acacia|dark_oak)_log$/;

/** Interchangeable ids and a short name for the step: any log, any planks, else the id itself. */
function family(id: string, reg: Registry): { name: string; ids: string[] } {
  if (OVERWORLD_LOG.test(id)) return { name: 'log', ids: [...reg.blocks.keys()].filter((b) => OVERWORLD_LOG.test(b)) };
  if (id.endsWith('_planks')) return { name: 'planks', ids: [...reg.items.keys()].filter((i) => i.endsWith('_planks')) };
  return { name: id, ids: [id] };
}

const entry = (event: MilestoneEntry['event'], identity: string, objects: string[]): MilestoneEntry => ({ event, identity, objects, reward: 1.0, max_reward_times: 1 });

/**
 * The milestone list from nothing (or from the `given` items, whose own
 * acquisition is then no milestone) to the goal; the last entry measures the
 * goal itself.
 */
export function scratchMilestones(goal: ScratchGoal, reg: Registry, given?: Set<string>): MilestoneEntry[] {
  const steps = stepsFromScratch([targetOfEvent(goal.event, goal.objects)], reg, given);
  const out: MilestoneEntry[] = [];
  const seen = new Set<string>();
  const add = (e: MilestoneEntry) => {
    if (seen.has(e.identity)) return;
    seen.add(e.identity);
    out.push(e);
  };
  for (const s of steps) {
    const f = family(s.id, reg);
    if (s.action === 'mine') add(entry('mine_block', `mine_${f.name}`, f.ids));
    else if (s.action === 'craft') add(entry('craft_item', `craft_${f.name}`, f.ids));
    // Smelted items count as crafted in Minecraft's statistics.
    else if (s.action === 'smelt') add(entry('craft_item', `smelt_${f.name}`, f.ids));
    else if (s.action === 'kill') add(entry('kill_entity', `kill_${f.name}`, f.ids));
  }
  // The chain must end with the goal as the task measures it (the graph may end elsewhere, or not know the item).
  const last = out[out.length - 1];
  const endsWithGoal = last && last.event === goal.event && goal.objects.every((o) => last.objects.includes(o));
  if (!endsWithGoal) {
    const ev = goal.event as EventName;
    const verb = eventInfo(ev)?.verb ?? 'get';
    const identity = seen.has(`${verb}_${goal.objects[0]}`) ? `${verb}_${goal.objects[0]}_goal` : `${verb}_${goal.objects[0]}`;
    out.push(entry(ev, identity, goal.objects));
  }
  return out;
}
