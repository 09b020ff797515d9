/**
 * Filling a glass bottle, as vanilla 1.16.5 GlassBottleItem.use: the look
 * ray (reach 5, fluids as SOURCE_ONLY: flowing water is seen through) meets a
 * block; when that block holds water (a source, a waterlogged block, seagrass,
 * kelp, a bubble column) one bottle becomes a water bottle
 * (`potion{Potion:"minecraft:water"}`) and used:glass_bottle counts
 * (GlassBottleItem.fill). The water stays: a bottle never takes the source.
 * Anything else (air out of reach, a solid block) does nothing and counts
 * nothing. (Dragon's breath from the dragon's clouds is not modelled: the
 * embedded server has no ender dragon.)
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem } from '../inventory';
import { exchangeHeld } from './exchange';
import { potionNbt } from '../../../vanilla/potionTag';
import { isAirBlock } from '../../../vanilla/airBlocks';
import { WATER_SOURCE_BLOCKS } from '../../../vanilla/fluidRules';
import { itemRay } from './itemRay';

type Seen = 'water' | 'solid' | 'through';

function whatRaySees(ctx: EmbeddedContext, world: any, pos: Vec3): Seen {
  const stateId = world.sync.getBlockStateId(pos);
  if (stateId === 0) return 'through';
  const block = ctx.serv.registry.blocksByStateId[stateId];
  if (!block || isAirBlock(block.name)) return 'through';
  if (block.name === 'water') return stateId === block.minStateId ? 'water' : 'through';
  if (block.name === 'lava') return 'through';
  if (WATER_SOURCE_BLOCKS.has(block.name)) return 'water';
  const Block = require('prismarine-block')(ctx.serv.registry);
  const props = Block.fromStateId(stateId, 0).getProperties?.() ?? {};
  return props.waterlogged === true || props.waterlogged === 'true' ? 'water' : 'solid';
}

/** The block position the bottle would fill from, or null when the ray meets no water first. */
export function bottleTarget(ctx: EmbeddedContext, player: any): Vec3 | null {
  let last = '';
  for (const point of itemRay(player)) {
    const pos = point.floored();
    const key = `${pos.x},${pos.y},${pos.z}`;
    if (key === last) continue;
    last = key;
    const seen = whatRaySees(ctx, player.world, pos);
    if (seen === 'water') return pos;
    if (seen === 'solid') return null;
  }
  return null;
}

export function installGlassBottle(ctx: EmbeddedContext, player: any): void {
  player._client.on('use_item', ({ hand }: any) => {
    if (hand !== 0 || heldItem(player)?.name !== 'glass_bottle' || player.health <= 0 || player.gameMode === 3) return;
    if (!bottleTarget(ctx, player)) return;
    exchangeHeld(ctx, player, 'potion', potionNbt('water'));
    ctx.stats.add(player.username, 'used', 'glass_bottle');
  });
}
