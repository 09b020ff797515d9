/** /give, /clear, /replaceitem, /enchant with vanilla 1.16 syntax and replies. */
import { addToInventory, makeItem, itemSpecOf, HOTBAR_START, OFFHAND, heldItem } from '../inventory';
import { dropItem } from '../plugins/drops';
import { getContainer } from '../plugins/containers';
import { resolveBlockPos } from './coords';
import { requireEntities, entityDisplayName } from './selectors';
import { getRegistry } from '../../../vanilla/registry';
import { CommandError, CommandSource, CommandSpec } from './handlerTypes';
import type { CommandArgs } from './args';
import type { EmbeddedContext } from '../plugins/context';
import { checkEntityRoom, LIMITS } from '../limits';
import { budgetOf } from '../limits';
import { MOB_EQUIPMENT, PLAYER_WINDOW_ARMOR, PLAYER_WINDOW_MAIN_SIZE, PLAYER_WINDOW_MAIN_START } from '../../../vanilla/windowSlots';

/** An item predicate of /clear: one item, or every item of a tag. */
function itemMatcher(ctx: EmbeddedContext, id: string, tag: boolean): (name: string) => boolean {
  if (!tag) return (name) => name === id;
  const names = getRegistry('1.16.5').itemTags.get(id);
  if (!names) {
    budgetOf(ctx).limitations.push(`The embedded server does not know the members of item tag #${id}; it matched no item`);
    return () => false;
  }
  const members = new Set(names.map((n) => n.replace(/^minecraft:/, '')));
  return (name) => members.has(name);
}

function itemDisplay(serv: any, name: string): string {
  return serv.registry.itemsByName[name]?.displayName ?? name;
}

const give: CommandSpec = {
  name: 'give',
  run(args, src, ctx) {
    const targets = requireEntities(ctx, args.selector('targets'), src, true);
    const spec = itemSpecOf(ctx.serv, args.item('item')!);
    const count = args.number('count') ?? 1;
    for (const p of targets) {
      const left = addToInventory(ctx.serv, p, spec, count);
      // What does not fit is dropped at the player's feet, as vanilla does, up to our limit of stacks.
      const stack = makeItem(ctx.serv, spec, 1).stackSize;
      let stacks = 0;
      for (let n = left; n > 0; stacks++) {
        if (stacks >= LIMITS.droppedStacksPerGive) {
          budgetOf(ctx).limitations.push(`/give: the inventory was full and the embedded server dropped only ${LIMITS.droppedStacksPerGive} stacks of the remaining ${left} items (a verification limit)`);
          break;
        }
        const k = Math.min(n, stack);
        checkEntityRoom(ctx.serv);
        dropItem(ctx, p.world, p.position.clone(), makeItem(ctx.serv, spec, k), 0);
        n -= k;
      }
    }
    const who = targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} players`;
    return `Gave ${count} [${itemDisplay(ctx.serv, spec.name)}] to ${who}`;
  },
};

const clear: CommandSpec = {
  name: 'clear',
  run(args, src, ctx) {
    const targets = requireEntities(ctx, args.selector('targets'), src, true);
    const item = args.item('item');
    const want = item ? itemMatcher(ctx, item.id, !!item.tag) : null;
    const max = args.number('maxCount') ?? Infinity;
    let removed = 0;
    for (const p of targets) {
      let budget = max;
      for (let s = 1; s <= 45; s++) {
        const it = p.inventory.slots[s];
        if (!it || (want && !want(it.name))) continue;
        if (max === 0) { removed += it.count; continue; }
        const n = Math.min(it.count, budget);
        if (n <= 0) break;
        it.count -= n;
        budget -= n;
        removed += n;
        p.inventory.updateSlot(s, it.count > 0 ? it : null);
      }
    }
    const who = targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} players`;
    if (removed === 0) throw new CommandError(`No items were found on player ${who}`);
    if (max === 0) return `Found ${removed} matching items on player ${who}`;
    return `Removed ${removed} items from player ${who}`;
  },
};

/** Window slot for a 1.16 slot name, or an equipment index for mobs. */
function playerSlot(name: string, player: any): number | null {
  const n = name.replace(/^slot\./, '');
  const armor = /^armor\.(head|chest|legs|feet)$/.exec(n);
  if (armor) return PLAYER_WINDOW_ARMOR[armor[1]];
  if (n === 'weapon' || n === 'weapon.mainhand') return HOTBAR_START + (player.heldItemSlot ?? 0);
  if (n === 'weapon.offhand') return OFFHAND;
  let m = /^hotbar\.(\d)$/.exec(n);
  if (m) return HOTBAR_START + Number(m[1]);
  m = /^inventory\.(\d+)$/.exec(n);
  if (m && Number(m[1]) < PLAYER_WINDOW_MAIN_SIZE) return PLAYER_WINDOW_MAIN_START + Number(m[1]);
  return null;
}

/** Equipment index of a mob (0 main hand, 1 off hand, 2 feet, 3 legs, 4 chest, 5 head) as entity_equipment uses. */
function mobSlot(name: string): number | null {
  const m = /^(?:weapon(?:\.(mainhand|offhand))?|armor\.(feet|legs|chest|head))$/.exec(name.replace(/^slot\./, ''));
  return m ? MOB_EQUIPMENT[m[2] ?? m[1] ?? 'mainhand'] : null;
}

export function setMobEquipment(serv: any, mob: any, index: number, item: any): void {
  mob.equipment = mob.equipment ?? [];
  mob.equipment[index] = item ?? undefined;
  const Item = require('prismarine-item')(serv.registry);
  mob._writeOthersNearby?.('entity_equipment', { entityId: mob.id, equipments: [{ slot: index, item: Item.toNotch(item ?? null) }] });
}

/** Ender chest, horse and villager slots: no such storage in the embedded server. */
function unmodelledSlot(ctx: EmbeddedContext, slotName: string): void {
  budgetOf(ctx).limitations.push(`The embedded server has no ${slotName.split('.')[0]} slots; /replaceitem into ${slotName} was skipped`);
}

/** The container slot `/replaceitem block <pos> container.N` names; vanilla's replies when there is none. */
function blockSlot(ctx: EmbeddedContext, args: CommandArgs, src: CommandSource, slotName: string) {
  const pos = resolveBlockPos(args.coords('pos')!, src);
  const container = getContainer(ctx, src.world, pos);
  if (!container) throw new CommandError(`Target block at ${pos.x}, ${pos.y}, ${pos.z} is not a container`);
  const m = /^container\.(\d+)$/.exec(slotName);
  if (!m || Number(m[1]) >= container.size) throw new CommandError(`Target block does not have slot ${slotName}`);
  return { pos, container, index: Number(m[1]) };
}

function emptySlot(ctx: EmbeddedContext, args: CommandArgs, src: CommandSource, slotName: string): string {
  if (args.has('block')) {
    const { pos, container, index } = blockSlot(ctx, args, src, slotName);
    container.setSlot(index, null);
    return `Replaced a slot at ${pos.x}, ${pos.y}, ${pos.z} with [Air]`;
  }
  const targets = requireEntities(ctx, args.selector('targets'), src);
  for (const t of targets) {
    if (t.type === 'player') {
      const slot = playerSlot(slotName, t);
      if (slot === null) unmodelledSlot(ctx, slotName); else t.inventory.updateSlot(slot, null);
    } else {
      const idx = mobSlot(slotName);
      if (idx !== null) setMobEquipment(ctx.serv, t, idx, null);
    }
  }
  return `Replaced a slot on ${targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} entities`} with [Air]`;
}

const replaceitem: CommandSpec = {
  name: 'replaceitem',
  run(args, src, ctx) {
    const slotName = args.string('slot')!;
    const itemArg = args.item('item')!;
    // replaceitem … air empties the slot, as in vanilla.
    if (itemArg.id === 'air') return emptySlot(ctx, args, src, slotName);
    const spec = itemSpecOf(ctx.serv, itemArg);
    const count = args.number('count') ?? 1;
    if (args.has('block')) {
      const { pos, container, index } = blockSlot(ctx, args, src, slotName);
      container.setSlot(index, makeItem(ctx.serv, spec, count));
      return `Replaced a slot at ${pos.x}, ${pos.y}, ${pos.z} with [${itemDisplay(ctx.serv, spec.name)}]`;
    }
    const targets = requireEntities(ctx, args.selector('targets'), src);
    let done = 0;
    for (const t of targets) {
      const item = makeItem(ctx.serv, spec, Math.min(count, makeItem(ctx.serv, spec, 1).stackSize));
      if (t.type === 'player') {
        const slot = playerSlot(slotName, t);
        if (slot === null) { unmodelledSlot(ctx, slotName); continue; }
        t.inventory.updateSlot(slot, item);
        done++;
      } else {
        const idx = mobSlot(slotName);
        if (idx === null) continue;
        setMobEquipment(ctx.serv, t, idx, item);
        done++;
      }
    }
    if (done === 0) throw new CommandError(`No targets accepted item into slot ${slotName}`);
    const who = targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} entities`;
    return `Replaced a slot on ${who} with [${itemDisplay(ctx.serv, spec.name)}]`;
  },
};

const enchant: CommandSpec = {
  name: 'enchant',
  run(args, src, ctx) {
    const targets = requireEntities(ctx, args.selector('targets'), src);
    const id = args.id('enchantment')!;
    const ench = ctx.serv.registry.enchantmentsByName[id];
    if (!ench) throw new CommandError(`Unknown enchantment: ${id}`);
    const level = args.number('level') ?? 1;
    if (level > ench.maxLevel) throw new CommandError(`${level} is higher than the maximum level of ${ench.maxLevel} supported by that enchantment`);
    let done = 0;
    let lastError = '';
    for (const t of targets) {
      if (t.type !== 'player') { lastError = `${entityDisplayName(ctx.serv, t)} is not a valid entity for this command`; continue; }
      const item = heldItem(t);
      if (!item) { lastError = `${t.username} is not holding any item`; continue; }
      const cats: string[] = ctx.serv.registry.itemsByName[item.name]?.enchantCategories ?? [];
      if (!cats.includes(ench.category)) { lastError = `${item.displayName} cannot support that enchantment`; continue; }
      const current: Array<{ name: string; lvl: number }> = item.enchants ?? [];
      if (current.some((e) => e.name !== ench.name && (ench.exclude ?? []).includes(e.name))) {
        lastError = `${item.displayName} cannot support that enchantment`;
        continue;
      }
      item.enchants = [...current.filter((e) => e.name !== ench.name), { name: ench.name, lvl: level }];
      t.inventory.updateSlot(item.slot, item);
      done++;
    }
    if (done === 0) throw new CommandError(lastError || 'No entity was found');
    const who = targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${done} entities`;
    return `Applied enchantment ${ench.displayName} to ${who}'s item`;
  },
};

export const itemCommands: CommandSpec[] = [give, clear, replaceitem, enchant];
