/**
 * FoodStats in 1.16.5: every 4 points of exhaustion cost a point of
 * saturation (or hunger), exhaustion is capped at 40, and the Hunger effect
 * adds 0.005 per level each tick (HungerEffect.performEffect).
 */
export const EXHAUSTION_PER_POINT = 4;
export const MAX_EXHAUSTION = 40;
export const HUNGER_EFFECT_EXHAUSTION = 0.005;
