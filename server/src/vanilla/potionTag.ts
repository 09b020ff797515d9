/**
 * The `Potion` tag of a potion item stack, as vanilla's PotionUtil reads and
 * writes it: `{Potion:"minecraft:<id>"}`; a stack without the tag holds the
 * "empty" potion (the uncraftable potion). Ids are returned without the
 * namespace ("water", "fire_resistance").
 */
import { potionIdOf } from './potionRules';

/** The potion a stack holds (prismarine-item with its NBT as typed tags). */
export function potionOfStack(item: any): string {
  return potionIdOf(item?.nbt?.value?.Potion?.value);
}

/** The NBT (typed tags, as items carry it over the protocol) of a stack holding `potion`. */
export function potionNbt(potion: string): any {
  return { type: 'compound', name: '', value: { Potion: { type: 'string', value: `minecraft:${potion}` } } };
}
