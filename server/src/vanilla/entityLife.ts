/** How long some entities last in 1.16.5. */

/** LivingEntity.tickDeath: a dead mob's body is removed after 20 ticks. */
export const DEATH_ANIMATION_TICKS = 20;
/** TNTEntity: a primed TNT's fuse. */
export const TNT_FUSE_TICKS = 80;
