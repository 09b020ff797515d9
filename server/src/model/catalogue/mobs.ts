import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { article } from './survival';
import { ownTable } from '../../util/ownTable';
import { leashable } from '../../vanilla/leashRules';
import { whyNotSeated } from '../../vanilla/boatRules';
import { BOSSES, huntableAnimals, survivalMobs } from '../../vanilla/mobKinds';

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
  for (const [mob, how] of Object.entries(TAMING)) {
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
  for (const m of mobs(reg).filter((x) => x.hostile && !['ender_dragon', 'wither', 'elder_guardian', 'ghast', 'phantom', 'vex', 'shulker', 'ravager'].includes(x.id))) {
    out.push(entry(`trap ${article(m.name)} in a pit`, 'trapping', 'trapping mobs', undefined, m.id));
  }
  const held = ['cow', 'pig', 'sheep', 'chicken', 'zombie', 'skeleton', 'spider', 'villager', 'witch'];
  for (const vehicle of ['boat', 'minecart']) {
    // A boat seats only mobs narrower than itself (a spider is pushed away): no such task.
    const fits = (mob: string) => vehicle !== 'boat' || !whyNotSeated(mob, reg.entities.get(mob)?.width);
    for (const mob of held.filter(fits)) out.push(entry(`trap ${article(name(mob))} in a ${vehicle}`, 'trapping', 'trapping mobs', undefined, mob));
  }
  for (const mob of held) out.push(entry(`hook ${article(name(mob))} with a fishing rod`, 'trapping', 'hooking', undefined, mob));
  return out;
}

/** find: every mob of the game. */
export function findMobTasks(reg: Registry): CatalogueEntry[] {
  return mobs(reg).filter((m) => !['ender_dragon', 'wither'].includes(m.id)).map((m) => entry(`find ${article(m.name)}`, 'find', 'mobs', undefined, m.id));
}
