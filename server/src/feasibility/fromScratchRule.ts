/**
 * The from-scratch rule: a task that starts from nothing ("craft a stone
 * pickaxe from scratch", or a file with `from_scratch: true`) must not hand
 * the agent items. Any command that does is reported, whichever way it gives
 * them: /give, /replaceitem (the agent's slots or a container's), /loot,
 * items inside container or mob NBT (Items, HandItems, ArmorItems,
 * Inventory, a dropped Item) and summoned item entities. The text form is
 * read, so `execute … run give` is caught as well.
 */
import type { TaskModel } from '../core/taskModel';
import { FROM_SCRATCH_KEY, isFromScratchValue } from '../core/composition/storedTree';
import { instructionText } from '../core/instruction';

const GIVING_COMMAND = /(?:^|\brun\s+)\/?(give|replaceitem|loot)\b/i;
const ITEM_NBT = /\b(Items|HandItems|ArmorItems|Inventory|Item|SaddleItem|ArmorItem|DecorItem|RecordItem|Book)\s*:/;
const ITEM_ENTITY = /\bsummon\s+(?:minecraft:)?item\b/i;

/** Is the task from scratch: the `from_scratch: true` key, or "from scratch" in the instruction? */
export function isFromScratchTask(model: TaskModel): boolean {
  if (model.topLevel.has(FROM_SCRATCH_KEY)) {
    const data = model.data as Record<string, unknown> | null;
    return isFromScratchValue(data?.[FROM_SCRATCH_KEY]);
  }
  return /\bfrom scratch\b/i.test(instructionText(model) ?? '');
}

/** Why a command gives the agent items (undefined when it does not). */
export function givesItems(command: string): string | undefined {
  const c = command.trim();
  const verb = GIVING_COMMAND.exec(c)?.[1];
  if (verb) return `/${verb.toLowerCase()} hands out items`;
  if (ITEM_ENTITY.test(c)) return 'it summons an item to pick up';
  const nbt = ITEM_NBT.exec(c)?.[1];
  if (nbt && /\b(setblock|fill|summon|data)\b/i.test(c)) return `its NBT puts items in ${nbt}`;
  return undefined;
}
