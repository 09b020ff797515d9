/**
 * What a dependency graph is drawn for: the task's goals as the one goal
 * reader gives them (core/goals: from the reward entries when the file has
 * any, else from the instruction), each turned into the thing to make, mine,
 * kill or hold plus the items it needs at hand. Goals with nothing to obtain
 * (a place to reach, a judged build) are listed with the reason, never
 * dropped without a word.
 */
import { EVENT_CATEGORY } from '../../model/task/events';
import type { GoalStatistic, StructureGoal, TaskGoal } from '../../model/goals/goalTypes';
import { taskFileGoals } from '../../model/goals/ofTask';
import type { TaskModel } from '../../model/task/taskModel';
import { acquisition, cheapest } from '../feasibility/acquisition';
import type { Registry } from '../../vanilla/registry';
import { shapeParts } from '../../vanilla/shapeParts';

export type DrawKind = 'item' | 'block' | 'entity';

export interface GraphTarget {
  /** The goal's words (the clause, or the reward entry's identity). */
  text: string;
  /** What the goal makes, mines, kills or holds: any one of `ids` does. */
  main?: { kind: DrawKind; ids: string[] };
  /** Items it needs at hand besides (a fixed tool, the bucket to milk with, a golem's pumpkin): one of each group. */
  needs: string[][];
  /** Items the task asks to be made or picked up: never counted as already given. */
  asked: string[];
}

export interface NotGraphed {
  text: string;
  why: string;
}

export interface PlanTargets {
  /** Where the goals were read from (core/goals): the reward entries, the instruction, or nowhere. */
  source: 'rewards' | 'text' | 'none';
  targets: GraphTarget[];
  notGraphed: NotGraphed[];
}

/** What each statistic's objects are drawn as. Custom counters (jumps, trades) have no object to obtain. */
const DRAW: Record<GoalStatistic, DrawKind | undefined> = {
  mined: 'block', killed: 'entity', crafted: 'item', picked_up: 'item', used: 'item', broken: 'item', dropped: 'item', custom: undefined,
};

const STATE_WHY: Record<string, string> = {
  reach: 'a place to reach', sky: 'a state to reach (see the sky)', climb: 'a height to climb', travel: 'a distance to travel', stay: 'a time to stay',
  dig: 'a shaft or tunnel to dig',
};

function known(kind: DrawKind, ids: string[], reg: Registry): string[] {
  const table = kind === 'block' ? reg.blocks : kind === 'entity' ? reg.entities : reg.items;
  return ids.filter((id) => table.has(id));
}

function targetOfGoal(g: TaskGoal, reg: Registry): GraphTarget | NotGraphed {
  const items = (ids: readonly string[] | undefined) => known('item', [...(ids ?? [])], reg);
  const groups = (...gs: string[][]) => gs.map(items).filter((x) => x.length);
  if (g.kind === 'stat') {
    const kind = DRAW[g.statistic];
    const ids = kind ? known(kind, g.objects, reg) : [];
    // Each of `needs` is needed; a fixed tool or a payment is any one of its ids.
    const needs = groups(...(g.needs ?? []).map((n) => [n]), g.tool ?? [], g.payment ?? []);
    if (!ids.length && !needs.length) {
      return { text: g.text, why: kind ? `names no known ${kind} id (${g.objects.join(', ') || 'nothing'})` : `counted by a custom statistic (${g.objects.join(', ')}): nothing to obtain` };
    }
    const asked = g.statistic === 'crafted' || g.statistic === 'picked_up' ? ids : [];
    return { text: g.text, ...(kind && ids.length ? { main: { kind, ids } } : {}), needs, asked };
  }
  if (g.kind === 'have') {
    const ids = items(g.items);
    const needs = groups(...(g.needs ?? []).map((n) => [n]));
    if (!ids.length && !needs.length) return { text: g.text, why: `names no known item (${g.items.join(', ')})` };
    return { text: g.text, ...(ids.length ? { main: { kind: 'item' as const, ids } } : {}), needs, asked: ids };
  }
  if (g.kind === 'structure') {
    // Blocks are placed from the inventory: the materials are items to obtain first (any one of those named).
    const ids = items(g.materials);
    const needs = groups(...shapeParts(g.shape).map((p) => p.options));
    if (!ids.length && !needs.length) return { text: g.text, why: `a ${g.shape.replace('_', ' ')} of any block: nothing fixed to obtain` };
    return { text: g.text, ...(ids.length ? { main: { kind: 'item' as const, ids } } : {}), needs, asked: [] };
  }
  // A mob held by a lead, a boat or a rod: the means (any one of them) is what to obtain.
  if (g.kind === 'carry') {
    const means = items(g.items);
    return means.length ? { text: g.text, needs: [means], asked: [] } : { text: g.text, why: 'a mob to hold: nothing to obtain' };
  }
  if (g.kind === 'judged') return { text: g.text, why: `judged by a viewer (${g.activity}): no statistic to plan for` };
  return { text: g.text, why: `${STATE_WHY[g.kind] ?? 'a state'}: nothing to obtain` };
}

/** The graph targets of a list of goals, in order, and the goals that have none. */
export function graphTargets(goals: readonly TaskGoal[], reg: Registry): Omit<PlanTargets, 'source'> {
  const targets: GraphTarget[] = [];
  const notGraphed: NotGraphed[] = [];
  for (const g of goals) {
    const t = targetOfGoal(g, reg);
    if ('why' in t) notGraphed.push(t);
    else targets.push(t);
  }
  return { targets, notGraphed };
}

const byModel = new WeakMap<TaskModel, { reg: Registry; plan: PlanTargets }>();

/** The graph targets of one version of a task file (memoised on the model, as its goals are). */
export function planTargets(model: TaskModel, reg: Registry): PlanTargets {
  const hit = byModel.get(model);
  if (hit && hit.reg === reg) return hit.plan;
  const goals = taskFileGoals(model, reg);
  const plan = { source: goals.source, ...graphTargets(goals.goals, reg) };
  byModel.set(model, { reg, plan });
  return plan;
}

/** A reward-shaped goal (event and objects) as a graph target: the from-scratch milestones start from one. */
export function targetOfEvent(event: string, ids: string[]): GraphTarget {
  const statistic = EVENT_CATEGORY[event] as GoalStatistic | undefined;
  const kind = statistic ? DRAW[statistic] : undefined;
  return { text: event, ...(kind ? { main: { kind, ids } } : {}), needs: [], asked: event === 'craft_item' || event === 'pickup' ? ids : [] };
}

/** What a dependency graph draws for a target. */
export interface ChosenObject {
  kind: DrawKind;
  id: string;
}

/**
 * The object a graph draws for a target: any one of its ids does, so one the
 * graph already holds, else the cheapest (blocks by their mining cost, items
 * by their acquisition cost, entities in the order written). Undefined when
 * no id is known. Both projections choose through here.
 */
export function chooseTarget(main: GraphTarget['main'], reg: Registry, inGraph: (id: string) => boolean): ChosenObject | undefined {
  if (!main) return undefined;
  const ids = known(main.kind, main.ids, reg);
  if (!ids.length) return undefined;
  const acq = acquisition(reg);
  const held = ids.find(inGraph);
  if (held) return { kind: main.kind, id: held };
  if (main.kind === 'block') return { kind: 'block', id: cheapest(ids, (b) => acq.mineCost(b)) };
  if (main.kind === 'entity') return { kind: 'entity', id: ids[0] };
  return { kind: 'item', id: cheapest(ids, (i) => acq.cost.get(i) ?? Infinity) };
}
