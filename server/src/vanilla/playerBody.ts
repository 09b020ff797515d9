/**
 * The player's body and reach in 1.16.5: the eye height and box of a
 * standing player, how far a survival player reaches, how far an item's own
 * ray trace looks (Item.getPlayerPOVHitResult, used by buckets, bottles and
 * boats) and how near the server lets a player use an entity.
 */

/** PlayerEntity's standing eye height. */
export const PLAYER_EYE_HEIGHT = 1.62;
/** PlayerEntity's standing box. */
export const PLAYER_WIDTH = 0.6;
export const PLAYER_HEIGHT = 1.8;
/** PlayerController: a survival player reaches blocks 4.5 away… */
export const BLOCK_REACH = 4.5;
/** …and hits entities 3 away. */
export const ATTACK_REACH = 3;
/** Item.getPlayerPOVHitResult traces 5 blocks from the eyes. */
export const ITEM_TRACE_REACH = 5;
/** ServerPlayNetHandler.processUseEntity: an entity within 6 blocks (distance² < 36). */
export const USE_ENTITY_RANGE = 6;
