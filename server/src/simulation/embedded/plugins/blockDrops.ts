/**
 * What a broken block drops, deterministic and close to vanilla 1.16
 * without Fortune. minecraft-data's blockLoot lists silk-touch and normal
 * alternatives (both with dropChance 0.5) and its stackSizeRange includes
 * Fortune bonuses, so the rules are:
 *  - keep the entries matching silk touch (or lacking that flag);
 *  - entries with dropChance >= 1 always drop; if none does, the
 *    alternatives are a choice and the first one is taken;
 *  - the count is the range minimum, except the blocks of vanilla/drops.ts
 *    (vanilla counts without Fortune, at the low end of vanilla's range);
 *  - a block whose harvestTools the tool does not satisfy drops nothing.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { dropItem } from './drops';
import { dropsWithoutSilk, ONE_IN } from '../../../vanilla/drops';
import { CROP_MAX_AGE, CROP_PRODUCT } from '../../../vanilla/cropRules';
import { CROP_OF_SEED } from '../../../vanilla/farmingRules';
import { TILE_DROPS_RULE, tileDropsOff } from '../../../vanilla/targetRules';
import { shearedDrop } from '../../../vanilla/shearsRules';
import { harvestsWith } from '../../../vanilla/harvestRule';

/**
 * Grass, tall grass and ferns drop wheat seeds with chance 1/8 in vanilla (without
 * shears). Deterministic here at that rate: every eighth one broken on the
 * server drops a seed, so breaking grass to collect seeds works as often as
 * it does on average in vanilla.
 */
const SEED_GRASS = /^(grass|tall_grass|fern|large_fern)$/;
const SEED_EVERY = ONE_IN.grassSeeds;

/**
 * Gravel drops flint instead of itself with chance 1/10 without Fortune
 * (vanilla's table_bonus 0.1): every tenth one broken here, as for grass.
 */
const FLINT_EVERY = ONE_IN.gravelFlint;

function gravelDrops(serv: any): Array<[string, number]> {
  serv.mcuGravelBroken = (serv.mcuGravelBroken ?? 0) + 1;
  return serv.mcuGravelBroken % FLINT_EVERY === 0 ? [['flint', 1]] : [['gravel', 1]];
}

function grassDrops(serv: any): Array<[string, number]> {
  serv.mcuGrassBroken = (serv.mcuGrassBroken ?? 0) + 1;
  return serv.mcuGrassBroken % SEED_EVERY === 0 ? [['wheat_seeds', 1]] : [];
}

/**
 * Leaves broken without shears or silk touch (vanilla's leaves loot tables,
 * no Fortune): a sapling with chance 1/20 (jungle 1/40), 1–2 sticks with
 * chance 1/50, an apple (oak and dark oak) with chance 1/200. Deterministic
 * at those rates, counted over the leaves broken on the server, as for grass.
 */
const { sapling: SAPLING_EVERY, jungleSapling: JUNGLE_SAPLING_EVERY, leafSticks: STICK_EVERY, leafApple: APPLE_EVERY } = ONE_IN;

function leavesDrops(serv: any, leaves: string): Array<[string, number]> {
  const n = serv.mcuLeavesBroken = (serv.mcuLeavesBroken ?? 0) + 1;
  const out: Array<[string, number]> = [];
  const sapling = leaves.replace(/_leaves$/, '_sapling');
  if (n % (leaves === 'jungle_leaves' ? JUNGLE_SAPLING_EVERY : SAPLING_EVERY) === 0 && serv.registry.itemsByName[sapling]) out.push([sapling, 1]);
  if (n % STICK_EVERY === 0) out.push(['stick', 1]);
  if ((leaves === 'oak_leaves' || leaves === 'dark_oak_leaves') && n % APPLE_EVERY === 0) out.push(['apple', 1]);
  return out;
}

export interface ToolInfo { type: number; name: string; enchants: Array<{ name: string; lvl: number }> }

export function toolInfo(item: any): ToolInfo | null {
  if (!item) return null;
  return { type: item.type, name: item.name, enchants: item.enchants ?? [] };
}

/** True when the block needs no specific tool or the tool is one of its harvest tools. */
export function canHarvest(block: any, tool: ToolInfo | null): boolean {
  return harvestsWith(block.harvestTools, tool?.type);
}

export function blockDrops(serv: any, block: any, tool: ToolInfo | null, stateProps?: Record<string, string>): Array<[string, number]> {
  if (!canHarvest(block, tool)) return [];
  const silk = !!tool?.enchants.some((e) => e.name === 'silk_touch');
  // Shears: leaves, grass, ferns, vines, cobwebs … drop themselves (tall plants from their lower half only).
  const sheared = tool?.name === 'shears' ? shearedDrop(block.name) : undefined;
  if (sheared) return stateProps?.half === 'upper' ? [] : [sheared];
  if (silk && serv.registry.itemsByName[block.name] && !/^(air|cave_air|void_air)$/.test(block.name)) {
    const loot = serv.registry.blockLoot?.[block.name]?.drops ?? [];
    if (loot.some((d: any) => d.silkTouch) || dropsWithoutSilk(block.name)?.length || block.name.endsWith('_leaves')) return [[block.name, 1]];
  }
  const known = dropsWithoutSilk(block.name);
  if (known) return known.map(([item, count]) => [item, count]);
  if (block.name === 'gravel') return gravelDrops(serv);
  if (block.name.endsWith('_leaves')) return leavesDrops(serv, block.name);
  // Tall grass drops from its lower half only (vanilla's loot condition).
  if (SEED_GRASS.test(block.name)) return stateProps?.half === 'upper' ? [] : grassDrops(serv);
  const produce = CROP_PRODUCT[block.name];
  if (produce) {
    const ripe = Number(stateProps?.age ?? 0) >= CROP_MAX_AGE[block.name];
    const seed = Object.keys(CROP_OF_SEED).find((s) => CROP_OF_SEED[s] === block.name) ?? produce;
    return ripe ? [[produce, 1], [seed, 1]] : [[seed, 1]];
  }
  const loot: any[] = (serv.registry.blockLoot?.[block.name]?.drops ?? [])
    .filter((d: any) => !d.silkTouch && !(d.noSilkTouch && silk) && d.blockAge === undefined);
  let chosen = loot.filter((d) => (d.dropChance ?? 1) >= 1);
  if (chosen.length === 0 && loot.length > 0) chosen = [loot[0]];
  if (loot.length === 0 && serv.registry.itemsByName[block.name] && !serv.registry.blockLoot?.[block.name]) {
    return [[block.name, 1]];
  }
  return chosen
    .filter((d) => serv.registry.itemsByName[d.item])
    .map((d) => [d.item, Math.max(1, Number(d.stackSizeRange?.[0] ?? 1) || 1)] as [string, number]);
}

/** /gamerule doTileDrops false: broken blocks drop nothing (mining, /fill destroy, unsupported blocks). */
function dropsOff(ctx: EmbeddedContext): boolean {
  return tileDropsOff(ctx.gamerules?.get(TILE_DROPS_RULE));
}

/** Spawns the drops of the block at `pos` (as broken with `tool`), then the caller sets air. */
export async function spawnBlockDrops(ctx: EmbeddedContext, world: any, pos: Vec3, tool: ToolInfo | null): Promise<void> {
  const serv = ctx.serv;
  const stateId = world.sync.getBlockStateId(pos);
  const block = serv.registry.blocksByStateId[stateId];
  if (!block || block.name === 'air' || dropsOff(ctx)) return;
  const { stateProperties } = require('../blockState');
  const Item = require('prismarine-item')(serv.registry);
  for (const [name, count] of blockDrops(serv, block, tool, stateProperties(block, stateId))) {
    dropItem(ctx, world, pos.offset(0.5, 0.5, 0.5), new Item(serv.registry.itemsByName[name].id, count));
  }
}

/** /fill|/setblock destroy: drop what the block would drop when broken without a tool requirement, then air. */
export async function breakBlockWithDrops(ctx: EmbeddedContext, world: any, pos: Vec3, tool: ToolInfo | null): Promise<void> {
  if (!spawnDestroyDrops(ctx, world, pos, tool)) return;
  await ctx.serv.setBlock(world, pos, 0);
}

/** Drops what destroy mode would drop for the block at `pos`, leaving the block; false when there is no block. */
export function spawnDestroyDrops(ctx: EmbeddedContext, world: any, pos: Vec3, tool: ToolInfo | null): boolean {
  const stateId = world.sync.getBlockStateId(pos);
  const block = ctx.serv.registry.blocksByStateId[stateId];
  if (!block || block.name === 'air') return false;
  if (dropsOff(ctx)) return true;
  // Vanilla's destroy mode drops loot regardless of harvest tools (no player is mining).
  const drops = blockDrops(ctx.serv, { ...block, harvestTools: undefined }, tool);
  const Item = require('prismarine-item')(ctx.serv.registry);
  for (const [name, count] of drops) {
    dropItem(ctx, world, pos.offset(0.5, 0.5, 0.5), new Item(ctx.serv.registry.itemsByName[name].id, count));
  }
  return true;
}
