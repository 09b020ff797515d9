/** The dropped statistic: throw one of the items out of the inventory (any item when none is named). */
import type { AgentContext } from './context';
import { doing, SkillFailure, sleep, step } from './context';
import { haveOneOf } from './holdTool';
import { heldNames } from './inventory';

export async function tossOne(ctx: AgentContext, objects: string[]): Promise<void> {
  const bot = ctx.bot;
  let item: string;
  if (objects.length) item = await haveOneOf(ctx, objects);
  else {
    const any = heldNames(bot)[0];
    if (!any) throw new SkillFailure('the agent has nothing in its inventory to drop');
    item = any;
  }
  await doing(ctx, `dropping ${item}`, async () => {
    await step(ctx, bot.toss(bot.registry.itemsByName[item].id, null, 1), 3000, `dropping ${item}`);
    await sleep(ctx, 200);
  });
}
