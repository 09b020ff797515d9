/**
 * Tools of one kind (every *_hoe, *_pickaxe …) best first, read from the
 * registry: vanilla 1.16.5 registers each kind from the worst material to
 * the best (wooden, stone, golden, iron, diamond, netherite: Items), so the
 * registry's order reversed is netherite, diamond, iron, golden, stone,
 * wooden.
 */
import type { Registry } from './registry';

const cache = new WeakMap<Registry, Map<string, readonly string[]>>();

/** Items named `<material>_<kind>` (kind: 'hoe', 'pickaxe', 'axe', 'shovel', 'sword'), best first. */
export function toolsBestFirst(reg: Registry, kind: string): readonly string[] {
  let byKind = cache.get(reg);
  if (!byKind) cache.set(reg, (byKind = new Map()));
  let list = byKind.get(kind);
  if (!list) {
    const re = new RegExp(`^[a-z]+_${kind}$`);
    list = Object.freeze([...reg.items.keys()].filter((i) => re.test(i)).reverse());
    byKind.set(kind, list);
  }
  return list;
}
