/** Ids of 1.16.5 world events (the world_event packet; WorldRenderer.playEvent). */

/** Bone meal's green particles on a block. */
export const BONE_MEAL_PARTICLES = 2005;
