/**
 * Which mobs MCU's atomic verbs take: "combat" a hostile mob, "hunt" an
 * animal. minecraft-data's entity categories say hostile or passive; these
 * are the corrections a survival player makes to them. The catalogue writes
 * its combat and hunting tasks from this, and the instruction reader reads
 * "enemies", "monsters" and "animals" through it: one meaning for both.
 */
import type { Registry } from './registry';

/** Mobs that never appear in survival (or are not mobs to fight): no tasks about them. */
const NOT_IN_SURVIVAL = new Set(['giant', 'illusioner', 'evoker_fangs', 'zombie_horse']);

/** Whether a mob appears in survival play (giants, illusioners, zombie horses and evoker fangs do not). */
export function inSurvival(id: string): boolean {
  return !NOT_IN_SURVIVAL.has(id);
}
/** Passive mobs that are people or helpers, not game: not hunted. */
const NOT_HUNTED = new Set(['villager', 'wandering_trader', 'iron_golem', 'snow_golem']);
/** Golems are passive in the data but fought like hostile mobs. */
const FOUGHT = new Set(['iron_golem', 'snow_golem']);
/** Bosses: fought, but not what "enemies around you" means. */
export const BOSSES = new Set(['ender_dragon', 'wither', 'elder_guardian']);

export interface MobKind {
  id: string;
  /** Display name, lower case ("cave spider"). */
  name: string;
  hostile: boolean;
}

const cache = new WeakMap<Registry, MobKind[]>();

/** Every survival mob of the version, by id, hostile or not. */
export function survivalMobs(reg: Registry): MobKind[] {
  let hit = cache.get(reg);
  if (hit) return hit;
  hit = [...reg.entities.values()]
    .filter((e) => (e.category === 'Hostile mobs' || e.category === 'Passive mobs') && !NOT_IN_SURVIVAL.has(e.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => ({ id: e.name, name: e.displayName.toLowerCase(), hostile: e.category === 'Hostile mobs' || FOUGHT.has(e.name) }));
  cache.set(reg, hit);
  return hit;
}

/** What "combat various enemies", "monsters", "hostile mobs" mean: the hostile mobs, bosses aside. */
export function hostileMobs(reg: Registry): string[] {
  return survivalMobs(reg).filter((m) => m.hostile && !BOSSES.has(m.id)).map((m) => m.id);
}

/** Fish, squids, dolphins and bats: mobs, but not what "hunt animals" or "lead animals" means. */
const NOT_GAME = new Set(['bat', 'cod', 'salmon', 'tropical_fish', 'pufferfish', 'squid', 'dolphin']);

/** What hunting yields: meat (any food), hides and feathers. */
const GAME_YIELDS = new Set(['leather', 'rabbit_hide', 'feather']);

/**
 * What the word "animals" means ("hunt animals", "lead animals"): the land animals a player hunts or herds,
 * those whose loot (the registry's entity loot) is meat, hide or feathers — cows, pigs, sheep, chickens,
 * rabbits, horses, llamas … — not cats, bees or foxes.
 */
export function landAnimals(reg: Registry): string[] {
  return huntableAnimals(reg).filter((id) => !NOT_GAME.has(id)
    && (reg.entityLoot.get(id) ?? []).some((d) => GAME_YIELDS.has(d.item) || !!reg.items.get(d.item)?.food));
}

/** Every passive mob a player may hunt (not villagers or golems): the catalogue's hunting tasks. */
export function huntableAnimals(reg: Registry): string[] {
  return survivalMobs(reg).filter((m) => !m.hostile && !NOT_HUNTED.has(m.id)).map((m) => m.id);
}
