/**
 * MineStudio's own task keys, as its simulator callbacks read them
 * (minestudio/simulator/callbacks/: summon_mobs.py, init_inventory.py,
 * commands.py, task.py, fast_reset.py / hard_reset.py, judgereset.py,
 * prev_action.py, demonstration.py). One parse of them (taskKeys.ts) is what
 * the schema checks, the scene, verify and the 3D view all read: a key means
 * one thing everywhere.
 *
 * Every value keeps the document range it was read from, so a finding, a
 * hover or a scene label can point at it.
 */

/** Document offsets [start, end) of what a value was read from. */
export type Span = [number, number];

/** One `summon_mobs` entry: `number` mobs named `name` (or `mob_name`) at random offsets within the ranges. */
export interface MobSpawn {
  /** Position in the `summon_mobs` list (0-based): the scene names each mob "zombie (summon_mobs 1)" from it. */
  index: number;
  /** The entity id as written, without `minecraft:`. */
  name: string;
  number: number;
  /** Offsets from the agent, each [min, max]. */
  rangeX: [number, number];
  rangeZ: [number, number];
  span: Span;
  nameSpan?: Span;
}

/** `quantity` of an `init_inventory` entry: a number, `random`, or MineStudio's bounds (`>2`, `<12,>10`). */
export type Quantity =
  | { kind: 'count'; n: number }
  | { kind: 'random' }
  | { kind: 'bounds'; min?: number; max?: number; text: string };

/** One `init_inventory` entry: an item put into a slot (0–40) or a random one. */
export interface InventorySlot {
  index: number;
  slot: number | 'random';
  /** Item id as written, without `minecraft:`. */
  type: string;
  quantity: Quantity;
  /** MineStudio appends it after the count (`/replaceitem … <type> <count> <metadata>`), which 1.16.5 rejects. */
  metadata?: number;
  span: Span;
  typeSpan?: Span;
}

/** What MineStudio's keys set, each with its range. Absent keys are undefined / empty. */
export interface MineStudioKeys {
  summonMobs: MobSpawn[];
  initInventory: InventorySlot[];
  /** `spawn_positions`: where the agent is teleported (sent to /tp as x y z), with the seed it belongs to. */
  spawnPositions: { seed?: number; position: [number, number, number]; span: Span }[];
  biomes?: { value: string[]; span: Span };
  randomTpRange?: { value: number; span: Span };
  startTime?: { value: number; span: Span };
  startWeather?: { value: string; span: Span };
  /** Steps the episode may last (20 steps a second). */
  timeLimit?: { value: number; span: Span };
  usePrevAction?: { value: boolean; span: Span };
  referenceVideo?: { value: string; span: Span };
}
