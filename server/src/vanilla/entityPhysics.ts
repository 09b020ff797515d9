/**
 * How a living entity falls and slows in 1.16.5 (LivingEntity.travel): 0.08
 * gravity a tick, vertical speed kept at 0.98, horizontal at 0.91 in the air
 * and at 0.91 × the block's slipperiness (0.6 for ordinary blocks) on the ground.
 */
export const LIVING_GRAVITY = 0.08;
export const LIVING_VERTICAL_DRAG = 0.98;
export const AIR_FRICTION = 0.91;
export const GROUND_FRICTION = AIR_FRICTION * 0.6;
