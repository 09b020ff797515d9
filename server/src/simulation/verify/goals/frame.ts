/** "put the golden sword in the item frame": a frame showing one of the items, as the client sees it (no statistic counts it). */
import type { AgentContext } from '../agent/context';
import { SkillFailure } from '../agent/context';
import { fillItemFrame, frameItem } from '../agent/hang';
import { haveOneOf } from '../agent/holdTool';
import type { GoalReport } from '../verifyReport';
import { at, proofOf } from './walk';

export async function frameShows(ctx: AgentContext, items: string[]): Promise<Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>> {
  // Already shown (the scene put it there): nothing to do.
  const shown = Object.values<any>(ctx.bot.entities).find((e) => e.name === 'item_frame' && items.includes(frameItem(ctx, e) ?? ''));
  if (shown) return { outcome: 'reached', detail: `an item frame at ${at(shown.position.floored())} shows ${frameItem(ctx, shown)}` };
  try {
    const item = await haveOneOf(ctx, items);
    const frame = await fillItemFrame(ctx, item);
    const showing = frameItem(ctx, frame);
    if (!showing || !items.includes(showing)) return { outcome: 'undecided', reason: `the agent used ${item} on the item frame at ${at(frame.position.floored())} but it shows ${showing ?? 'nothing'}` };
    return { outcome: 'reached', detail: `the item frame at ${at(frame.position.floored())} shows ${showing}` };
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    const proof = proofOf(e);
    return proof.proof ? { outcome: 'failed', reason: e.message, ...proof } : { outcome: 'undecided', reason: e.message };
  }
}
