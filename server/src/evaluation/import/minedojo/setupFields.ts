/**
 * The spec fields that set the scene, as init commands and MineStudio keys:
 * initial_inventory → /replaceitem (slots.ts), initial_mobs within their
 * spawn range → /summon (offsets drawn from the task id, so re-imports are
 * stable), night / clock / weather / mob spawning → /time, /gamerule,
 * /weather (with MineDojo's per-class defaults), start_position → /tp,
 * specified_biome → `biomes` + `random_tp_range` (or a comment for the
 * nether and the end, which are dimensions).
 */
import { seededRandom, stringSeed } from '../../../util/seededRandom';
import { replaceItemSlot } from './slots';
import type { ImportKind, MineDojoSpec } from './specTypes';
import { Builder, isRecord, list, MapContext, num, words } from './taskBuilder';

/** `~3`, `~-4`, `~` for 0. */
const rel = (n: number) => (n === 0 ? '~' : `~${n}`);


export function mapInventory(spec: MineDojoSpec, ctx: MapContext, b: Builder): void {
  const inv = spec.initial_inventory;
  if (inv === undefined || inv === null) return;
  b.mapped.add('initial_inventory');
  // The dict form of tasks_specs.yaml (slot → {name, quantity?, variant?}) or a list of InventoryItem-like records.
  const entries: [string | number, unknown][] = Array.isArray(inv)
    ? inv.map((e) => [isRecord(e) ? (e.slot as string | number) : '?', e])
    : isRecord(inv) ? Object.entries(inv) : [];
  for (const [slotRaw, item] of entries) {
    const slot = replaceItemSlot(typeof slotRaw === 'string' && /^\d+$/.test(slotRaw) ? Number(slotRaw) : slotRaw);
    if (!isRecord(item) || typeof item.name !== 'string') {
      b.problems.push(`initial_inventory slot ${String(slotRaw)}: no item name`);
      continue;
    }
    const variant = num(item.variant);
    const count = Math.max(1, Math.trunc(num(item.quantity) ?? 1));
    const r = ctx.names.item(item.name, variant);
    if (!r) {
      b.problems.push(`initial_inventory: '${item.name}'${variant !== undefined ? ` (variant ${variant})` : ''} is no 1.11 item that maps to a 1.16.5 item`);
      continue;
    }
    if (!slot) {
      b.problems.push(`initial_inventory: slot '${String(slotRaw)}' is none of mainhand, offhand, head, chest, legs, feet, 0–40`);
      continue;
    }
    // A name without a variant means its first (data value 0) item when it is given.
    const id = r.ids[0];
    b.given.add(id);
    b.startsWith.push(`${count > 1 ? `${count} ` : ''}${words(id)}`);
    if (count <= 64) b.commands.push(`/replaceitem entity @s ${slot} minecraft:${id} ${count}`);
    else {
      b.commands.push(`/replaceitem entity @s ${slot} minecraft:${id} 64`);
      b.commands.push(`/give @s minecraft:${id} ${count - 64}`);
    }
    if (r.ids.length > 1 || id !== item.name) b.header.push(`initial_inventory ${String(slotRaw)}: ${item.name}${variant !== undefined ? `:${variant}` : ''} (1.11.2) -> ${id}`);
  }
}

export function mapMobs(id: string, spec: MineDojoSpec, ctx: MapContext, b: Builder): void {
  const mobs = list(spec.initial_mobs).map(String);
  if (!mobs.length) return;
  b.mapped.add('initial_mobs');
  const low = list(spec.initial_mob_spawn_range_low).map((x) => Math.trunc(num(x) ?? 0));
  const high = list(spec.initial_mob_spawn_range_high).map((x) => Math.trunc(num(x) ?? 0));
  if ('initial_mob_spawn_range_low' in spec) b.mapped.add('initial_mob_spawn_range_low');
  if ('initial_mob_spawn_range_high' in spec) b.mapped.add('initial_mob_spawn_range_high');
  const rnd = seededRandom(stringSeed(id));
  // MineDojo draws each mob's offset from the agent uniformly in the box [low, high] (integers, both ends included).
  const draw = (axis: number) => {
    const lo = Math.min(low[axis] ?? 0, high[axis] ?? 0);
    const hi = Math.max(low[axis] ?? 0, high[axis] ?? 0);
    return lo + Math.min(hi - lo, Math.floor(rnd.next() * (hi - lo + 1)));
  };
  for (const m of mobs) {
    const e = ctx.names.entity(m);
    if (!e) {
      b.problems.push(`initial_mobs: '${m}' is no 1.11 entity that maps to a 1.16.5 entity`);
      continue;
    }
    if (e !== m) b.header.push(`initial_mobs: ${m} (1.11.2) -> ${e}`);
    b.commands.push(`/summon minecraft:${e} ${rel(draw(0))} ${rel(draw(1))} ${rel(draw(2))}`);
  }
  if (low.length === 3 && high.length === 3) b.header.push(`initial_mobs: summoned at offsets drawn (from the task id) within [${low.join(', ')}] .. [${high.join(', ')}] of the agent, as MineDojo spawns them`);
}

export function mapTime(kind: ImportKind, spec: MineDojoSpec, b: Builder): void {
  // MineDojo's defaults per class: CombatMeta(start_at_night=True) starts at 13000, always_night at 18000 with
  // the clock stopped; HarvestMeta(start_at_night=False) starts at 18000 when asked.
  const night = spec.start_at_night ?? (kind === 'combat');
  let time: number | undefined;
  let stopClock = spec.allow_time_passage === false;
  if (kind === 'combat') {
    if (night === true) time = 13000;
    if (spec.always_night === true) {
      time = 18000;
      stopClock = true;
    }
  } else if (night === true || spec.always_night === true) {
    time = 18000;
    if (spec.always_night === true) stopClock = true;
  }
  for (const k of ['start_at_night', 'always_night', 'allow_time_passage']) if (k in spec) b.mapped.add(k);
  if (time !== undefined) {
    b.commands.unshift(`/time set ${time}`);
    b.keys.start_time = time;
  }
  if (stopClock) b.commands.unshift('/gamerule doDaylightCycle false');
  if (spec.allow_mob_spawn === false) b.commands.unshift('/gamerule doMobSpawning false');
  if ('allow_mob_spawn' in spec) b.mapped.add('allow_mob_spawn');
  const w = spec.initial_weather;
  if (w !== undefined && w !== null) {
    b.mapped.add('initial_weather');
    if (w === 'clear' || w === 'rain' || w === 'thunder') {
      b.commands.unshift(`/weather ${w}`);
      b.keys.start_weather = w;
    } else if (w === 'normal') b.header.push('initial_weather: normal -> the world\'s own weather (no command)');
    else b.problems.push(`initial_weather: '${String(w)}' is none of clear, normal, rain, thunder`);
  }
}

export function mapPosition(spec: MineDojoSpec, b: Builder): void {
  const p = spec.start_position;
  if (!isRecord(p)) return;
  const [x, y, z] = [num(p.x), num(p.y), num(p.z)];
  if (x === undefined || y === undefined || z === undefined) {
    b.problems.push('start_position: x, y and z must be numbers');
    return;
  }
  b.mapped.add('start_position');
  const yaw = num(p.yaw);
  const pitch = num(p.pitch);
  b.commands.unshift(`/tp @s ${x} ${y} ${z}${yaw !== undefined && pitch !== undefined ? ` ${yaw} ${pitch}` : ''}`);
}

export function mapBiome(spec: MineDojoSpec, ctx: MapContext, b: Builder): void {
  const raw = spec.specified_biome;
  if (raw === undefined || raw === null) return;
  b.mapped.add('specified_biome');
  const biome = ctx.names.biome(typeof raw === 'number' ? raw : String(raw));
  if (!biome) {
    b.problems.push(`specified_biome: '${String(raw)}' is no MineDojo biome that maps to a 1.16.5 biome`);
    return;
  }
  if (biome.dimension !== 'overworld') {
    b.header.push(`specified_biome: ${String(raw)} (1.11.2) is the ${biome.dimension} dimension (1.16.5 ${biome.id}); MCU tasks start in the overworld and no MineStudio key changes dimension, so the task runs in the overworld`);
    return;
  }
  b.keys.biomes = [biome.id];
  b.keys.random_tp_range = 1000;
  b.header.push(`specified_biome: ${String(raw)} (1.11.2) -> biomes: [${biome.id}]. MineStudio reads biomes only together with random_tp_range, and only on a fast reset (from the second reset on, when it teleports the agent into the biome); the first episode starts wherever the world spawns`);
}
