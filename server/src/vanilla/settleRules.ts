/**
 * Vanilla 1.16.5 rules that undo a scene in its first seconds. The static
 * feasibility checks (feasibility/checks/setupChecks.ts) and the embedded
 * server's settle step (embedded/settle) both read them from here, so the
 * editor's warning and the verification report agree.
 */

/** Blocks that pop off (drop as items) without a block beneath them. */
export const NEEDS_FLOOR = /^(poppy|dandelion|blue_orchid|allium|azure_bluet|oxeye_daisy|cornflower|lily_of_the_valley|wither_rose|.*_tulip|sunflower|lilac|rose_bush|peony|grass|fern|tall_grass|large_fern|dead_bush|.*_sapling|torch|soul_torch|redstone_torch|.*_carpet|rail|powered_rail|detector_rail|activator_rail|redstone_wire|repeater|comparator|.*_pressure_plate|snow|sweet_berry_bush|brown_mushroom|red_mushroom|.*_sign|.*_banner|wheat|carrots|potatoes|beetroots|.*_door|cactus|sugar_cane|bamboo)$/;

/** Blocks that hang on a wall beside them. */
export const NEEDS_WALL = /^(wall_torch|soul_wall_torch|redstone_wall_torch|.*_wall_sign|.*_wall_banner|ladder|lever|.*_button|tripwire_hook)$/;

/** Which support a block needs; wall variants first ('oak_wall_sign' also ends in '_sign'). */
export function supportNeeded(id: string): 'floor' | 'wall' | undefined {
  if (NEEDS_WALL.test(id)) return 'wall';
  if (NEEDS_FLOOR.test(id)) return 'floor';
  return undefined;
}

/** Levers and buttons hang on the face their `face` state names. */
const ATTACHED_BY_FACE = /^(lever|.*_button)$/;

/**
 * The support a block in a given state needs: a lever or button on the floor
 * needs a block beneath, on the ceiling one above, on a wall (its default
 * state, face=wall) one beside it; other blocks as supportNeeded says.
 */
export function supportNeededInState(id: string, face: string | undefined): 'floor' | 'wall' | 'ceiling' | undefined {
  const need = supportNeeded(id);
  if (!need || !ATTACHED_BY_FACE.test(id)) return need;
  return face === 'floor' ? 'floor' : face === 'ceiling' ? 'ceiling' : 'wall';
}

/** Hanging entities: they drop as items at once without a block to hang on. */
export const HANGING = new Set(['item_frame', 'painting', 'leash_knot']);

/** Undead mobs that burn in daylight (husks, wither skeletons and zombified piglins do not). */
export const BURNS_IN_DAYLIGHT = new Set(['zombie', 'zombie_villager', 'skeleton', 'stray', 'drowned', 'phantom']);

/** Is this time of day (ticks) bright enough for undead to burn? */
export function isBurningDaylight(time: number): boolean {
  const d = ((time % 24000) + 24000) % 24000;
  return !(d > 12000 && d < 23500);
}

/** Hostile mobs: removed at once on peaceful difficulty. */
export const HOSTILE = new Set(['zombie', 'zombie_villager', 'husk', 'drowned', 'skeleton', 'stray', 'wither_skeleton', 'creeper', 'spider',
  'cave_spider', 'enderman', 'witch', 'slime', 'magma_cube', 'blaze', 'ghast', 'phantom', 'silverfish', 'endermite', 'guardian',
  'elder_guardian', 'shulker', 'vindicator', 'evoker', 'pillager', 'ravager', 'vex', 'hoglin', 'zoglin', 'piglin_brute']);

/** Vanilla despawns a mob that could despawn at once beyond this distance from every player. */
export const DESPAWN_DISTANCE = 128;
