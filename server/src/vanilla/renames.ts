/**
 * Ids Minecraft renamed between 1.11 and 1.16.5 that no minecraft-data table
 * maps (its legacy.json stops at the 1.13 flattening): the importer of
 * MineDojo's 1.11.2 names reads them after the data's own mapping.
 */

/**
 * legacy.json gives the names of the 1.13 flattening; these were renamed again
 * in 1.14 (the dyes got colour names, signs a wood type), which no
 * minecraft-data table maps.
 */
export const RENAMED_AFTER_1_13: Readonly<Record<string, string>> = Object.freeze({
  rose_red: 'red_dye',
  cactus_green: 'green_dye',
  dandelion_yellow: 'yellow_dye',
  sign: 'oak_sign',
  wall_sign: 'oak_wall_sign',
});

/**
 * Entities whose display name changed too, so the 1.11 display name finds no
 * 1.16.5 entity: zombie pigmen became zombified piglins in 1.16; the rest are
 * not mobs but are listed for completeness.
 */
export const ENTITY_RENAMES: Readonly<Record<string, string>> = Object.freeze({
  zombie_pigman: 'zombified_piglin',
  ender_crystal: 'end_crystal',
  eye_of_ender_signal: 'eye_of_ender',
  evocation_fangs: 'evoker_fangs',
});
