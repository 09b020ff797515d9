import type { Registry } from '../../vanilla/registry';

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
