/**
 * Where a survival player earns experience points on the embedded server, with
 * the amounts of vanilla/experienceRewards.ts: killing a mob (only when a player
 * killed it and doMobLoot is on, never for a baby; equipment bonuses are not
 * modelled), mining an ore or a spawner that drops (the tool can harvest it, no
 * Silk Touch, doTileDrops on), taking a furnace's output (AbstractFurnaceBlockEntity.
 * dropExperience: all that the furnace made since its output was last taken, the
 * fraction given with its chance).
 * Vanilla spawns experience orbs that fly to the player; here the points go to the
 * player directly (the orbs would reach a player standing there within a second).
 */
import type { EmbeddedContext } from './context';
import { addExperiencePoints } from '../../../vanilla/experience';
import { getRegistry } from '../../../vanilla/registry';
import { blockExperience, killExperience as mobKillExperience } from '../../../vanilla/experienceRewards';
import { draw } from './gameDraws';

/** Gives a player points (no-op for 0). */
export function giveExperience(player: any, points: number): void {
  if (points > 0) addExperiencePoints(player, points);
}

/** A mob `target` was killed by `killer` (a player): its experience, as vanilla's dropXp. */
export function killExperience(ctx: EmbeddedContext, killer: any, target: any, type: string): void {
  if (killer?.type !== 'player' || ctx.gamerules?.get('doMobLoot') === 'false') return;
  giveExperience(killer, mobKillExperience(type, getRegistry('1.16.5').entities.get(type)?.category, target.nbt, () => draw(ctx, 'experience')));
}

/** A player mined `block` with its drops: the ore's experience. */
export function mineExperience(ctx: EmbeddedContext, player: any, block: string, silkTouch: boolean): void {
  if (player.gameMode === 1 || ctx.gamerules?.get('doTileDrops') === 'false') return;
  giveExperience(player, blockExperience(block, silkTouch, () => draw(ctx, 'experience')));
}

/** A furnace's stored experience (summed recipe values) paid out: the whole part, then the fraction by chance. */
export function payFurnaceExperience(ctx: EmbeddedContext, player: any, stored: number): void {
  let points = Math.floor(stored);
  const frac = stored - points;
  if (frac > 0 && draw(ctx, 'experience') < frac) points++;
  giveExperience(player, points);
}
