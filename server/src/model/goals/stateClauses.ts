/**
 * The state goals of a clause — the kinds the MCU paper measures beyond
 * statistics: find / go to / reach X, look at the sky, climb N blocks,
 * travel N blocks away (horizontal, as the paper's explore metric), stay
 * somewhere for T seconds. Part of the one goal reader (readText.ts).
 */
import type { Registry } from '../../vanilla/registry';
import { namedThings } from '../instruction/names';
import { NUMBER_WORDS } from './objects';
import type { GoalTarget } from './goalTypes';
import { naturalWorld, spawnClass } from '../../vanilla/naturalWorld';
import { professionIn } from '../../vanilla/variants';
import { readOperate, type OperateReading } from './operateClause';

/** A state goal without its source (readText.ts adds it). */
export type StateReading =
  | { kind: 'reach'; target: GoalTarget }
  | { kind: 'sky' }
  | { kind: 'climb'; blocks: number }
  | { kind: 'travel'; blocks: number }
  | { kind: 'stay'; seconds: number; target?: GoalTarget }
  | { kind: 'dig'; direction: 'down' | 'horizontal'; blocks: number }
  | OperateReading;


const NUM = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const num = (s: string) => NUMBER_WORDS[s] ?? Number(s);

const SKY = /\b(?:look|looks|looking|gaze|stare|glance|see)\s+(?:straight\s+)?(?:up\s+)?(?:at|to|towards|into)\s+the\s+sky\b|\blook\s+(?:straight\s+)?up\b/;
const CLIMB = new RegExp(`\\b(?:climb|climbs|ascend|go|get|move|rise|jump|pillar|pillars|pillaring|tower|towers|towering)\\s+(?:up\\s+)?(?:by\\s+|at least\\s+)?${NUM}\\s+blocks?(?:\\s+(?:up|high|higher))?\\b`);
const CLIMB_VERB = /\b(?:climb|ascend|up|high|higher)\b/;
const TRAVEL = new RegExp(`\\b(?:travel|walk|go|move|run|sprint|explore|head|get|swim|ride)\\b.*?\\b(?:at least\\s+)?${NUM}\\s+blocks?\\b`);
const STAY = new RegExp(`\\b(?:stay|remain|wait|stand|sit|keep)\\b.*?\\b(?:for\\s+)?(?:at least\\s+)?${NUM}\\s*(seconds?|secs?|s|minutes?|mins?)\\b`);
/** MCU's "dig down", "dig three blocks down", "dig down 5 blocks". */
const DIG_DOWN = new RegExp(`^(?:dig|digs|digging|dug|mine|mines|mining|tunnel|tunnels|tunneling|go|goes|going)\\s+(?:(?:straight|directly)\\s+)?down(?:wards?)?\\b|^(?:dig|digs|digging|dug|mine|mines|mining)\\s+(?:(?:at least|about)\\s+)?${NUM}\\s+(?:blocks?\\s+)?(?:(?:straight|directly)\\s+)?(?:down(?:wards?)?|deep)\\b`);
/** MCU's "mine horizontally", "dig a tunnel", "mine in a straight line". */
const DIG_ACROSS = /^(?:dig|digs|digging|dug|mine|mines|mining|tunnel|tunnels|tunneling|bore|bores|boring)\s+(?:(?:at least|about)\s+\S+\s+blocks?\s+)?(?:horizontally|sideways|straight(?: ahead| forward)?|forwards?|(?:in|along) a straight line|(?:a|one) (?:straight |horizontal |long )?(?:tunnel|corridor|passage))\b|^tunnel\b/;
/** Depth or length when the words give none: a few blocks, enough to tell digging from standing. */
export const DIG_DEFAULT_BLOCKS = 3;
const DIG_COUNT = new RegExp(`\\b${NUM}\\s+(?:blocks?|down|deep)\\b`);
/** MCU's "dig three down and fill one up": the shaft's bottom built back up under the agent by that many blocks. */
const REFILL = new RegExp(`^(?:then\\s+)?(?:fill|fills|filling|filled)\\s+(?:${NUM}\\s+(?:blocks?\\s+)?|(?:it|the hole|the shaft|the pit)\\s+)?(?:back\\s+)?up\\b`);

/** The blocks a "fill one up" clause builds back under the agent (one when no count is given), or undefined. */
export function readRefill(clause: string): number | undefined {
  const m = REFILL.exec(clause);
  return m ? (m[1] ? Math.max(1, num(m[1])) : 1) : undefined;
}

const REACH = /\b(?:find|finds|finding|locate|search for|look for|seek|go to|goes to|walk to|run to|move to|reach|approach|get to|head to|travel to|stand on|stand next to|stand near|stand by|go near|go towards|walk towards|look at|visit|enter|go into|swim to)\s+(.+)$/;
/** Structures, caves and ravines: places only a generated world has, and the verifier's generated world does not make. */
const STRUCTURE_WORDS = 'villages?|caves?|caverns?|temple|pyramid|mineshaft|stronghold|fortress|bastion|monument|mansion|igloo|shipwreck|ruins?|outpost|end city|ravine';
export const STRUCTURE = new RegExp(`\\b(?:${STRUCTURE_WORDS})\\b`);
/** Structures and biomes: things only a generated world has. */
const PLACES = new RegExp(`\\b(?:${STRUCTURE_WORDS}|desert|oceans?|mountains?|hills?|jungle|swamp|taiga|savanna|forest|beach|river|plains|badlands|mesa|tundra|biome|lava lake)\\b`);
/** Blocks a generated world places on its own (ores underground). */
const NATURAL_BLOCK = /(?:_ore|^ancient_debris)$/;

/** What the words after a "find"/"go to" verb name. */
export function readTarget(phrase: string, reg: Registry): GoalTarget | undefined {
  const words = phrase.replace(/\b(?:in|within|for|and|with|while|before|after|without)\b.*$/, '').trim();
  const place = PLACES.exec(words);
  const things = namedThings(words, reg, true);
  if (place && !things.length) return { phrase: words.replace(/^(?:a|an|the|some)\s+/, ''), kind: 'place', ids: [], natural: true };
  const t = things[0];
  // "find the armorer": a villager of that profession.
  const profession = professionIn(words);
  if (profession && (!t || t.id === 'villager')) return { phrase: profession.phrase, kind: 'entity', ids: ['villager'], natural: true, variant: profession.id };
  if (!t) return undefined;
  // Natural: a generated world may have it near the spawn, so its absence from the embedded superflat world proves nothing.
  if (t.kind === 'entity') {
    const ids = t.ids.filter((id) => reg.entities.has(id));
    return { phrase: t.phrase, kind: 'entity', ids, natural: ids.every((id) => spawnClass(id, reg) !== 'never') };
  }
  // An item only: the blocks that drop it ("find diamonds": diamond_ore).
  const blocks = t.kind === 'block' ? t.ids.filter((id) => reg.blocks.has(id))
    : [...reg.blocks.values()].filter((b) => (b.drops ?? []).includes(t.id)).map((b) => b.name);
  if (!blocks.length) return undefined;
  const world = naturalWorld(reg).blocks;
  return { phrase: t.phrase, kind: 'block', ids: blocks, natural: blocks.every((b) => NATURAL_BLOCK.test(b) || world.has(b)) };
}

/** The state goal a clause states, if any ("find a melon", "look at the sky", "walk 50 blocks"). */
export function readStateClause(c: string, reg: Registry, previous: GoalTarget | undefined): StateReading | undefined {
  if (SKY.test(c)) return { kind: 'sky' };
  const operate = readOperate(c, reg);
  if (operate) return operate;
  const stay = STAY.exec(c);
  if (stay) {
    const seconds = num(stay[1]) * (/^min/.test(stay[2]) ? 60 : 1);
    const where = /\b(?:on|in|at|near|by|inside|next to)\s+(.+?)\s*(?:for\b|$)/.exec(c);
    const target = where ? readTarget(where[1], reg) : /\bthere\b/.test(c) ? previous : undefined;
    // "stay in the house": a place we cannot read makes the clause unread, not "stay anywhere".
    if (where && !target) return undefined;
    return { kind: 'stay', seconds, ...(target ? { target } : {}) };
  }
  const climb = CLIMB.exec(c);
  if (climb && CLIMB_VERB.test(c)) return { kind: 'climb', blocks: num(climb[1]) };
  const travel = TRAVEL.exec(c);
  if (travel && !/\bup\b/.test(c)) return { kind: 'travel', blocks: num(travel[1]) };
  const reach = REACH.exec(c);
  if (reach) {
    const target = readTarget(reach[1], reg);
    if (target) return { kind: 'reach', target };
  }
  // "dig down to find diamonds" is the reach above; "dig three blocks down" is the dig itself.
  const down = DIG_DOWN.test(c);
  if (down || DIG_ACROSS.test(c)) {
    const n = DIG_COUNT.exec(c);
    return { kind: 'dig', direction: down ? 'down' : 'horizontal', blocks: n ? Math.min(64, Math.max(1, num(n[1]))) : DIG_DEFAULT_BLOCKS };
  }
  return undefined;
}

/** "find a pig or a cow": a verbless clause names a target that shares the verb of the reach before it. */
export function verblessTarget(c: string, reg: Registry): GoalTarget | undefined {
  return /\b(?:build|decorate|trade|place|put)\b/.test(c) ? undefined : readTarget(c, reg);
}
