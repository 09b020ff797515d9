/**
 * What the words of a clause name, for the goal reader: the objects of a
 * statistic (items, blocks, mobs, through display names, plurals and group
 * words like "logs" or "wool"), how many, with which tool, for what.
 */
import type { Registry } from '../../vanilla/registry';
import { namedThings } from '../instruction/names';
import { ownTable } from '../../util/ownTable';
import type { ObjectKind } from './vocabulary';
import { colourIn, professionIn } from '../../vanilla/variants';
import { hostileMobs, landAnimals } from '../../vanilla/mobKinds';
import { FIELD_CROP_SEEDS } from '../../vanilla/farmingRules';
import { RAW_FISH } from '../../vanilla/fishingRules';

/** Prepositions and linkers that end the object phrase after a verb. */
export const PHRASE_END = /\b(?:from|with|using|by|in|on|onto|at|for|to|into|near|without|while|until|so|before|after|among|around|inside|under|over|across|along|through|because|if|when|then|which|that|who|where)\b/;

/**
 * Counts an instruction spells out ("three logs", "a couple of cows").
 * @notGameFact English number words the reader understands
 */
export const NUMBER_WORDS: Record<string, number> = ownTable({
  a: 1, an: 1, one: 1, single: 1, two: 2, couple: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
});

/** A count the words give ("three logs", "5 stone", "jump 5 times"); 1 when none. */
export function countIn(words: string): number {
  const m = /\b(\d{1,4})\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|couple)\b/.exec(words);
  if (!m) return 1;
  const n = m[1] !== undefined ? Number(m[1]) : NUMBER_WORDS[m[2]];
  return n > 0 && n <= 1000 ? n : 1;
}

/** Group words an author uses for a family of ids (by suffix or exact list); the third element marks mob groups. */
const GROUPS: Array<[RegExp, (reg: Registry) => string[], 'entity'?]> = [
  // MCU's "combat various enemies", "hunt animals": the mob classes of vanilla/mobKinds.ts.
  [/\b(?:enem(?:y|ies)|monsters?|hostiles?|hostile (?:mobs?|creatures?)|mobs)\b/, hostileMobs, 'entity'],
  [/\b(?:animals?|livestock|passive mobs?)\b/, landAnimals, 'entity'],
  [/\bcarpets?\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_carpet'))],
  // "plant crops": the seeds and roots that are planted as crops.
  [/\bcrops?\b/, (reg) => FIELD_CROP_SEEDS.filter((id) => reg.items.has(id))],
  [/\b(?:fence )?gates?\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_fence_gate'))],
  [/\bfences?\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_fence'))],
  [/\btorches\b/, (reg) => ['torch'].filter((id) => reg.items.has(id))],
  [/\b(?:logs?|wood|trees?)\b/, (reg) => [...reg.items.keys()].filter((id) => /_(?:log|stem)$/.test(id) && !id.startsWith('stripped_'))],
  [/\bplanks?\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_planks'))],
  [/\bwool\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_wool'))],
  [/\bleaves\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_leaves'))],
  [/\bsaplings?\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_sapling'))],
  [/\bflowers?\b/, (reg) => [...(reg.itemTags.get('small_flowers') ?? [])]],
  [/\bbeds?\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_bed'))],
  [/\bboats?\b/, (reg) => [...reg.items.keys()].filter((id) => id.endsWith('_boat'))],
  [/\bfish\b/, () => [...RAW_FISH]],
  // "smelt raw food items into cooked food": what a furnace makes edible, and what it makes it from.
  [/\b(?:cooked|smelted|roasted) (?:food|meat)s?\b/, (reg) => cookedFoods(reg)],
  [/\braw (?:food|meat)s?\b|\bfood items?\b|\bmeats?\b/, (reg) => [...new Set(cookedFoods(reg).flatMap((id) => reg.smelting.get(id) ?? []))]],
];

/** Foods a furnace makes (the smelting outputs that are food). */
function cookedFoods(reg: Registry): string[] {
  return [...reg.smelting.keys()].filter((id) => reg.items.get(id)?.food);
}

export interface Named {
  ids: string[];
  /** The words that named them. */
  phrase: string;
  /** Offset of the phrase in the clause. */
  at: number;
  kind: 'item' | 'block' | 'entity';
  /** A colour or profession the words add ("blue sheep", "the librarian"). */
  variant?: string;
}


/** Does registry `kind` know id? */
export function isKind(reg: Registry, kind: 'item' | 'block' | 'entity', id: string): boolean {
  return kind === 'item' ? reg.items.has(id) : kind === 'block' ? reg.blocks.has(id) : reg.entities.has(id);
}

/**
 * The things a phrase names, of the wanted kind when it can be read that way:
 * every reading first ("carrots": crop block and item), then group words.
 */
export function namesIn(phrase: string, kind: ObjectKind, reg: Registry): Named[] {
  const out: Named[] = [];
  for (const t of namedThings(phrase, reg, true)) {
    const want = kind === 'none' ? t.kind : kind;
    let ids = t.ids.filter((id) => isKind(reg, want, id));
    let as: Named['kind'] = want as Named['kind'];
    if (!ids.length) { ids = t.ids; as = t.kind; }
    const variant = as === 'entity' ? colourIn(phrase.slice(Math.max(0, t.start - 12), t.start))?.id : undefined;
    out.push({ ids, phrase: t.phrase, at: t.start, kind: as, ...(variant ? { variant } : {}) });
  }
  // "the librarian", "the farmer villager": a villager of that profession.
  const profession = professionIn(phrase);
  const villager = out.find((n) => n.kind === 'entity' && n.ids.includes('villager'));
  if (profession && villager) villager.variant = profession.id;
  else if (profession && !out.some((n) => n.kind === 'entity')) {
    out.push({ ids: ['villager'], phrase: profession.phrase, at: profession.index, kind: 'entity', variant: profession.id });
  }
  if (!out.length || kind === 'item' || kind === 'block') {
    for (const [re, ids, group] of GROUPS) {
      const m = re.exec(phrase);
      if (!m || out.some((n) => n.at <= m.index && m.index < n.at + n.phrase.length)) continue;
      if (group === 'entity' && (kind === 'item' || kind === 'block')) continue;
      const list = ids(reg).filter((id) => kind === 'none' || kind === 'entity' || isKind(reg, kind, id));
      if (list.length) out.push({ ids: list, phrase: m[0], at: m.index, kind: group ?? (kind === 'block' ? 'block' : 'item') });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Tools by the word that names them, for "with a pickaxe" (any material). */
const TOOL_WORDS = /\b(pickaxe|axe|shovel|hoe|sword|bow|crossbow|shears|trident|fishing rod|flint[ _]and[ _]steel|bucket|shield)s?\b/;

/**
 * The tool the clause fixes: ids for "with an iron sword" / "using your wooden
 * pickaxe" / "with a pickaxe" (any material), [] for bare hands, undefined when
 * the clause fixes none.
 */
export function toolIn(clause: string, reg: Registry): string[] | undefined {
  if (/\b(?:bare hands?|bare-handed|barehanded|only (?:your|his|her) (?:hands?|fists?)|(?:with|using) (?:your )?(?:hands|fists)|by hand|no (?:pickaxe|tools?)|without (?:a |any )?(?:pickaxe|tools?))\b/.test(clause)) return [];
  const m = /\b(?:with|using|by using|holding|wielding)\s+(?:a|an|the|your|his|her|one|some)?\s*([a-z' ]{2,40})/.exec(clause);
  if (!m) return undefined;
  const words = m[1];
  const tool = TOOL_WORDS.exec(words);
  if (!tool) return undefined;
  const exact = namedThings(words.slice(0, tool.index + tool[0].length), reg, true).filter((t) => t.ids.some((id) => reg.items.has(id)));
  const named = exact.find((t) => t.phrase.endsWith(tool[1].replace(/ /g, ' ')) || t.ids[0].endsWith(tool[1].replace(/ /g, '_')));
  if (named) return named.ids.filter((id) => reg.items.has(id));
  const word = tool[1].replace(/ /g, '_');
  if (reg.items.has(word)) return [word];
  return [...reg.items.keys()].filter((id) => id.endsWith(`_${word}`) && !/^(?:stone_|wooden_)?$/.test(id));
}

/** Smelting output of an input ("smelt beef" → cooked_beef), when the input has exactly one. */
export function smeltedFrom(input: string, reg: Registry): string | undefined {
  const outs = [...reg.smelting.entries()].filter(([, ins]) => ins.includes(input)).map(([o]) => o);
  return outs.length === 1 ? outs[0] : undefined;
}

/** Blocks that drop an item ("mine diamonds" → diamond_ore), at most six. */
export function sourceBlocks(item: string, reg: Registry): string[] {
  const blocks = [...reg.blocks.values()].filter((b) => (b.drops ?? []).includes(item) && b.name !== item).map((b) => b.name);
  return blocks.length <= 6 ? blocks : [];
}
