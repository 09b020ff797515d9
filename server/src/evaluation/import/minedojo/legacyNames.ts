/**
 * Minecraft 1.11.2 names (MineDojo's) → 1.16.5 ids, data-driven: the 1.11
 * registries and minecraft-data's legacy.json ("id:meta" → flattened name),
 * extracted at build time into server/data/legacy-1.11.json
 * (server/tools/extract-legacy-1.11.js), then checked against the 1.16.5
 * registry. The data answers the traps by itself: `nether_brick` (block 112)
 * → nether_bricks while `netherbrick` (item 405) → nether_brick; `grass`
 * (block 2) → grass_block; `monster_egg` → the infested blocks; `reeds` →
 * sugar_cane; `web` → cobweb.
 *
 * A 1.11 name without a data value means any of its variants ("wool", "log",
 * "dye", "fish" …): every flattened name of its data values is returned.
 *
 * The small hand tables hold only what the data cannot tell, each saying
 * why (the renames after the flattening are in vanilla/renames.ts).
 */
import * as fs from 'fs';
import * as path from 'path';
import { dataDir } from '../../../vanilla/dataDir';
import type { Registry } from '../../../vanilla/registry';
import { ENTITY_RENAMES, RENAMED_AFTER_1_13 } from '../../../vanilla/renames';

interface LegacyFile {
  items: Record<string, Record<string, string>>;
  blocks: Record<string, Record<string, string>>;
  biomes: Record<string, string>;
  entities: Record<string, string>;
}

/**
 * MineDojo's biome names (the 1.11.2 names) and their numeric biome ids, from
 * MineDojo's own table (minedojo/sim/mc_meta/mc.py BIOMES_MAP, transcribed
 * there from the 1.11.2 wiki). minecraft-data stores 1.11's biomes under
 * their modern names only, so the old name → id step is this table; the id →
 * 1.16.5 name step is the data's.
 */
export const MINEDOJO_BIOME_IDS: Readonly<Record<string, number>> = Object.freeze({
  ice_plains: 12, ice_plains_spikes: 140, cold_taiga: 30, cold_taiga_m: 158, frozen_river: 11, cold_beach: 26,
  extreme_hills: 3, extreme_hills_m: 131, extreme_hills_plus: 34, extreme_hills_plus_m: 162, taiga: 5, taiga_m: 133,
  mega_taiga: 32, mega_spruce_taiga: 160, stone_beach: 25, plains: 1, sunflower_plains: 129, forest: 4,
  flower_forest: 132, birch_forest: 27, birch_forest_m: 155, roofed_forest: 29, roofed_forest_m: 157, swampland: 6,
  swampland_m: 134, jungle: 21, jungle_m: 149, jungle_edge: 23, jungle_edge_m: 151, river: 7, beach: 16,
  mushroom_island: 14, mushroom_island_shore: 15, desert: 2, desert_m: 130, savanna: 35, savanna_m: 163, mesa: 37,
  mesa_bryce: 165, mesa_plateau_f: 38, mesa_plateau_f_m: 166, savanna_plateau: 36, mesa_plateau: 39,
  savanna_plateau_m: 164, mesa_plateau_m: 167, ocean: 0, deep_ocean: 24, ice_mountains: 13, desert_hills: 17,
  forest_hills: 18, taiga_hills: 19, jungle_hills: 22, birch_forest_hills: 28, cold_taiga_hills: 31,
  mega_taiga_hills: 33, tall_birch_hills: 156, mega_spruce_taiga_hills: 161, plains_m: 128, frozen_ocean: 10,
  extreme_hills_edge: 20, the_end: 9, nether: 8, the_void: 127,
});

/** A name's 1.16.5 ids; `anyVariant` when the 1.11 name carried no data value and had several. */
export interface Renamed {
  ids: string[];
  anyVariant: boolean;
}

export class LegacyNames {
  private readonly file: LegacyFile;

  constructor(readonly reg: Registry, file?: LegacyFile) {
    this.file = file ?? JSON.parse(fs.readFileSync(path.join(dataDir(), 'legacy-1.11.json'), 'utf8'));
  }

  private later(id: string): string {
    return RENAMED_AFTER_1_13[id] ?? id;
  }

  private known(id: string): boolean {
    return this.reg.items.has(id) || this.reg.blocks.has(id);
  }

  /**
   * An item (or block, as an item) of 1.11 → 1.16.5 ids. `variant` is the data
   * value MineDojo's `variant` field carries. Undefined when nothing maps.
   */
  item(name: string, variant?: number): Renamed | undefined {
    const n = name.replace(/^minecraft:/, '');
    const table = this.file.items[n] ?? this.file.blocks[n];
    if (!table) return this.known(n) ? { ids: [n], anyVariant: false } : undefined;
    if (variant !== undefined) {
      const id = table[String(variant)];
      return id !== undefined && this.known(this.later(id)) ? { ids: [this.later(id)], anyVariant: false } : undefined;
    }
    // Spawn eggs carry their mob in NBT, not in a data value (legacy.json lists only the pig's):
    // any spawn egg is every spawn egg of 1.16.5.
    if (n === 'spawn_egg') return { ids: [...this.reg.items.keys()].filter((i) => i.endsWith('_spawn_egg')), anyVariant: true };
    const ids = [...new Set(Object.values(table).map((id) => this.later(id)))].filter((id) => this.known(id));
    if (!ids.length) return undefined;
    return { ids, anyVariant: ids.length > 1 };
  }

  /** A 1.11 block name → 1.16.5 block ids (for mine_block); the item table's answer kept to blocks. */
  block(name: string, variant?: number): Renamed | undefined {
    const n = name.replace(/^minecraft:/, '');
    const blockTable = this.file.blocks[n];
    const fromBlocks = blockTable && variant === undefined
      ? [...new Set(Object.values(blockTable).map((id) => this.later(id)))].filter((id) => this.reg.blocks.has(id))
      : [];
    const r = this.item(n, variant);
    const ids = [...new Set([...(r?.ids ?? []).filter((id) => this.reg.blocks.has(id)), ...(r ? [] : fromBlocks)])];
    return ids.length ? { ids, anyVariant: ids.length > 1 } : undefined;
  }

  /** A 1.11 entity name → the 1.16.5 entity: the same name, else the one with the same display name, else the hand table. */
  entity(name: string): string | undefined {
    const n = name.replace(/^minecraft:/, '');
    if (this.reg.entities.has(n)) return n;
    if (ENTITY_RENAMES[n]) return ENTITY_RENAMES[n];
    const shown = this.file.entities[n];
    if (!shown) return undefined;
    const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
    for (const e of this.reg.entities.values()) if (key(e.displayName) === key(shown)) return e.name;
    return undefined;
  }

  /** A MineDojo biome name (or numeric id) → the 1.16.5 biome and its dimension. */
  biome(name: string | number): { id: string; dimension: string } | undefined {
    const num = typeof name === 'number' ? name : MINEDOJO_BIOME_IDS[name.replace(/^minecraft:/, '')];
    const id = num !== undefined ? this.file.biomes[String(num)] : undefined;
    const info = id !== undefined ? this.reg.biomes.get(id) : undefined;
    return info ? { id: info.name, dimension: info.dimension || 'overworld' } : undefined;
  }

  /** Every 1.11 item name the data knows (for the registry test). */
  itemNames(): string[] {
    return Object.keys(this.file.items);
  }

  entityNames(): string[] {
    return Object.keys(this.file.entities);
  }
}
