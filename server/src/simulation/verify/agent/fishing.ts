/**
 * Fishing with a rod: find open water within reach, aim so the bobber comes
 * down in it (the cast's flight is simulated with vanilla's numbers, see
 * vanilla/fishingRules.ts), cast, wait for the bite (mineflayer's bot.fish
 * reels in at the fishing particles) and pick the catch up. Also: cast and
 * reel in once (used:fishing_rod counts the cast), and hook a mob with the
 * bobber and pull it.
 */
import type { AgentContext } from './context';
import { doing, nearWords, SkillFailure, sleep, step, lookSent } from './context';
import { count, equip } from './inventory';
import { haveOneOf } from './holdTool';
import { findNearestBlock } from './mine';
import { gotoNear } from './navigate';
import { nearestEntity } from './kill';
import { castLanding, CellKind, FISHES } from '../../../vanilla/fishingRules';
import { PLAYER_EYE_HEIGHT } from '../../../vanilla/playerBody';

/** Longest wait for a bite: vanilla's 600 + 80 ticks, and a margin. */
const BITE_WAIT_MS = 40_000;
/** How long the bobber may fly before the agent sees where it came down. */
const FLIGHT_MS = 3000;
/** Casts the agent makes for one fish (junk and treasure count nothing). */
const CASTS_FOR_A_FISH = 4;

/** mineflayer's angles (radians, yaw 0 = north, pitch up > 0) → vanilla's (degrees). */
function vanillaAngles(yaw: number, pitch: number): { yaw: number; pitch: number } {
  return { yaw: (Math.PI - yaw) * 180 / Math.PI, pitch: -pitch * 180 / Math.PI };
}

function cellKind(bot: any, x: number, y: number, z: number): CellKind {
  const b = bot.blockAt(new (bot.entity.position.constructor)(x, y, z));
  if (!b) return 'solid';
  if (b.name === 'water') return 'water';
  return b.boundingBox === 'block' ? 'solid' : 'air';
}

/** A look (mineflayer angles) whose cast comes down in the water cell `target`, or undefined. */
function aimAt(bot: any, target: any): { yaw: number; pitch: number } | undefined {
  const p = bot.entity.position;
  const dx = target.x + 0.5 - p.x;
  const dz = target.z + 0.5 - p.z;
  const yaw = Math.atan2(-dx, -dz);
  let best: { yaw: number; pitch: number; miss: number } | undefined;
  for (let deg = -60; deg <= 45; deg += 3) {
    const pitch = deg * Math.PI / 180;
    const v = vanillaAngles(yaw, pitch);
    const land = castLanding(p.x, p.y + PLAYER_EYE_HEIGHT, p.z, v.yaw, v.pitch, (x, y, z) => cellKind(bot, x, y, z));
    if (!land || land.kind !== 'water') continue;
    const miss = Math.hypot(land.at[0] - (target.x + 0.5), land.at[2] - (target.z + 0.5));
    if (!best || miss < best.miss) best = { yaw, pitch, miss };
  }
  return best && best.miss < 3 ? { yaw: best.yaw, pitch: best.pitch } : undefined;
}

/** Water with open water around it: a source with air above and water on every side. */
function openWater(bot: any, block: any): boolean {
  if (block.stateId !== bot.registry.blocksByName.water.minStateId) return false;
  if (bot.blockAt(block.position.offset(0, 1, 0))?.name !== 'air') return false;
  return [[1, 0], [-1, 0], [0, 1], [0, -1]].every(([dx, dz]) => bot.blockAt(block.position.offset(dx, 0, dz))?.name === 'water');
}

function ownBobber(bot: any): any {
  return bot.nearestEntity((e: any) => e.name === 'fishing_bobber' && e.position.distanceTo(bot.entity.position) < 40);
}

/** Walks to the water and turns so a cast lands in it. */
async function faceWater(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  const water = findNearestBlock(ctx, ['water'], (b) => openWater(bot, b)) ?? findNearestBlock(ctx, ['water'], (b) => bot.blockAt(b.position.offset(0, 1, 0))?.name === 'air');
  if (!water) throw new SkillFailure(`no water ${nearWords(ctx)} to fish in`);
  let aim = aimAt(bot, water.position);
  if (!aim) {
    await gotoNear(ctx, water.position, 3, 'the water');
    aim = aimAt(bot, water.position);
  }
  if (!aim) throw new SkillFailure(`the agent found no cast that lands in the water at ${water.position}`);
  await step(ctx, bot.look(aim.yaw, aim.pitch, true), 2000, 'aiming the rod');
  // The look must reach the server before the cast.
  await lookSent(ctx);
}

/** The bobber comes down: in water (true) or on land (false, the cast is reeled in). */
async function bobberInWater(ctx: AgentContext): Promise<boolean> {
  const bot = ctx.bot;
  const t0 = Date.now();
  let last: any;
  while (Date.now() - t0 < FLIGHT_MS) {
    await sleep(ctx, 200);
    const b = ownBobber(bot);
    if (!b) continue;
    const here = bot.blockAt(b.position.floored());
    const below = bot.blockAt(b.position.offset(0, -0.3, 0).floored());
    if (here?.name === 'water' || below?.name === 'water') return true;
    if (last && last.distanceTo(b.position) < 0.01) return false;
    last = b.position.clone();
  }
  return false;
}

/** One cast and the wait for a bite; returns the items caught (names whose count went up). */
async function castAndWait(ctx: AgentContext): Promise<string[]> {
  const bot = ctx.bot;
  await equip(ctx, 'fishing_rod');
  const before = new Map<string, number>(bot.inventory.items().map((i: any) => [i.name, count(bot, i.name)]));
  const fished = bot.fish();
  fished.catch(() => undefined);
  if (!(await bobberInWater(ctx))) {
    bot.activateItem();
    await sleep(ctx, 300);
    throw new SkillFailure('the cast came down on land, where nothing bites');
  }
  await step(ctx, fished, BITE_WAIT_MS, 'waiting for a fish to bite');
  // The catch flies to the agent and is picked up.
  await sleep(ctx, 1000);
  return bot.inventory.items().map((i: any) => i.name).filter((n: string) => count(bot, n) > (before.get(n) ?? 0));
}

/** Catches one fish (custom:fish_caught): casts again after junk or treasure. */
export async function catchFish(ctx: AgentContext): Promise<void> {
  await haveOneOf(ctx, ['fishing_rod']);
  await doing(ctx, 'fishing', async () => {
    for (let i = 0; i < CASTS_FOR_A_FISH; i++) {
      await faceWater(ctx);
      const caught = await castAndWait(ctx);
      if (caught.some((n) => FISHES.has(n))) return;
      ctx.log(`caught ${caught.join(', ') || 'nothing'}; casting again`);
      if (count(ctx.bot, 'fishing_rod') === 0) await haveOneOf(ctx, ['fishing_rod']);
    }
    throw new SkillFailure(`the agent cast ${CASTS_FOR_A_FISH} times and caught no fish`);
  });
}

/** Casts the rod (used:fishing_rod counts the cast) and reels it in again. */
export async function castRod(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  await haveOneOf(ctx, ['fishing_rod']);
  await doing(ctx, 'casting a fishing rod', async () => {
    await equip(ctx, 'fishing_rod');
    if (ownBobber(bot)) { bot.activateItem(); await sleep(ctx, 300); }
    bot.activateItem();
    await sleep(ctx, 1200);
    bot.activateItem();
    await sleep(ctx, 300);
  });
}

/** Hooks the nearest of `mobs` with the bobber and reels it in (the mob is pulled towards the agent). */
export async function hookMob(ctx: AgentContext, mobs: string[]): Promise<void> {
  const bot = ctx.bot;
  await haveOneOf(ctx, ['fishing_rod']);
  const mob = nearestEntity(ctx, mobs);
  if (!mob) throw new SkillFailure(`no ${mobs.join(' or ')} ${nearWords(ctx)} to hook`);
  await doing(ctx, `hooking the ${mob.name} with a fishing rod`, async () => {
    if (mob.position.distanceTo(bot.entity.position) > 8) await gotoNear(ctx, mob.position, 5, `the ${mob.name}`);
    await equip(ctx, 'fishing_rod');
    if (ownBobber(bot)) { bot.activateItem(); await sleep(ctx, 300); }
    // The bobber flies fast and drops little over a few blocks: aim at the middle of the mob.
    await step(ctx, bot.lookAt(mob.position.offset(0, (mob.height ?? 1) * 0.5, 0), true), 2000, 'aiming');
    await lookSent(ctx);
    bot.activateItem();
    const t0 = Date.now();
    let hooked = false;
    while (!hooked && Date.now() - t0 < 1500) {
      await sleep(ctx, 100);
      // The bobber's entity data 7 is the hooked entity's id + 1.
      hooked = ownBobber(bot)?.metadata?.[7] === mob.id + 1;
    }
    bot.activateItem();
    await sleep(ctx, 500);
    if (!hooked) throw new SkillFailure(`the bobber missed the ${mob.name}`);
  });
}
