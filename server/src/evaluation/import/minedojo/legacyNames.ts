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
import { MINEDOJO_BIOME_IDS } from '../../../vanilla/legacyBiomeIds';

interface LegacyFile {
  items: Record<string, Record<string, string>>;
  blocks: Record<string, Record<string, string>>;
  biomes: Record<string, string>;
  entities: Record<string, string>;
}

export { MINEDOJO_BIOME_IDS };

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
