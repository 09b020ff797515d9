/**
 * The enchanting table, as vanilla 1.16.5's EnchantingTableBlock and
 * EnchantmentScreenHandler: a right-click opens the "Enchant" window (no
 * statistic: 1.16.5 has no interact_with_enchanting_table), slot 0 takes one
 * item, slot 1 only lapis lazuli. Putting an enchantable item in computes the
 * three offers from the player's enchantment seed and the bookshelves around
 * the table (../enchantingRules.ts) and sends them as window properties 0-9.
 * The enchant_item packet (a click on offer n) enchants when the offer exists,
 * slot 1 holds n+1 lapis and the player has at least n+1 levels and the
 * offer's requirement (creative: neither): the item gets the offer's
 * enchantments (a book becomes an enchanted_book with StoredEnchantments),
 * n+1 lapis and n+1 levels are spent, the seed changes, custom:enchant_item
 * counts once. Anything else changes nothing and counts nothing.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { itemClass as serverItemClass } from '../inventory';
import { changeWindow, openWindow, WindowRules, WindowSession } from './windows';
import { EnchantmentDef, countBookshelves, offerEnchantments, tableOffers, TableOffers } from '../../../vanilla/enchantingRules';
import { spendLevels, xpOf } from '../../../vanilla/experience';
import { ENCHANTING_SLOTS } from '../../../vanilla/windowSlots';
import { draw } from './gameDraws';

const { item: ITEM, lapis: LAPIS } = ENCHANTING_SLOTS;

/** The server's one prismarine-item class (inventory.itemClass caches it per server). */
const itemClass = (ctx: EmbeddedContext): any => serverItemClass(ctx.serv);

/** The player's enchantment seed (vanilla's enchantmentTableSeed: a random int, redrawn after each enchanting). */
export function enchantmentSeed(ctx: EmbeddedContext, player: any): number {
  return (player.mcuEnchantSeed ??= (draw(ctx, 'enchanting') * 0x100000000) | 0);
}

function enchantments(ctx: EmbeddedContext): EnchantmentDef[] {
  return ctx.serv.registry.enchantmentsArray as EnchantmentDef[];
}

function tableItem(it: any) {
  return { name: it.name, count: it.count, enchanted: (it.enchants ?? []).length > 0, stackSize: it.stackSize, maxDurability: it.maxDurability };
}

function shelvesAround(ctx: EmbeddedContext, world: any, pos: Vec3): number {
  return countBookshelves((dx, dy, dz) => {
    const id = world.sync?.getBlockStateId?.(pos.offset(dx, dy, dz));
    return id === undefined ? undefined : ctx.serv.registry.blocksByStateId[id]?.name;
  });
}

/** Builds the rules of one open enchanting window at `pos`. */
function tableRules(ctx: EmbeddedContext, player: any, s: WindowSession, pos: Vec3, onClose: () => void): WindowRules & { offers: () => TableOffers; enchant: (n: number) => boolean } {
  const win = s.window;
  const Item = itemClass(ctx);
  let offers: TableOffers = { power: [0, 0, 0], hint: [null, null, null] };

  const sendProperties = () => {
    const values = [...offers.power, enchantmentSeed(ctx, player) & -16, ...offers.hint.map((h) => h?.id ?? -1), ...offers.hint.map((h) => h?.level ?? -1)];
    // The packet carries each property as a short (vanilla writes the int's low 16 bits: the seed's).
    values.forEach((value, property) => player._client.write('craft_progress_bar', { windowId: s.id, property, value: (value << 16) >> 16 }));
  };

  const refresh = () => {
    const it = win.slots[ITEM];
    const def = it ? ctx.serv.registry.items[it.type] : undefined;
    offers = it && def ? tableOffers(enchantmentSeed(ctx, player), shelvesAround(ctx, player.world, pos), tableItem(it), def.enchantCategories ?? [], enchantments(ctx))
      : { power: [0, 0, 0], hint: [null, null, null] };
    sendProperties();
  };

  /** vanilla's onButtonClick(player, n). */
  const enchant = (n: number): boolean => {
    if (!Number.isInteger(n) || n < 0 || n > 2) return false;
    const creative = player.gameMode === 1;
    const item = win.slots[ITEM];
    const lapis = win.slots[LAPIS];
    const cost = n + 1;
    if ((!lapis || lapis.count < cost) && !creative) return false;
    const level = xpOf(player).level;
    if (!(offers.power[n] > 0) || !item || !(creative || (level >= cost && level >= offers.power[n]))) return false;
    const def = ctx.serv.registry.items[item.type];
    const list = offerEnchantments(enchantmentSeed(ctx, player), n, offers.power[n], item.name, def?.enchantCategories ?? [], enchantments(ctx));
    if (!list.length) return false;
    changeWindow(ctx, player, s, () => {
      let result = item;
      if (item.name === 'book') {
        result = new Item(ctx.serv.registry.itemsByName.enchanted_book.id, 1, 0, item.nbt ? JSON.parse(JSON.stringify(item.nbt)) : null);
        result.slot = ITEM;
      }
      result.enchants = [...(result.enchants ?? []), ...list.map((e) => ({ name: e.name, lvl: e.level }))];
      win.slots[ITEM] = result;
      if (!creative) {
        lapis.count -= cost;
        if (lapis.count <= 0) win.slots[LAPIS] = null;
      }
    });
    // applyEnchantmentCosts: the levels go, and the seed is drawn again.
    spendLevels(player, cost);
    player.mcuEnchantSeed = (draw(ctx, 'enchanting') * 0x100000000) | 0;
    ctx.stats.add(player.username, 'custom', 'enchant_item');
    refresh();
    return true;
  };

  const cursorTo = (slot: number, n: number) => {
    const cur = win.selectedItem;
    win.slots[slot] = Object.assign(new Item(cur.type, n, cur.metadata, cur.nbt), { slot });
    cur.count -= n;
    if (cur.count <= 0) win.selectedItem = null;
  };

  return {
    click(slot, mode) {
      const cur = win.selectedItem;
      if (mode === 1 && slot >= win.inventoryStart && slot < win.inventoryEnd) {
        // vanilla's transferSlot: lapis to the lapis slot, anything else one at a time into an empty item slot.
        const it = win.slots[slot];
        if (!it) return true;
        if (it.name === 'lapis_lazuli') {
          const have = win.slots[LAPIS];
          const n = Math.min(it.count, it.stackSize - (have?.count ?? 0));
          if (n <= 0) return true;
          if (have) have.count += n; else win.slots[LAPIS] = Object.assign(new Item(it.type, n, it.metadata, it.nbt), { slot: LAPIS });
          it.count -= n;
        } else if (!win.slots[ITEM]) {
          win.slots[ITEM] = Object.assign(new Item(it.type, 1, it.metadata, it.nbt), { slot: ITEM });
          it.count -= 1;
        }
        if (it.count <= 0) win.slots[slot] = null;
        refresh();
        return true;
      }
      if (slot !== ITEM && slot !== LAPIS) return false;
      if (mode === 1) return false; // out to the inventory: a plain shift-click
      if (mode !== 0) return true; // number keys, drops, double clicks on the table's slots: not modelled, nothing happens
      const here = win.slots[slot];
      if (cur && slot === LAPIS && cur.name !== 'lapis_lazuli') return true;
      if (cur && slot === ITEM) {
        // The item slot holds one item (getMaxItemCount 1).
        if (!here) cursorTo(ITEM, 1);
        else if (cur.count === 1) { win.slots[ITEM] = Object.assign(cur, { slot: ITEM }); win.selectedItem = here; }
        refresh();
        return true;
      }
      return false;
    },
    refresh,
    returnOnClose: [ITEM, LAPIS],
    closed: onClose,
    offers: () => offers,
    enchant,
  };
}

export function installEnchantingTable(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  if (!serv.registry.blocksByName.enchanting_table) return;
  serv.onBlockInteraction('enchanting_table', ({ block, player }: any) => {
    if (player.crouching && player.inventory.slots[36 + player.heldItemSlot]) return false;
    const s = openWindow(ctx, player, 'enchantment', 'Enchant');
    const onPacket = ({ windowId, enchantment }: any) => {
      if (player.mcuWindow !== s || windowId !== s.id) return;
      try { if (!rules.enchant(enchantment)) changeWindow(ctx, player, s, () => undefined); } catch (err) {
        ctx.log(`enchanting refused: ${(err as Error).message}`);
      }
    };
    const rules = tableRules(ctx, player, s, block.position.clone(), () => player._client.removeListener('enchant_item', onPacket));
    s.rules = rules;
    player._client.on('enchant_item', onPacket);
    rules.refresh();
    return true;
  });
}
