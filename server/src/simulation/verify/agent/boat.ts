/**
 * Boats: place one on water (or on the ground when there is no water), get
 * in and paddle it (custom:boat_one_cm), and seat a mob by placing the boat
 * where the mob stands (an unsteered boat takes in a mob it touches when the
 * mob fits, see vanilla/boatRules.ts).
 */
import type { AgentContext } from './context';
import { doing, nearWords, RuledOut, SkillFailure, sleep, step, lookSent } from './context';
import { count, equip } from './inventory';
import { haveOneOf } from './holdTool';
import { findNearestBlock } from './mine';
import { gotoNear } from './navigate';
import { nearestEntity } from './kill';
import { BOAT_TYPE_OF_ITEM, whyNotSeated } from '../../../vanilla/boatRules';

const BOAT_ITEMS = Object.keys(BOAT_TYPE_OF_ITEM);
const PADDLE_MS = 2000;

function vec(bot: any, x: number, y: number, z: number): any {
  return new (bot.entity.position.constructor)(x, y, z);
}

/** Places the boat item `item` on top of `block` (water or ground); returns the boat entity. */
async function placeOn(ctx: AgentContext, item: string, block: any): Promise<any> {
  const bot = ctx.bot;
  if (block.position.distanceTo(bot.entity.position) > 3.5) await gotoNear(ctx, block.position, 2, `the ${block.name} at ${block.position}`);
  if (!(await equip(ctx, item))) throw new SkillFailure(`the agent has no ${item}`);
  const before = count(bot, item);
  await step(ctx, bot.lookAt(block.position.offset(0.5, block.name === 'water' ? 0.95 : 1, 0.5), true), 2000, 'aiming');
  await lookSent(ctx);
  let boat: any;
  try {
    boat = await step(ctx, bot.placeEntity(block, vec(bot, 0, 1, 0)), 6000, `placing ${item}`);
  } catch (e) {
    if (!(e instanceof Error) || !/Failed to place entity/.test(e.message)) throw e;
  }
  if (count(bot, item) >= before && bot.game?.gameMode !== 'creative') throw new SkillFailure(`the agent used ${item} on the ${block.name} at ${block.position} but no boat was placed`);
  return boat ?? bot.nearestEntity((e: any) => e.name === 'boat');
}

/** Places a boat (one of `items`, any boat when empty) on the nearest water, else on the ground nearby. */
export async function placeBoat(ctx: AgentContext, items: string[] = []): Promise<any> {
  const bot = ctx.bot;
  const item = await haveOneOf(ctx, items.length ? items : BOAT_ITEMS);
  const water = findNearestBlock(ctx, ['water'], (b) => bot.blockAt(b.position.offset(0, 1, 0))?.name === 'air');
  return doing(ctx, `placing ${item}`, async () => {
    if (water) return placeOn(ctx, item, water);
    const here = bot.entity.position.floored();
    const ground = [[2, 0], [0, 2], [-2, 0], [0, -2]].map(([dx, dz]) => bot.blockAt(here.offset(dx, -1, dz)))
      .find((b: any) => b?.boundingBox === 'block' && bot.blockAt(b.position.offset(0, 1, 0))?.name === 'air' && bot.blockAt(b.position.offset(0, 2, 0))?.name === 'air');
    if (!ground) throw new SkillFailure('no free ground next to the agent to place a boat on');
    return placeOn(ctx, item, ground);
  });
}

/** Gets into the nearest boat (placing one first when there is none), paddles forward and gets out (custom:boat_one_cm). */
export async function rowBoat(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  let boat = bot.nearestEntity((e: any) => e.name === 'boat' && e.position.distanceTo(bot.entity.position) <= ctx.searchRadius && (e.passengers?.length ?? 0) < 2);
  if (!boat) boat = await placeBoat(ctx);
  if (!boat) throw new SkillFailure('the agent placed a boat but does not see it');
  await doing(ctx, 'rowing a boat', async () => {
    if (boat.position.distanceTo(bot.entity.position) > 3) await gotoNear(ctx, boat.position, 2, 'the boat');
    const mounted = new Promise<void>((resolve) => bot.once('mount', () => resolve()));
    await step(ctx, bot.activateEntity(boat), 3000, 'getting into the boat');
    await step(ctx, mounted, 3000, 'getting into the boat');
    try {
      bot.moveVehicle(0, 1);
      await sleep(ctx, PADDLE_MS);
    } finally {
      bot.moveVehicle(0, 0);
      if (bot.vehicle) bot.dismount();
    }
    await sleep(ctx, 300);
  });
}

/** Seats the nearest of `mobs` in a boat: the boat is placed under it. */
export async function seatMob(ctx: AgentContext, mobs: string[], items: string[] = []): Promise<void> {
  const bot = ctx.bot;
  const mob = nearestEntity(ctx, mobs, (e) => !e.vehicle);
  if (!mob) throw new SkillFailure(`no ${mobs.join(' or ')} ${nearWords(ctx)} to put in a boat`);
  // A baby (ageable mobs' entity data 15) is half as wide.
  const adult = bot.registry.entitiesByName[mob.name]?.width;
  const width = adult !== undefined && mob.metadata?.[15] === true ? adult / 2 : adult;
  const why = whyNotSeated(mob.name, width);
  if (why) throw new RuledOut('boat-too-small', `the ${mob.name} cannot be put in a boat: ${why}`);
  const item = await haveOneOf(ctx, items.length ? items : BOAT_ITEMS);
  await doing(ctx, `putting the ${mob.name} in a boat`, async () => {
    const under = bot.blockAt(mob.position.offset(0, -0.5, 0).floored());
    if (!under) throw new SkillFailure(`the agent cannot see the ground under the ${mob.name}`);
    await placeOn(ctx, item, under);
    const t0 = Date.now();
    while (!mob.vehicle && Date.now() - t0 < 1500) await sleep(ctx, 100);
    if (!mob.vehicle) throw new SkillFailure(`the boat placed under the ${mob.name} did not take it in`);
  });
}
