/**
 * Items vanilla 1.16.5 makes in the world, not at a crafting table or a
 * furnace: a tool or an item used on a block, a fluid or a mob turns it into
 * the item (PumpkinBlock.onUse, AxeItem's stripping table, ShovelItem's path
 * table, BucketItem, FlowingFluid's lava-meets-water rule, ConcretePowder
 * touching water, SpongeBlock absorbing water, BeehiveBlock with shears,
 * WritableBookItem signed, MapItem used, GlassBottleItem filled at water,
 * MooshroomEntity milked with a bowl). With one of these, "no recipe" is
 * not "no way": the goal reader reads "make X" as getting X, and the static
 * proofs do not call it impossible. Pure facts, read by the reader, the
 * feasibility checks and the proofs alike.
 */
import { toolsOfKind } from './tools';
import { DYE_COLORS } from './variants';
import { fishBuckets } from './buckets';

export interface InWorldWay {
  /** What is turned into the item: any one of these (a block, a fluid, a mob, an item). */
  from: readonly string[];
  /** What the agent uses on it: any one of these; empty when the item itself is used (a map, a book). */
  using: readonly string[];
  /** The mechanic, in a few words. */
  how: string;
}

const WOODS = ['oak', 'spruce', 'birch', 'jungle', 'acacia', 'dark_oak'];
const FUNGI = ['crimson', 'warped'];

function table(): Map<string, InWorldWay[]> {
  const [AXES, SHOVELS, HOES] = (['axe', 'shovel', 'hoe'] as const).map((k) => [...toolsOfKind(k)]);
  const t = new Map<string, InWorldWay[]>();
  const add = (made: string, way: InWorldWay) => t.set(made, [...(t.get(made) ?? []), way]);
  add('carved_pumpkin', { from: ['pumpkin'], using: ['shears'], how: 'shears on a pumpkin' });
  add('pumpkin_seeds', { from: ['pumpkin'], using: ['shears'], how: 'shears on a pumpkin (it drops four seeds)' });
  add('potion', { from: ['water', 'water_bucket'], using: ['glass_bottle'], how: 'a glass bottle filled at water' });
  add('mushroom_stew', { from: ['mooshroom'], using: ['bowl'], how: 'a bowl on a mooshroom' });
  add('obsidian', { from: ['lava', 'lava_bucket'], using: ['water', 'water_bucket'], how: 'water flowing onto a lava source' });
  add('cobblestone', { from: ['lava', 'lava_bucket'], using: ['water', 'water_bucket'], how: 'flowing lava meeting water' });
  for (const w of WOODS) {
    add(`stripped_${w}_log`, { from: [`${w}_log`], using: AXES, how: `an axe on ${w} log` });
    add(`stripped_${w}_wood`, { from: [`${w}_wood`], using: AXES, how: `an axe on ${w} wood` });
  }
  for (const f of FUNGI) {
    add(`stripped_${f}_stem`, { from: [`${f}_stem`], using: AXES, how: `an axe on a ${f} stem` });
    add(`stripped_${f}_hyphae`, { from: [`${f}_hyphae`], using: AXES, how: `an axe on ${f} hyphae` });
  }
  add('grass_path', { from: ['grass_block'], using: SHOVELS, how: 'a shovel on a grass block' });
  add('dirt', { from: ['coarse_dirt'], using: HOES, how: 'a hoe on coarse dirt' });
  add('milk_bucket', { from: ['cow', 'mooshroom'], using: ['bucket'], how: 'a bucket on a cow' });
  add('water_bucket', { from: ['water'], using: ['bucket'], how: 'a bucket on water' });
  add('lava_bucket', { from: ['lava'], using: ['bucket'], how: 'a bucket on lava' });
  for (const [fish, bucket] of fishBuckets()) add(bucket, { from: [fish], using: ['water_bucket'], how: `a water bucket on a ${fish.replace('_', ' ')}` });
  add('honeycomb', { from: ['bee_nest', 'beehive'], using: ['shears'], how: 'shears on a full beehive' });
  add('wet_sponge', { from: ['sponge'], using: ['water', 'water_bucket'], how: 'a sponge soaking up water' });
  for (const c of DYE_COLORS) add(`${c}_concrete`, { from: [`${c}_concrete_powder`], using: ['water', 'water_bucket'], how: `${c.replace('_', ' ')} concrete powder touching water` });
  add('written_book', { from: ['writable_book'], using: [], how: 'signing a book and quill' });
  add('filled_map', { from: ['map'], using: [], how: 'using an empty map' });
  return t;
}

let WAYS: ReadonlyMap<string, readonly InWorldWay[]> | undefined;
const ways = (): ReadonlyMap<string, readonly InWorldWay[]> => (WAYS ??= table());

/** The ways vanilla makes `item` in the world (empty when there is none). */
export function inWorldWays(item: string): readonly InWorldWay[] {
  return ways().get(item) ?? [];
}

/** Every item made in the world, with its ways. */
export function allInWorldWays(): ReadonlyMap<string, readonly InWorldWay[]> {
  return ways();
}

/** Whether some way to make `item` in the world has everything at hand (`has` answers for an id). */
export function madeInWorldFrom(item: string, has: (id: string) => boolean): boolean {
  return inWorldWays(item).some((w) => w.from.some(has) && (!w.using.length || w.using.some(has)));
}
