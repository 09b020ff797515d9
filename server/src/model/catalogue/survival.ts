import type { Registry } from '../../vanilla/registry';

/**
 * What a player cannot get in 1.16.5 survival: creative- and command-only
 * items and blocks. Everything else in the registry is fair game.
 */
const CREATIVE_ONLY = new Set([
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

/** Lower-case words for an id's display name. */
export function displayWords(reg: Registry, id: string, kind: 'item' | 'block' | 'entity' | 'biome' | 'enchantment'): string {
  const map = kind === 'item' ? reg.items : kind === 'block' ? reg.blocks : kind === 'entity' ? reg.entities : kind === 'biome' ? reg.biomes : reg.enchantments;
  const info = map.get(id) as { displayName?: string } | undefined;
  return (info?.displayName ?? id.replace(/_/g, ' ')).toLowerCase();
}

/**
 * Names of one kind of thing for task texts: the display name, except where
 * two ids share one ("Banner Pattern" ×6, "Torch" for torch and wall_torch):
 * then each gets its id in words, so the text names its target unambiguously.
 */
export function uniqueNames(reg: Registry, ids: string[], kind: 'item' | 'block' | 'entity'): Map<string, string> {
  const byName = new Map<string, string[]>();
  for (const id of ids) {
    const n = displayWords(reg, id, kind);
    byName.set(n, [...(byName.get(n) ?? []), id]);
  }
  const out = new Map<string, string>();
  for (const [n, list] of byName) for (const id of list) out.set(id, list.length > 1 ? id.replace(/_/g, ' ') : n);
  return out;
}

/** "a"/"an" for a noun phrase. */
export function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}
