import type { Registry } from '../../vanilla/registry';
import { MERCHANT_ENTITIES } from '../../vanilla/villagerTrades';
import { inSurvival } from '../../vanilla/mobKinds';
import type { BlockInfo } from '../../vanilla/registryTypes';
import { CatalogueEntry, entry } from './entry';
import { uniqueNames } from './survival';
import { obtainable } from '../../vanilla/survivalObtainable';
import { COMMON_DROP_CHANCE } from '../../vanilla/drops';

/** Which kind of block a mining task is about, from its tags and name. */
function miningSubcategory(b: BlockInfo, reg: Registry): string {
  const tagged = (tag: string) => reg.blockTags.get(tag)?.includes(b.name) ?? false;
  if (/_ore$|ancient_debris/.test(b.name)) return 'ore';
  if (tagged('logs') || /_(planks|log|wood|stem|hyphae)$/.test(b.name)) return 'wood';
  if (/^(grass_block|dirt|coarse_dirt|podzol|mycelium|farmland|grass_path|sand|red_sand|gravel|clay|soul_sand|soul_soil|snow|snow_block|ice|packed_ice|blue_ice|crimson_nylium|warped_nylium)$/.test(b.name)) return 'soil, sand and ice';
  if (tagged('leaves') || tagged('flowers') || tagged('saplings') || tagged('crops') || /grass|fern|mushroom|fungus|roots|vine|kelp|seagrass|bush|cactus|sugar_cane|bamboo|lily|melon|pumpkin|coral|berry|cocoa|wart|chorus|sea_pickle|hay/.test(b.name)) return 'plants';
  if (b.material === 'rock' || /stone|granite|diorite|andesite|basalt|netherrack|obsidian|brick|terracotta|quartz|purpur|end_stone|prismarine/.test(b.name)) return 'stone';
  return 'other blocks';
}

/**
 * "mine X" for every block survival can break and get something from. Blocks
 * without an item of their own (wall torches, potted plants, crop stages) are
 * kept when their name is their own and dropped when they would only repeat
 * another block's name.
 */
export function mineTasks(reg: Registry): CatalogueEntry[] {
  const blocks = [...reg.blocks.values()].filter((b) => b.diggable && b.drops.length && b.hardness !== null && b.hardness >= 0 && obtainable(b.name));
  const displayCount = new Map<string, number>();
  for (const b of blocks) displayCount.set(b.displayName, (displayCount.get(b.displayName) ?? 0) + 1);
  const kept = blocks.filter((b) => reg.items.has(b.name) || displayCount.get(b.displayName) === 1).sort((a, b) => a.name.localeCompare(b.name));
  const names = uniqueNames(reg, kept.map((b) => b.name), 'block');
  return kept.map((b) => entry(`mine ${names.get(b.name)}`, 'mining_and_collecting', miningSubcategory(b, reg), { event: 'mine_block', objects: [b.name] }, b.name));
}


/** "collect X from Y" for what mobs reliably drop (string from spiders, feathers from chickens). */
export function collectDropTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const seen = new Set<string>();
  for (const [mob, drops] of [...reg.entityLoot.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const info = reg.entities.get(mob);
    if (!info || !/mobs$/.test(info.category) || MERCHANT_ENTITIES.includes(mob) || !inSurvival(mob)) continue;
    for (const d of drops) {
      if (d.chance < COMMON_DROP_CHANCE || !reg.items.has(d.item) || !obtainable(d.item) || seen.has(d.item + mob)) continue;
      seen.add(d.item + mob);
      const item = reg.items.get(d.item)!.displayName.toLowerCase();
      out.push(entry(`collect ${item} from ${info.displayName.toLowerCase()}`, 'mining_and_collecting', 'mob drops', { event: 'pickup', objects: [d.item] }, d.item));
    }
  }
  return out;
}
