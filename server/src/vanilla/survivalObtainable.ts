/**
 * What a player cannot get in 1.16.5 survival: creative- and command-only
 * items and blocks. Everything else in the registry is fair game.
 */
export const CREATIVE_ONLY: ReadonlySet<string> = new Set([
  'command_block', 'chain_command_block', 'repeating_command_block', 'command_block_minecart',
  'barrier', 'structure_block', 'structure_void', 'jigsaw', 'debug_stick', 'knowledge_book',
  'bedrock', 'end_portal_frame', 'end_portal', 'end_gateway', 'nether_portal', 'spawner',
  'petrified_oak_slab', 'player_head', 'player_wall_head', 'air', 'cave_air', 'void_air',
  'moving_piston', 'piston_head', 'bubble_column', 'frosted_ice', 'fire', 'soul_fire', 'water', 'lava',
  'budding_amethyst', 'light',
]);

/** True when survival play can obtain the item or meet the block. */
export function obtainable(id: string): boolean {
  return !CREATIVE_ONLY.has(id) && !id.endsWith('_spawn_egg');
}
