/**
 * Hostile mobs that vanilla 1.16.5's peaceful difficulty may leave in the
 * world: the bosses and zombified piglins and piglins stay on peaceful in
 * Java; hoglins, zoglins, piglin brutes and shulkers are kept here too
 * because we are not sure they go. A proof that a hostile target is gone on
 * peaceful never counts on these.
 */
export const KEPT_ON_PEACEFUL: ReadonlySet<string> = new Set(['hoglin', 'zoglin', 'piglin', 'piglin_brute', 'shulker', 'zombified_piglin', 'ender_dragon', 'wither']);
