/**
 * Picking up what breaking a block yields ("break grass to collect
 * seeds"): break blocks among `blocks` until one drops the product, then
 * pick it up. Vanilla drops some products only by chance (grass: seeds one
 * time in eight), so several blocks may be broken.
 */
import type { AgentContext } from './context';
import { doing, SkillFailure } from './context';
import { collectDrops, droppedItems } from './collect';
import { count } from './inventory';
import { mineBlock } from './mine';

/** How many blocks are broken before giving up (vanilla grass drops seeds 1 time in 8). */
const MAX_BREAKS = 24;

export async function harvestFrom(ctx: AgentContext, blocks: string[], products: string[], tool?: string[]): Promise<void> {
  const have = () => products.reduce((n, p) => n + count(ctx.bot, p), 0);
  await doing(ctx, `breaking ${blocks.join(' or ')} for ${products.join(' or ')}`, async () => {
    const before = have();
    for (let i = 0; i < MAX_BREAKS; i++) {
      await mineBlock(ctx, blocks, 0, tool);
      if (droppedItems(ctx, products, 8).length) await collectDrops(ctx, products, 8, 0);
      if (have() > before) return;
    }
    throw new SkillFailure(`the agent broke ${MAX_BREAKS} ${blocks.join(' or ')} and none dropped ${products.join(' or ')}`);
  });
}
