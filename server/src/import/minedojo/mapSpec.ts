/**
 * One MineDojo task → one MCU task file (and its criteria). Field by field,
 * as documented in README's "MineDojo import" table:
 *
 * - prompt (programmatic_tasks.yaml's, else the spec's) → `text`;
 * - target_names / target_quantities / reward_weights → `reward_cfg`, the
 *   event per target from targetEvent.ts, `max_reward_times` = the quantity,
 *   `reward` = the weight;
 * - tech_item → craft_item and use_item entries (MineDojo's tech-tree success
 *   is using the item once) and `milestone_reward_cfg` from our dependency
 *   graph (feasibility/scratchMilestones.ts), starting from the inventory;
 * - initial_inventory → `/replaceitem entity @s <slot> minecraft:<id> <n>`;
 * - initial_mobs in [low, high] → `/summon` at offsets drawn from the task id
 *   (so re-imports are stable), relative to the agent as MineDojo spawns them;
 * - start_at_night / always_night / allow_time_passage / initial_weather /
 *   allow_mob_spawn → /time, /gamerule, /weather (with MineDojo's per-class
 *   defaults: a combat task starts at night unless told not to);
 * - specified_biome → `biomes` + `random_tp_range` (and `start_time` /
 *   `start_weather` so the fast reset keeps the time and weather);
 * - guidance → criteria_files/<task>.txt.
 * Every other field is dropped with a comment naming it; a name that cannot
 * be mapped is a problem, written into the file as an ERROR comment.
 */
import { Document, isMap, Node } from 'yaml';
import type { Registry } from '../../mc/registry';
import type { EventName } from '../../core/events';
import { scratchMilestones } from '../../feasibility/scratchMilestones';
import { seededRandom } from '../../util/seededRandom';
import { criteriaFromGuidance } from './guidanceCriteria';
import { LegacyNames } from './legacyNames';
import { replaceItemSlot } from './slots';
import { craftable, measureItemTarget } from './targetEvent';
import type { ImportKind, Instruction, MineDojoSpec } from './specTypes';

export interface RewardEntry {
  event: EventName;
  identity: string;
  objects: string[];
  reward: number;
  max_reward_times: number;
}

export interface ImportedTask {
  id: string;
  kind: ImportKind;
  /** `<task_id>.yaml`, or `creative_<N>.yaml`. */
  fileName: string;
  yaml: string;
  criteria?: string;
  /** Spec fields carried into the file (as a key, command, entry or criteria). */
  mapped: string[];
  /** Spec fields with no MCU counterpart, each named in a comment. */
  dropped: string[];
  /** Names that could not be mapped (errors; each also a comment in the file). */
  problems: string[];
}

export interface MapContext {
  reg: Registry;
  names: LegacyNames;
}

/** Why a field has no counterpart in an MCU task file. */
const DROP_REASONS: Readonly<Record<string, string>> = Object.freeze({
  use_voxel: 'voxel observations are MineDojo\'s; MCU agents see pixels only',
  voxel_size: 'voxel observations are MineDojo\'s; MCU agents see pixels only',
  use_lidar: 'lidar observations are MineDojo\'s; MCU agents see pixels only',
  lidar_rays: 'lidar observations are MineDojo\'s; MCU agents see pixels only',
  start_health: 'no task-file key or command sets the agent\'s starting health exactly',
  start_food: 'no task-file key or command sets the agent\'s starting food exactly',
  break_speed_multiplier: 'block-breaking speed is a MineDojo simulator setting',
  target_days: 'surviving N days is MineDojo\'s success check; no statistic of MCU counts days survived',
  world_seed: 'the world is MineStudio\'s (spawn_positions needs a position too)',
  seed: 'the simulator\'s random seed',
  spawn_rate: 'MineDojo\'s extra spawning during the episode has no MCU counterpart',
  spawn_range_low: 'MineDojo\'s extra spawning during the episode has no MCU counterpart',
  spawn_range_high: 'MineDojo\'s extra spawning during the episode has no MCU counterpart',
  fast_reset: 'a simulator setting',
  fast_reset_random_teleport_range: 'a simulator setting',
  image_size: 'an observation setting',
  event_level_control: 'an action-space setting',
  sim_name: 'a simulator name',
  drawing_str: 'Malmo drawing decorators are not imported',
  tech: 'a whole tech level (several items) is not imported; tech_item is',
});

const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : typeof x === 'string' && /^-?\d+(\.\d+)?$/.test(x) ? Number(x) : undefined);
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : x === undefined || x === null ? [] : [x]);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const words = (s: string) => s.replace(/_/g, ' ');

/** A 32-bit FNV-1a hash of the task id: the seed of its mob positions. */
function idSeed(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** `~3`, `~-4`, `~` for 0. */
const rel = (n: number) => (n === 0 ? '~' : `~${n}`);

/** The value per target of a scalar, list or per-name mapping (MineDojo accepts all three). */
function perTarget(x: unknown, names: string[], dflt: number): number[] {
  if (Array.isArray(x)) return names.map((_, i) => num(x[i]) ?? dflt);
  if (isRecord(x)) return names.map((n) => num(x[n]) ?? dflt);
  const n = num(x);
  return names.map(() => n ?? dflt);
}

/** What `--only` calls a spec: its `__cls__`, lower-cased as MineDojo does. */
export function kindOfSpec(spec: MineDojoSpec): ImportKind | undefined {
  const c = String(spec.__cls__ ?? '').toLowerCase();
  return (['harvest', 'combat', 'techtree', 'survival', 'playthrough'] as const).find((k) => k === c);
}

class Builder {
  readonly commands: string[] = [];
  readonly rewards: { entry: RewardEntry; note?: string }[] = [];
  milestones: RewardEntry[] = [];
  readonly keys: Record<string, unknown> = {};
  readonly header: string[] = [];
  readonly mapped = new Set<string>();
  readonly dropped: string[] = [];
  readonly problems: string[] = [];
  readonly startsWith: string[] = [];
  readonly goals: string[] = [];
  readonly given = new Set<string>();

  identity(base: string): string {
    const used = new Set([...this.rewards.map((r) => r.entry.identity), ...this.milestones.map((m) => m.identity)]);
    let id = base.replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
    for (let i = 2; used.has(id); i++) id = `${base}_${i}`;
    return id;
  }
}

function mapInventory(spec: MineDojoSpec, ctx: MapContext, b: Builder): void {
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

function mapMobs(id: string, spec: MineDojoSpec, ctx: MapContext, b: Builder): void {
  const mobs = list(spec.initial_mobs).map(String);
  if (!mobs.length) return;
  b.mapped.add('initial_mobs');
  const low = list(spec.initial_mob_spawn_range_low).map((x) => Math.trunc(num(x) ?? 0));
  const high = list(spec.initial_mob_spawn_range_high).map((x) => Math.trunc(num(x) ?? 0));
  if ('initial_mob_spawn_range_low' in spec) b.mapped.add('initial_mob_spawn_range_low');
  if ('initial_mob_spawn_range_high' in spec) b.mapped.add('initial_mob_spawn_range_high');
  const rnd = seededRandom(idSeed(id));
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

function mapTime(kind: ImportKind, spec: MineDojoSpec, b: Builder): void {
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

function mapPosition(spec: MineDojoSpec, b: Builder): void {
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

function mapBiome(spec: MineDojoSpec, ctx: MapContext, b: Builder): void {
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

function mapTargets(kind: ImportKind, spec: MineDojoSpec, prompt: string, ctx: MapContext, b: Builder): void {
  const names = list(spec.target_names).map(String);
  if (!names.length) return;
  b.mapped.add('target_names');
  if ('target_quantities' in spec) b.mapped.add('target_quantities');
  if ('reward_weights' in spec) b.mapped.add('reward_weights');
  const quantities = perTarget(spec.target_quantities, names, 1);
  const weights = perTarget(spec.reward_weights, names, 1);
  const crafted = /\b(craft|smelt)\b/i.test(prompt);
  names.forEach((name, i) => {
    const quantity = Math.max(1, Math.trunc(quantities[i]));
    if (kind === 'combat') {
      const e = ctx.names.entity(name);
      if (!e) {
        b.problems.push(`target_names: '${name}' is no 1.11 entity that maps to a 1.16.5 entity`);
        return;
      }
      if (e !== name) b.header.push(`target ${name} (1.11.2) -> ${e}`);
      b.rewards.push({ entry: { event: 'kill_entity', identity: b.identity(`kill_${e}`), objects: [e], reward: weights[i], max_reward_times: quantity } });
      b.goals.push(`kill ${quantity} ${words(e)}`);
      return;
    }
    const r = ctx.names.item(name);
    if (!r) {
      b.problems.push(`target_names: '${name}' is no 1.11 item that maps to a 1.16.5 item`);
      return;
    }
    if (r.anyVariant) b.header.push(`target ${name} (1.11.2, no variant: any of them) -> ${r.ids.join(', ')}`);
    else if (r.ids[0] !== name) b.header.push(`target ${name} (1.11.2) -> ${r.ids[0]}`);
    const m = measureItemTarget(r.ids, ctx.reg, crafted);
    b.goals.push(`have ${quantity} ${words(name)}`);
    if (!m.event) {
      b.header.push(`target ${name}: ${m.note}`);
      return;
    }
    const verb = m.event === 'craft_item' ? 'craft' : m.event === 'mine_block' ? 'mine' : m.event === 'use_item' ? 'use' : 'obtain';
    b.rewards.push({ entry: { event: m.event, identity: b.identity(`${verb}_${name}`), objects: m.ids, reward: weights[i], max_reward_times: quantity }, note: m.note });
  });
}

/** Items whose use a statistic counts: placing a block, wearing out a tool or armour piece (durability), eating. */
function usable(id: string, reg: Registry): boolean {
  const item = reg.items.get(id);
  return reg.blocks.has(id) || !!item?.maxDurability || !!item?.food;
}

function mapTech(spec: MineDojoSpec, ctx: MapContext, b: Builder): void {
  const name = spec.tech_item;
  if (typeof name !== 'string') return;
  b.mapped.add('tech_item');
  const r = ctx.names.item(name);
  if (!r) {
    b.problems.push(`tech_item: '${name}' is no 1.11 item that maps to a 1.16.5 item`);
    return;
  }
  const id = r.ids[0];
  if (id !== name) b.header.push(`tech_item ${name} (1.11.2) -> ${id}`);
  const obtainW = perTarget(spec.obtain_items_reward_weights, [name], 1)[0];
  const useW = perTarget(spec.use_items_reward_weights, [name], 10)[0];
  for (const k of ['obtain_items_reward_weights', 'use_items_reward_weights']) if (k in spec) b.mapped.add(k);
  if (craftable(id, ctx.reg)) {
    b.rewards.push({ entry: { event: 'craft_item', identity: b.identity(`craft_${id}`), objects: [id], reward: obtainW, max_reward_times: 1 } });
  } else {
    b.rewards.push({ entry: { event: 'pickup', identity: b.identity(`obtain_${id}`), objects: [id], reward: obtainW, max_reward_times: 1 }, note: `no 1.16.5 recipe makes ${id}: pickup measures obtaining it` });
  }
  b.goals.push(`craft a ${words(id)}`);
  if (usable(id, ctx.reg)) {
    b.rewards.push({ entry: { event: 'use_item', identity: b.identity(`use_${id}`), objects: [id], reward: useW, max_reward_times: 1 }, note: 'MineDojo\'s tech-tree success is using the item once (placing a block, using a tool, wearing armour)' });
    b.goals.push(`use the ${words(id)}`);
  } else b.header.push(`tech_item ${id}: using it changes no 1.16.5 statistic (it is no block, tool, armour or food), so only crafting it is rewarded`);
  // The chain from the inventory: the from-scratch chain without the steps the given items make unnecessary.
  // (Both are asked: the graph drawn from the given items alone may fetch an ingredient elsewhere, sticks from a
  // dead bush, where the from-scratch chain crafts it from the planks it holds anyway; only steps both keep stay.)
  const goal = { event: 'craft_item', objects: [id] };
  const fromGiven = new Set(scratchMilestones(goal, ctx.reg, b.given).map((m) => m.identity));
  const chain = scratchMilestones(goal, ctx.reg).filter((m) => fromGiven.has(m.identity));
  // A chain of the goal alone says nothing the craft_item entry does not (the graph knows no earlier step).
  if (chain.length > 1) b.milestones = chain;
  else b.header.push(`tech_item ${id}: our dependency graph gives no step before crafting it, so no milestone_reward_cfg`);
}

/** The YAML text: header comments, then the keys in MCU's usual order, notes above their reward entries. */
function render(id: string, kind: ImportKind, text: string, b: Builder, category: string | undefined): string {
  const obj: Record<string, unknown> = {};
  obj.custom_init_commands = b.commands;
  obj.text = text;
  if (b.rewards.length) obj.reward_cfg = b.rewards.map((r) => r.entry);
  if (b.milestones.length) obj.milestone_reward_cfg = b.milestones;
  // start_time / start_weather are read by the fast reset only, which needs biomes and random_tp_range.
  const { start_time, start_weather, ...rest } = b.keys;
  Object.assign(obj, rest, b.keys.biomes ? { ...(start_time !== undefined ? { start_time } : {}), ...(start_weather !== undefined ? { start_weather } : {}) } : {});
  if (category) obj.category = category;
  const doc = new Document(obj);
  const seq = doc.get('reward_cfg', true) as { items?: Node[] } | undefined;
  b.rewards.forEach((r, i) => {
    const node = seq?.items?.[i];
    if (!node || !isMap(node)) return;
    if (r.note) node.commentBefore = ` ${r.note}`;
  });
  // objects as a flow list: [oak_log, spruce_log], as MCU's files write them.
  for (const key of ['reward_cfg', 'milestone_reward_cfg', 'biomes']) {
    const n = doc.get(key, true) as { items?: Node[]; flow?: boolean } | undefined;
    if (key === 'biomes') {
      if (n) n.flow = true;
      continue;
    }
    for (const item of n?.items ?? []) if (isMap(item)) (item.get('objects', true) as { flow?: boolean }).flow = true;
  }
  const head = [
    `Imported from MineDojo task ${id} (${kind}) by mcu-task import minedojo; MineDojo runs Minecraft 1.11.2, this file 1.16.5.`,
    ...b.problems.map((p) => `ERROR: ${p}`),
    ...b.header,
    ...b.dropped.map((d) => `dropped ${d}`),
  ];
  doc.commentBefore = head.map((l) => ` ${l.replace(/\n/g, ' ')}`).join('\n');
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/** Maps one programmatic spec. `instruction` is programmatic_tasks.yaml's entry when known. */
export function mapSpec(id: string, spec: MineDojoSpec, instruction: Instruction | undefined, ctx: MapContext): ImportedTask {
  const kind = kindOfSpec(spec) ?? 'harvest';
  const b = new Builder();
  b.mapped.add('__cls__');
  const prompt = instruction?.prompt ?? (typeof spec.prompt === 'string' ? spec.prompt : id.replace(/_/g, ' '));
  if ('prompt' in spec || instruction) b.mapped.add('prompt');
  mapInventory(spec, ctx, b);
  mapMobs(id, spec, ctx, b);
  mapTime(kind, spec, b);
  mapPosition(spec, b);
  mapBiome(spec, ctx, b);
  if (kind === 'techtree') mapTech(spec, ctx, b);
  else if (kind === 'playthrough') {
    b.rewards.push({ entry: { event: 'kill_entity', identity: 'kill_ender_dragon', objects: ['ender_dragon'], reward: 1, max_reward_times: 1 } });
    b.rewards.push({ entry: { event: 'pickup', identity: 'obtain_dragon_egg', objects: ['dragon_egg'], reward: 1, max_reward_times: 1 }, note: 'the dragon egg is picked up once knocked off its pedestal' });
    b.goals.push('kill the ender dragon', 'obtain the dragon egg');
  } else mapTargets(kind, spec, prompt, ctx, b);
  if (kind === 'survival') b.header.push('survival: MineDojo counts days survived; no MCU statistic does, so the file has no reward_cfg (judged from the video by its criteria)');
  for (const [k, v] of Object.entries(spec)) {
    if (b.mapped.has(k) || v === undefined) continue;
    b.dropped.push(`${k}: ${DROP_REASONS[k] ?? 'no MCU counterpart'}`);
  }
  if (instruction?.guidance) b.mapped.add('guidance');
  const category = kind === 'combat' ? 'combat' : kind === 'techtree' ? 'crafting' : kind === 'harvest' ? (b.rewards.some((r) => r.entry.event === 'craft_item') ? 'crafting' : 'mining_and_collecting') : undefined;
  const yaml = render(id, kind, prompt, b, category);
  const criteria = criteriaFromGuidance({ prompt, guidance: instruction?.guidance, startsWith: b.startsWith, goals: b.goals });
  return { id, kind, fileName: `${id}.yaml`, yaml, criteria, mapped: [...b.mapped], dropped: b.dropped.map((d) => d.split(':')[0]), problems: b.problems };
}

/** A creative task (`creative:N`): its prompt as `text` and its guidance as criteria; no reward (no programmatic success). */
export function mapCreative(id: string, instruction: Instruction): ImportedTask {
  const n = id.replace(/^creative:/, '');
  const doc = new Document({ custom_init_commands: [], text: instruction.prompt });
  doc.commentBefore = [
    ` Imported from MineDojo creative task ${id} by mcu-task import minedojo.`,
    ' Creative tasks have no programmatic success check in MineDojo: no reward_cfg; the criteria file judges the video.',
  ].join('\n');
  const criteria = criteriaFromGuidance({ prompt: instruction.prompt, guidance: instruction.guidance, startsWith: [], goals: [] });
  return {
    id, kind: 'creative', fileName: `creative_${n}.yaml`, yaml: doc.toString({ lineWidth: 0 }), criteria,
    mapped: ['prompt', ...(instruction.guidance ? ['guidance'] : [])], dropped: [], problems: [],
  };
}
