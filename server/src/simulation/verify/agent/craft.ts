/**
 * Crafting with mineflayer's recipe book: pick the recipe that misses the
 * fewest ingredients, get what is missing (sub-crafts, mining, smelting via
 * ctx.obtain), use a crafting table for 3×3 recipes (one nearby, the one in
 * the inventory, or a freshly crafted one), then craft.
 */
import { digBlock } from './dig';
import type { AgentContext } from './context';
import { checkTime, doing, SkillFailure, sleep, step } from './context';
import { count, equip } from './inventory';
import { findNearestBlock } from './mine';
import { gotoBlock } from './navigate';

interface Need { id: number; name: string; need: number; have: number }

/**
 * What one recipe takes, counted from its grid (or its shapeless list).
 * Not from prismarine-recipe's `delta`: that nets the items a craft leaves
 * behind against what it takes, so a cake, which leaves its three buckets,
 * would seem to need no milk at all.
 */
function needsOf(ctx: AgentContext, recipe: any, times: number): Need[] {
  const per = new Map<number, number>();
  const slots: Array<{ id: number; count: number } | null> = recipe.inShape ? recipe.inShape.flat() : recipe.ingredients ?? [];
  // A shapeless recipe's ingredients carry their count as a negative number (it is taken).
  for (const s of slots) if (s && s.id >= 0) per.set(s.id, (per.get(s.id) ?? 0) + (Math.abs(s.count ?? 1) || 1));
  return [...per].map(([id, n]) => {
    const name = ctx.bot.registry.items[id]?.name as string;
    return { id, name, need: n * times, have: count(ctx.bot, name) };
  });
}

function missingTotal(needs: Need[]): number {
  return needs.reduce((n, x) => n + Math.max(0, x.need - x.have), 0);
}

/** A plant a player breaks at once to make room (grass, a flower): never a fluid, never something solid. */
function clearable(block: any): boolean {
  return block.boundingBox === 'empty' && block.name !== 'air' && !/water|lava|bubble|portal|fire/.test(block.name) && block.diggable;
}

/**
 * A free spot next to the agent to place a block on (air with solid ground
 * below). Where every spot holds a plant (a generated world's grass), the
 * plant is broken first, as a player would.
 */
export async function placeNearby(ctx: AgentContext, itemName: string): Promise<any> {
  const bot = ctx.bot;
  const Vec3 = bot.entity.position.constructor;
  const base = bot.entity.position.floored();
  const offsets = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1], [2, 0], [0, 2], [-2, 0], [0, -2]];
  // Level ground first; on a slope (a generated world) a step up or down is within reach too.
  for (const [clearPlants, dy] of [[false, 0], [true, 0], [false, -1], [false, 1], [true, -1], [true, 1]] as const) {
    for (const [dx, dz] of offsets) {
      const spot = base.offset(dx, dy, dz);
      const ground = bot.blockAt(spot.offset(0, -1, 0));
      let here = bot.blockAt(spot);
      const above = bot.blockAt(spot.offset(0, 1, 0));
      if (!ground || ground.boundingBox !== 'block' || !here || !above) continue;
      if (here.name !== 'air') {
        if (!clearPlants || !clearable(here)) continue;
        await digBlock(ctx, here, 3000, `breaking the ${here.name} to make room`);
        here = bot.blockAt(spot);
        if (here?.name !== 'air') continue;
      }
      await equip(ctx, itemName);
      try {
        await step(ctx, bot.placeBlock(ground, new Vec3(0, 1, 0)), 5000, `placing ${itemName}`);
      } catch {
        // mineflayer waits for the block update; the server may have placed it anyway.
      }
      await sleep(ctx, 150);
      const placed = bot.blockAt(spot);
      if (placed?.name === itemName) return placed;
    }
  }
  throw new SkillFailure(`the agent found no free spot to place ${itemName}`);
}

/** A crafting table within reach: an existing one, the one in the inventory, or a new one. */
async function craftingTable(ctx: AgentContext, depth: number): Promise<any> {
  const near = findNearestBlock(ctx, ['crafting_table']);
  if (near) {
    await gotoBlock(ctx, near.position, 'the crafting table');
    return ctx.bot.blockAt(near.position);
  }
  if (count(ctx.bot, 'crafting_table') === 0) {
    try {
      await ctx.obtain('crafting_table', 1, depth + 1);
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      throw new SkillFailure(`a crafting table is needed and the agent has none (${e.message})`);
    }
  }
  return doing(ctx, 'placing the crafting table', () => placeNearby(ctx, 'crafting_table'));
}

/** Crafts `name` until the inventory holds `atLeast` more than now (one craft when omitted). */
export async function craftItem(ctx: AgentContext, name: string, atLeast = 1, depth = 0): Promise<void> {
  const bot = ctx.bot;
  const item = bot.registry.itemsByName[name];
  if (!item) throw new SkillFailure(`${name} is not an item`);
  await doing(ctx, `crafting ${name}`, async () => {
    const all: any[] = bot.recipesAll(item.id, null, true);
    if (!all.length) throw new SkillFailure(`${name} has no crafting recipe`);
    const perCraft = all[0].result.count as number;
    const times = Math.max(1, Math.ceil(atLeast / perCraft));
    // Fewest missing first; 2×2 recipes before 3×3 ones on a tie.
    const ranked = all
      .map((r) => ({ r, needs: needsOf(ctx, r, times) }))
      .sort((a, b) => missingTotal(a.needs) - missingTotal(b.needs) || Number(a.r.requiresTable) - Number(b.r.requiresTable));
    let firstFailure: SkillFailure | undefined;
    for (const { r } of ranked.slice(0, 3)) {
      try {
        await getIngredients(ctx, name, r, times, depth);
        const table = r.requiresTable ? await craftingTable(ctx, depth) : null;
        // Making the table can eat an ingredient (its planks are the pickaxe's): top up, then come back to it.
        if (table && needsOf(ctx, r, times).some((n) => n.have < n.need)) {
          await getIngredients(ctx, name, r, times, depth);
          await gotoBlock(ctx, table.position, 'the crafting table');
        }
        // Re-read: the recipe object of the same shape with the current inventory.
        await step(ctx, bot.craft(r, times, table ?? undefined), 15000, `crafting ${name}`).catch((e) => {
          // mineflayer's own refusals ("missing ingredient") become a reason; abort and timeout pass through.
          if (e instanceof Error && e.constructor === Error) throw new SkillFailure(`crafting ${name} failed: ${e.message}`);
          throw e;
        });
        return;
      } catch (e) {
        if (!(e instanceof SkillFailure)) throw e;
        firstFailure ??= e;
        checkTime(ctx);
      }
    }
    throw firstFailure!;
  });
}

async function getIngredients(ctx: AgentContext, target: string, recipe: any, times: number, depth: number): Promise<void> {
  // Making one ingredient can use up another (sticks eat planks): go round until all are there.
  for (let pass = 0; pass < 3; pass++) {
    const needs = needsOf(ctx, recipe, times);
    if (needs.every((n) => n.have >= n.need)) return;
    await getIngredientsOnce(ctx, target, needs, depth);
  }
}

async function getIngredientsOnce(ctx: AgentContext, target: string, needs: Need[], depth: number): Promise<void> {
  for (const n of needs) {
    if (n.have >= n.need) continue;
    const sub = depth >= 4 ? undefined : await ctx.obtain(n.name, n.need, depth + 1).then(() => undefined, (e) => {
      if (!(e instanceof SkillFailure)) throw e;
      return e.message;
    });
    const now = count(ctx.bot, n.name);
    if (now < n.need) {
      throw new SkillFailure(`${target} needs ${n.need} ${n.name}; the agent has ${n.have}` +
        (sub && depth === 0 ? ` (and cannot get more: ${sub})` : ''));
    }
  }
}
