/**
 * The agent's inventory as /give, /replaceitem and /clear leave it. Slot
 * numbers follow Minecraft's player inventory: 0–8 hotbar (0 is selected at
 * the start, so weapon.mainhand is slot 0), 9–35 main inventory, 36–39 armour
 * (feet, legs, chest, head), 40 offhand.
 */
import { slotIndexOfName } from '../../vanilla/slots';
export interface Stack {
  id: string;
  count: number;
  /** NBT as canonical JSON; stacks merge only when it is equal. */
  nbt?: string;
  /** Position (in the parsed command list) of the command that put it there. */
  cmd: number;
}

export interface Overwrite {
  slot: string;
  lost: Stack;
  cmd: number;
}

/** Inventory slot of a /replaceitem slot name; undefined for slots outside the player's inventory. */
export function slotIndex(name: string): number | undefined {
  return slotIndexOfName(name);
}

export class Inventory {
  readonly slots: (Stack | undefined)[] = new Array(41).fill(undefined);
  readonly overwrites: Overwrite[] = [];
  /** Items that did not fit and fell on the ground next to the agent (the agent can still pick them up). */
  readonly spilled: Stack[] = [];

  constructor(private readonly stackSize: (id: string) => number) {}

  /** /give: tops up matching stacks in slot order, then fills empty slots 0–35; the rest spills. */
  give(id: string, count: number, nbt: string | undefined, cmd: number): void {
    const max = Math.max(1, this.stackSize(id));
    let left = Math.max(0, Math.floor(count));
    for (let i = 0; i < 36 && left > 0; i++) {
      const s = this.slots[i];
      if (s && s.id === id && s.nbt === nbt && s.count < max) {
        const add = Math.min(left, max - s.count);
        s.count += add;
        left -= add;
      }
    }
    for (let i = 0; i < 36 && left > 0; i++) {
      if (this.slots[i]) continue;
      const add = Math.min(left, max);
      this.slots[i] = { id, count: add, nbt, cmd };
      left -= add;
    }
    if (left > 0) this.spilled.push({ id, count: left, nbt, cmd });
  }

  /** /replaceitem entity <agent> <slot>: whatever was in the slot is gone. */
  replace(slotName: string, id: string, count: number, nbt: string | undefined, cmd: number): void {
    const i = slotIndex(slotName);
    if (i === undefined) return;
    const before = this.slots[i];
    // Replacing with air is how a slot is cleared on purpose: not an accident.
    if (id === 'air') {
      this.slots[i] = undefined;
      return;
    }
    if (before && (before.id !== id || before.count > count)) this.overwrites.push({ slot: slotName, lost: { ...before }, cmd });
    this.slots[i] = count > 0 ? { id, count: Math.min(count, Math.max(1, this.stackSize(id))), nbt, cmd } : undefined;
  }

  /** /clear: all items, or up to `max` of those `matches` accepts. */
  clear(matches: (id: string) => boolean, max: number | undefined): void {
    let left = max ?? Infinity;
    for (let i = 0; i < this.slots.length && left > 0; i++) {
      const s = this.slots[i];
      if (!s || !matches(s.id)) continue;
      const take = Math.min(left, s.count);
      s.count -= take;
      left -= take;
      if (s.count <= 0) this.slots[i] = undefined;
    }
  }

  stacks(): Stack[] {
    return this.slots.filter((s): s is Stack => !!s);
  }

  /** Total count of an item over all slots. */
  count(id: string): number {
    let n = 0;
    for (const s of this.slots) if (s && s.id === id) n += s.count;
    return n;
  }
}
