/**
 * The one parse of MineStudio's own task keys (types.ts): every consumer (the
 * checks, the scene, verify, hover) reads the result of `mineStudioKeys`, so a
 * key means one thing everywhere. The parse needs no registry: whether a name
 * is an entity or an item of the version is checked in checks.ts.
 *
 * The facts, from CraftJarvis/MineStudio minestudio/simulator/callbacks/:
 * - summon_mobs.py: for each entry, `number` times, `/execute as @p at @p run
 *   summon minecraft:<name> ~x ~3 ~z {Age:0}` with x, z drawn uniformly from
 *   `range_x`, `range_z` (numpy uniform(*range)); `name` or else `mob_name`.
 *   `number` goes to Python's range(), so it must be a whole number; the
 *   ranges are unpacked into uniform(low, high).
 * - init_inventory.py: `slot` is "random" or int(slot), asserted 0–40 (random
 *   ones are drawn from the empty slots 0–35); `type` is asserted to be an item
 *   name of minecraft-data 1.16 and is written after `minecraft:`; `quantity`
 *   an int used as is, or a string: "random", or comma-separated conditions
 *   each matched by `([<>]=?|==)\s*(\d+)` (parts that do not match are skipped;
 *   no candidate left gives 1); `metadata`, when present, is appended after the
 *   count of `/replaceitem entity @p <slot> minecraft:<type> <count>`.
 * - hard_reset.py: `spawn_positions` entries {seed, position}; the callback
 *   seeds the world with `seed` (read unconditionally) and unpacks exactly
 *   three numbers from `position` into `/tp @a a b c` (its comments call them
 *   x, z, y, but /tp reads them as x y z).
 * - fast_reset.py: `biomes` (random choice for /teleportbiome),
 *   `random_tp_range` (int, halved for randint), `start_time` (`/time set
 *   <start_time>`), `start_weather` (`/weather <start_weather>`, default clear).
 * - judgereset.py: `time_limit`, steps before the episode is cut.
 * - prev_action.py: `use_prev_action`, tested for truth (a string "false" is true).
 * - demonstration.py: `reference_video`, a directory name under reference_videos/.
 */
import { isMap, isScalar, isSeq, Node, Pair, YAMLMap } from 'yaml';
import { diag, Fix, TaskDiagnostic } from '../task/diagnostic';
import { TaskModel } from '../task/taskModel';
import { didYouMean } from '../commands/didYouMean';
import { excerpt } from '../../util/excerpt';
import { InventorySlot, MineStudioKeys, MobSpawn, Quantity, Span } from './keyTypes';
import { describeValue as describe } from '../task/describeValue';
import { MINESTUDIO } from '../diagnosticCodes';
import { NAMED_TIMES } from '../../vanilla/namedTimes';

export interface MineStudioParse {
  keys: MineStudioKeys;
  /** Bad content, each on the node it is about (codes under `minestudio/`). */
  problems: TaskDiagnostic[];
}

/** Top-level keys this parse reads, each with the callback file that reads it. */
export const MINESTUDIO_KEYS: Readonly<Record<string, string>> = Object.freeze(Object.assign(Object.create(null), {
  summon_mobs: 'summon_mobs.py',
  init_inventory: 'init_inventory.py',
  spawn_positions: 'hard_reset.py',
  biomes: 'fast_reset.py',
  random_tp_range: 'fast_reset.py',
  start_time: 'fast_reset.py',
  start_weather: 'fast_reset.py',
  time_limit: 'judgereset.py',
  use_prev_action: 'prev_action.py',
  reference_video: 'demonstration.py',
}));

/** Fields of one entry that the callbacks read. */
export const MOB_FIELDS = ['name', 'mob_name', 'number', 'range_x', 'range_z'];
export const INVENTORY_FIELDS = ['slot', 'type', 'quantity', 'metadata'];
/** `yaw` and `pitch` are read by some MineStudio versions' hard_reset.py / fast_reset.py. */
export const SPAWN_FIELDS = ['seed', 'position', 'yaw', 'pitch'];

/** Weathers `/weather` accepts in 1.16.5. */
export const WEATHERS = ['clear', 'rain', 'thunder'];
/** Named times `/time set` accepts in 1.16.5, in ticks. */
export { NAMED_TIMES };

/** /replaceitem's count argument is an integer 1–64 in 1.16.5. */
export const MAX_COUNT = 64;
/** More mobs than this in one entry is more likely a typo than a task (each is a summon command). */
export const MANY_MOBS = 100;
export const MAX_SLOT = 40;
/** Random slots are drawn from the main inventory and hotbar only. */
export const MAX_RANDOM_SLOT = 35;

const cache = new WeakMap<TaskModel, MineStudioParse>();

/** The parse of one model version, computed once. */
export function mineStudioKeys(model: TaskModel): MineStudioParse {
  let r = cache.get(model);
  if (!r) {
    r = parse(model);
    cache.set(model, r);
  }
  return r;
}

type Problems = TaskDiagnostic[];

function spanOf(node: Node | null | undefined, fallback: Span): Span {
  const r = node?.range;
  return r ? [r[0], Math.max(r[0] + 1, r[1])] : fallback;
}


function scalarValue(node: Node | null | undefined): unknown {
  return isScalar(node) ? node.value : undefined;
}

/** A number that is not a boolean (YAML `true` is not 1 here, though Python would take it). */
function num(node: Node | null | undefined): number | undefined {
  const v = scalarValue(node);
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function fieldMap(map: YAMLMap): Map<string, { pair: Pair; key: Span; value: Node | null }> {
  const out = new Map<string, { pair: Pair; key: Span; value: Node | null }>();
  for (const pair of map.items) {
    if (!isScalar(pair.key)) continue;
    const k = String(pair.key.value);
    const r = pair.key.range ?? [0, 0];
    if (!out.has(k)) out.set(k, { pair, key: [r[0], r[1]], value: (pair.value as Node) ?? null });
  }
  return out;
}

function unknownFields(fields: ReturnType<typeof fieldMap>, known: string[], where: string, out: Problems): void {
  for (const [k, f] of fields) {
    if (known.includes(k)) continue;
    const guess = didYouMean(k, known, 1);
    const hint = guess.length ? ` Did you mean \`${guess[0]}\`?` : ` It reads ${known.map((x) => '`' + x + '`').join(', ')}.`;
    out.push(diag(f.key[0], f.key[1], 'warning', MINESTUDIO.unknownField, `${where} has no field \`${excerpt(k)}\`; MineStudio ignores it.${hint}`,
      guess.map((g) => ({ title: `Rename to ${g}`, edits: [{ start: f.key[0], end: f.key[1], newText: g }], isPreferred: true }))));
  }
}

/** The list under `key`, or a problem when the value is something else. */
function listOf(model: TaskModel, key: string, out: Problems): { items: Node[]; keySpan: Span } | undefined {
  const e = model.topLevel.get(key);
  if (!e) return undefined;
  const keySpan: Span = [e.keyStart, e.keyEnd];
  if (isSeq(e.value)) return { items: e.value.items as Node[], keySpan };
  const [s, en] = spanOf(e.value, keySpan);
  out.push(diag(s, en, 'error', MINESTUDIO.type, `\`${key}\` should be a list, not ${describe(e.value)}; MineStudio's ${MINESTUDIO_KEYS[key]} loops over it.`));
  return { items: [], keySpan };
}

/** Reports `minecraft:`, which MineStudio would prefix again (`minecraft:minecraft:zombie` is no id); undefined then. */
function namespaceProblem(node: Node, name: string, field: string, out: Problems): string | undefined {
  if (!name.startsWith('minecraft:')) return name;
  const bare = name.slice('minecraft:'.length);
  const [s, e] = spanOf(node, [0, 0]);
  out.push(diag(s, e, 'error', MINESTUDIO.namespace,
    `MineStudio writes \`minecraft:\` before \`${field}\` itself, so \`${excerpt(name)}\` becomes \`minecraft:${excerpt(name)}\`, which is no id. Write \`${excerpt(bare)}\`.`,
    [{ title: `Write ${bare}`, edits: [{ start: s, end: e, newText: bare }], isPreferred: true, safe: true }]));
  return undefined;
}

/**
 * An entry's id field (`name` of a mob, `type` of an item): a non-empty string written without
 * `minecraft:`. The id is undefined when the callback would fail on it; the span is the value's
 * whenever it is a string.
 */
function idField(field: { key: Span; value: Node | null }, name: string, what: string, where: string, out: Problems): { id?: string; span?: Span } {
  const v = scalarValue(field.value);
  if (typeof v !== 'string' || !v.trim()) {
    const [s, e] = spanOf(field.value, field.key);
    out.push(diag(s, e, 'error', MINESTUDIO.type, `\`${name}\` of ${where} should be ${what}, not ${describe(field.value)}.`));
    return {};
  }
  return { id: namespaceProblem(field.value!, v, name, out), span: spanOf(field.value, field.key) };
}

/** A [min, max] pair for numpy's uniform(*range). */
function rangePair(node: Node | null, field: string, where: string, fallback: Span, out: Problems): [number, number] | undefined {
  const [s, e] = spanOf(node, fallback);
  if (!isSeq(node) || node.items.length !== 2 || node.items.some((i) => num(i as Node) === undefined)) {
    out.push(diag(s, e, 'error', MINESTUDIO.type, `\`${field}\` of ${where} should be two numbers [min, max] (offsets from the agent), not ${describe(node)}.`));
    return undefined;
  }
  const lo = num(node.items[0] as Node)!;
  const hi = num(node.items[1] as Node)!;
  if (lo > hi) {
    const text = `[${hi}, ${lo}]`;
    out.push(diag(s, e, 'warning', MINESTUDIO.range, `\`${field}\` of ${where} is [${lo}, ${hi}]: its minimum is above its maximum (numpy leaves such a range undefined). Write ${text}.`,
      [{ title: `Write ${text}`, edits: [{ start: s, end: e, newText: text }], isPreferred: true }]));
    return [hi, lo];
  }
  return [lo, hi];
}

function parseMobs(model: TaskModel, keys: MineStudioKeys, out: Problems): void {
  const list = listOf(model, 'summon_mobs', out);
  if (!list) return;
  list.items.forEach((item, index) => {
    const where = `summon_mobs entry ${index + 1}`;
    const span = spanOf(item, list.keySpan);
    if (!isMap(item)) {
      out.push(diag(span[0], span[1], 'error', MINESTUDIO.type, `Each summon_mobs entry should be a mapping such as {name: zombie, number: 2, range_x: [-3, 3], range_z: [2, 4]}, not ${describe(item)}.`));
      return;
    }
    const fields = fieldMap(item);
    unknownFields(fields, MOB_FIELDS, `A summon_mobs entry`, out);
    const firstKey: Span = item.items.length && isScalar(item.items[0].key) && item.items[0].key.range ? [item.items[0].key.range[0], item.items[0].key.range[1]] : span;
    const missing = (f: string, why: string) => out.push(diag(firstKey[0], firstKey[1], 'error', MINESTUDIO.missingField, `This ${where} has no \`${f}\`${why}; MineStudio's summon_mobs.py stops with an error.`));
    // `name` wins over `mob_name` (mob.get('name', mob.get('mob_name'))).
    const nameField = fields.get('name') ?? fields.get('mob_name');
    if (!nameField) missing('name', ' (the entity to summon)');
    // With `minecraft:` written, the summon fails: no mob, so no entry in `keys`.
    const { id: name, span: nameSpan } = nameField ? idField(nameField, 'name', 'an entity id such as zombie', where, out) : { id: undefined, span: undefined };
    const numberField = fields.get('number');
    let count: number | undefined;
    if (!numberField) missing('number', ' (how many to summon)');
    else {
      const n = num(numberField.value);
      const [s, e] = spanOf(numberField.value, numberField.key);
      if (n === undefined || !Number.isInteger(n)) {
        out.push(diag(s, e, 'error', MINESTUDIO.type, `\`number\` of ${where} should be a whole number (Python's range() takes no other), not ${describe(numberField.value)}.`));
      } else if (n < 1) {
        out.push(diag(s, e, 'warning', MINESTUDIO.range, `\`number\` of ${where} is ${n}: MineStudio summons no ${name ?? 'mob'} at all.`));
        count = 0;
      } else if (n > MANY_MOBS) {
        out.push(diag(s, e, 'warning', MINESTUDIO.range, `\`number\` of ${where} is ${n}: MineStudio sends one summon command per mob, and more than ${MANY_MOBS} mobs around the agent is more likely a typo than a task.`));
        count = n;
      } else count = n;
    }
    const ranges: ([number, number] | undefined)[] = [];
    for (const f of ['range_x', 'range_z']) {
      const field = fields.get(f);
      if (!field) {
        missing(f, ` (the [min, max] offsets to spawn within)`);
        ranges.push(undefined);
      } else ranges.push(rangePair(field.value, f, where, field.key, out));
    }
    if (name !== undefined && count !== undefined && ranges[0] && ranges[1]) {
      const mob: MobSpawn = { index, name, number: count, rangeX: ranges[0], rangeZ: ranges[1], span, nameSpan };
      keys.summonMobs.push(mob);
    }
  });
}

/**
 * MineStudio's quantity grammar (init_inventory.py `_item_quantity_parser`):
 * "random", or conditions separated by commas, each `<n`, `<=n`, `>n`, `>=n`
 * or `==n`. Bounds here are inclusive; the stack size caps them at run time.
 */
export function parseQuantity(text: string): { quantity: Quantity; ignored: string[]; empty: boolean } {
  if (text === 'random') return { quantity: { kind: 'random' }, ignored: [], empty: false };
  let min: number | undefined;
  let max: number | undefined;
  const ignored: string[] = [];
  for (const part of text.split(',')) {
    const m = /([<>]=?|==)\s*(\d+)/.exec(part.trim());
    if (!m) {
      ignored.push(part.trim());
      continue;
    }
    const v = Number(m[2]);
    const lo = m[1] === '>' ? v + 1 : m[1] === '>=' || m[1] === '==' ? v : undefined;
    const hi = m[1] === '<' ? v - 1 : m[1] === '<=' || m[1] === '==' ? v : undefined;
    if (lo !== undefined) min = min === undefined ? lo : Math.max(min, lo);
    if (hi !== undefined) max = max === undefined ? hi : Math.min(max, hi);
  }
  const empty = (min !== undefined && max !== undefined && min > max) || (max !== undefined && max < 0);
  return { quantity: { kind: 'bounds', min, max, text }, ignored, empty };
}

function parseQuantityNode(node: Node | null, where: string, fallback: Span, out: Problems): Quantity | undefined {
  const [s, e] = spanOf(node, fallback);
  const v = scalarValue(node);
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) {
      out.push(diag(s, e, 'error', MINESTUDIO.type, `\`quantity\` of ${where} should be a whole number; MineStudio stops on ${excerpt(String(v))}.`));
      return undefined;
    }
    if (v < 1 || v > MAX_COUNT) {
      out.push(diag(s, e, 'error', MINESTUDIO.range, `\`quantity\` of ${where} is ${v}, but /replaceitem takes a count from 1 to ${MAX_COUNT}: the command fails and the slot stays empty.`));
      return undefined;
    }
    return { kind: 'count', n: v };
  }
  if (typeof v !== 'string') {
    out.push(diag(s, e, 'error', MINESTUDIO.type, `\`quantity\` of ${where} should be a number, \`random\` or conditions such as ">2" or "<12,>10", not ${describe(node)}.`));
    return undefined;
  }
  const text = v.trim();
  if (/^\d+$/.test(text)) {
    // A quoted number is a string to MineStudio, and no condition: every count is a candidate.
    const n = Number(text);
    out.push(diag(s, e, 'warning', MINESTUDIO.quantity, `\`quantity\` of ${where} is the text "${excerpt(text)}", not a number: MineStudio reads no condition in it and draws any count up to a stack. Write ${n} without quotes.`,
      [{ title: `Write ${n}`, edits: [{ start: s, end: e, newText: String(n) }], isPreferred: true }]));
    return { kind: 'bounds', text: v };
  }
  const r = parseQuantity(v);
  if (r.ignored.length) {
    const shown = r.ignored.map((p) => `"${excerpt(p)}"`).join(', ');
    const all = r.quantity.kind === 'bounds' && r.quantity.min === undefined && r.quantity.max === undefined;
    out.push(diag(s, e, 'warning', MINESTUDIO.quantity,
      `MineStudio reads \`quantity\` as \`random\` or conditions such as ">2" or "<12,>10"; it skips ${shown}${all ? ', so any count up to a stack may be drawn' : ''}.`));
  } else if (r.empty) {
    out.push(diag(s, e, 'warning', MINESTUDIO.quantity, `No count satisfies \`quantity\` "${excerpt(v)}" of ${where}; MineStudio then gives 1.`));
  }
  return r.quantity;
}

function parseInventory(model: TaskModel, keys: MineStudioKeys, out: Problems): void {
  const list = listOf(model, 'init_inventory', out);
  if (!list) return;
  const seenSlots = new Map<number, number>();
  list.items.forEach((item, index) => {
    const where = `init_inventory entry ${index + 1}`;
    const span = spanOf(item, list.keySpan);
    if (!isMap(item)) {
      out.push(diag(span[0], span[1], 'error', MINESTUDIO.type, `Each init_inventory entry should be a mapping such as {slot: 0, type: diamond_sword, quantity: 1}, not ${describe(item)}.`));
      return;
    }
    const fields = fieldMap(item);
    unknownFields(fields, INVENTORY_FIELDS, 'An init_inventory entry', out);
    const firstKey: Span = item.items.length && isScalar(item.items[0].key) && item.items[0].key.range ? [item.items[0].key.range[0], item.items[0].key.range[1]] : span;
    const missing = (f: string, why: string) => out.push(diag(firstKey[0], firstKey[1], 'error', MINESTUDIO.missingField, `This ${where} has no \`${f}\`${why}; MineStudio's init_inventory.py stops with an error.`));

    let slot: number | 'random' | undefined;
    const slotField = fields.get('slot');
    if (!slotField) missing('slot', ' (0–40, or random)');
    else {
      const [s, e] = spanOf(slotField.value, slotField.key);
      const v = scalarValue(slotField.value);
      // int(slot) also takes a string of digits.
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : undefined;
      if (v === 'random') slot = 'random';
      else if (n === undefined || !Number.isInteger(n)) {
        out.push(diag(s, e, 'error', MINESTUDIO.type, `\`slot\` of ${where} should be a slot number 0–${MAX_SLOT} or \`random\`, not ${describe(slotField.value)}.`));
      } else if (n < 0 || n > MAX_SLOT) {
        out.push(diag(s, e, 'error', MINESTUDIO.range, `\`slot\` of ${where} is ${n}; MineStudio takes 0–${MAX_SLOT} (0–8 hotbar, 9–35 inventory, 36–39 armor, 40 off hand) and stops on any other.`));
      } else {
        slot = n;
        const before = seenSlots.get(n);
        if (before !== undefined) {
          out.push(diag(s, e, 'warning', MINESTUDIO.duplicateSlot, `Slot ${n} is also filled by init_inventory entry ${before + 1}; MineStudio runs both /replaceitem commands and the later one wins.`));
        } else seenSlots.set(n, index);
      }
    }

    const typeField = fields.get('type');
    if (!typeField) missing('type', ' (the item id)');
    // With `minecraft:` written, init_inventory.py's assert stops it: no item, so no entry in `keys`.
    const { id: type, span: typeSpan } = typeField ? idField(typeField, 'type', 'an item id such as diamond_sword', where, out) : { id: undefined, span: undefined };

    let quantity: Quantity | undefined;
    const qField = fields.get('quantity');
    if (!qField) missing('quantity', ' (a count, random, or conditions such as ">2")');
    else quantity = parseQuantityNode(qField.value, where, qField.key, out);

    let metadata: number | undefined;
    const mField = fields.get('metadata');
    if (mField) {
      const mv = scalarValue(mField.value);
      metadata = typeof mv === 'number' ? mv : undefined;
      // Remove the whole `metadata: …` pair (and its separator in a flow map) as the fix.
      const fix = removePairFix(model, item, mField.pair);
      out.push(diag(mField.key[0], mField.key[1], 'warning', MINESTUDIO.metadata,
        `MineStudio appends \`metadata\` after the count (/replaceitem entity @p <slot> minecraft:<type> <count> ${excerpt(String(mv ?? ''))}), and 1.16.5's /replaceitem takes nothing there: the command fails and the slot stays empty. Remove \`metadata\`.`,
        fix ? [fix] : undefined));
    }

    // An entry with `metadata` is kept (its command fails in 1.16.5; `metadata` says so to whoever builds the scene).
    if (slot !== undefined && type !== undefined && quantity !== undefined) {
      const entry: InventorySlot = { index, slot, type, quantity, span, typeSpan };
      if (metadata !== undefined) entry.metadata = metadata;
      keys.initInventory.push(entry);
    }
  });
}

/** An edit deleting one pair of a map (its line in a block map, or the pair and a comma in a flow map). */
function removePairFix(model: TaskModel, map: YAMLMap, pair: Pair): Fix | undefined {
  const kr = (pair.key as Node | null)?.range;
  const vr = (pair.value as Node | null)?.range;
  if (!kr) return undefined;
  let start = kr[0];
  let end = vr ? vr[1] : kr[1];
  const text = model.text;
  if (map.flow) {
    // Take the comma after the pair, or else the one before it.
    const after = /^\s*,\s*/.exec(text.slice(end));
    if (after) end += after[0].length;
    else {
      const before = /,\s*$/.exec(text.slice(0, start));
      if (before) start -= before[0].length;
    }
  } else {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    // The pair that opens a `- ` entry carries the dash: removing its line would break the entry.
    if (!/^[ \t]*$/.test(text.slice(lineStart, start))) return undefined;
    start = lineStart;
    const nl = text.indexOf('\n', end);
    end = nl < 0 ? text.length : nl + 1;
  }
  return { title: 'Remove metadata', edits: [{ start, end, newText: '' }], isPreferred: true };
}

function parseSpawns(model: TaskModel, keys: MineStudioKeys, out: Problems): void {
  const list = listOf(model, 'spawn_positions', out);
  if (!list) return;
  list.items.forEach((item, index) => {
    const where = `spawn_positions entry ${index + 1}`;
    const span = spanOf(item, list.keySpan);
    if (!isMap(item)) {
      out.push(diag(span[0], span[1], 'error', MINESTUDIO.type, `Each spawn_positions entry should be a mapping such as {seed: 19961103, position: [0, 64, 0]}, not ${describe(item)}.`));
      return;
    }
    const fields = fieldMap(item);
    unknownFields(fields, SPAWN_FIELDS, 'A spawn_positions entry', out);
    const firstKey: Span = item.items.length && isScalar(item.items[0].key) && item.items[0].key.range ? [item.items[0].key.range[0], item.items[0].key.range[1]] : span;
    let seed: number | undefined;
    const seedField = fields.get('seed');
    if (!seedField) out.push(diag(firstKey[0], firstKey[1], 'error', MINESTUDIO.missingField, `This ${where} has no \`seed\`; MineStudio's hard_reset.py seeds the world with it and stops without one.`));
    else {
      const n = num(seedField.value);
      if (n === undefined || !Number.isInteger(n)) {
        const [s, e] = spanOf(seedField.value, seedField.key);
        out.push(diag(s, e, 'error', MINESTUDIO.type, `\`seed\` of ${where} should be a whole number (the world seed), not ${describe(seedField.value)}.`));
      } else seed = n;
    }
    const posField = fields.get('position');
    if (!posField) {
      out.push(diag(firstKey[0], firstKey[1], 'error', MINESTUDIO.missingField, `This ${where} has no \`position\` (three numbers, sent to /tp as x y z).`));
      return;
    }
    const node = posField.value;
    if (!isSeq(node) || node.items.length !== 3 || node.items.some((i) => num(i as Node) === undefined)) {
      const [s, e] = spanOf(node, posField.key);
      out.push(diag(s, e, 'error', MINESTUDIO.type, `\`position\` of ${where} should be three numbers, which MineStudio sends to /tp as x y z, not ${describe(node)}.`));
      return;
    }
    const p = node.items.map((i) => num(i as Node)!) as [number, number, number];
    if (seedField && seed === undefined) return;
    keys.spawnPositions.push(seed === undefined ? { position: p, span } : { seed, position: p, span });
  });
}

function parseScalars(model: TaskModel, keys: MineStudioKeys, out: Problems): void {
  const entry = (k: string) => model.topLevel.get(k);
  const where = (k: string): Span => {
    const e = entry(k)!;
    return spanOf(e.value, [e.keyStart, e.keyEnd]);
  };
  const typeProblem = (k: string, want: string) => {
    const [s, e] = where(k);
    out.push(diag(s, e, 'error', MINESTUDIO.type, `\`${k}\` should be ${want}, not ${describe(entry(k)!.value)}.`));
  };

  if (entry('biomes')) {
    const node = entry('biomes')!.value;
    // fast_reset.py takes random.choice(biomes): a list of names.
    if (isSeq(node) && node.items.length && node.items.every((i) => typeof scalarValue(i as Node) === 'string')) {
      keys.biomes = { value: node.items.map((i) => String(scalarValue(i as Node))), span: where('biomes') };
    } else typeProblem('biomes', 'a non-empty list of biome names such as [plains, forest]');
  }
  if (entry('random_tp_range')) {
    const n = num(entry('random_tp_range')!.value);
    if (n === undefined) typeProblem('random_tp_range', 'a number of blocks');
    else if (n < 1) {
      const [s, e] = where('random_tp_range');
      out.push(diag(s, e, 'error', MINESTUDIO.range, `\`random_tp_range\` is ${n}; fast_reset.py draws x and z from ±range/2 and needs at least 1.`));
    } else keys.randomTpRange = { value: n, span: where('random_tp_range') };
  }
  if (entry('start_time')) {
    const v = scalarValue(entry('start_time')!.value);
    // `/time set` takes ticks or day / noon / night / midnight.
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0) keys.startTime = { value: v, span: where('start_time') };
    else if (typeof v === 'string' && NAMED_TIMES[v] !== undefined) keys.startTime = { value: NAMED_TIMES[v], span: where('start_time') };
    else typeProblem('start_time', 'a time of day in ticks (0–24000) or day, noon, night or midnight, which MineStudio sends as /time set');
  }
  if (entry('start_weather')) {
    const v = scalarValue(entry('start_weather')!.value);
    if (typeof v === 'string' && WEATHERS.includes(v)) keys.startWeather = { value: v, span: where('start_weather') };
    else {
      const [s, e] = where('start_weather');
      const guess = typeof v === 'string' ? weatherGuess(v) : [];
      out.push(diag(s, e, 'error', MINESTUDIO.weather, `\`start_weather\` goes to /weather, which takes clear, rain or thunder, not ${describe(entry('start_weather')!.value)}.`,
        guess.map((g) => ({ title: `Write ${g}`, edits: [{ start: s, end: e, newText: g }], isPreferred: true }))));
    }
  }
  if (entry('time_limit')) {
    const n = num(entry('time_limit')!.value);
    if (n === undefined) typeProblem('time_limit', 'a number of steps (20 a second)');
    else if (n <= 0) {
      const [s, e] = where('time_limit');
      out.push(diag(s, e, 'error', MINESTUDIO.range, `\`time_limit\` is ${n}: judgereset.py would end every episode at its first step. Give the steps the agent may take (20 a second).`));
    } else keys.timeLimit = { value: n, span: where('time_limit') };
  }
  if (entry('use_prev_action')) {
    const v = scalarValue(entry('use_prev_action')!.value);
    if (typeof v === 'boolean') keys.usePrevAction = { value: v, span: where('use_prev_action') };
    else {
      const [s, e] = where('use_prev_action');
      // prev_action.py tests the value for truth: the text "false" switches it on.
      const truthy = typeof v === 'string' ? v.length > 0 : typeof v === 'number' ? v !== 0 : false;
      const lower = typeof v === 'string' ? v.trim().toLowerCase() : '';
      const fix = lower === 'true' || lower === 'false' ? [{ title: `Write ${lower}`, edits: [{ start: s, end: e, newText: lower }], isPreferred: true, safe: true }] : undefined;
      out.push(diag(s, e, typeof v === 'number' ? 'warning' : 'error', MINESTUDIO.type,
        `\`use_prev_action\` should be true or false, not ${describe(entry('use_prev_action')!.value)}; MineStudio tests it for truth, so this ${truthy ? 'switches it on' : 'leaves it off'}.`, fix));
      keys.usePrevAction = { value: truthy, span: [s, e] };
    }
  }
  if (entry('reference_video')) {
    const v = scalarValue(entry('reference_video')!.value);
    if (typeof v === 'string' && v.trim()) keys.referenceVideo = { value: v, span: where('reference_video') };
    else typeProblem('reference_video', 'the name of a reference video directory such as collect_wood');
  }
}

/** Words people write for a weather /weather does not take. */
const WEATHER_WORDS: Readonly<Record<string, string>> = Object.freeze(Object.assign(Object.create(null), {
  sun: 'clear', sunny: 'clear', clean: 'clear', dry: 'clear', rainy: 'rain', raining: 'rain', storm: 'thunder', thunderstorm: 'thunder', stormy: 'thunder', thundering: 'thunder',
}));

function weatherGuess(v: string): string[] {
  const lower = v.trim().toLowerCase();
  if (WEATHERS.includes(lower)) return [lower];
  const word = WEATHER_WORDS[lower];
  return word ? [word] : didYouMean(lower, WEATHERS, 2);
}

function parse(model: TaskModel): MineStudioParse {
  const keys: MineStudioKeys = { summonMobs: [], initInventory: [], spawnPositions: [] };
  const problems: Problems = [];
  parseMobs(model, keys, problems);
  parseInventory(model, keys, problems);
  parseSpawns(model, keys, problems);
  parseScalars(model, keys, problems);
  return { keys, problems };
}
