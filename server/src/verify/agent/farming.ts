/** Farming by hand: tilling ground with a hoe, planting seeds on farmland. */
import type { AgentContext } from './context';
import { SkillFailure } from './context';
import { airAbove, useOnBlock } from './blockUse';
import { CROP_OF_SEED, TILLED_TO } from '../../mc/farmingRules';

/** What a hoe turns into farmland. */
export const TILLABLE = Object.keys(TILLED_TO).filter((b) => TILLED_TO[b] === 'farmland');

/** Tills one block among `ground` (the tillable ones) with `hoe`, which must be held already or in the inventory. */
export async function till(ctx: AgentContext, hoe: string, ground: string[] = TILLABLE): Promise<void> {
  const tillable = ground.filter((b) => TILLABLE.includes(b));
  if (!tillable.length) throw new SkillFailure(`a hoe tills only ${TILLABLE.join(', ')}, not ${ground.join(' or ')}`);
  const block = await useOnBlock(ctx, hoe, tillable, `${tillable.join(' or ')} with air above`, (b) => airAbove(ctx, b));
  if (ctx.bot.blockAt(block.position)?.name !== 'farmland') {
    throw new SkillFailure(`the agent used ${hoe} on ${block.name} but it did not become farmland`);
  }
}

/** Plants `seed` on the nearest farmland with air above. */
export async function plant(ctx: AgentContext, seed: string): Promise<void> {
  const crop = CROP_OF_SEED[seed];
  if (!crop) throw new SkillFailure(`${seed} cannot be planted on farmland`);
  const block = await useOnBlock(ctx, seed, ['farmland'], 'farmland with air above', (b) => airAbove(ctx, b));
  if (ctx.bot.blockAt(block.position.offset(0, 1, 0))?.name !== crop) {
    throw new SkillFailure(`the agent used ${seed} on farmland but no ${crop} grew there`);
  }
}
