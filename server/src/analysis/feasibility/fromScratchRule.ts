/**
 * The from-scratch rule: a task that starts from nothing ("craft a stone
 * pickaxe from scratch", or a file with `from_scratch: true`) must not hand
 * the agent items. Any command that does is reported, whichever way it gives
 * them: /give, /replaceitem (the agent's slots or a container's), /loot,
 * items inside container or mob NBT (Items, HandItems, ArmorItems,
 * Inventory, a dropped Item) and summoned item entities. It reads the
 * checker's parse of the line, the nested command of `execute … run` too.
 */
import type { NbtValue, ParsedCommand } from '../../model/commands/commandTypes';
import type { TaskModel } from '../../model/task/taskModel';
import { stripNamespace } from '../../vanilla/registry';
import { FROM_SCRATCH_KEY, isFromScratchValue } from '../../model/composition/storedTree';
import { instructionText } from '../../model/instruction';

const GIVING = new Set(['give', 'replaceitem', 'loot']);
/** NBT keys that hold items (containers, mobs' hands and armour, a dropped item, a saddle, a lectern's book …). */
const ITEM_KEYS = new Set(['Items', 'HandItems', 'ArmorItems', 'Inventory', 'Item', 'SaddleItem', 'ArmorItem', 'DecorItem', 'RecordItem', 'Book']);
const NBT_CARRIERS = new Set(['setblock', 'fill', 'summon', 'data']);

/**
 * Words that say the agent starts with nothing. Wider than the from-scratch rule's "from scratch" (whose
 * finding is a warning about handed-out items): the goal checks only use it to stay quiet about gathering.
 */
export const STARTS_EMPTY = /\b(from scratch|from nothing|with nothing|empty inventory|nothing in (the|your) inventory)\b/i;

/** Is the task from scratch: the `from_scratch: true` key, or "from scratch" in the instruction? */
export function isFromScratchTask(model: TaskModel): boolean {
  if (model.topLevel.has(FROM_SCRATCH_KEY)) {
    const data = model.data as Record<string, unknown> | null;
    return isFromScratchValue(data?.[FROM_SCRATCH_KEY]);
  }
  return /\bfrom scratch\b/i.test(instructionText(model) ?? '');
}

/** Why a command gives the agent items (undefined when it does not). */
export function givesItems(parsed: ParsedCommand): string | undefined {
  for (let c: ParsedCommand | undefined = parsed; c; c = c.run) {
    if (c.name && GIVING.has(c.name)) return `/${c.name} hands out items`;
    const entity = c.name === 'summon' ? c.args.find((a) => a.value?.type === 'entity')?.value : undefined;
    if (entity?.type === 'entity' && stripNamespace(entity.id) === 'item') return 'it summons an item to pick up';
    if (!c.name || !NBT_CARRIERS.has(c.name)) continue;
    for (const a of c.args) {
      const v = a.value;
      const nbt = v?.type === 'nbt' ? v.value : v?.type === 'block' || v?.type === 'item' ? v.nbt : undefined;
      const key = nbt === undefined ? undefined : itemKey(nbt);
      if (key) return `its NBT puts items in ${key}`;
    }
  }
  return undefined;
}

/** The first key anywhere in the NBT that holds items (Passengers and nested compounds included). */
function itemKey(v: NbtValue): string | undefined {
  if (Array.isArray(v)) {
    for (const x of v) {
      const k = itemKey(x);
      if (k) return k;
    }
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (ITEM_KEYS.has(k)) return k;
      const inner = itemKey(x);
      if (inner) return inner;
    }
  }
  return undefined;
}
