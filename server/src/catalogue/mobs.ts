import type { Registry } from '../mc/registry';
import { CatalogueEntry, entry } from './entry';
import { article } from './survival';
import { ownTable } from '../util/ownTable';

/** Mobs that never appear in survival (or are not mobs to fight): no tasks about them. */
const NOT_IN_SURVIVAL = new Set(['giant', 'illusioner', 'evoker_fangs', 'zombie_horse']);
/** Passive mobs that are people or helpers, not game: no "hunt" task. */
const NOT_HUNTED = new Set(['villager', 'wandering_trader', 'iron_golem', 'snow_golem']);
/** Golems are passive in the data but fought like hostile mobs. */
const FOUGHT = new Set(['iron_golem', 'snow_golem']);

/** How each mob is tamed in 1.16.5 (foxes trust a player who breeds them). */
export const TAMING: Record<string, string> = ownTable({
  wolf: 'with bones', cat: 'with raw cod', parrot: 'with seeds', horse: 'by riding it', donkey: 'by riding it',
  mule: 'by riding it', llama: 'by riding it', fox: 'by breeding two foxes with sweet berries',
});

/** Breeding items of 1.16.5 (the first is what task texts name). */
export const BREEDING: Record<string, string[]> = ownTable({
  cow: ['wheat'], mooshroom: ['wheat'], sheep: ['wheat'], goat: [], pig: ['carrot', 'potato', 'beetroot'], chicken: ['wheat_seeds'],
  horse: ['golden_carrot', 'golden_apple'], donkey: ['golden_carrot', 'golden_apple'], llama: ['hay_block'], wolf: ['cooked_beef'],
  cat: ['cod'], ocelot: ['cod'], rabbit: ['dandelion', 'carrot'], turtle: ['seagrass'], panda: ['bamboo'], fox: ['sweet_berries'],
  bee: ['poppy'], hoglin: ['crimson_fungus'], strider: ['warped_fungus'],
});

/** Mobs a lead can hold in 1.16.5. */
const LEASHABLE = ['cow', 'mooshroom', 'sheep', 'pig', 'chicken', 'horse', 'donkey', 'mule', 'llama', 'wolf', 'cat', 'ocelot', 'rabbit', 'fox', 'bee', 'hoglin', 'strider', 'parrot', 'polar_bear', 'iron_golem', 'snow_golem', 'dolphin', 'zoglin'];

function plural(noun: string): string {
  if (/sheep$/.test(noun)) return noun;
  if (/wolf$/.test(noun)) return noun.replace(/f$/, 'ves');
  return /(x|s)$/.test(noun) ? noun + 'es' : noun + 's';
}

function mobs(reg: Registry): { id: string; name: string; hostile: boolean }[] {
  return [...reg.entities.values()]
    .filter((e) => (e.category === 'Hostile mobs' || e.category === 'Passive mobs') && !NOT_IN_SURVIVAL.has(e.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => ({ id: e.name, name: e.displayName.toLowerCase(), hostile: e.category === 'Hostile mobs' || FOUGHT.has(e.name) }));
}

/** combat: kill every hostile mob; hunt every passive animal. */
export function combatTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const m of mobs(reg)) {
    const reward = { event: 'kill_entity' as const, objects: [m.id] };
    if (m.hostile) out.push(entry(`combat ${article(m.name)}`, 'combat', ['ender_dragon', 'wither', 'elder_guardian'].includes(m.id) ? 'bosses' : 'hostile mobs', reward, m.id));
    else if (!NOT_HUNTED.has(m.id)) out.push(entry(`hunt ${article(m.name)}`, 'combat', 'hunting', reward, m.id));
  }
  return out;
}

/** trapping: tame, breed, lead and trap the mobs that allow it. */
export function trappingTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const name = (id: string) => reg.entities.get(id)?.displayName.toLowerCase() ?? id.replace(/_/g, ' ');
  const item = (id: string) => reg.items.get(id)?.displayName.toLowerCase() ?? id.replace(/_/g, ' ');
  for (const [mob, how] of Object.entries(TAMING)) {
    if (reg.entities.has(mob)) out.push(entry(`tame ${article(name(mob))} ${how}`, 'trapping', 'taming', undefined, mob));
  }
  for (const [mob, food] of Object.entries(BREEDING)) {
    if (!reg.entities.has(mob) || !food.length || !reg.items.has(food[0])) continue;
    out.push(entry(`breed two ${plural(name(mob))} with ${item(food[0])}`, 'trapping', 'breeding', { event: 'custom', objects: ['animals_bred'] }, mob));
  }
  for (const mob of LEASHABLE) {
    if (reg.entities.has(mob)) out.push(entry(`lead ${article(name(mob))} to a fence post with a lead`, 'trapping', 'leading', undefined, mob));
  }
  for (const m of mobs(reg).filter((x) => x.hostile && !['ender_dragon', 'wither', 'elder_guardian', 'ghast', 'phantom', 'vex', 'shulker', 'ravager'].includes(x.id))) {
    out.push(entry(`trap ${article(m.name)} in a pit`, 'trapping', 'trapping mobs', undefined, m.id));
  }
  for (const vehicle of ['boat', 'minecart']) {
    for (const mob of ['cow', 'pig', 'sheep', 'chicken', 'zombie', 'skeleton', 'spider', 'villager']) {
      out.push(entry(`trap ${article(name(mob))} in a ${vehicle}`, 'trapping', 'trapping mobs', undefined, mob));
    }
  }
  return out;
}

/** find: every mob of the game. */
export function findMobTasks(reg: Registry): CatalogueEntry[] {
  return mobs(reg).filter((m) => !['ender_dragon', 'wither'].includes(m.id)).map((m) => entry(`find ${article(m.name)}`, 'find', 'mobs', undefined, m.id));
}
