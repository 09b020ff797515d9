/**
 * Blocking with a shield (used:shield and custom:damage_blocked_by_shield
 * count only when a raised shield takes a hit): the agent uses the shield
 * where it is — the off-hand (slot 45, where /replaceitem … weapon.offhand
 * puts it; mineflayer's inventory.items() does not list it), else it moves
 * one from the inventory there — goes where a hostile mob reaches it (next
 * to a zombie, within a skeleton's 15 blocks), faces it, raises the shield
 * with mineflayer's off-hand activation and waits for the block (entity
 * event 29 on itself), facing the attacker all along.
 */
import type { AgentContext } from './context';
import { nearestEntity } from './kill';
import { doing, SkillFailure, sleep, step } from './context';
import { findItem, offhand } from './inventory';
import { haveOneOf } from './holdTool';
import { gotoNear } from './navigate';
import { ARCHERS, MELEE_ATTACKERS } from '../../../vanilla/mobAttacks';

/** How long the agent holds the shield up waiting for a hit. */
const WAIT_MS = 8000;

async function shieldInOffhand(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  if (offhand(bot)?.name === 'shield') return;
  if (!findItem(bot, 'shield')) await haveOneOf(ctx, ['shield']);
  await step(ctx, bot.equip(findItem(bot, 'shield'), 'off-hand'), 5000, 'holding the shield in the off-hand');
}

/** Raises the shield at a hostile mob until one of its hits is blocked. */
export async function blockWithShield(ctx: AgentContext, on: string[] = []): Promise<void> {
  const bot = ctx.bot;
  const wanted = on.filter((n) => MELEE_ATTACKERS.includes(n) || ARCHERS.has(n));
  const mob = nearestEntity(ctx, wanted.length ? wanted : [...MELEE_ATTACKERS, ...ARCHERS]);
  if (!mob) throw new SkillFailure(`blocking with a shield needs something attacking the agent; no zombie or skeleton within ${ctx.searchRadius} blocks`);
  await shieldInOffhand(ctx);
  await doing(ctx, `blocking the ${mob.name}'s attack with a shield`, async () => {
    const melee = MELEE_ATTACKERS.includes(mob.name);
    let blocked = false;
    const onStatus = (p: any) => { if (p.entityId === bot.entity.id && p.entityStatus === 29) blocked = true; };
    bot._client.on('entity_status', onStatus);
    try {
      const t0 = Date.now();
      while (!blocked && Date.now() - t0 < WAIT_MS && bot.entities[mob.id]) {
        const d = mob.position.distanceTo(bot.entity.position);
        // A zombie (which does not walk here) reaches 1.4 blocks; a skeleton shoots from 15 in sight.
        if (melee ? d > 1.35 : d > 12) {
          bot.deactivateItem();
          await gotoNear(ctx, mob.position, melee ? 1 : 8, `the ${mob.name}`);
        }
        await step(ctx, bot.lookAt(mob.position.offset(0, (mob.height ?? 1.8) * 0.85, 0), true), 2000, 'facing the attacker');
        if (!bot.usingHeldItem) bot.activateItem(true);
        await sleep(ctx, 250);
      }
    } finally {
      bot._client.removeListener('entity_status', onStatus);
      bot.deactivateItem();
    }
    if (!blocked) throw new SkillFailure(`the ${mob.name} did not hit the agent's raised shield within ${WAIT_MS / 1000} s`);
    await sleep(ctx, 200);
  });
}
