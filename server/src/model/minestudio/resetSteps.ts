/**
 * MineStudio's reset, as an ordered list of steps: what its simulator
 * callbacks send the server when an episode starts, read from the task's own
 * keys (the one parse, taskKeys.ts). The static scene, verify and the 3D view
 * all apply this list, so a key means the same in all three.
 *
 * The order, from MineStudio's source (CraftJarvis/MineStudio):
 * - simulator/entry.py `reset`: every callback's `before_reset` runs (in list
 *   order), then the world resets, then every callback's `after_reset` (in
 *   list order).
 * - simulator/callbacks/__init__.py imports the callbacks (each registers
 *   itself on import) in this order: hard_reset ("it must be the first
 *   callback"), speed_test, record, summon_mobs, mask_actions, rewards,
 *   fast_reset, commands, task, play, point, demonstration, judgereset,
 *   reward_gate, voxels, init_inventory, prev_action, worldcheckpoint; and
 *   `load_callbacks_from_config` builds the list in registration order.
 * So: fast_reset's time and weather (a before_reset), then hard_reset's /tp
 * to the spawn position, then the summoned mobs, then the init commands (a
 * `/kill @e` among them removes the mobs), then init_inventory (its
 * /replaceitem overwrites slots the commands filled).
 */
import type { InventorySlot, MineStudioKeys, MobSpawn, Quantity } from './keyTypes';
import { seededRandom, SeededRandom } from '../../util/seededRandom';
import { pushAll } from '../../util/pushAll';
import { slotNameOfIndex } from '../../vanilla/slots';
import { TICKS_PER_SECOND } from '../../vanilla/gameTime';

/** MineStudio's simulator steps once per game tick: 20 steps a second (judgereset.py and the action logs count steps). */
export const STEPS_PER_SECOND = TICKS_PER_SECOND;

/** The key (and entry of a list key) a step comes from: what the scene and the report name an object by. */
export interface KeySource {
  key: 'start_time' | 'start_weather' | 'spawn_positions' | 'summon_mobs' | 'init_inventory';
  /** Entry of a list key (0-based); 0 for a scalar key. */
  index: number;
}

interface StepBase {
  /** The command MineStudio sends for it, as it writes it. */
  command: string;
  source: KeySource;
  /** What made it, for people: "zombie (summon_mobs 1)", "diamond_sword (init_inventory 1)". */
  label: string;
}

export type ResetStep =
  | (StepBase & { kind: 'time'; ticks: number })
  | (StepBase & { kind: 'weather'; weather: string })
  | (StepBase & { kind: 'spawn'; position: [number, number, number]; seed?: number })
  | (StepBase & { kind: 'summon'; entity: string; offset: [number, number, number]; rangeX: [number, number]; rangeZ: [number, number] })
  | (StepBase & { kind: 'item'; slot: number; slotName: string; item: string; count: number; metadata?: number });

export interface ResetPlan {
  /** The seed every draw (random slot or quantity, mob offsets, spawn choice) came from. */
  seed: number;
  /** Steps before the init commands run (time, weather, spawn, mobs), in MineStudio's order. */
  before: ResetStep[];
  /** Steps after them (init_inventory). */
  after: ResetStep[];
  /** What the plan leaves out or could not apply, one sentence each. */
  notes: string[];
}

export interface PlanOptions {
  seed: number;
  /** Stack size of an item id (MineStudio's `random` and bounds draw up to it). */
  stackSize: (item: string) => number;
  /**
   * 'random' draws quantities as MineStudio does; 'least' takes the smallest
   * count the entry can get that is at least 1 (the static scene: what the
   * agent is sure to start with). Slots and places are drawn either way.
   */
  quantities?: 'random' | 'least';
}

/** init_inventory.py: a `random` slot is one of the main inventory's 0–35 that no fixed entry names; slots run 0–40. */
const MAX_INVENTORY_SLOT = 35;
const MAX_SLOT = 40;
/** init_inventory.py: `random` is 1 with this probability, else any count from 0 to the stack size. */
const RANDOM_ONE_P = 0.7;
/** summon_mobs.py: mobs appear 3 blocks above the agent's feet. */
const SUMMON_DY = 3;

/** init_inventory.py `_map_slot_number_to_cmd_slot`: 0 and 40 are the hands, 36–39 armour, 1–8 hotbar, 9–35 inventory. */
export function slotCommandName(slot: number): string {
  return slotNameOfIndex(slot);
}

/** Counts MineStudio may draw for a quantity (init_inventory.py `_item_quantity_parser`): 0..stack size within the bounds. */
function candidates(q: Quantity, stack: number): number[] {
  if (q.kind === 'count') return [q.n];
  const lo = q.kind === 'bounds' && q.min !== undefined ? Math.max(0, q.min) : 0;
  const hi = q.kind === 'bounds' && q.max !== undefined ? Math.min(stack, q.max) : stack;
  const out: number[] = [];
  for (let n = lo; n <= hi; n++) out.push(n);
  return out;
}

function drawCount(q: Quantity, stack: number, rnd: SeededRandom, mode: 'random' | 'least'): number {
  if (q.kind === 'count') return q.n;
  const all = candidates(q, stack);
  if (mode === 'least') return all.find((n) => n >= 1) ?? 1;
  if (q.kind === 'random') return rnd.next() < RANDOM_ONE_P ? 1 : rnd.pick(all);
  // No count satisfies every bound: MineStudio falls back to 1.
  return all.length ? rnd.pick(all) : 1;
}

/** Python prints a float with its shortest round-trip form, as JavaScript does (only 2.0 vs 2 differs, which Minecraft reads alike). */
const num = (n: number): string => String(n);

function summonSteps(mobs: MobSpawn[], rnd: SeededRandom): ResetStep[] {
  const out: ResetStep[] = [];
  for (const m of mobs) {
    for (let i = 0; i < m.number; i++) {
      const x = rnd.uniform(m.rangeX[0], m.rangeX[1]);
      const z = rnd.uniform(m.rangeZ[0], m.rangeZ[1]);
      out.push({
        kind: 'summon', entity: m.name, offset: [x, SUMMON_DY, z], rangeX: m.rangeX, rangeZ: m.rangeZ,
        command: `/execute as @p at @p run summon minecraft:${m.name} ~${num(x)} ~${SUMMON_DY} ~${num(z)} {Age:0}`,
        source: { key: 'summon_mobs', index: m.index },
        label: `${m.name} (summon_mobs ${m.index + 1})`,
      });
    }
  }
  return out;
}

function inventorySteps(entries: InventorySlot[], opts: PlanOptions, rnd: SeededRandom, notes: string[]): ResetStep[] {
  const fixed: InventorySlot[] = [];
  const random: InventorySlot[] = [];
  for (const e of entries) {
    if (e.slot === 'random') random.push(e);
    else if (Number.isInteger(e.slot) && e.slot >= 0 && e.slot <= MAX_SLOT) fixed.push(e);
    // MineStudio asserts the range and the reset fails: nothing of this entry is given.
    else notes.push(`init_inventory ${e.index + 1}: slot ${String(e.slot)} is outside 0–40; MineStudio's reset stops there, so it is not applied`);
  }
  const free = new Set<number>();
  for (let s = 0; s <= MAX_INVENTORY_SLOT; s++) free.add(s);
  for (const e of fixed) free.delete(e.slot as number);
  // Fixed slots are sent first, then the random ones, each taking a slot no entry named.
  const placed: Array<{ e: InventorySlot; slot: number }> = fixed.map((e) => ({ e, slot: e.slot as number }));
  for (const e of random) {
    if (!free.size) {
      notes.push(`init_inventory ${e.index + 1}: no free slot is left for a random slot`);
      continue;
    }
    const slot = rnd.pick([...free]);
    free.delete(slot);
    placed.push({ e, slot });
  }
  return placed.map(({ e, slot }) => {
    const count = drawCount(e.quantity, Math.max(1, opts.stackSize(e.type)), rnd, opts.quantities ?? 'random');
    const slotName = slotCommandName(slot);
    // MineStudio appends metadata after the count (1.12's damage value); 1.16.5 rejects the extra argument.
    const meta = e.metadata !== undefined ? ` ${e.metadata}` : '';
    return {
      kind: 'item' as const, slot, slotName, item: e.type, count, ...(e.metadata !== undefined ? { metadata: e.metadata } : {}),
      command: `/replaceitem entity @p ${slotName} minecraft:${e.type} ${count}${meta}`,
      source: { key: 'init_inventory' as const, index: e.index },
      label: `${e.type} (init_inventory ${e.index + 1})`,
    };
  });
}

/** The reset MineStudio runs for these keys, with every draw taken from `opts.seed`. */
export function resetPlan(keys: MineStudioKeys, opts: PlanOptions): ResetPlan {
  const rnd = seededRandom(opts.seed);
  const before: ResetStep[] = [];
  const notes: string[] = [];
  // fast_reset.py: created only when both biomes and random_tp_range are given; its before_reset sets the time
  // (default 0) and the weather (default clear) on every reset after the first, then teleports to a biome.
  const fastReset = keys.biomes !== undefined && keys.randomTpRange !== undefined;
  if (fastReset) {
    const ticks = keys.startTime?.value ?? 0;
    const weather = keys.startWeather?.value ?? 'clear';
    before.push({ kind: 'time', ticks, command: `/time set ${ticks}`, source: { key: 'start_time', index: 0 }, label: `time ${ticks} (start_time)` });
    before.push({ kind: 'weather', weather, command: `/weather ${weather}`, source: { key: 'start_weather', index: 0 }, label: `weather ${weather} (start_weather)` });
    notes.push('biomes and random_tp_range: MineStudio teleports the agent to a random place in one of the biomes (its own /teleportbiome); the verifier does not teleport: a generated world of the first biome it can make (plains, forest, mountains) is one biome throughout, and the agent stays where it joined');
  } else if (keys.startTime || keys.startWeather) {
    notes.push('start_time and start_weather are set by MineStudio\'s fast reset, which runs only when biomes and random_tp_range are both given: not applied');
  }
  // hard_reset.py: one spawn position at random; the world is made from its seed, then `/tp @a` to position[0..2] in that order.
  if (keys.spawnPositions.length) {
    const i = Math.floor(rnd.next() * keys.spawnPositions.length);
    const sp = keys.spawnPositions[i];
    const [x, y, z] = sp.position;
    before.push({
      kind: 'spawn', position: [x, y, z], ...(sp.seed !== undefined ? { seed: sp.seed } : {}),
      command: `/tp @a ${num(x)} ${num(y)} ${num(z)}`, source: { key: 'spawn_positions', index: i },
      label: `spawn ${num(x)} ${num(y)} ${num(z)} (spawn_positions ${i + 1})`,
    });
    if (sp.seed !== undefined) notes.push(`spawn_positions ${i + 1}: MineStudio makes the world from seed ${sp.seed}; the verifier's generated world takes that seed, but its generator is not Minecraft's, so the landscape differs (and a superflat world ignores it)`);
  }
  pushAll(before, summonSteps(keys.summonMobs, rnd));
  const after = inventorySteps(keys.initInventory, opts, rnd, notes);
  return { seed: rnd.seed, before, after, notes };
}

/** The seed the static scene draws from: fixed, so the same file always gives the same scene. */
export const STATIC_SEED = 0;
