/**
 * Enchanting at a table and working an anvil, as a player does it with the
 * windows the embedded server models (plugins/enchantingTable.ts,
 * plugins/anvilWindow.ts):
 * - enchant: the table nearby (or the one in the inventory, placed), the
 *   named item (or any item the table takes) in slot 0, lapis in slot 1, the
 *   dearest offer the agent's levels and lapis afford (mineflayer's
 *   openEnchantmentTable / enchant);
 * - anvil: open it (custom:interact_with_anvil counts on opening), then, with
 *   a level to spare, rename the named item (or any tool or weapon) by
 *   clicks and the name_item packet and take the result.
 * Levels come first when the agent has none: one kill of a mob nearby, or one
 * experience ore mined, while that lasts (a few tries, nothing clever).
 */
import type { AgentContext } from './context';
import { doing, SkillFailure, sleep, step } from './context';
import { count } from './inventory';
import { findNearestBlock, mineBlock } from './mine';
import { killEntity } from './kill';
import { gotoBlock } from './navigate';
import { placeNearby } from './craft';
import { ANVILS } from '../../../vanilla/anvilRules';
import { experienceBlocks, givesKillExperience } from '../../../vanilla/experienceRewards';

const TABLE = 'enchanting_table';
const XP_BLOCKS = experienceBlocks();
/** Enchantabilities above 0 (vanilla's Item.getEnchantability): what the table takes. */
const TABLE_ITEM = /^(wooden|stone|iron|diamond|golden|netherite)_(sword|pickaxe|axe|shovel|hoe)$|^(leather|chainmail|iron|golden|diamond|netherite)_(helmet|chestplate|leggings|boots)$|^(turtle_helmet|bow|crossbow|trident|fishing_rod|book)$/;

function level(ctx: AgentContext): number { return ctx.bot.experience?.level ?? 0; }

/** Earns experience until the agent has `levels` levels: kills a mob or mines an experience ore, a few times at most. */
async function earnLevels(ctx: AgentContext, levels: number): Promise<void> {
  const bot = ctx.bot;
  for (let tries = 0; tries < 8 && level(ctx) < levels; tries++) {
    const mob = bot.nearestEntity((e: any) => givesKillExperience(e.name, ctx.reg.entities.get(e.name)?.category)
      && e.position.distanceTo(bot.entity.position) <= ctx.searchRadius);
    try {
      if (mob) await killEntity(ctx, [mob.name], false);
      else if (findNearestBlock(ctx, XP_BLOCKS)) await mineBlock(ctx, XP_BLOCKS);
      else break;
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      ctx.log(`earning levels: ${e.message}`);
      break;
    }
    await sleep(ctx, 300);
  }
  if (level(ctx) < levels) {
    throw new SkillFailure(`it costs ${levels} experience level${levels === 1 ? '' : 's'}; the agent has ${level(ctx)} and nothing nearby gave more (no mob to kill, no experience ore to mine)`);
  }
}

/** The nearest of `blocks`, or the one in the inventory placed next to the agent. */
async function station(ctx: AgentContext, blocks: string[], what: string): Promise<any> {
  const near = findNearestBlock(ctx, blocks);
  if (near) {
    await gotoBlock(ctx, near.position, what);
    return ctx.bot.blockAt(near.position);
  }
  const held = blocks.find((b) => count(ctx.bot, b) > 0);
  if (!held) throw new SkillFailure(`no ${what} nearby and none in the inventory`);
  return doing(ctx, `placing the ${what}`, () => placeNearby(ctx, held));
}

function plainItem(it: any): boolean { return !(it.enchants?.length); }

/** Enchants one item at a table: `needs` may name the item (and the table). */
export async function enchantAtTable(ctx: AgentContext, needs: string[] = []): Promise<void> {
  const bot = ctx.bot;
  const wanted = needs.filter((n) => n !== TABLE && TABLE_ITEM.test(n));
  let item = bot.inventory.items().find((i: any) => (wanted.length ? wanted.includes(i.name) : TABLE_ITEM.test(i.name)) && plainItem(i));
  if (!item && wanted.length) {
    await ctx.obtain(wanted[0], 1, 0);
    item = bot.inventory.items().find((i: any) => i.name === wanted[0] && plainItem(i));
  }
  if (!item) throw new SkillFailure(`nothing to enchant: the agent has no ${wanted.length ? wanted.join(' or ') : 'tool, weapon, armour or book'} without enchantments`);
  if (count(bot, 'lapis_lazuli') === 0) await ctx.obtain('lapis_lazuli', 1, 0);
  if (level(ctx) < 1) await doing(ctx, 'earning experience levels', () => earnLevels(ctx, 1));
  const block = await station(ctx, [TABLE], 'enchanting table');
  const name = item.name;
  await doing(ctx, `enchanting the ${name}`, async () => {
    const win: any = await step<any>(ctx, bot.openEnchantmentTable(block), 5000, 'opening the enchanting table');
    try {
      const target = win.items().find((i: any) => i.name === name && plainItem(i));
      if (!target) throw new SkillFailure(`the ${name} is no longer in the inventory`);
      await step(ctx, win.putTargetItem(target), 5000, `putting the ${name} on the table`);
      const lapis = win.items().find((i: any) => i.name === 'lapis_lazuli');
      if (lapis) await step(ctx, win.putLapis(lapis), 5000, 'putting lapis on the table');
      const t0 = Date.now();
      while (!win.enchantments.some((e: any) => e.level > 0) && Date.now() - t0 < 3000) await sleep(ctx, 100);
      const have = win.slots[1]?.count ?? 0;
      const choice = [2, 1, 0].find((i) => {
        const need = win.enchantments[i]?.level ?? 0;
        return need > 0 && level(ctx) >= need && level(ctx) >= i + 1 && have >= i + 1;
      });
      if (choice === undefined) {
        const offers = win.enchantments.map((e: any) => e.level);
        throw new SkillFailure(offers.every((l: number) => l <= 0)
          ? `the table offers nothing for the ${name}`
          : `no offer is affordable (levels asked ${offers.join('/')}, the agent has ${level(ctx)} levels and ${have} lapis)`);
      }
      await step(ctx, win.enchant(choice), 5000, `choosing enchantment offer ${choice + 1}`);
      await step(ctx, win.takeTargetItem(), 5000, `taking the enchanted ${name}`).catch(() => undefined);
    } finally {
      bot.closeWindow(win);
    }
  });
}

/** Opens an anvil and, with the levels for it, renames an item (`needs` may name it). */
export async function useAnvil(ctx: AgentContext, needs: string[] = []): Promise<void> {
  const bot = ctx.bot;
  const wanted = needs.filter((n) => !ANVILS.includes(n));
  const pick = (items: any[]) => items.find((i: any) => (wanted.length ? wanted.includes(i.name) : i.stackSize === 1 || !!i.maxDurability))
    ?? (wanted.length ? undefined : items.find((i: any) => !ANVILS.includes(i.name)));
  if (!pick(bot.inventory.items()) && wanted.length) await ctx.obtain(wanted[0], 1, 0).catch(() => undefined);
  if (pick(bot.inventory.items()) && level(ctx) < 1) {
    await doing(ctx, 'earning experience levels', () => earnLevels(ctx, 1)).catch((e) => {
      if (!(e instanceof SkillFailure)) throw e;
      ctx.log(`anvil: no levels to rename with (${e.message}); opening it only`);
    });
  }
  const block = await station(ctx, [...ANVILS], 'anvil');
  await doing(ctx, 'using the anvil', async () => {
    const win: any = await step<any>(ctx, bot.openAnvil(block), 5000, 'opening the anvil');
    try {
      const item = pick(win.items());
      if (!item || level(ctx) < 1) return;
      await step(ctx, bot.moveSlotItem(item.slot, 0), 5000, `putting the ${item.name} on the anvil`);
      bot._client.write('name_item', { name: 'Named' });
      const t0 = Date.now();
      while (!win.slots[2] && Date.now() - t0 < 2000) await sleep(ctx, 100);
      if (win.slots[2]) await step(ctx, bot.clickWindow(2, 0, 1), 5000, `taking the renamed ${item.name}`).catch(() => undefined);
      await sleep(ctx, 200);
      const renamed = win.items().some((i: any) => i.name === item.name && /Named/.test(i.customName ?? ''));
      ctx.log(renamed ? `anvil: renamed the ${item.name}` : `anvil: the ${item.name} was not renamed`);
    } finally {
      bot.closeWindow(win);
    }
  });
}
