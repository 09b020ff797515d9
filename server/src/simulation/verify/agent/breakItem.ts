/** break_item: wear a tool out by digging with it (only feasible when it is nearly broken). */
import type { AgentContext } from './context';
import { checkTime, doing, SkillFailure } from './context';
import { equip, findItem } from './inventory';
import { digBlock } from './dig';

/** Most uses the agent attempts in one verification (each dig of dirt takes a few hundred ms). */
const MAX_USES = 40;

export async function digWithUntilBroken(ctx: AgentContext, names: string[]): Promise<void> {
  const name = names.find((n) => findItem(ctx.bot, n));
  if (!name) throw new SkillFailure(`the agent has no ${names.join(' or ')} to wear out`);
  const item = findItem(ctx.bot, name);
  const max = ctx.bot.registry.itemsByName[name]?.maxDurability;
  if (!max) throw new SkillFailure(`${name} has no durability and cannot break`);
  const left = max - (item.durabilityUsed ?? 0);
  if (left > MAX_USES) {
    throw new SkillFailure(`${name} needs ${left} more uses to break; give it nearly worn out, e.g. ${name}{Damage:${max - 3}}`);
  }
  await doing(ctx, `wearing out ${name}`, async () => {
    const bot = ctx.bot;
    for (let i = 0; i < left + 2 && findItem(bot, name); i++) {
      checkTime(ctx);
      await equip(ctx, name);
      const base = bot.entity.position.floored();
      const b = [[1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [-1, -1]].map(([dx, dz]) => bot.blockAt(base.offset(dx, -1 - (i % 3), dz)))
        .find((x: any) => x && x.diggable && x.name !== 'bedrock' && x.boundingBox === 'block');
      if (!b) throw new SkillFailure(`the agent found no block to dig with ${name}`);
      await digBlock(ctx, b, 15000, `digging with ${name}`);
    }
  });
}
