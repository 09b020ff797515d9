/**
 * Getting an item into the inventory by whatever route works: already held,
 * craft (ingredients on hand first), smelt, mine a block that drops it, kill
 * a mob that drops it. The order of the remaining routes follows the static
 * planner's cheapest from-scratch route (feasibility/acquisition.ts), so a
 * from-scratch chain (logs → planks → table → pickaxe → …) unfolds through
 * recursion: each craft asks for its missing ingredients here.
 */
import { acquisition } from '../../../analysis/feasibility/acquisition';
import type { AgentContext } from './context';
import { SkillFailure } from './context';
import { craftItem } from './craft';
import { count } from './inventory';
import { killEntity, nearestEntity } from './kill';
import { findNearestBlock, mineBlock } from './mine';
import { smeltItem } from './smelt';
import { CHANCE_TRIES, chanceDrop } from './chanceDrops';
import { cropOfProduct } from '../../../vanilla/cropRules';
import { farmProduct } from './farming';
import { madeInWorld } from './madeInWorld';

type RouteKind = 'craft' | 'smelt' | 'mine' | 'kill' | 'farm' | 'inWorld' | 'farther';

const MAX_DEPTH = 6;

/** The blocks whose breaking drops `item`. */
export function minedFrom(ctx: AgentContext, item: string): string[] {
  const out: string[] = [];
  for (const [name, b] of ctx.reg.blocks) if (b.drops.includes(item) && b.diggable) out.push(name);
  return out;
}

function killedFor(ctx: AgentContext, item: string): string[] {
  const out: string[] = [];
  // Only dependable drops: a zombie's rare iron ingot is no plan.
  for (const [mob, loot] of ctx.reg.entityLoot) if (loot.some((d) => d.item === item && d.chance >= 0.3)) out.push(mob);
  return out;
}

function routeOrder(ctx: AgentContext, item: string, depth: number): RouteKind[] {
  const bot = ctx.bot;
  const id = bot.registry.itemsByName[item]?.id;
  const order: RouteKind[] = [];
  // Ingredients already on hand win.
  if (id !== undefined && bot.recipesFor(id, null, 1, true).length) order.push('craft');
  const inputs = ctx.reg.smelting.get(item);
  if (inputs?.some((i) => count(bot, i) > 0)) order.push('smelt');
  // Crop products come from ripe crops (agent/farming.ts); milk, buckets of fluid or fish, a carved pumpkin, obsidian from what vanilla does in the world (agent/madeInWorld.ts).
  if (cropOfProduct(item)) order.push('farm');
  if (madeInWorld(ctx, item)) order.push('inWorld');
  const blocks = minedFrom(ctx, item);
  if (blocks.length && findNearestBlock(ctx, blocks)) order.push('mine');
  const mobs = killedFor(ctx, item);
  if (mobs.length && nearestEntity(ctx, mobs)) order.push('kill');
  const planned = acquisition(ctx.reg).route.get(item)?.kind;
  if (planned) order.push(planned);
  if (ctx.reg.recipes.has(item)) order.push('craft');
  if (inputs?.length) order.push('smelt');
  // Last, for the goal's own item in a generated world: blocks that drop it, looked for beyond sight.
  if (depth === 0 && ctx.worldWords && blocks.length) order.push('farther');
  return [...new Set(order)];
}

export async function obtain(ctx: AgentContext, item: string, want: number, depth: number): Promise<void> {
  if (count(ctx.bot, item) >= want) return;
  if (depth > MAX_DEPTH) throw new SkillFailure(`${item} is too many steps away`);
  const routes = routeOrder(ctx, item, depth);
  if (!routes.length) throw new SkillFailure(`the agent has no way to get ${item} here`);
  let first: SkillFailure | undefined;
  let craftFailure: SkillFailure | undefined;
  for (const route of routes) {
    let progress = true;
    const tries = route === 'mine' && chanceDrop(ctx, minedFrom(ctx, item), item) ? CHANCE_TRIES : 1;
    let idle = 0;
    try {
      // Repeat a working route until enough is held (mining gives one block at a time).
      while (count(ctx.bot, item) < want && progress) {
        const before = count(ctx.bot, item);
        const missing = want - before;
        if (route === 'craft') await craftItem(ctx, item, missing, depth);
        else if (route === 'smelt') await smeltItem(ctx, item, missing, depth);
        else if (route === 'mine') await mineBlock(ctx, minedFrom(ctx, item), depth);
        else if (route === 'farther') await mineBlock(ctx, minedFrom(ctx, item), depth, undefined, true);
        else if (route === 'farm') await farmProduct(ctx, item, cropOfProduct(item)!);
        else if (route === 'inWorld') await madeInWorld(ctx, item)!(ctx);
        else await killEntity(ctx, killedFor(ctx, item), true);
        idle = count(ctx.bot, item) > before ? 0 : idle + 1;
        progress = idle < tries;
      }
      if (count(ctx.bot, item) >= want) return;
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      first ??= e;
      if (route === 'craft') craftFailure ??= e;
    }
  }
  // "stick needs 2 oak_planks; …" says more than "no dead_bush within 32 blocks".
  throw craftFailure ?? first ?? new SkillFailure(`the agent could not get ${want} ${item} (it has ${count(ctx.bot, item)})`);
}
