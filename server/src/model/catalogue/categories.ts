/**
 * The catalogue's categories, after MCU's grouping of atomic tasks (11
 * categories; the names follow the folders of the MCU-AgentBeats suite, plus
 * trading, which MCU counts among its logical-reasoning tasks). Subcategories
 * are ours; each entry of the catalogue names one.
 */
export const CATEGORIES = [
  'mining_and_collecting',
  'crafting',
  'combat',
  'tool_use',
  'trading',
  'trapping',
  'find',
  'explore',
  'building',
  'decoration',
  'motion',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_DESCRIPTIONS: Record<Category, string> = {
  mining_and_collecting: 'break blocks and gather what they or mobs drop',
  crafting: 'make items at the crafting table or in a furnace',
  combat: 'fight hostile mobs and hunt animals',
  tool_use: 'use, eat, drink and work with items, brewing stands and enchanting tables',
  trading: 'trade emeralds with villagers of each profession',
  trapping: 'tame, breed, lead and trap animals and mobs',
  find: 'locate blocks, mobs, biomes and structures',
  explore: 'travel, ride and search the world',
  building: 'place blocks and put structures together',
  decoration: 'make a place look good',
  motion: 'the agent moving its own body and items',
};

export function isCategory(s: string): s is Category {
  return (CATEGORIES as readonly string[]).includes(s);
}
