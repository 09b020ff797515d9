/**
 * What a bow or a crossbow shoots in vanilla 1.16.5: BowItem's projectiles
 * are the `minecraft:arrows` item tag (arrow, spectral and tipped arrows);
 * CrossbowItem takes those or a firework rocket. Read from the registry's tag.
 */
import type { Registry } from './registry';

/** The ammunition a ranged weapon fires; undefined for anything else. */
export function ammoFor(weapon: string, reg: Registry): readonly string[] | undefined {
  const arrows = reg.itemTags.get('arrows') ?? [];
  if (weapon === 'bow') return arrows;
  if (weapon === 'crossbow') return [...arrows, 'firework_rocket'];
  return undefined;
}
