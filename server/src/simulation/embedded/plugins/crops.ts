/**
 * Crops grow, as vanilla 1.16.5's CropsBlock / BeetrootBlock / StemBlock:
 *  - bone meal used on a crop that is not fully grown adds 2–5 stages
 *    (beetroots a third of that; CropsBlock.grow caps at the oldest age),
 *    takes one bone meal (not in creative), shows the growth particles
 *    (world event 2005) and counts used:bone_meal (BoneMealItem.useOnBlock
 *    succeeded). On a fully grown crop canGrow is false: nothing happens,
 *    nothing is taken and nothing is counted;
 *  - random ticks: vanilla gives each block of a loaded section a random
 *    tick with chance randomTickSpeed/4096 a game tick, and a crop then
 *    grows one stage with chance 1/(floor(25/f)+1), f from the farmland
 *    under and around it and its neighbours (CropsBlock.getGrowthChance);
 *    beetroots skip a third of their random ticks. Here the same, but
 *    GROWTH_SPEEDUP times as often (a wheat on hydrated farmland grows up in
 *    about 2.5 minutes instead of about 25) and without the light level
 *    check (crops are grown in the open). /gamerule randomTickSpeed is
 *    honoured (0 stops growth).
 * Not modelled: farmland drying out or being trampled, a crop popping off
 * when its farmland goes, stems growing melons and pumpkins, and bone meal on
 * other plants (grass, saplings, flowers), which vanilla also counts.
 * Harvesting is breaking: blockDrops.ts gives a ripe crop its product and
 * seeds, an unripe one its seed; digging.ts counts mined:<crop>.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem } from '../inventory';
import { consumeHeld } from './exchange';
import { stateIdFor, stateProperties } from '../blockState';
import { boneMealStages, CROP_MAX_AGE, isCrop } from '../../../vanilla/cropRules';
import { watchBlocks } from './blockWatch';
import { everyTick } from './serverClock';
import { DEFAULT_RANDOM_TICK_SPEED, SECTION_BLOCKS } from '../../../vanilla/gameTime';
import { BONE_MEAL_PARTICLES } from '../../../vanilla/worldEvents';
import { draw } from './gameDraws';

/** Random ticks come this many times as often as in vanilla (see the header). */
export const GROWTH_SPEEDUP = 10;

/** A crop's age, or undefined when the state is not a crop. */
export function cropAge(serv: any, stateId: number): { crop: string; age: number; max: number } | undefined {
  const block = serv.registry.blocksByStateId[stateId];
  if (!block || !isCrop(block.name)) return undefined;
  return { crop: block.name, age: Number(stateProperties(block, stateId).age ?? 0), max: CROP_MAX_AGE[block.name] };
}

function withAge(serv: any, crop: string, age: number): number {
  return stateIdFor(serv.registry.blocksByName[crop], { age: String(age) });
}

/** CropsBlock.getGrowthChance: farmland under and around (hydrated counts triple), halved when crowded by the same crop. */
function growthChance(serv: any, world: any, pos: Vec3, crop: string): number {
  const nameAt = (p: Vec3) => serv.registry.blocksByStateId[world.sync.getBlockStateId(p)]?.name;
  let f = 1;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dz = -1; dz <= 1; dz++) {
      const under = pos.offset(dx, -1, dz);
      const block = serv.registry.blocksByStateId[world.sync.getBlockStateId(under)];
      let g = 0;
      if (block?.name === 'farmland') g = Number(stateProperties(block, world.sync.getBlockStateId(under)).moisture ?? 0) > 0 ? 3 : 1;
      if (dx !== 0 || dz !== 0) g /= 4;
      f += g;
    }
  }
  const same = (dx: number, dz: number) => nameAt(pos.offset(dx, 0, dz)) === crop;
  const rowX = same(-1, 0) || same(1, 0);
  const rowZ = same(0, -1) || same(0, 1);
  if ((rowX && rowZ) || same(-1, -1) || same(1, -1) || same(1, 1) || same(-1, 1)) f /= 2;
  return f;
}

export function installCropGrowth(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  const crops = watchBlocks(ctx, isCrop);
  everyTick(ctx, () => {
    const speed = Number(ctx.gamerules?.get('randomTickSpeed') ?? DEFAULT_RANDOM_TICK_SPEED);
    if (!(speed > 0) || !crops.size) return;
    const chance = Math.min(1, (speed * GROWTH_SPEEDUP) / SECTION_BLOCKS);
    for (const [key, { world, pos }] of crops) {
      let stateId: number;
      try { stateId = world.sync.getBlockStateId(pos); } catch { crops.delete(key); continue; }
      const c = cropAge(serv, stateId);
      if (!c) { crops.delete(key); continue; }
      if (c.age >= c.max || draw(ctx, 'crops') >= chance) continue;
      if (c.crop === 'beetroots' && draw(ctx, 'crops') < 1 / 3) continue;
      const f = growthChance(serv, world, pos, c.crop);
      if (draw(ctx, 'crops') * (Math.floor(25 / f) + 1) < 1) void serv.setBlock(world, pos, withAge(serv, c.crop, c.age + 1));
    }
  });
}


/** Bone meal used on a block: grows a crop that is not fully grown. */
export function installBoneMeal(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player._client.on('block_place', async ({ location, hand }: any) => {
    const item = heldItem(player);
    if ((hand ?? 0) !== 0 || item?.name !== 'bone_meal' || player.gameMode === 3) return;
    const pos = new Vec3(location.x, location.y, location.z);
    const world = player.world;
    const c = cropAge(serv, await world.getBlockStateId(pos));
    if (!c || c.age >= c.max) return;
    const age = Math.min(c.max, c.age + boneMealStages(c.crop, draw(ctx, 'crops')));
    await serv.setBlock(world, pos, withAge(serv, c.crop, age));
    consumeHeld(player);
    ctx.stats.add(player.username, 'used', 'bone_meal');
    const event = { effectId: BONE_MEAL_PARTICLES, location: pos, data: 0, global: false };
    for (const p of serv.players) if (p.world === world && !p._client.ended) p._client.write('world_event', event);
  });
}
