/** Shapes of the compact per-version data written by server/tools/extract-data.js. */
export interface ItemInfo {
  name: string;
  displayName: string;
  stackSize: number;
  maxDurability?: number;
  food?: boolean;
}

export interface BlockStateProperty {
  name: string;
  type: 'bool' | 'int' | 'enum' | string;
  values: string[];
}

export interface BlockInfo {
  name: string;
  displayName: string;
  hardness: number | null;
  diggable: boolean;
  material: string;
  /** Items that can harvest the block (get its drops); absent when any tool or the hand works. */
  harvestTools?: string[];
  drops: string[];
  states?: BlockStateProperty[];
  defaultState?: Record<string, string>;
  /** No collision box (air, flowers, torches): standing in it does not suffocate. */
  passable?: boolean;
}

export interface EntityInfo {
  name: string;
  displayName: string;
  /** 'Hostile mobs', 'Passive mobs', 'Projectiles', 'Drops', 'Vehicles', 'Immobile', 'Blocks', 'Players', 'Other'. */
  category: string;
  /** Bounding-box width in blocks (adults; babies are half as wide). */
  width?: number;
}

export interface EffectInfo {
  name: string;
  displayName: string;
  type: 'good' | 'bad' | string;
}

export interface EnchantmentInfo {
  name: string;
  displayName: string;
  maxLevel: number;
  category?: string;
}

export interface BiomeInfo {
  name: string;
  displayName: string;
  dimension?: string;
}

/** One recipe; each slot lists the items it accepts (tag members merged). */
export interface RecipeInfo {
  count: number;
  /** Shaped: rows of slots, null for an empty slot. */
  shape?: (string[] | null)[][];
  /** Shapeless: one entry per ingredient. */
  ingredients?: string[][];
}

export interface LootDrop {
  item: string;
  chance: number;
  playerKill: boolean;
}

/** A Brigadier node as minecraft-data's commands.json stores it. */
export interface CommandNode {
  type: 'root' | 'literal' | 'argument';
  name: string;
  executable: boolean;
  redirects: string[];
  children: CommandNode[];
  parser?: { parser: string; modifier: Record<string, unknown> | null };
}

export interface OtherVersionId {
  kinds: ('item' | 'block' | 'entity')[];
  versions: string[];
}

export interface RegistryFile {
  version: string;
  items: ItemInfo[];
  blocks: BlockInfo[];
  entities: EntityInfo[];
  effects: EffectInfo[];
  enchantments: EnchantmentInfo[];
  biomes: BiomeInfo[];
  particles: string[];
  attributes: string[];
  sounds: string[];
  recipes: Record<string, RecipeInfo[]>;
  /** Furnace recipes (result → inputs) and fuel burn times in ticks; hand-kept, see static/smelting.json. */
  smelting: { recipes: Record<string, string[]>; fuels: Record<string, number> };
  entityLoot: Record<string, LootDrop[]>;
  tags: { items: Record<string, string[]>; blocks: Record<string, string[]> };
  /** Names of every vanilla tag per registry (block, item, entity_type, fluid, function); null when not transcribed for this version. */
  vanillaTags?: Record<string, string[]> | null;
  commands: { root: CommandNode };
  otherVersions: Record<string, OtherVersionId>;
  legacy: Record<string, string[]>;
}
