/**
 * Finds the blocks, items and entities an instruction names, by id
 * (`blue_bed`, `minecraft:blue_bed`) or display name ("blue bed", "Blue
 * Beds"), singular or plural. Longest names win: "wither skeleton" is one
 * entity, not a skeleton.
 */
import { Lru } from '../../util/lru';
import type { Registry } from '../../vanilla/registry';

export interface NamedThing {
  /** Registry id without namespace (the first reading of the phrase). */
  id: string;
  /** Every reading of the phrase ("carrots": the crop block and the item), the first one first. */
  ids: string[];
  kind: 'item' | 'block' | 'entity';
  /** Offsets of the phrase in the lower-cased instruction. */
  start: number;
  end: number;
  phrase: string;
}

/**
 * Words too generic to mean the registry entry in an instruction ("light the
 * fire", "a map of", "the string of"), and names that are common English.
 * @notGameFact the reader's judgement of vague English words, not a fact of the game
 */
const GENERIC = new Set(['air', 'fire', 'light', 'map', 'book', 'string', 'stone', 'barrier', 'structure void', 'piston head', 'moving piston', 'player', 'item', 'marker', 'glass', 'egg', 'arrow', 'potion', 'shield', 'bow', 'lead', 'painting', 'name', 'bell', 'target', 'observer', 'jigsaw', 'light gray', 'spawner', 'water', 'lava', 'snow', 'ice', 'grass', 'dirt', 'sand', 'clay', 'stick', 'bone', 'scute', 'compass', 'clock', 'bricks', 'brick', 'flint', 'paper', 'sugar', 'bread', 'bowl', 'chain', 'lantern', 'campfire', 'torch', 'fern', 'vine', 'vines', 'ladder', 'rail', 'bed', 'boat']);

interface Entry {
  id: string;
  kind: NamedThing['kind'];
}

const cache = new WeakMap<Registry, Map<string, Entry[]>>();
/** The same index with the generic words kept: after "find", "a bed" means beds. */
const fullCache = new WeakMap<Registry, Map<string, Entry[]>>();

function plurals(name: string): string[] {
  const out = [name];
  if (/(s|x|ch|sh)$/.test(name)) out.push(name + 'es');
  else if (/[^aeiou]y$/.test(name)) out.push(name.slice(0, -1) + 'ies');
  // "wolves", and the "wolfs" real task files write ("combat wolfs").
  else if (/f$/.test(name)) out.push(name.slice(0, -1) + 'ves', name + 's');
  else out.push(name + 's');
  return out;
}

/** Phrase → thing, for every block, item and entity of the version (entities win over their spawn eggs, blocks over items). */
export function nameIndex(reg: Registry, withGeneric = false): Map<string, Entry[]> {
  const store = withGeneric ? fullCache : cache;
  let m = store.get(reg);
  if (m) return m;
  m = new Map();
  const put = (name: string, e: Entry) => {
    const key = name.toLowerCase().replace(/_/g, ' ').trim();
    if (!key || (!withGeneric && GENERIC.has(key))) return;
    for (const p of plurals(key)) {
      const list = m!.get(p);
      if (!list) m!.set(p, [e]);
      else if (!list.some((x) => x.id === e.id)) list.push(e);
    }
  };
  for (const e of reg.entities.values()) {
    put(e.name, { id: e.name, kind: 'entity' });
    put(e.displayName, { id: e.name, kind: 'entity' });
  }
  for (const b of reg.blocks.values()) {
    put(b.name, { id: b.name, kind: 'block' });
    put(b.displayName, { id: b.name, kind: 'block' });
  }
  for (const i of reg.items.values()) {
    put(i.name, { id: i.name, kind: 'item' });
    put(i.displayName, { id: i.name, kind: 'item' });
  }
  // Metals are named by their bare word ("smelt iron", "mine gold"): the ingot first, then the ore it comes from.
  for (const metal of ['iron', 'gold', 'netherite']) {
    if (reg.items.has(`${metal}_ingot`)) put(metal, { id: `${metal}_ingot`, kind: 'item' });
    if (reg.blocks.has(`${metal}_ore`)) put(metal, { id: `${metal}_ore`, kind: 'block' });
    else if (metal === 'netherite' && reg.blocks.has('ancient_debris')) put(metal, { id: 'ancient_debris', kind: 'block' });
  }
  store.set(reg, m);
  return m;
}

const MAX_WORDS = 5;

/**
 * Things named in `lower` (already lower case), left to right, longest match
 * first. Memoised by text: the reward hints ask once per reward object and
 * the text checks once more, all about the same instruction. The result is
 * shared; callers must not mutate it. `withGeneric` keeps common words
 * ("a bed" after "find").
 */
export function namedThings(lower: string, reg: Registry, withGeneric = false): NamedThing[] {
  const caches = withGeneric ? namedFullCache : namedCache;
  let perReg = caches.get(reg);
  if (!perReg) caches.set(reg, (perReg = new Lru(500)));
  let hit = perReg.get(lower);
  if (!hit) perReg.set(lower, (hit = findNamedThings(lower, reg, withGeneric)));
  return hit;
}

const namedCache = new WeakMap<Registry, Lru<string, NamedThing[]>>();
const namedFullCache = new WeakMap<Registry, Lru<string, NamedThing[]>>();

/**
 * Enchantment and biome names, read as one phrase so that "depth strider" does not name the strider
 * mob, nor "soul sand valley" a soul sand block.
 */
function enchantmentPhrases(reg: Registry): Set<string> {
  let s = enchantCache.get(reg);
  if (!s) {
    const names = [...reg.enchantments.values(), ...reg.biomes.values()].flatMap((e) => [e.displayName, e.name.replace(/_/g, ' ')]);
    enchantCache.set(reg, (s = new Set(names.map((n) => n.toLowerCase()))));
  }
  return s;
}

const enchantCache = new WeakMap<Registry, Set<string>>();

function findNamedThings(lower: string, reg: Registry, withGeneric: boolean): NamedThing[] {
  const index = nameIndex(reg, withGeneric);
  const enchantments = enchantmentPhrases(reg);
  const words = [...lower.matchAll(/(?:minecraft:)?[a-z0-9_']+/g)].map((m) => ({ w: m[0].replace(/^minecraft:/, '').replace(/'s$/, ''), start: m.index!, end: m.index! + m[0].length }));
  const out: NamedThing[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).map((w) => w.w).join(' ').replace(/_/g, ' ');
      if (n > 1 && enchantments.has(phrase)) {
        i += n - 1;
        break;
      }
      const hit = index.get(phrase);
      if (!hit) continue;
      out.push({ ...hit[0], ids: hit.map((e) => e.id), start: words[i].start, end: words[i + n - 1].end, phrase });
      i += n - 1;
      break;
    }
  }
  return out;
}
