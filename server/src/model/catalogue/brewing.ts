import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { brewedEffectPotions, POTION_MIXES } from '../../vanilla/brewingRules';

/**
 * Potions a brewing stand makes in 1.16.5, by the name a task uses, with
 * whether redstone extends it and glowstone strengthens it, read from the
 * stand's mixes (vanilla/brewingRules.ts): a long_<id> or strong_<id> is brewed.
 */
const nameOf = (id: string): string => (id === 'turtle_master' ? 'the turtle master' : id.replace(/_/g, ' '));
const NAMES: [name: string, id: string][] = brewedEffectPotions().map((id) => [nameOf(id), id]);
const brewed = (id: string) => POTION_MIXES.some((m) => m.to === id);
const POTIONS: [name: string, extended: boolean, strong: boolean][] = NAMES.map(([name, id]) => [name, brewed(`long_${id}`), brewed(`strong_${id}`)]);

const BASES = ['awkward potion', 'mundane potion', 'thick potion'];

/** tool_use: brew every potion as a drinkable, splash and lingering potion. */
export function brewTasks(reg: Registry): CatalogueEntry[] {
  if (!reg.blocks.has('brewing_stand')) return [];
  const reward = { event: 'custom' as const, objects: ['interact_with_brewingstand'] };
  const out = BASES.map((b) => entry(`brew ${b === 'awkward potion' ? 'an' : 'a'} ${b}`, 'tool_use', 'brewing', reward, 'potion'));
  for (const [effect, extended, strong] of POTIONS) {
    const variants = [`potion of ${effect}`];
    if (extended) variants.push(`long potion of ${effect}`);
    if (strong) variants.push(`potion of ${effect} II`);
    for (const v of variants) {
      out.push(entry(`brew a ${v}`, 'tool_use', 'brewing', reward, 'potion'));
      out.push(entry(`brew a splash ${v}`, 'tool_use', 'brewing', reward, 'splash_potion'));
      if (reg.items.has('lingering_potion')) out.push(entry(`brew a lingering ${v}`, 'tool_use', 'brewing', reward, 'lingering_potion'));
    }
  }
  return out;
}
