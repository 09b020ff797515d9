/** Mob facts minecraft-data lacks: max health (1.16 attribute defaults) and which entities are not living. */
import { ownTable } from '../util/ownTable';

export const MAX_HEALTH: Record<string, number> = ownTable({
  pig: 10, sheep: 8, cow: 10, mooshroom: 10, chicken: 4, rabbit: 3, wolf: 8, cat: 10, ocelot: 10, fox: 10, bee: 10,
  horse: 22, donkey: 22, mule: 22, llama: 22, trader_llama: 22, polar_bear: 30, panda: 20, turtle: 30, dolphin: 10,
  squid: 10, bat: 6, parrot: 6, cod: 3, salmon: 3, pufferfish: 3, tropical_fish: 3, villager: 20,
  wandering_trader: 20, iron_golem: 100, snow_golem: 4, strider: 20, hoglin: 40, zoglin: 40,
  zombie: 20, husk: 20, drowned: 20, zombie_villager: 20, zombified_piglin: 20, skeleton: 20, stray: 20,
  wither_skeleton: 20, spider: 16, cave_spider: 12, creeper: 20, enderman: 40, endermite: 8, silverfish: 8,
  witch: 26, slime: 16, magma_cube: 16, blaze: 20, ghast: 10, guardian: 30, elder_guardian: 80, shulker: 30,
  phantom: 20, piglin: 16, piglin_brute: 50, pillager: 24, vindicator: 24, evoker: 24, illusioner: 32,
  ravager: 100, vex: 14, ender_dragon: 200, wither: 300, giant: 100, skeleton_horse: 15, zombie_horse: 15,
});

/** Entity types that are not living mobs (spawned with the object spawn packet). */
export const NON_LIVING = new Set([
  'area_effect_cloud', 'armor_stand', 'item_frame', 'leash_knot', 'painting', 'arrow', 'dragon_fireball', 'fireball',
  'llama_spit', 'shulker_bullet', 'small_fireball', 'snowball', 'spectral_arrow', 'egg', 'ender_pearl',
  'experience_bottle', 'potion', 'trident', 'wither_skull', 'boat', 'minecart', 'chest_minecart',
  'command_block_minecart', 'furnace_minecart', 'hopper_minecart', 'spawner_minecart', 'tnt_minecart',
  'falling_block', 'tnt', 'item', 'end_crystal', 'experience_orb', 'eye_of_ender', 'firework_rocket',
  'lightning_bolt', 'evoker_fangs', 'fishing_bobber', 'marker',
]);

/** Effect ids of 1.16 by snake_case name (minecraft-data 1.16.5 mislabels ids 31-32). */
export const EFFECT_IDS: Record<string, number> = ownTable(Object.fromEntries([
  'speed', 'slowness', 'haste', 'mining_fatigue', 'strength', 'instant_health', 'instant_damage', 'jump_boost',
  'nausea', 'regeneration', 'resistance', 'fire_resistance', 'water_breathing', 'invisibility', 'blindness',
  'night_vision', 'hunger', 'weakness', 'poison', 'wither', 'health_boost', 'absorption', 'saturation', 'glowing',
  'levitation', 'luck', 'unluck', 'slow_falling', 'conduit_power', 'dolphins_grace', 'bad_omen',
  'hero_of_the_village',
].map((n, i) => [n, i + 1])));

export { VILLAGER_PROFESSIONS } from './variants';
export const VILLAGER_TYPES = ['desert', 'jungle', 'plains', 'savanna', 'snow', 'swamp', 'taiga'];

/**
 * minecraft-data lists the mobs added in 1.15–1.16 (bee, hoglin, piglin,
 * piglin_brute, strider, zoglin, zombified_piglin) with type 'UNKNOWN', so
 * they are missing from `registry.mobs`, where flying-squid's spawnMob looks
 * a mob's name up: summoning one crashed. Adds them (idempotent).
 */
export function registerUnknownTypeMobs(registry: any): void {
  for (const e of Object.values<any>(registry.entities)) {
    if (e.type === 'UNKNOWN' && !NON_LIVING.has(e.name) && !registry.mobs[e.id]) registry.mobs[e.id] = { ...e, type: 'mob' };
  }
}

/** Decoration entities minecraft-data 1.16.5 types as 'mob' although they are not creatures. */
export const DECORATION_ENTITIES: ReadonlySet<string> = new Set(['item_frame', 'painting', 'armor_stand', 'leash_knot']);
