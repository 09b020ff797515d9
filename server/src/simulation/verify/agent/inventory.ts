/** Reading the bot's inventory and choosing what to hold. */
import { splitTool, tierRank } from '../../../analysis/feasibility/tools';
import type { AgentContext } from './context';
import { step } from './context';
import { WEAPON_PREFERENCE } from '../../../vanilla/weapons';
import { PLAYER_WINDOW_ARMOR, PLAYER_WINDOW_OFFHAND } from '../../../vanilla/windowSlots';

/** Slots a player uses items from besides the main inventory (9–44): the off-hand (45), then the armour (head 5 … feet 8). */
const OTHER_SLOTS = [PLAYER_WINDOW_OFFHAND, ...['head', 'chest', 'legs', 'feet'].map((p) => PLAYER_WINDOW_ARMOR[p])];

/** Every stack the agent carries: the main inventory and hotbar first, then the off-hand and the armour worn. */
export function allItems(bot: any): any[] {
  return [...bot.inventory.items(), ...OTHER_SLOTS.map((s) => bot.inventory.slots[s]).filter(Boolean)];
}

export function count(bot: any, name: string): number {
  return allItems(bot).filter((i: any) => i.name === name).reduce((n: number, i: any) => n + i.count, 0);
}

/** A stack of `name` (one in the main inventory first; else the off-hand's or a worn piece, which equip moves to the hand). */
export function findItem(bot: any, name: string): any | undefined {
  return allItems(bot).find((i: any) => i.name === name);
}

/** The item in the off-hand slot (45): mineflayer's inventory.items() leaves it out. */
export function offhand(bot: any): any | undefined {
  return bot.inventory.slots[45] ?? undefined;
}

export function heldNames(bot: any): string[] {
  return [...new Set<string>(allItems(bot).map((i: any) => i.name))];
}

export async function equip(ctx: AgentContext, name: string): Promise<boolean> {
  const bot = ctx.bot;
  if (bot.heldItem?.name === name) return true;
  const item = findItem(bot, name);
  if (!item) return false;
  await step(ctx, bot.equip(item, 'hand'), 5000, `equipping ${name}`);
  return true;
}

/** Best held item among `tools` (highest tier first). */
export function bestOf(bot: any, tools: string[]): string | undefined {
  const have = tools.filter((t) => count(bot, t) > 0);
  return have.sort((a, b) => tierRank(b) - tierRank(a))[0];
}

/** Held tools of the same kinds as `tools` (e.g. every pickaxe), for "the agent has a wooden_pickaxe". */
export function sameKindHeld(bot: any, tools: string[]): string[] {
  const kinds = new Set(tools.map((t) => splitTool(t).kind));
  return heldNames(bot).filter((n) => kinds.has(splitTool(n).kind));
}


export function bestWeapon(bot: any): string | undefined {
  return WEAPON_PREFERENCE.find((w) => count(bot, w) > 0);
}

export function describeHeld(names: string[]): string {
  if (!names.length) return 'none';
  return names.map((n) => `${/^[aeiou]/.test(n) ? 'an' : 'a'} ${n}`).join(' and ');
}
