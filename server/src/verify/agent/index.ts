/**
 * The super-agent: tries to earn every reward entry in turn (milestones in
 * order, stopping at the first it cannot earn), repeating an entry until it
 * has paid max_reward_times. Each entry's event picks the skill; a target
 * with several objects needs only one of them.
 */
import type { RewardEntry } from '../rewards';
import type { AgentContext } from './context';
import { checkTime, SkillFailure } from './context';
import { budgetText, VerifyAborted, VerifyTimeout } from '../abort';
import { craftOne } from './craftOne';
import { killEntity } from './kill';
import { mineBlock } from './mine';
import { pickupItem } from './pickup';
import { hitSomething, useItem } from './useItem';
import { digWithUntilBroken } from './breakItem';
import { tradeWith } from './trade';

export interface AgentHooks {
  /** Payouts of the entry so far (as the scorer sees them). */
  paid(entry: RewardEntry): number;
  /** Waits until the statistics the server reports have caught up with what the agent did. */
  settle(): Promise<void>;
}

/** How many tries an entry gets when the skill "worked" but nothing was paid. */
const TRIES_WITHOUT_PAYOUT = 3;

async function attempt(ctx: AgentContext, entry: RewardEntry): Promise<void> {
  const objects = entry.objects;
  if (!objects.length) throw new SkillFailure(`${entry.identity} lists no objects`);
  switch (entry.event) {
    case 'craft_item': return craftOne(ctx, objects);
    case 'mine_block': await mineBlock(ctx, objects); return;
    case 'kill_entity': await killEntity(ctx, objects); return;
    case 'pickup': return pickupItem(ctx, objects);
    case 'use_item': return useItem(ctx, objects);
    case 'break_item': return digWithUntilBroken(ctx, objects);
    case 'custom':
    case 'damage_dealt':
      if (objects.some((o) => /damage_dealt/.test(o)) || entry.event === 'damage_dealt') return hitSomething(ctx);
      // A reward on trading: any merchant's first affordable offer (the entry names no trader or goods).
      if (objects.some((o) => /traded_with_villager$/.test(o))) {
        return tradeWith(ctx, { kind: 'stat', text: entry.identity, from: { source: 'reward', list: entry.list, index: entry.index }, statistic: 'custom', objects: ['traded_with_villager'], count: 1, verb: 'trade' });
      }
      throw new SkillFailure(`the agent has no skill for the custom statistic ${objects.join(', ')}`);
    default:
      throw new SkillFailure(`unknown reward event '${entry.event}'`);
  }
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
        await attempt(ctx, entry);
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
