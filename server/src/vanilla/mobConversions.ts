/**
 * Mobs that turn into other mobs in vanilla 1.16.5: the zombies (ZombieEntity
 * and its HuskEntity and DrownedEntity kinds) infect villagers they kill on
 * normal or hard difficulty, a zombie under water becomes a drowned and a
 * husk a zombie (ZombieEntity.convertInWater).
 */
export const ZOMBIES: readonly string[] = ['zombie', 'husk', 'drowned'];
