/**
 * Entities that take no fire or lava damage in vanilla 1.16.5 (built with
 * EntityType.Builder.immuneToFire, or the Nether's own mobs): a fire next to
 * them does not set them burning.
 */
export const FIRE_IMMUNE_ENTITIES: ReadonlySet<string> = new Set([
  'blaze', 'ghast', 'magma_cube', 'wither_skeleton', 'strider', 'zombified_piglin', 'wither', 'ender_dragon', 'zoglin', 'hoglin',
]);
