/**
 * The super-agent: tries to earn every reward entry in turn (milestones in
 * order, stopping at the first it cannot earn), repeating an entry until it
 * has paid max_reward_times. Each entry's event picks the skill; a target
 * with several objects needs only one of them.
 */
import type { RewardEntry } from '../../../model/task/rewards';
import type { AgentContext } from './context';
import { checkTime, RuledOut, SkillFailure } from './context';
import { budgetText, VerifyAborted, VerifyTimeout } from '../abort';
import { hitSomething } from './useItem';
import { digWithUntilBroken } from './breakItem';
import { pursueGoal } from './pursue';
import { rewardGoals, rewardSkillGoal } from '../../../model/goals';
import type { TaskGoal } from '../../../model/goals';

export interface AgentHooks {
  /** Payouts of the entry so far (as the scorer sees them). */
  paid(entry: RewardEntry): number;
  /** Waits until the statistics the server reports have caught up with what the agent did. */
  settle(): Promise<void>;
  /** Goals the instruction states: a reward entry's skill learns from them what the entry is done to. */
  textGoals?: readonly TaskGoal[];
  /**
   * Filled with the entries a rule of vanilla ruled out while the agent tried them (RuledOut: the
   * kind of proof and its words). Every other entry left unearned is undecided: our bot's failure
   * is never evidence against the task.
   */
  ruledOut?: Map<RewardEntry, { kind: string; detail: string }>;
}

/** How many tries an entry gets when the skill "worked" but nothing was paid. */
const TRIES_WITHOUT_PAYOUT = 3;

/**
 * One try at an entry: the entry's goal (its statistic and objects), with what
 * the instruction says about the same statistic ("milk the cow"), pursued by
 * the same skills as a goal read from the text. Breaking a tool is the one
 * statistic no text goal asks for; it keeps its own skill.
 */
async function attempt(ctx: AgentContext, entry: RewardEntry, textGoals: readonly TaskGoal[]): Promise<void> {
  if (!entry.objects.length) throw new SkillFailure(`${entry.identity} lists no objects`);
  if (entry.event === 'break_item') return digWithUntilBroken(ctx, entry.objects);
  const [goal] = rewardGoals([entry]);
  if (!goal) throw new SkillFailure(`unknown reward event '${entry.event}'`);
  // damage_dealt is a custom counter vanilla splits by how (damage_dealt, damage_dealt_absorbed …): any hit moves one.
  if (entry.event === 'damage_dealt' || goal.objects.some((o) => /damage_dealt/.test(o))) return hitSomething(ctx);
  return pursueGoal(ctx, rewardSkillGoal(goal, textGoals));
}

/**
 * Works through the entries. Returns, per entry left unpaid (or paid fewer
 * than max times), the reason; entries missing from the map were fully paid.
 */
export async function runAgent(ctx: AgentContext, entries: RewardEntry[], ordered: boolean, hooks: AgentHooks): Promise<Map<RewardEntry, string>> {
  const reasons = new Map<RewardEntry, string>();
  let blockedBy: RewardEntry | undefined;
  for (const entry of entries) {
    if (blockedBy) {
      if (hooks.paid(entry) < entry.maxRewardTimes) reasons.set(entry, `not attempted: milestone '${blockedBy.identity}' was not reached first`);
      continue;
    }
    let fruitless = 0;
    while (hooks.paid(entry) < entry.maxRewardTimes) {
      const before = hooks.paid(entry);
      try {
        checkTime(ctx);
        await attempt(ctx, entry, hooks.textGoals ?? []);
      } catch (e) {
        if (e instanceof VerifyTimeout) {
          reasons.set(entry, `timed out after ${budgetText(ctx.budgetMs)} while ${e.activity ?? `trying ${entry.identity}`}`);
          for (const later of entries.slice(entries.indexOf(entry) + 1)) {
            if (hooks.paid(later) < later.maxRewardTimes) reasons.set(later, 'not attempted: the time ran out first');
          }
          return reasons;
        }
        if (e instanceof VerifyAborted) throw e;
        // A bot call that failed (mineflayer's "missing ingredient", a dig refused …) is a reason too.
        const message = e instanceof SkillFailure ? e.message : `${ctx.activity || entry.event} failed: ${(e as Error)?.message ?? e}`;
        await hooks.settle();
        if (hooks.paid(entry) > before) continue;
        reasons.set(entry, message);
        if (e instanceof RuledOut) hooks.ruledOut?.set(entry, { kind: e.kind, detail: e.message });
        break;
      }
      await hooks.settle();
      if (hooks.paid(entry) > before) { fruitless = 0; continue; }
      if (++fruitless >= TRIES_WITHOUT_PAYOUT) {
        reasons.set(entry, `the agent tried ${TRIES_WITHOUT_PAYOUT} times but the server never counted ${entry.event} of ${entry.objects.join(' or ')}`);
        break;
      }
    }
    if (ordered && hooks.paid(entry) === 0) blockedBy = entry;
  }
  return reasons;
}
