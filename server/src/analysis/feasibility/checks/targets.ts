/**
 * Helpers for checks that look at a task's goals one object at a time. The
 * goals come from the one goal model (ctx.goals): the reward entries when the
 * file has any, else the instruction, so a reward-less "mine iron ore" is
 * checked as a `mine_block` entry of iron_ore would be, and reported on the
 * words that ask for it.
 */
import type { TaskDiagnostic } from '../../../model/task/diagnostic';
import { EVENT_CATEGORY } from '../../../model/task/events';
import type { StatGoal } from '../../../model/goals';
import { goalObjectRange } from '../../../model/goals/ofTask';
import type { ObjectRef } from '../../../model/task/taskModel';
import type { FeasibilityContext } from '../context';
import { isFromScratchTask, STARTS_EMPTY } from '../fromScratchRule';

export interface PerObjectOptions {
  /** Reward lists whose entries are checked (reward_cfg only unless said). */
  lists?: string[];
  /** Check goals read from the instruction too (a reward-less file). */
  text?: boolean;
  /**
   * Where objects share the words that name them (a group: "various enemies", "animals"), the finding shown
   * is the mildest, and among equals the one about the object ranked first (lowest): the group is met by any one.
   */
  rank?: (id: string) => number;
}

/** @notGameFact our ranking of diagnostic severities */
const SEVERITY_ORDER: Record<string, number> = { hint: 0, information: 1, warning: 2, error: 3 };

/**
 * Runs `check` on every object of every goal the reward event `event`
 * measures. A goal is met when any one of its objects is (an entry pays for
 * any of its objects; "kill a zombie or a skeleton"), so a goal is reported
 * only when none of its objects passes.
 */
export function perObject(
  ctx: FeasibilityContext,
  event: string,
  check: (o: ObjectRef, goal: StatGoal) => TaskDiagnostic[],
  options: PerObjectOptions = {},
): TaskDiagnostic[] {
  const lists = options.lists ?? ['reward_cfg'];
  const statistic = EVENT_CATEGORY[event];
  const out: TaskDiagnostic[] = [];
  const seen = new Set<string>();
  for (const goal of ctx.goals.goals) {
    if (goal.kind !== 'stat' || goal.statistic !== statistic) continue;
    const from = goal.from;
    if (from.source === 'reward' ? goal.verb !== event || !lists.includes(from.list) : !options.text) continue;
    const objects: ObjectRef[] = goal.objects.map((id) => {
      const [start, end] = goalObjectRange(ctx.goals, goal, id, ctx.reg, ctx.model);
      return { id, start, end };
    });
    if (options.rank) objects.sort((a, b) => options.rank!(a.id) - options.rank!(b.id));
    const results = objects.map((o) => safe(() => check(o, goal)));
    if (results.some((r) => r.length === 0)) continue;
    const flat = results.flat();
    // The mildest per place and code first (a stable sort keeps the rank among equals).
    if (options.rank) flat.sort((a, b) => (SEVERITY_ORDER[a.severity] ?? 2) - (SEVERITY_ORDER[b.severity] ?? 2));
    for (const d of flat) {
      // "mine iron ore, then mine more iron ore": one report per place and code.
      const key = `${d.start}:${d.end}:${d.code}`;
      if (!seen.has(key)) out.push(d);
      seen.add(key);
    }
  }
  return out;
}

/**
 * A reward-less task the agent starts with nothing (no init command, or a
 * from-scratch task): gathering is the task, so "it has no pickaxe" and
 * "it lacks the ingredients" are not findings about its text goals.
 */
export function gathersFromWorld(ctx: FeasibilityContext): boolean {
  return ctx.commands.length === 0 || isFromScratchTask(ctx.model) || STARTS_EMPTY.test(ctx.goals.instruction?.value ?? '');
}

/** Was the goal read from the instruction (not a reward entry)? */
export const fromText = (goal: StatGoal): boolean => goal.from.source === 'text';

function safe(f: () => TaskDiagnostic[]): TaskDiagnostic[] {
  try {
    return f();
  } catch {
    return [];
  }
}
