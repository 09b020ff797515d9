/**
 * The members of 1.16.5's entity type tags (data/minecraft/tags/entity_types
 * in the 1.16.5 server jar), for `type=#…` in target selectors. The bundled
 * registry lists these tags' names (vanillaTags.entity_type) but not their
 * members, so they are written out here, ids without the namespace.
 */
import { ownTable } from '../util/ownTable';

export const ENTITY_TYPE_TAGS: Readonly<Record<string, readonly string[]>> = ownTable({
  arrows: ['arrow', 'spectral_arrow'],
  beehive_inhabitors: ['bee'], // sic: vanilla 1.16's spelling
  impact_projectiles: ['arrow', 'firework_rocket', 'snowball', 'fireball', 'small_fireball', 'egg', 'trident', 'dragon_fireball', 'wither_skull', 'spectral_arrow', 'llama_spit', 'potion', 'experience_bottle', 'shulker_bullet'],
  raiders: ['evoker', 'illusioner', 'pillager', 'ravager', 'vindicator', 'witch'],
  skeletons: ['skeleton', 'stray', 'wither_skeleton'],
});

/** The members of entity type tag `name` (without `#` or namespace), or undefined for a tag 1.16.5 lacks. */
export function entityTypeTag(name: string): readonly string[] | undefined {
  return ENTITY_TYPE_TAGS[name.replace(/^minecraft:/, '')];
}
