import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { article } from './survival';
import { ownTable } from '../../util/ownTable';

/**
 * What villagers of each 1.16.5 profession sell for emeralds and buy for
 * them (facts of the game's trade tables; not in minecraft-data).
 */
const TRADES: Record<string, { sells: string[]; buys: string[] }> = ownTable({
  armorer: { sells: ['iron_helmet', 'iron_chestplate', 'iron_leggings', 'iron_boots', 'chainmail_helmet', 'chainmail_chestplate', 'chainmail_leggings', 'chainmail_boots', 'bell', 'shield', 'diamond_helmet', 'diamond_chestplate', 'diamond_leggings', 'diamond_boots'], buys: ['coal', 'iron_ingot', 'lava_bucket', 'diamond'] },
  butcher: { sells: ['rabbit_stew', 'cooked_porkchop', 'cooked_chicken'], buys: ['chicken', 'porkchop', 'rabbit', 'coal', 'mutton', 'beef', 'dried_kelp_block', 'sweet_berries'] },
  cartographer: { sells: ['map', 'item_frame', 'white_banner', 'globe_banner_pattern'], buys: ['paper', 'glass_pane', 'compass'] },
  cleric: { sells: ['redstone', 'lapis_lazuli', 'glowstone', 'ender_pearl', 'experience_bottle'], buys: ['rotten_flesh', 'gold_ingot', 'rabbit_foot', 'scute', 'glass_bottle', 'nether_wart'] },
  farmer: { sells: ['bread', 'pumpkin_pie', 'apple', 'cookie', 'cake', 'suspicious_stew', 'golden_carrot', 'glistering_melon_slice'], buys: ['wheat', 'potato', 'carrot', 'beetroot', 'pumpkin', 'melon'] },
  fisherman: { sells: ['cod_bucket', 'cooked_cod', 'campfire', 'cooked_salmon', 'fishing_rod'], buys: ['string', 'coal', 'cod', 'salmon', 'tropical_fish', 'pufferfish'] },
  fletcher: { sells: ['arrow', 'flint', 'bow', 'crossbow', 'tipped_arrow'], buys: ['stick', 'string', 'feather', 'tripwire_hook'] },
  leatherworker: { sells: ['leather_helmet', 'leather_chestplate', 'leather_leggings', 'leather_boots', 'leather_horse_armor', 'saddle'], buys: ['leather', 'flint', 'rabbit_hide', 'scute'] },
  librarian: { sells: ['bookshelf', 'enchanted_book', 'lantern', 'glass', 'clock', 'compass', 'name_tag'], buys: ['paper', 'book', 'ink_sac', 'writable_book'] },
  mason: { sells: ['brick', 'chiseled_stone_bricks', 'polished_andesite', 'polished_diorite', 'polished_granite', 'terracotta', 'quartz_block', 'quartz_pillar'], buys: ['clay_ball', 'stone', 'granite', 'andesite', 'diorite', 'quartz'] },
  shepherd: { sells: ['shears', 'white_wool', 'white_carpet', 'white_bed', 'white_banner', 'painting'], buys: ['white_wool', 'black_dye', 'gray_dye', 'lime_dye', 'light_blue_dye', 'red_dye'] },
  toolsmith: { sells: ['stone_axe', 'stone_shovel', 'stone_pickaxe', 'stone_hoe', 'iron_axe', 'iron_shovel', 'iron_pickaxe', 'diamond_hoe', 'diamond_axe', 'diamond_shovel', 'diamond_pickaxe', 'bell'], buys: ['coal', 'iron_ingot', 'flint', 'diamond'] },
  weaponsmith: { sells: ['iron_axe', 'iron_sword', 'diamond_sword', 'diamond_axe', 'bell'], buys: ['coal', 'iron_ingot', 'flint', 'diamond'] },
});

/** The professions a villager can trade with (nitwits and the unemployed cannot). */
export const PROFESSIONS = Object.keys(TRADES);

/** trading: trade with each profession, buy each of its wares, sell each thing it buys. */
export function tradeTasks(reg: Registry): CatalogueEntry[] {
  const reward = { event: 'custom' as const, objects: ['traded_with_villager'] };
  const item = (id: string) => reg.items.get(id)!.displayName.toLowerCase();
  const out: CatalogueEntry[] = [];
  for (const [prof, { sells, buys }] of Object.entries(TRADES)) {
    out.push(entry(`trade with ${article(prof)} villager`, 'trading', 'professions', reward, 'villager'));
    for (const id of sells.filter((i) => reg.items.has(i))) {
      out.push(entry(`trade with ${article(prof)} for ${id.endsWith('_banner_pattern') ? id.replace(/_/g, ' ') : item(id)}`, 'trading', 'buying', reward, id));
    }
    for (const id of buys.filter((i) => reg.items.has(i))) {
      out.push(entry(`sell ${item(id)} to ${article(prof)}`, 'trading', 'selling', reward, id));
    }
  }
  return out;
}
