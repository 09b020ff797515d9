/**
 * The two hands of a player, as vanilla's InteractionHand: the packet's
 * `hand` (0 main, 1 off) names the stack used — the selected hotbar slot or
 * the off-hand slot (45) — and vanilla's ServerPlayerGameMode.useItemOn skips
 * the clicked block's own use (a chest opening, a door toggling) when the
 * player sneaks holding anything in either hand.
 */
import { HOTBAR_START, OFFHAND } from '../inventory';

/** Inventory window slot of the stack in `hand` (0 main, 1 off). */
export function handSlot(player: any, hand: number | undefined): number {
  return (hand ?? 0) === 1 ? OFFHAND : HOTBAR_START + (player.heldItemSlot ?? 0);
}

export function itemInHand(player: any, hand: number | undefined): any {
  return player.inventory.slots[handSlot(player, hand)] ?? null;
}

/** Takes one of the stack in `hand` (not in creative, as vanilla's `if (!abilities.instabuild) stack.shrink(1)`). */
export function shrinkInHand(player: any, hand: number | undefined): void {
  if (player.gameMode === 1) return;
  const slot = handSlot(player, hand);
  const it = player.inventory.slots[slot];
  if (!it) return;
  it.count -= 1;
  player.inventory.updateSlot(slot, it.count > 0 ? it : null);
}

/** Vanilla's `player.isSecondaryUseActive() && (!main.isEmpty() || !off.isEmpty())`: the block's own use is skipped. */
export function bypassesBlockUse(player: any): boolean {
  return !!player.crouching && !!(itemInHand(player, 0) || itemInHand(player, 1));
}

/**
 * Blocks whose own use consumes a click whatever the hand holds (vanilla's
 * Block.use returning SUCCESS/CONSUME): the held item is not used on them.
 * Iron doors and trapdoors open only by redstone (their use passes). A flower
 * pot, empty or planted, always consumes the click (FlowerPotBlock.use). Uses
 * that depend on the state or the hand are left out, so the item is used: a
 * cake (eaten only when hungry), a composter (only a compostable item or a
 * full one), a jukebox (only with a disc in it).
 */
const USED_BLOCK = /(?:^|_)(?:chest|barrel|furnace|smoker|crafting_table|door|trapdoor|fence_gate|lever|button|bed|anvil|note_block|enchanting_table|brewing_stand|beacon|dispenser|dropper|hopper|shulker_box|loom|stonecutter|grindstone|smithing_table|cartography_table|bell|lectern|repeater|comparator|daylight_detector|command_block|respawn_anchor|flower_pot)$|^potted_/;

export function blockUseConsumes(name: string): boolean {
  return USED_BLOCK.test(name) && name !== 'iron_door' && name !== 'iron_trapdoor';
}
