/**
 * Leads: leash a mob (a lead used on it; nothing is counted), and tie to a
 * fence, which is what used:lead counts in vanilla 1.16.5 only when the
 * lead's own use on the fence runs: sneaking with the lead in hand (the
 * fence's use is skipped then), or while leading nothing (see
 * ../../embedded/plugins/leads.ts). The agent ties by sneaking.
 */
import type { AgentContext } from './context';
import { doing, nearWords, RuledOut, SkillFailure, sleep, step } from './context';
import { count, equip } from './inventory';
import { haveOneOf } from './holdTool';
import { findNearestBlock } from './mine';
import { gotoBlock } from './navigate';
import { nearestEntity } from './kill';
import { useOnMob } from './bucket';
import { leashable, NOT_LEASHABLE } from '../../../vanilla/leashRules';

function fences(ctx: AgentContext): string[] {
  return [...ctx.reg.blocks.keys()].filter((b) => b.endsWith('_fence'));
}

/** Mobs the agent leads (mineflayer takes a leash's attach_entity as the mob's vehicle). */
function ledMobs(ctx: AgentContext): any[] {
  const bot = ctx.bot;
  return Object.values<any>(bot.entities).filter((e) => e.vehicle === bot.entity && e !== bot.entity);
}

/** Leashes the nearest of `mobs` (any leashable mob when empty). Returns it. */
export async function leashMob(ctx: AgentContext, mobs: string[] = []): Promise<any> {
  const refused = mobs.filter((m) => !leashable(m));
  if (mobs.length && refused.length === mobs.length) throw new RuledOut('not-leashable', `a lead cannot be put on ${mobs.join(' or ')} (${NOT_LEASHABLE[refused[0]] ?? 'not a mob'})`);
  const names = mobs.length ? mobs.filter(leashable) : [...new Set<string>(Object.values<any>(ctx.bot.entities).filter((e) => e.type === 'mob').map((e) => e.name))].filter(leashable);
  const free = (e: any) => !e.vehicle;
  const mob = nearestEntity(ctx, names, free);
  if (!mob) throw new SkillFailure(`no ${mobs.length ? mobs.join(' or ') : 'mob that takes a lead'} ${nearWords(ctx)} to leash`);
  await haveOneOf(ctx, ['lead']);
  await useOnMob(ctx, 'lead', [mob.name], (e) => e === mob);
  const t0 = Date.now();
  while (mob.vehicle !== ctx.bot.entity && Date.now() - t0 < 1500) await sleep(ctx, 100);
  if (mob.vehicle !== ctx.bot.entity) throw new SkillFailure(`the agent used a lead on the ${mob.name} but it was not leashed`);
  return mob;
}

/**
 * Ties to the nearest fence with a lead in hand while sneaking (used:lead):
 * a mob among `mobs` (or any the agent already leads) is leashed first when
 * the agent has a lead to spare, and is tied to the fence by the same click.
 */
export async function tieToFence(ctx: AgentContext, mobs: string[] = []): Promise<void> {
  const bot = ctx.bot;
  const fence = findNearestBlock(ctx, fences(ctx));
  if (!fence) throw new SkillFailure(`no fence ${nearWords(ctx)} to tie a lead to`);
  await haveOneOf(ctx, ['lead']);
  if (!ledMobs(ctx).length && count(bot, 'lead') >= 2) {
    try { await leashMob(ctx, mobs); } catch (e) { if (!(e instanceof SkillFailure)) throw e; ctx.log(`no mob leashed first: ${e.message}`); }
  }
  await doing(ctx, `tying a lead to the ${fence.name}`, async () => {
    await gotoBlock(ctx, fence.position, fence.name);
    if (!(await equip(ctx, 'lead'))) throw new SkillFailure('the agent has no lead left to use on the fence');
    bot.setControlState('sneak', true);
    try {
      await sleep(ctx, 150);
      await step(ctx, bot.activateBlock(bot.blockAt(fence.position) ?? fence), 3000, `using a lead on the ${fence.name}`);
      await sleep(ctx, 300);
    } finally {
      bot.setControlState('sneak', false);
    }
  });
}
