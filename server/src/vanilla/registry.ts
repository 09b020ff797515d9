import * as fs from 'fs';
import * as path from 'path';
import { excerpt } from '../util/excerpt';
import { dataDir } from './dataDir';
import type {
  BiomeInfo, BlockInfo, CommandNode, EffectInfo, EnchantmentInfo, EntityInfo, ItemInfo, LootDrop,
  OtherVersionId, RecipeInfo, RegistryFile,
} from './registryTypes';

export type IdKind = 'item' | 'block' | 'entity' | 'effect' | 'enchantment' | 'biome' | 'particle';

/** Strips an optional `minecraft:` namespace; other namespaces are kept (and then unknown). */
export function stripNamespace(id: string): string {
  return id.startsWith('minecraft:') ? id.slice('minecraft:'.length) : id;
}

/** One Minecraft version's registries, indexed by id without namespace. */
export class Registry {
  readonly version: string;
  readonly items: Map<string, ItemInfo>;
  readonly blocks: Map<string, BlockInfo>;
  readonly entities: Map<string, EntityInfo>;
  readonly effects: Map<string, EffectInfo>;
  readonly enchantments: Map<string, EnchantmentInfo>;
  readonly biomes: Map<string, BiomeInfo>;
  readonly particles: Set<string>;
  readonly attributes: Set<string>;
  readonly sounds: Set<string>;
  readonly recipes: Map<string, RecipeInfo[]>;
  /** Smelting result → accepted inputs. */
  readonly smelting: Map<string, string[]>;
  /** Fuel item → burn time in ticks (200 ticks smelt one item). */
  readonly fuels: Map<string, number>;
  readonly entityLoot: Map<string, LootDrop[]>;
  readonly itemTags: Map<string, string[]>;
  readonly blockTags: Map<string, string[]>;
  /** Every vanilla tag name per registry ('block', 'item', 'entity_type', 'fluid', 'function'); undefined when the version has no list. */
  readonly vanillaTags?: Map<string, Set<string>>;
  readonly commandRoot: CommandNode;
  readonly otherVersions: Map<string, OtherVersionId>;
  readonly legacy: Map<string, string[]>;

  constructor(file: RegistryFile) {
    this.version = file.version;
    const byName = <T extends { name: string }>(list: T[]) => new Map(list.map((x) => [x.name, x] as [string, T]));
    this.items = byName(file.items);
    this.blocks = byName(file.blocks);
    this.entities = byName(file.entities);
    this.effects = byName(file.effects);
    this.enchantments = byName(file.enchantments);
    this.biomes = byName(file.biomes);
    this.particles = new Set(file.particles);
    this.attributes = new Set(file.attributes);
    this.sounds = new Set(file.sounds);
    this.recipes = new Map(Object.entries(file.recipes));
    this.smelting = new Map(Object.entries(file.smelting?.recipes ?? {}));
    this.fuels = new Map(Object.entries(file.smelting?.fuels ?? {}));
    this.entityLoot = new Map(Object.entries(file.entityLoot));
    this.itemTags = new Map(Object.entries(file.tags.items));
    this.blockTags = new Map(Object.entries(file.tags.blocks));
    if (file.vanillaTags) this.vanillaTags = new Map(Object.entries(file.vanillaTags).map(([k, v]) => [k, new Set(v)]));
    this.commandRoot = file.commands.root;
    this.otherVersions = new Map(Object.entries(file.otherVersions));
    this.legacy = new Map(Object.entries(file.legacy));
  }

  /** Names of one registry, for completion and "did you mean". */
  names(kind: IdKind): string[] {
    switch (kind) {
      case 'item': return [...this.items.keys()];
      case 'block': return [...this.blocks.keys()];
      case 'entity': return [...this.entities.keys()];
      case 'effect': return [...this.effects.keys()];
      case 'enchantment': return [...this.enchantments.keys()];
      case 'biome': return [...this.biomes.keys()];
      case 'particle': return [...this.particles];
    }
  }

  private readonly sorted = new Map<IdKind, readonly string[]>();
  /** names(kind) in completion's order (localeCompare), sorted once per registry: completion asks on every keystroke. Shared: read only. */
  sortedNames(kind: IdKind): readonly string[] {
    let list = this.sorted.get(kind);
    if (!list) this.sorted.set(kind, (list = Object.freeze(this.names(kind).sort((a, b) => a.localeCompare(b)))));
    return list;
  }

  has(kind: IdKind, id: string): boolean {
    const n = stripNamespace(id);
    switch (kind) {
      case 'item': return this.items.has(n);
      case 'block': return this.blocks.has(n);
      case 'entity': return this.entities.has(n);
      case 'effect': return this.effects.has(n);
      case 'enchantment': return this.enchantments.has(n);
      case 'biome': return this.biomes.has(n);
      case 'particle': return this.particles.has(n);
    }
  }

  /** The kinds (among item, block, entity) an id belongs to, to explain "wrong kind" errors. */
  kindsOf(id: string): ('item' | 'block' | 'entity')[] {
    const n = stripNamespace(id);
    const out: ('item' | 'block' | 'entity')[] = [];
    if (this.items.has(n)) out.push('item');
    if (this.blocks.has(n)) out.push('block');
    if (this.entities.has(n)) out.push('entity');
    return out;
  }
}

const loaded = new Map<string, Registry>();
let versionList: { default: string; versions: string[] } | undefined;

export function availableVersions(): { default: string; versions: string[] } {
  if (!versionList) versionList = JSON.parse(fs.readFileSync(path.join(dataDir(), 'versions.json'), 'utf8'));
  return versionList!;
}

/** Loads a version's registry on first use and keeps it. Throws for a version that is not in versions.json or has no data. */
export function getRegistry(version?: string): Registry {
  const v = version || availableVersions().default;
  let reg = loaded.get(v);
  if (!reg) {
    const noData = () => new Error(`No Minecraft data for version ${excerpt(v)}; available: ${availableVersions().versions.join(', ')}`);
    // Only versions listed in versions.json: the name becomes part of a path (think '../../x').
    if (!availableVersions().versions.includes(v)) throw noData();
    const file = path.join(dataDir(), v, 'registry.json');
    if (!fs.existsSync(file)) throw noData();
    reg = new Registry(JSON.parse(fs.readFileSync(file, 'utf8')) as RegistryFile);
    loaded.set(v, reg);
  }
  return reg;
}
