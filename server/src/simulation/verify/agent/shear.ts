/** Shearing: shears on an unsheared sheep (of the goal's colour, if any), then the wool it drops picked up. */
import type { AgentContext } from './context';
import { nearWords, SkillFailure } from './context';
import { collectDrops } from './collect';
import { nearestEntity } from './kill';
import { useOnMob } from './bucket';
import { haveOneOf } from './holdTool';
import { hasVariant, sheepSheared, WOOL_COLORS } from './variant';

export async function shearSheep(ctx: AgentContext, variant?: string): Promise<void> {
  const matches = (e: any) => !sheepSheared(e) && hasVariant(e, variant);
  if (!nearestEntity(ctx, ['sheep'], matches)) {
    throw new SkillFailure(`no unsheared ${variant ? `${variant} ` : ''}sheep ${nearWords(ctx)}`);
  }
  try {
    await haveOneOf(ctx, ['shears']);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    throw new SkillFailure(`shearing a sheep needs shears and the agent has none (${e.message})`);
  }
  await useOnMob(ctx, 'shears', ['sheep'], matches);
  await collectDrops(ctx, WOOL_COLORS.map((c) => `${c}_wool`), 8, 900);
}
