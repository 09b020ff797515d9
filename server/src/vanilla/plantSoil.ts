/**
 * What a plant must stand on in vanilla 1.16.5 (each block's isValidPosition).
 * A plant on the wrong block is not removed when /setblock or /fill puts it
 * there: it goes (dropping as an item) at the first block update beside it,
 * when vanilla re-checks its position (updatePostPlacement; cactus and sugar
 * cane a tick later, through their scheduled tick). Support by air is the
 * generic rule in settleRules.ts; these are the soils.
 */

/** BushBlock.isValidGround: flowers, saplings, grass, ferns, tall flowers, sweet berry bushes. */
const BUSH_SOIL = new Set(['grass_block', 'dirt', 'coarse_dirt', 'podzol', 'farmland']);
const BUSH = /^(?:poppy|dandelion|blue_orchid|allium|azure_bluet|oxeye_daisy|cornflower|lily_of_the_valley|\w+_tulip|sunflower|lilac|rose_bush|peony|grass|fern|tall_grass|large_fern|\w+_sapling|sweet_berry_bush)$/;
const WITHER_ROSE_SOIL = new Set([...BUSH_SOIL, 'netherrack', 'soul_sand', 'soul_soil']);
const DEAD_BUSH_SOIL = /^(?:sand|red_sand|terracotta|\w+(?<!glazed)_terracotta|dirt|coarse_dirt|podzol)$/;
const CROP = /^(?:wheat|carrots|potatoes|beetroots)$/;
const CANE_SOIL = new Set(['grass_block', 'dirt', 'coarse_dirt', 'podzol', 'sand', 'red_sand']);
/** The 1.16 bamboo_plantable_on tag. */
const BAMBOO_SOIL = new Set(['sand', 'red_sand', 'gravel', 'dirt', 'coarse_dirt', 'podzol', 'grass_block', 'mycelium', 'bamboo', 'bamboo_sapling']);
const ICE = new Set(['ice', 'packed_ice', 'blue_ice', 'frosted_ice']);
const HORIZONTAL: [number, number, number][] = [[1, 0, 0], [-1, 0, 0], [0, 0, 1], [0, 0, -1]];

/** Does vanilla check this block's soil (beyond "not air")? */
export function hasSoilRule(id: string): boolean {
  return BUSH.test(id) || /^(?:wither_rose|dead_bush|sugar_cane|cactus|bamboo|lily_pad|nether_wart)$/.test(id) || CROP.test(id);
}

/**
 * Why a plant at some cell cannot stay, or undefined when it can or when we
 * cannot tell. `at(dx, dy, dz)` gives the block next to the plant (undefined:
 * unknown); `solid` says whether a block stops a cactus.
 */
export function soilProblem(id: string, at: (d: [number, number, number]) => string | undefined, solid: (id: string) => boolean): string | undefined {
  const below = at([0, -1, 0]);
  if (below === undefined) return undefined;
  // The upper block of a tall plant or a stalk stands on its own kind.
  if (below === id) return undefined;
  const wants = (what: string) => `it needs ${what} beneath it`;
  if (BUSH.test(id)) return BUSH_SOIL.has(below) ? undefined : wants('grass, dirt, coarse dirt, podzol or farmland');
  if (id === 'wither_rose') return WITHER_ROSE_SOIL.has(below) ? undefined : wants('grass, dirt, farmland, netherrack or soul sand/soil');
  if (id === 'dead_bush') return DEAD_BUSH_SOIL.test(below) ? undefined : wants('sand, terracotta, dirt or podzol');
  if (CROP.test(id)) return below === 'farmland' ? undefined : wants('farmland');
  if (id === 'nether_wart') return below === 'soul_sand' ? undefined : wants('soul sand');
  if (id === 'bamboo') return BAMBOO_SOIL.has(below) ? undefined : wants('sand, gravel, dirt, grass or mycelium');
  if (id === 'lily_pad') return below === 'water' || ICE.has(below) ? undefined : wants('water (or ice)');
  if (id === 'sugar_cane') {
    if (!CANE_SOIL.has(below)) return wants('grass, dirt, sand or podzol');
    const beside = HORIZONTAL.map(([x, , z]) => at([x, -1, z]));
    // An unknown neighbour of the soil may be water.
    if (beside.some((b) => b === undefined || b === 'water' || b === 'frosted_ice')) return undefined;
    return 'the block it grows from has no water beside it';
  }
  if (id === 'cactus') {
    if (below !== 'sand' && below !== 'red_sand') return wants('sand or red sand');
    const touching = HORIZONTAL.map((d) => at(d)).find((b) => b !== undefined && (solid(b) || b === 'lava'));
    return touching ? `a cactus cannot touch a block on its sides, and ${touching} is beside it` : undefined;
  }
  return undefined;
}
