import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { article } from './survival';
import { TAMING } from '../../vanilla/taming';
import { BREEDING_FOOD, BREEDING_FOOD_ONCE_TAMED } from '../../vanilla/breedingRules';
import { leashable } from '../../vanilla/leashRules';
import { whyNotSeated } from '../../vanilla/boatRules';
import { BOSSES, huntableAnimals, survivalMobs } from '../../vanilla/mobKinds';

/** Breeding items of 1.16.5, wild breeders first, then those bred once tamed (the first item is what task texts name). */
const BREEDING: Readonly<Record<string, readonly string[]>> = { ...BREEDING_FOOD, ...BREEDING_FOOD_ONCE_TAMED };

/**
 * Hostile mobs the catalogue does not ask to trap in a pit.
 * @notGameFact MCU's choice of tasks: bosses, and mobs that fly, teleport or are too big for a dug pit
 */
const NOT_PIT_TRAPPED = ['ender_dragon', 'wither', 'elder_guardian', 'ghast', 'phantom', 'vex', 'shulker', 'ravager'];

/**
 * The mobs the catalogue's boat, minecart and fishing-rod tasks name.
 * @notGameFact MCU's choice of common mobs for trapping and hooking tasks, not a property of the game
 */
const HELD = ['cow', 'pig', 'sheep', 'chicken', 'zombie', 'skeleton', 'spider', 'villager', 'witch'];

function plural(noun: string): string {
  if (/sheep$/.test(noun)) return noun;
  if (/wolf$/.test(noun)) return noun.replace(/f$/, 'ves');
  return /(x|s)$/.test(noun) ? noun + 'es' : noun + 's';
}

const mobs = survivalMobs;

/** combat: kill every hostile mob; hunt every passive animal. */
export function combatTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const animals = new Set(huntableAnimals(reg));
  for (const m of mobs(reg)) {
    const reward = { event: 'kill_entity' as const, objects: [m.id] };
    if (m.hostile) out.push(entry(`combat ${article(m.name)}`, 'combat', BOSSES.has(m.id) ? 'bosses' : 'hostile mobs', reward, m.id));
    else if (animals.has(m.id)) out.push(entry(`hunt ${article(m.name)}`, 'combat', 'hunting', reward, m.id));
  }
  return out;
}

/** trapping: tame, breed, lead and trap the mobs that allow it. */
export function trappingTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const name = (id: string) => reg.entities.get(id)?.displayName.toLowerCase() ?? id.replace(/_/g, ' ');
  const item = (id: string) => reg.items.get(id)?.displayName.toLowerCase() ?? id.replace(/_/g, ' ');
  for (const [mob, { how }] of Object.entries(TAMING)) {
    if (reg.entities.has(mob)) out.push(entry(`tame ${article(name(mob))} ${how}`, 'trapping', 'taming', undefined, mob));
  }
  for (const [mob, food] of Object.entries(BREEDING)) {
    if (!reg.entities.has(mob) || !food.length || !reg.items.has(food[0])) continue;
    out.push(entry(`breed two ${plural(name(mob))} with ${item(food[0])}`, 'trapping', 'breeding', { event: 'custom', objects: ['animals_bred'] }, mob));
  }
  // Leading is holding the mob on a lead; tying it to a fence post is what used:lead counts.
  for (const mob of mobs(reg).map((m) => m.id).filter(leashable)) {
    out.push(entry(`lead ${article(name(mob))}`, 'trapping', 'leading', undefined, mob));
    out.push(entry(`tie ${article(name(mob))} to a fence post with a lead`, 'trapping', 'leading', { event: 'use_item', objects: ['lead'] }, mob));
  }
  for (const m of mobs(reg).filter((x) => x.hostile && !NOT_PIT_TRAPPED.includes(x.id))) {
    out.push(entry(`trap ${article(m.name)} in a pit`, 'trapping', 'trapping mobs', undefined, m.id));
  }
  for (const vehicle of ['boat', 'minecart']) {
    // A boat seats only mobs narrower than itself (a spider is pushed away): no such task.
    const fits = (mob: string) => vehicle !== 'boat' || !whyNotSeated(mob, reg.entities.get(mob)?.width);
    for (const mob of HELD.filter(fits)) out.push(entry(`trap ${article(name(mob))} in a ${vehicle}`, 'trapping', 'trapping mobs', undefined, mob));
  }
  for (const mob of HELD) out.push(entry(`hook ${article(name(mob))} with a fishing rod`, 'trapping', 'hooking', undefined, mob));
  return out;
}

/** find: every mob of the game. */
export function findMobTasks(reg: Registry): CatalogueEntry[] {
  return mobs(reg).filter((m) => !['ender_dragon', 'wither'].includes(m.id)).map((m) => entry(`find ${article(m.name)}`, 'find', 'mobs', undefined, m.id));
}
