/**
 * Works through the goals the task's words state, in order, with the agent's
 * budget: statistics the agent must make the server count, items to end up
 * holding, places and states to reach, shapes to build. Judged parts are
 * left to the judge (with what could be confirmed). A goal fails only with a
 * proof (a static one, or a thing absent from the world searched); anything
 * the agent merely did not manage stays undecided, with why.
 */
import type { HaveGoal, StatGoal, StructureGoal, TaskGoal, TaskGoals } from '../../../model/goals';
import { budgetText, VerifyAborted, VerifyTimeout } from '../abort';
import type { AgentContext } from '../agent/context';
import { doing, SkillFailure } from '../agent/context';
import { count } from '../agent/inventory';
import { haveOneOf } from '../agent/holdTool';
import { pursueGoal } from '../agent/pursue';
import { potionsHeld } from '../agent/brew';
import type { GoalReport, SettleChange } from '../verifyReport';
import type { Stats } from '../../../model/task/rewards';
import { buildStructure } from './structure';
import { checkState } from './index';
import { statName, statProgress } from './statCounter';

export interface GoalHooks {
  /** The server's counters now (after what the agent did has been counted). */
  stats(): Promise<Stats>;
  /** Counters when the agent started. */
  baseline: Stats;
}

/** How many attempts in a row may leave the counter unchanged before the goal is given up. */
const FRUITLESS_TRIES = 3;

type Outcome = Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'progress' | 'needed' | 'proof'>;

async function pursueStat(ctx: AgentContext, g: StatGoal | HaveGoal, hooks: GoalHooks): Promise<Outcome> {
  // Items already held when the goal is started are not the agent's work: only more of them count.
  // A potion goal counts only potions of its kind (the item's Potion tag): a water bottle is not a brewed potion.
  const holding = () => (g.kind !== 'have' ? 0 : g.potion !== undefined ? potionsHeld(ctx.bot, g.items, g.potion) : g.items.reduce((n, id) => n + count(ctx.bot, id), 0));
  const held = holding();
  // "trade … to get a diamond", "break the grass to collect seeds": the statistic counts only once the yield arrives.
  const product = g.kind === 'stat' ? g.product ?? [] : [];
  const productHeld = () => product.reduce((n, id) => n + count(ctx.bot, id), 0);
  const productBefore = productHeld();
  const yielded = () => !product.length || productHeld() > productBefore;
  const counted = async () => (g.kind === 'stat' ? statProgress(g, hooks.baseline, await hooks.stats()) : Math.max(0, holding() - held));
  const progress = async () => { const n = await counted(); return yielded() ? n : Math.min(n, g.count - 1); };
  const needed = g.count;
  let fruitless = 0;
  let done = await progress();
  // "with the diamond sword": a count made with anything else is not the task's (the counter cannot tell which tool did it).
  const tool = g.kind === 'stat' ? g.tool : undefined;
  if (tool?.length) {
    try {
      await haveOneOf(ctx, tool);
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      return { outcome: 'undecided', reason: `the text asks for ${tool.length > 1 ? `one of ${tool.slice(0, 4).join(', ')}` : tool[0]}, which the agent does not have and could not get`, progress: done, needed };
    }
  }
  while (done < needed) {
    try {
      await pursueGoal(ctx, g);
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      const now = await progress();
      if (now > done) { done = now; continue; }
      // Attempts that "worked" but moved no counter come first: they explain the rest.
      const uncounted = fruitless && g.kind === 'stat' ? `the agent did it ${fruitless} time${fruitless > 1 ? 's' : ''} but the server never counted ${statName(g)}; then ` : '';
      return { outcome: 'undecided', reason: `${uncounted}the agent could not do it: ${e.message}`, progress: now, needed };
    }
    const now = await progress();
    if (now > done) { done = now; fruitless = 0; continue; }
    if (++fruitless >= FRUITLESS_TRIES) {
      const what = g.kind === 'stat' ? (!yielded() && await counted() >= g.count ? `no ${product.slice(0, 4).join(' or ')} reached the inventory` : `the server never counted ${statName(g)}`) : `no ${g.items.join(' or ')} reached the inventory`;
      return { outcome: 'undecided', reason: `the agent tried ${FRUITLESS_TRIES} times but ${what}`, progress: now, needed };
    }
  }
  const detail = g.kind === 'stat' ? `the server counted ${statName(g)} +${await counted()}${product.length ? `, and ${product.slice(0, 4).join(' or ')} reached the inventory` : ''}` : `the inventory gained ${done} ${g.items.join(' or ')}${g.potion ? ` of ${g.potion}` : ''}`;
  return { outcome: 'reached', detail, progress: done, needed };
}

async function runOne(ctx: AgentContext, g: TaskGoal, hooks: GoalHooks, start: { x: number; y: number; z: number }, settled: SettleChange[]): Promise<Outcome> {
  switch (g.kind) {
    case 'stat':
    case 'have':
      return pursueStat(ctx, g, hooks);
    case 'structure': return buildStructure(ctx, g as StructureGoal);
    case 'judged': return { outcome: 'undecided', reason: `judged from video: "${g.text}" (${g.reason})` };
    default: return checkState(ctx, g, start, settled);
  }
}

/** Reports for `goals` (already proved impossible ones are passed in `proved` and not tried). */
export async function runGoals(ctx: AgentContext, read: TaskGoals, hooks: GoalHooks, start: { x: number; y: number; z: number },
  settled: SettleChange[], proved: Map<number, GoalReport>, out: GoalReport[]): Promise<void> {
  for (const [i, g] of read.goals.entries()) {
    if (proved.has(i)) { out.push(proved.get(i)!); continue; }
    if (read.anyOf && out.some((r) => r.outcome === 'reached')) { out.push(report(g, { outcome: 'undecided', reason: 'not tried: another alternative was reached first' })); continue; }
    let r: Outcome;
    try {
      r = await doing(ctx, `working on "${g.text}"`, () => runOne(ctx, g, hooks, start, settled));
    } catch (e) {
      if (e instanceof VerifyAborted) throw e;
      if (e instanceof SkillFailure) r = { outcome: 'undecided', reason: `the agent could not do it: ${e.message}` };
      else if (e instanceof VerifyTimeout) r = { outcome: 'undecided', reason: `timed out after ${budgetText(ctx.budgetMs)} while ${e.activity ?? ctx.activity ?? 'working on it'}` };
      else throw e;
    }
    // A failed check is a verdict only when it proves something (the thing is absent, no way exists); else undecided.
    if (r.outcome === 'failed' && !r.proof) r = { ...r, outcome: 'undecided' };
    out.push(report(g, r));
    ctx.log(`goal "${g.text}": ${r.outcome}${r.reason ? ` — ${r.reason}` : ''}`);
  }
}

export function report(g: TaskGoal, r: Outcome): GoalReport {
  const from = g.from.source === 'text' ? { source: 'text' as const, span: [g.from.start, g.from.end] as [number, number] } : { source: 'reward' as const };
  const statistic = g.kind === 'stat' ? { statistic: statName(g) } : {};
  return { text: g.text, kind: g.kind, ...from, ...statistic, ...r };
}
