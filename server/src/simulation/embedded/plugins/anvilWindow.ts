/**
 * The anvil window, as vanilla 1.16.5's AnvilBlock and AnvilScreenHandler
 * (a ForgingScreenHandler): a right-click on an anvil (chipped, damaged)
 * opens "Repair & Name" and counts custom:interact_with_anvil (AnvilBlock.onUse
 * increments INTERACT_WITH_ANVIL on every opening). Slots 0 and 1 take the
 * items, slot 2 shows ../anvilRules.ts's result and the level cost (window
 * property 0); the name_item packet sets the new name (35 characters at most).
 * The result can be taken only while the cost is above 0 and the player has
 * that many levels (creative: always); taking it spends the levels, empties
 * slot 0, uses up slot 1 (or the repair material used) and, outside creative,
 * damages the anvil with chance 12 % (anvil → chipped → damaged → gone).
 * Taking the result counts no statistic: the forging result slot is a plain
 * Slot, whose onCrafted does nothing (no crafted:<item>, unlike a crafting table).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { itemClass as serverItemClass } from '../inventory';
import { closeWindow, fitsInventory, moveIntoInventory, openWindow, sendWindow, WindowRules, WindowSession } from './windows';
import { ANVIL_DAMAGE_CHANCE, ANVILS, anvilResult, AnvilResult, damagedAnvil, MAX_ITEM_NAME } from '../../../vanilla/anvilRules';
import { spendLevels, xpOf } from '../../../vanilla/experience';
import { ANVIL_SLOTS } from '../../../vanilla/windowSlots';
import { draw } from './gameDraws';

const { first: FIRST, second: SECOND, output: OUTPUT } = ANVIL_SLOTS;

/** The server's one prismarine-item class (inventory.itemClass caches it per server). */
const itemClass = (ctx: EmbeddedContext): any => serverItemClass(ctx.serv);

/** SharedConstants.stripInvalidChars: drops the section sign and control characters. */
function cleanName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  return [...name].filter((c) => c !== '\u00a7' && c.charCodeAt(0) >= 32 && c !== '\u007f').join('');
}

async function damageAnvil(ctx: EmbeddedContext, player: any, pos: Vec3): Promise<void> {
  const serv = ctx.serv;
  const stateId = player.world.sync.getBlockStateId(pos);
  const block = serv.registry.blocksByStateId[stateId];
  const next = block ? damagedAnvil(block.name) : undefined;
  if (next === undefined) return;
  if (next === null) {
    await serv.setBlock(player.world, pos, 0);
    closeWindow(ctx, player, true);
    return;
  }
  const to = serv.registry.blocksByName[next];
  await serv.setBlock(player.world, pos, to.minStateId + (stateId - block.minStateId));
}

function anvilRules(ctx: EmbeddedContext, player: any, s: WindowSession, pos: Vec3, onClose: () => void): WindowRules & { rename: (name: string) => void } {
  const win = s.window;
  const Item = itemClass(ctx);
  let newName: string | undefined;
  let current: AnvilResult = { item: null, cost: 0, materialUsed: 0 };

  const refresh = () => {
    current = anvilResult(ctx.serv.registry, win.slots[FIRST] ?? null, win.slots[SECOND] ?? null, newName, player.gameMode === 1);
    win.slots[OUTPUT] = current.item ? Object.assign(current.item, { slot: OUTPUT }) : null;
    player._client.write('craft_progress_bar', { windowId: s.id, property: 0, value: current.item ? current.cost : 0 });
  };

  /** ForgingScreenHandler's output slot: canTakeItems, then onTakeOutput. */
  const take = (place: (item: any) => boolean): void => {
    const result = win.slots[OUTPUT];
    const creative = player.gameMode === 1;
    if (!result || !(current.cost > 0) || !(creative || xpOf(player).level >= current.cost)) return;
    if (!place(result)) return;
    if (!creative) spendLevels(player, current.cost);
    win.slots[FIRST] = null;
    const second = win.slots[SECOND];
    if (current.materialUsed > 0 && second && second.count > current.materialUsed) second.count -= current.materialUsed;
    else win.slots[SECOND] = null;
    win.slots[OUTPUT] = null;
    current = { item: null, cost: 0, materialUsed: 0 };
    player._client.write('craft_progress_bar', { windowId: s.id, property: 0, value: 0 });
    if (!creative && draw(ctx, 'anvil') < ANVIL_DAMAGE_CHANCE) {
      damageAnvil(ctx, player, pos).catch((err) => ctx.log(`anvil damage failed: ${(err as Error).message}`));
    }
  };

  return {
    click(slot, mode) {
      if (mode === 1 && slot >= win.inventoryStart && slot < win.inventoryEnd) {
        // ForgingScreenHandler.transferSlot: an inventory stack goes into the two input slots.
        const it = win.slots[slot];
        if (!it) return true;
        for (const to of [FIRST, SECOND]) {
          const have = win.slots[to];
          if (!have && it.count > 0) { win.slots[to] = Object.assign(new Item(it.type, it.count, it.metadata, it.nbt), { slot: to }); it.count = 0; }
          else if (have && have.type === it.type && JSON.stringify(have.nbt ?? null) === JSON.stringify(it.nbt ?? null)) {
            const n = Math.min(it.count, have.stackSize - have.count);
            have.count += n; it.count -= n;
          }
          if (it.count <= 0) break;
        }
        if (it.count <= 0) win.slots[slot] = null;
        refresh();
        return true;
      }
      if (slot !== OUTPUT) return false;
      if (mode === 0) {
        take((item) => {
          if (win.selectedItem) return false;
          win.selectedItem = new Item(item.type, item.count, item.metadata, item.nbt);
          return true;
        });
      } else if (mode === 1) {
        take((item) => {
          if (!fitsInventory(win, item)) return false;
          moveIntoInventory(ctx, win, item);
          return true;
        });
      }
      return true;
    },
    refresh,
    returnOnClose: [FIRST, SECOND],
    closed: onClose,
    rename(name: string) {
      const clean = cleanName(name);
      if (clean === undefined || clean.length > MAX_ITEM_NAME) return;
      newName = clean;
      refresh();
    },
  };
}

export function installAnvil(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  for (const name of ANVILS) {
    if (!serv.registry.blocksByName[name]) continue;
    serv.onBlockInteraction(name, ({ block, player }: any) => {
      if (player.crouching && player.inventory.slots[36 + player.heldItemSlot]) return false;
      const s = openWindow(ctx, player, 'anvil', 'Repair & Name');
      ctx.stats.add(player.username, 'custom', 'interact_with_anvil');
      const onName = ({ name: n }: any) => {
        if (player.mcuWindow !== s) return;
        try {
          rules.rename(n);
          sendWindow(ctx, player, s);
        } catch (err) {
          ctx.log(`anvil rename refused: ${(err as Error).message}`);
        }
      };
      const rules = anvilRules(ctx, player, s, block.position.clone(), () => player._client.removeListener('name_item', onName));
      s.rules = rules;
      player._client.on('name_item', onName);
      rules.refresh();
      return true;
    });
  }
}
