/**
 * Using something on a block, as a player right-clicks it: find a block
 * that fits, walk within reach, hold the item (or nothing), click its top
 * face. Used for tilling, planting, lighting TNT, potting a flower and
 * opening containers.
 */
import type { AgentContext } from './context';
import { nearWords, doing, SkillFailure, sleep, step } from './context';
import { equip } from './inventory';
import { gotoBlock } from './navigate';
import { findNearestBlock } from './mine';

/** Whether the block above `block` is air (tilling and planting need it). */
export function airAbove(ctx: AgentContext, block: any): boolean {
  return ctx.bot.blockAt(block.position.offset(0, 1, 0))?.name === 'air';
}

/**
 * Right-clicks the top of the nearest fitting block among `names` holding `item`
 * (null: whatever is held). Returns the block clicked. `what` names the block for messages.
 */
export async function useOnBlock(ctx: AgentContext, item: string | null, names: string[], what: string,
  fits?: (block: any) => boolean): Promise<any> {
  const block = findNearestBlock(ctx, names, fits ?? (() => true));
  if (!block) throw new SkillFailure(`no ${what} ${nearWords(ctx)}`);
  return doing(ctx, `using ${item ?? 'the hand'} on ${block.name}`, async () => {
    await gotoBlock(ctx, block.position, block.name);
    if (item && !(await equip(ctx, item))) throw new SkillFailure(`the agent has no ${item}`);
    const now = ctx.bot.blockAt(block.position);
    await step(ctx, ctx.bot.activateBlock(now ?? block), 3000, `clicking ${block.name}`);
    // The server answers with the block change (or the window) a moment later.
    await sleep(ctx, 300);
    return block;
  });
}
