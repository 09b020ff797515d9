/**
 * Shields in 1.16.5: LivingEntity.isBlocking needs the use to have lasted 5
 * ticks, and an axe's hit (or a vindicator's) disables the shield for 100
 * ticks (PlayerEntity.disableShield).
 */
export const SHIELD_BLOCKS_AFTER_TICKS = 5;
export const SHIELD_DISABLED_TICKS = 100;
