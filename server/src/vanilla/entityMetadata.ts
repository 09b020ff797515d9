/**
 * Indices of 1.16.5 entity metadata the server sends and the bot reads
 * (the protocol's entity_metadata packet; each class appends after its
 * parent's fields).
 */

/** LivingEntity: hand states (bit 0 using an item, bit 1 the off hand). */
export const LIVING_HAND_STATES = 7;
/** AgeableEntity: is a baby. */
export const AGEABLE_BABY = 15;
/** SheepEntity: wool colour and sheared bit. */
export const SHEEP_WOOL = 16;
/** VillagerEntity (after AbstractVillager's head-shake at 16): type, profession, level. */
export const VILLAGER_DATA = 17;
/** MobEntity: flags (bit 0 no AI). */
export const MOB_FLAGS = 14;
/** FishingBobberEntity: the hooked entity's id + 1, and whether a fish bites. */
export const BOBBER_HOOKED = 7;
export const BOBBER_BITING = 8;
