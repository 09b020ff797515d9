/**
 * Tools of vanilla 1.16.5 by kind (every `*_axe`, `*_hoe` … item of the
 * registry), weakest material first as ToolMaterials ranks them by harvest
 * level (wood, stone, iron, then gold, diamond and netherite), the order task
 * files and messages list them in; and best first, for the agent that picks
 * the best it holds (vanilla registers each kind from the worst material to
 * the best, wooden, stone, golden, iron, diamond, netherite, so the registry's
 * order reversed). Read from the registry, not written out.
 */
import { getRegistry, Registry } from './registry';

export type ToolKind = 'axe' | 'hoe' | 'shovel' | 'pickaxe' | 'sword';

/** Material prefixes of tool ids, in the order tools are listed. */
const MATERIALS = ['wooden', 'stone', 'iron', 'golden', 'diamond', 'netherite'];

const cache = new WeakMap<Registry, Map<ToolKind, readonly string[]>>();

/** Every tool of a kind in the registry (default: the default version's), weakest first. */
export function toolsOfKind(kind: ToolKind, reg: Registry = getRegistry()): readonly string[] {
  let byKind = cache.get(reg);
  if (!byKind) cache.set(reg, (byKind = new Map()));
  let list = byKind.get(kind);
  if (!list) {
    const rank = (id: string) => MATERIALS.indexOf(id.slice(0, -(kind.length + 1)));
    list = [...reg.items.keys()].filter((id) => id.endsWith(`_${kind}`) && rank(id) >= 0).sort((a, b) => rank(a) - rank(b));
    byKind.set(kind, list);
  }
  return list;
}

const bestFirst = new WeakMap<Registry, Map<string, readonly string[]>>();

/** Items named `<material>_<kind>`, best first (the registry's order reversed). */
export function toolsBestFirst(reg: Registry, kind: ToolKind): readonly string[] {
  let byKind = bestFirst.get(reg);
  if (!byKind) bestFirst.set(reg, (byKind = new Map()));
  let list = byKind.get(kind);
  if (!list) {
    const re = new RegExp(`^[a-z]+_${kind}$`);
    list = Object.freeze([...reg.items.keys()].filter((i) => re.test(i)).reverse());
    byKind.set(kind, list);
  }
  return list;
}

/** ItemTier's harvest levels by material: gold mines like wood. */
export const HARVEST_LEVEL: Readonly<Record<string, number>> = Object.freeze({ wooden: 0, golden: 0, stone: 1, iron: 2, diamond: 3, netherite: 4 });
