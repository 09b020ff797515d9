/**
 * Working a door, trapdoor, fence gate, lever or button by hand (vanilla
 * 1.16.5 counts no statistic for it): the nearest one of the named blocks
 * (one placed from the inventory when the scene has none), clicked until its
 * `open` / `powered` property shows the wanted state, each change seen by
 * the client. Iron doors and trapdoors open only by redstone, which the
 * embedded server does not model.
 */
import type { AgentContext } from './context';
import { doing, nearWords, SkillFailure, sleep, step } from './context';
import { findNearestBlock } from './mine';
import { gotoBlock } from './navigate';
import { count } from './inventory';
import { placeNearby } from './craft';
import type { OperateTo } from '../../../model/goals/goalTypes';

const BY_REDSTONE_ONLY = new Set(['iron_door', 'iron_trapdoor']);

function stateProp(name: string): 'open' | 'powered' {
  return name === 'lever' || name.endsWith('_button') ? 'powered' : 'open';
}

function propOf(ctx: AgentContext, pos: any, prop: string): string | undefined {
  const p = ctx.bot.blockAt(pos)?.getProperties?.()?.[prop];
  return p === undefined ? undefined : String(p);
}

async function click(ctx: AgentContext, pos: any, prop: string): Promise<string | undefined> {
  const before = propOf(ctx, pos, prop);
  await step(ctx, ctx.bot.activateBlock(ctx.bot.blockAt(pos)), 3000, 'clicking it');
  const t0 = Date.now();
  while (propOf(ctx, pos, prop) === before && Date.now() - t0 < 2000) await sleep(ctx, 50);
  return propOf(ctx, pos, prop);
}

/** Works the nearest of `ids` so that it ends `to`; returns what was seen ("oak_door at 2 64 0: open false → true"). */
export async function operateBlock(ctx: AgentContext, ids: string[], to: OperateTo): Promise<string> {
  const bot = ctx.bot;
  const workable = ids.filter((id) => !BY_REDSTONE_ONLY.has(id));
  let block = workable.length ? findNearestBlock(ctx, workable) : undefined;
  if (!block) {
    const held = workable.find((id) => count(bot, id) > 0);
    if (held) block = await placeNearby(ctx, held);
  }
  if (!block) {
    if (ids.some((id) => BY_REDSTONE_ONLY.has(id)) && findNearestBlock(ctx, ids)) {
      throw new SkillFailure(`${ids.filter((id) => BY_REDSTONE_ONLY.has(id)).join(' and ')} open only by redstone, which the embedded server does not model`);
    }
    throw new SkillFailure(`no ${workable.join(' or ') || ids.join(' or ')} ${nearWords(ctx)} to work by hand`);
  }
  const pos = block.position;
  const name: string = block.name;
  const prop = stateProp(name);
  return doing(ctx, `working the ${name} at ${pos}`, async () => {
    await gotoBlock(ctx, pos, name);
    if (bot.getControlState?.('sneak')) bot.setControlState('sneak', false);
    const start = propOf(ctx, pos, prop);
    const want = to === 'open' ? 'true' : to === 'closed' ? 'false' : undefined;
    // Already as wanted: work it twice, so the change is the agent's own.
    if (want !== undefined && start === want) await click(ctx, pos, prop);
    const end = await click(ctx, pos, prop);
    if (end === undefined || end === start && want === undefined) throw new SkillFailure(`the ${name} at ${pos} did not change when the agent used it`);
    if (want !== undefined && end !== want) throw new SkillFailure(`the ${name} at ${pos} is ${prop} ${end} after the agent used it, not ${want}`);
    return `${name} at ${pos.x} ${pos.y} ${pos.z}: ${prop} ${start} → ${end}`;
  });
}
