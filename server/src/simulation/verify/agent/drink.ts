/**
 * Eating and drinking (potions, milk, honey, food) and throwing splash
 * potions. Whether an item may be consumed with the agent's hunger bar
 * comes from the same table the server uses (vanilla/consumeRules.ts); the end
 * of a use is the server's entity_status 9, as a client sees it.
 */
import type { AgentContext } from './context';
import { doing, SkillFailure, sleep, step, lookSent } from './context';
import { equip } from './inventory';
import { canConsume, DRINKS, useTicks } from '../../../vanilla/consumeRules';
import { vec3 } from '../runtime';

/** Resolves when the server says the agent finished using its item (entity_status 9). */
function finishedUsing(bot: any): { promise: Promise<void>; cancel: () => void } {
  let listener: ((p: any) => void) | undefined;
  const promise = new Promise<void>((resolve) => {
    listener = (p: any) => { if (p.entityId === bot.entity?.id && p.entityStatus === 9) resolve(); };
    bot._client.on('entity_status', listener);
  });
  return { promise, cancel: () => { if (listener) bot._client.removeListener('entity_status', listener); } };
}

/** Eats or drinks one `item` (held first); fails with the vanilla reason when the hunger bar refuses it. */
export async function consumeItem(ctx: AgentContext, item: string): Promise<void> {
  const bot = ctx.bot;
  const isFood = !!bot.registry.foodsByName[item];
  if (!canConsume(item, isFood, bot.food ?? 20, bot.game?.gameMode === 'creative')) {
    if (!isFood && !DRINKS.has(item)) throw new SkillFailure(`${item} cannot be eaten or drunk`);
    throw new SkillFailure(`${item} cannot be eaten: the agent's hunger bar is full (add /effect give @s minecraft:hunger or use a food that is always edible)`);
  }
  await doing(ctx, `${DRINKS.has(item) ? 'drinking' : 'eating'} ${item}`, async () => {
    await equip(ctx, item);
    const done = finishedUsing(bot);
    try {
      bot.activateItem();
      await step(ctx, done.promise, useTicks(item) * 50 + 3000, `${DRINKS.has(item) ? 'drinking' : 'eating'} ${item}`);
    } finally {
      done.cancel();
    }
  });
}

/** Throws a splash (or lingering) potion ahead and a little upwards, so it breaks away from the agent (`used:<item>` at the throw). */
export async function throwSplash(ctx: AgentContext, item: 'splash_potion' | 'lingering_potion' = 'splash_potion'): Promise<void> {
  const bot = ctx.bot;
  await doing(ctx, `throwing a ${item.replace('_', ' ')}`, async () => {
    await equip(ctx, item);
    const Vec3 = vec3();
    const yaw = bot.entity.yaw;
    const ahead = bot.entity.position.plus(new Vec3(-Math.sin(yaw) * 8, 2.5, -Math.cos(yaw) * 8));
    await step(ctx, bot.lookAt(ahead, true), 2000, 'aiming');
    await lookSent(ctx);
    bot.activateItem();
    await sleep(ctx, 300);
  });
}
