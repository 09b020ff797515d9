/**
 * The block states the generator writes, looked up once per world from the
 * registry flying-squid hands over (state ids are version data, never
 * hard-coded numbers).
 */
import { stateIdFor } from '../blockState';
import { DOUBLE_PLANTS, GENERATED_FLOWERS, type DoublePlant } from '../../../vanilla/flowers';

export interface Blocks {
  air: number;
  stone: number;
  granite: number;
  diorite: number;
  andesite: number;
  dirt: number;
  grassBlock: number;
  snowyGrassBlock: number;
  bedrock: number;
  water: number;
  sand: number;
  gravel: number;
  clay: number;
  snow: number;
  coalOre: number;
  ironOre: number;
  goldOre: number;
  redstoneOre: number;
  lapisOre: number;
  diamondOre: number;
  emeraldOre: number;
  grass: number;
  sugarCane: number;
  pumpkin: number;
  oakLog: number;
  birchLog: number;
  /** Leaves by distance: oakLeaves[d] for d = 1..7 (index 0 unused), persistent=false. */
  oakLeaves: number[];
  birchLeaves: number[];
  /** Double plants: [lower, upper]. */
  double: Record<DoublePlant, [number, number]>;
  /** Default state of any block by name (flowers and the like). */
  byName(name: string): number;
  /** Natural stone of vanilla's base_stone_overworld tag: what ore veins may replace. */
  isBaseStone(state: number): boolean;
  isLeaves(state: number): boolean;
  isLog(state: number): boolean;
  /** Air or a plant without collision (grass, flowers, tall grass, sugar cane, one snow layer). */
  isOpen(state: number): boolean;
  /** Leaf distance (1..7) of a leaves state. */
  leafDistance(state: number): number;
}

export function resolveBlocks(registry: any): Blocks {
  const block = (name: string) => {
    const b = registry.blocksByName[name];
    if (!b) throw new Error(`natural world: the registry has no block '${name}'`);
    return b;
  };
  const state = (name: string, props: Record<string, string> = {}) => stateIdFor(block(name), props);
  const leaves = (name: string) => {
    const out = [0];
    for (let d = 1; d <= 7; d++) out.push(state(name, { distance: String(d), persistent: 'false' }));
    return out;
  };
  const double = (name: string): [number, number] => [state(name, { half: 'lower' }), state(name, { half: 'upper' })];

  const b = {
    air: 0,
    stone: state('stone'),
    granite: state('granite'),
    diorite: state('diorite'),
    andesite: state('andesite'),
    dirt: state('dirt'),
    grassBlock: state('grass_block', { snowy: 'false' }),
    snowyGrassBlock: state('grass_block', { snowy: 'true' }),
    bedrock: state('bedrock'),
    water: state('water', { level: '0' }),
    sand: state('sand'),
    gravel: state('gravel'),
    clay: state('clay'),
    snow: state('snow', { layers: '1' }),
    coalOre: state('coal_ore'),
    ironOre: state('iron_ore'),
    goldOre: state('gold_ore'),
    redstoneOre: state('redstone_ore', { lit: 'false' }),
    lapisOre: state('lapis_ore'),
    diamondOre: state('diamond_ore'),
    emeraldOre: state('emerald_ore'),
    grass: state('grass'),
    sugarCane: state('sugar_cane', { age: '0' }),
    pumpkin: state('pumpkin'),
    oakLog: state('oak_log', { axis: 'y' }),
    birchLog: state('birch_log', { axis: 'y' }),
    oakLeaves: leaves('oak_leaves'),
    birchLeaves: leaves('birch_leaves'),
    double: Object.fromEntries(DOUBLE_PLANTS.map((n) => [n, double(n)])) as Record<DoublePlant, [number, number]>,
  };
  // a table by state id: ore veins ask this for every block of every sphere
  const baseStone = new Uint8Array(65536);
  for (const s of [b.stone, b.granite, b.diorite, b.andesite]) baseStone[s] = 1;
  const leafDistance = new Map<number, number>();
  for (let d = 1; d <= 7; d++) { leafDistance.set(b.oakLeaves[d], d); leafDistance.set(b.birchLeaves[d], d); }
  const logs = new Set([b.oakLog, b.birchLog]);
  const open = new Set<number>([0, b.grass, b.sugarCane, b.snow, ...Object.values(b.double).flat()]);
  for (const f of GENERATED_FLOWERS) open.add(state(f));
  return {
    ...b,
    byName: (name) => state(name),
    isBaseStone: (s) => baseStone[s] === 1,
    isLeaves: (s) => leafDistance.has(s),
    isLog: (s) => logs.has(s),
    isOpen: (s) => open.has(s),
    leafDistance: (s) => leafDistance.get(s) ?? 7,
  };
}
