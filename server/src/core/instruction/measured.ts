import type { EventName } from '../events';
import type { Registry } from '../../mc/registry';

/**
 * Understanding an atomic task name ("craft a furnace", "mine iron ore with a
 * stone pickaxe", "hunt a sheep"): its verb, its target id and the reward
 * event that measures it. Used for file names, for the reward hint in the
 * prompt and for the catalogue.
 */
export type TaskVerb = 'craft' | 'smelt' | 'mine' | 'kill' | 'hunt' | 'use' | 'collect';
/** The events an atomic task is measured by (a subset of the vocabulary in core/events.ts). */
export type RewardEvent = Extract<EventName, 'craft_item' | 'mine_block' | 'kill_entity' | 'use_item' | 'pickup' | 'custom'>;

export interface MeasuredGoal {
  verb: TaskVerb;
  target: string;
  event: RewardEvent;
  objects: string[];
}

const VERBS: [RegExp, TaskVerb][] = [
  [/^(craft|make|build)$/, 'craft'],
  [/^(smelt|cook)$/, 'smelt'],
  [/^(mine|dig|break|chop|harvest)$/, 'mine'],
  [/^(kill|combat|fight|slay|defeat|attack)$/, 'kill'],
  [/^(hunt)$/, 'hunt'],
  [/^(use|shoot|eat|drink|throw|place)$/, 'use'],
  [/^(collect|obtain|get|gather|pick|pickup|find)$/, 'collect'],
];

const FILLER = new Set(['a', 'an', 'the', 'some', 'one', 'two', 'three', 'few', 'up', 'several', 'of']);
const STOP = new Set(['from', 'with', 'using', 'by', 'in', 'on', 'at', 'for', 'to', 'into', 'near', 'and', 'or', 'without', 'while']);

/** "Craft a Furnace!" → ["craft", "a", "furnace"]. */
function words(name: string): string[] {
  return name.toLowerCase().replace(/minecraft:/g, '').replace(/[^a-z0-9_ ]+/g, ' ').split(/\s+/).filter(Boolean);
}

/** A file name for a task: craft_furnace, craft_ladder_and_kill_spider. */
export function taskFileName(task: string, and: string[] = [], or: string[] = []): string {
  const one = (t: string) => words(t).filter((w) => !FILLER.has(w) && !/^\d+$/.test(w)).join('_') || 'task';
  let name = one(task);
  for (const a of and) name += '_and_' + one(a);
  for (const o of or) name += '_or_' + one(o);
  return name.slice(0, 120);
}

/** Resolves the words after the verb to an id of the given registry map, trying plural forms. */
function resolve(phrase: string[], has: (id: string) => boolean, displayNames: Map<string, string>): string | undefined {
  // Longest prefix first: "iron ore with a pickaxe" → "iron_ore".
  for (let n = phrase.length; n > 0; n--) {
    const ws = phrase.slice(0, n);
    const id = ws.join('_');
    const forms = [id, id.replace(/ies$/, 'y'), id.replace(/es$/, ''), id.replace(/s$/, '')];
    for (const f of forms) if (has(f)) return f;
    const byName = displayNames.get(ws.join(' '));
    if (byName) return byName;
  }
  return undefined;
}

function displayIndex<T extends { name: string; displayName: string }>(m: Map<string, T>): Map<string, string> {
  const out = new Map<string, string>();
  for (const v of m.values()) out.set(v.displayName.toLowerCase(), v.name);
  return out;
}

interface DisplayIndexes {
  items: Map<string, string>;
  blocks: Map<string, string>;
  entities: Map<string, string>;
}

/** Display name → id, per registry (a catalogue or a batch asks for hundreds of tasks). */
const indexesByRegistry = new WeakMap<Registry, DisplayIndexes>();
function displayIndexes(reg: Registry): DisplayIndexes {
  let ix = indexesByRegistry.get(reg);
  if (!ix) indexesByRegistry.set(reg, (ix = { items: displayIndex(reg.items), blocks: displayIndex(reg.blocks), entities: displayIndex(reg.entities) }));
  return ix;
}

/** The measurable goal of an atomic task, or undefined when it cannot be read (build a house). */
export function measuredGoal(task: string, reg: Registry): MeasuredGoal | undefined {
  const ws = words(task);
  const vi = ws.findIndex((w) => VERBS.some(([re]) => re.test(w)));
  if (vi < 0) return undefined;
  const verb = VERBS.find(([re]) => re.test(ws[vi]))![1];
  const rest: string[] = [];
  for (const w of ws.slice(vi + 1)) {
    if (STOP.has(w)) break;
    if (!FILLER.has(w) && !/^\d+$/.test(w) && !(verb === 'collect' && w === 'up')) rest.push(w);
  }
  if (!rest.length) return undefined;
  const { items, blocks, entities } = displayIndexes(reg);
  switch (verb) {
    case 'craft':
    case 'smelt': {
      const id = resolve(rest, (x) => reg.items.has(x), items);
      return id ? { verb, target: id, event: 'craft_item', objects: [id] } : undefined;
    }
    case 'mine': {
      const block = resolve(rest, (x) => reg.blocks.has(x), blocks);
      if (block) return { verb, target: block, event: 'mine_block', objects: [block] };
      // "mine diamond": the blocks that drop it (diamond_ore).
      const item = resolve(rest, (x) => reg.items.has(x), items);
      if (!item) return undefined;
      const sources = [...reg.blocks.values()].filter((b) => b.drops.includes(item) && b.name !== item).map((b) => b.name);
      return sources.length && sources.length <= 6 ? { verb, target: item, event: 'mine_block', objects: sources } : undefined;
    }
    case 'kill':
    case 'hunt': {
      const id = resolve(rest, (x) => reg.entities.has(x), entities);
      return id ? { verb, target: id, event: 'kill_entity', objects: [id] } : undefined;
    }
    case 'use': {
      const id = resolve(rest, (x) => reg.items.has(x), items);
      return id ? { verb, target: id, event: 'use_item', objects: [id] } : undefined;
    }
    case 'collect': {
      const id = resolve(rest, (x) => reg.items.has(x), items);
      return id ? { verb, target: id, event: 'pickup', objects: [id] } : undefined;
    }
  }
}
