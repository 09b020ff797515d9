/**
 * A goal target's variant read off an entity the bot sees: a sheep's wool
 * colour ("a blue sheep"), a villager's profession ("the librarian").
 * Variants the bot cannot see accept every entity.
 */
import { DYE_COLORS, VILLAGER_PROFESSIONS } from '../../../vanilla/variants';
import { SHEEP_WOOL, VILLAGER_DATA } from '../../../vanilla/entityMetadata';

/** Wool colours are the dye colours, in the same order. */
export const WOOL_COLORS = DYE_COLORS;

/** 1.16.5 metadata: sheep wool byte (low 4 bits colour, 0x10 sheared), villager data. */

export function sheepColor(e: any): string {
  return WOOL_COLORS[Number(e.metadata?.[SHEEP_WOOL] ?? 0) & 15] ?? 'white';
}

export function sheepSheared(e: any): boolean {
  return (Number(e.metadata?.[SHEEP_WOOL] ?? 0) & 0x10) !== 0;
}

/** Whether `e` is of the variant (undefined: any entity is). */
export function hasVariant(e: any, variant: string | undefined): boolean {
  if (!variant) return true;
  const v = variant.toLowerCase().replace(/\s+/g, '_');
  if (e.name === 'sheep' && WOOL_COLORS.includes(v)) return sheepColor(e) === v;
  if (e.name === 'villager' && VILLAGER_PROFESSIONS.includes(v)) {
    const prof = e.metadata?.[VILLAGER_DATA]?.villagerProfession;
    return typeof prof === 'number' && VILLAGER_PROFESSIONS[prof] === v;
  }
  return true;
}
