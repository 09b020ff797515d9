/**
 * Goals an instruction states that a verifier can check without an LLM —
 * the kinds the MCU paper measures beyond statistics: find / go to / reach
 * X, look at the sky, climb N blocks, travel N blocks away (horizontal, as
 * the paper's explore metric), stay somewhere for T seconds. The text is cut
 * into clauses at "and", "then", "or" and sentence ends; each clause is a
 * goal, a clause the reward entries measure (craft, mine, kill …), or
 * unread. Unread clauses keep a verdict undecided: never guessed true.
 */
import type { Registry } from '../../mc/registry';
import { splitClauses } from './clauses';
import { namedThings } from './names';
import { ownTable } from '../../util/ownTable';

export interface GoalTarget {
  /** The words of the instruction ("the pigs", "a blue bed"). */
  phrase: string;
  /** block / entity: look for it in the scene; place: a structure or biome. */
  kind: 'block' | 'entity' | 'place';
  /** Registry ids that satisfy it (any one). Empty for places. */
  ids: string[];
  /** Only a generated world has it (ores, villages, biomes, caves): absence on superflat proves nothing. */
  natural: boolean;
}

export type Goal =
  | { kind: 'reach'; text: string; target: GoalTarget }
  | { kind: 'sky'; text: string }
  | { kind: 'climb'; text: string; blocks: number }
  | { kind: 'travel'; text: string; blocks: number }
  | { kind: 'stay'; text: string; seconds: number; target?: GoalTarget };

export type TaskKind = 'find' | 'explore' | 'motion' | 'build' | 'decorate' | 'measured' | 'other';

export interface InstructionReading {
  kind: TaskKind;
  goals: Goal[];
  /** True when the text joins its goals with "or": one reached goal is enough. */
  anyOf: boolean;
  /** Clauses measured by reward events (craft, mine, kill …): the reward entries check those. */
  measured: string[];
  /** Clauses nothing here understands ("build a house"): judged from video. */
  unread: string[];
}

const NUMBER_WORDS: Record<string, number> = ownTable({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
});
const NUM = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const num = (s: string) => NUMBER_WORDS[s] ?? Number(s);

const SKY = /\b(?:look|looks|looking|gaze|stare|glance|see)\s+(?:up\s+)?(?:at|to|towards|into)\s+the\s+sky\b|\blook\s+up\b/;
const CLIMB = new RegExp(`\\b(?:climb|climbs|ascend|go|get|move|rise|jump)\\s+(?:up\\s+)?(?:by\\s+|at least\\s+)?${NUM}\\s+blocks?(?:\\s+(?:up|high|higher))?\\b`);
const CLIMB_VERB = /\b(?:climb|ascend|up|high|higher)\b/;
const TRAVEL = new RegExp(`\\b(?:travel|walk|go|move|run|explore|head|get|swim|ride)\\b.*?\\b(?:at least\\s+)?${NUM}\\s+blocks?\\b`);
const STAY = new RegExp(`\\b(?:stay|remain|wait|stand|sit|keep)\\b.*?\\b(?:for\\s+)?(?:at least\\s+)?${NUM}\\s*(seconds?|secs?|s|minutes?|mins?)\\b`);
const REACH = /\b(?:find|finds|finding|locate|search for|look for|seek|go to|goes to|walk to|run to|move to|reach|approach|get to|head to|travel to|stand on|stand next to|stand near|stand by|go near|go towards|walk towards|look at|visit|enter|go into|swim to)\s+(.+)$/;
/** Verbs the reward events measure (kept in step with measured.ts). */
const MEASURED = /\b(?:craft|make|smelt|cook|mine|dig|break|chop|harvest|kill|combat|fight|slay|defeat|attack|hunt|shoot|eat|drink|throw|use|collect|obtain|gather|pick up|get)\b/;
const BUILD = /\b(?:build|builds|building|construct|pillar|tower|house|bridge)\b/;
const DECORATE = /\b(?:decorate|decorates|decorating|furnish|beautify)\b/;
/** Clauses that add nothing to check ("explore", "then", "look around"). */
const FILLER = /^(?:explore(?: the (?:area|world|surroundings))?|look around|wander(?: around)?|please|you|then|now|first|finally)?$/;

/** Structures and biomes: things only a generated world has. */
const PLACES = /\b(?:villages?|desert|oceans?|caves?|caverns?|mountains?|hills?|jungle|swamp|taiga|savanna|forest|beach|river|plains|badlands|mesa|tundra|temple|pyramid|mineshaft|stronghold|fortress|bastion|monument|mansion|igloo|shipwreck|ruins?|outpost|end city|biome|lava lake|ravine)\b/;
/** Blocks a generated world places on its own (ores underground). */
const NATURAL_BLOCK = /(?:_ore|^ancient_debris)$/;

/** What the words after a "find"/"go to" verb name. */
export function readTarget(phrase: string, reg: Registry): GoalTarget | undefined {
  const words = phrase.replace(/\b(?:in|within|for|and|with|while|before|after|without)\b.*$/, '').trim();
  const place = PLACES.exec(words);
  const things = namedThings(words, reg, true);
  if (place && !things.length) return { phrase: words.replace(/^(?:a|an|the|some)\s+/, ''), kind: 'place', ids: [], natural: true };
  const t = things[0];
  if (!t) return undefined;
  if (t.kind === 'entity') return { phrase: t.phrase, kind: 'entity', ids: t.ids.filter((id) => reg.entities.has(id)), natural: false };
  // An item only: the blocks that drop it ("find diamonds": diamond_ore).
  const blocks = t.kind === 'block' ? t.ids.filter((id) => reg.blocks.has(id))
    : [...reg.blocks.values()].filter((b) => (b.drops ?? []).includes(t.id)).map((b) => b.name);
  if (!blocks.length) return undefined;
  return { phrase: t.phrase, kind: 'block', ids: blocks, natural: blocks.every((b) => NATURAL_BLOCK.test(b)) };
}

function readClause(c: string, reg: Registry, previous: GoalTarget | undefined): Goal | 'measured' | 'filler' | undefined {
  if (FILLER.test(c)) return 'filler';
  if (SKY.test(c)) return { kind: 'sky', text: c };
  const stay = STAY.exec(c);
  if (stay) {
    const seconds = num(stay[1]) * (/^min/.test(stay[2]) ? 60 : 1);
    const where = /\b(?:on|in|at|near|by|inside|next to)\s+(.+?)\s*(?:for\b|$)/.exec(c);
    const target = where ? readTarget(where[1], reg) : /\bthere\b/.test(c) ? previous : undefined;
    // "stay in the house": a place we cannot read makes the clause unread, not "stay anywhere".
    if (where && !target) return undefined;
    return { kind: 'stay', text: c, seconds, ...(target ? { target } : {}) };
  }
  const climb = CLIMB.exec(c);
  if (climb && CLIMB_VERB.test(c)) return { kind: 'climb', text: c, blocks: num(climb[1]) };
  const travel = TRAVEL.exec(c);
  if (travel && !/\bup\b/.test(c)) return { kind: 'travel', text: c, blocks: num(travel[1]) };
  const reach = REACH.exec(c);
  if (reach) {
    const target = readTarget(reach[1], reg);
    return target ? { kind: 'reach', text: c, target } : undefined;
  }
  if (MEASURED.test(c) && !BUILD.test(c)) return 'measured';
  // "find a pig or a cow": a verbless clause shares the verb of the reach before it.
  const alone = previous && !/\b(?:build|decorate|trade|place|put)\b/.test(c) ? readTarget(c, reg) : undefined;
  if (alone) return { kind: 'reach', text: c, target: alone };
  return undefined;
}

function kindOf(lower: string, goals: Goal[], measured: string[]): TaskKind {
  if (DECORATE.test(lower)) return 'decorate';
  if (BUILD.test(lower) && !goals.length) return 'build';
  if (goals.some((g) => g.kind === 'reach' || (g.kind === 'stay' && g.target))) return 'find';
  if (goals.some((g) => g.kind === 'travel')) return 'explore';
  if (goals.length) return 'motion';
  return measured.length ? 'measured' : 'other';
}

/** Reads the goals, kind and unread parts of an instruction. */
export function readInstruction(text: string, reg: Registry): InstructionReading {
  const lower = text.toLowerCase().slice(0, 2000);
  const { parts, anyOf } = splitClauses(lower);
  const goals: Goal[] = [];
  const measured: string[] = [];
  const unread: string[] = [];
  let previous: GoalTarget | undefined;
  for (const c of parts) {
    const r = readClause(c, reg, previous);
    if (r === 'filler') continue;
    if (r === 'measured') measured.push(c);
    else if (!r) unread.push(c);
    else {
      goals.push(r);
      if (r.kind === 'reach') previous = r.target;
    }
  }
  return { kind: kindOf(lower, goals, measured), goals, anyOf, measured, unread };
}
