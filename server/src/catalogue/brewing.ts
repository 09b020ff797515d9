import type { Registry } from '../mc/registry';
import { CatalogueEntry, entry } from './entry';

/**
 * Potions a brewing stand makes in 1.16.5: the effect, whether redstone
 * extends it and whether glowstone strengthens it. The registry has effects
 * but not potion types, so this short list is kept here.
 */
const POTIONS: [name: string, extended: boolean, strong: boolean][] = [
  ['night vision', true, false], ['invisibility', true, false], ['leaping', true, true], ['fire resistance', true, false],
  ['swiftness', true, true], ['slowness', true, true], ['the turtle master', true, true], ['water breathing', true, false],
  ['healing', false, true], ['harming', false, true], ['poison', true, true], ['regeneration', true, true],
  ['strength', true, true], ['weakness', true, false], ['slow falling', true, false],
];

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
