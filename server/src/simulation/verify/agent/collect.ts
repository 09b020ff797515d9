/** Picking up dropped items: walk onto each item entity until it is gone. */
import type { AgentContext } from './context';
import { checkTime, sleep } from './context';
import { gotoNear } from './navigate';

/** The item name an item entity carries, when mineflayer can tell. */
export function droppedName(entity: any): string | undefined {
  try {
    return entity.getDroppedItem?.()?.name;
  } catch {
    return undefined;
  }
}

/** Item entities the agent stood on without picking them up (per bot): vanilla never lets it (PickupDelay:32767). */
const stuckByBot = new WeakMap<object, Map<number, string>>();

function stuckOf(ctx: AgentContext): Map<number, string> {
  let m = stuckByBot.get(ctx.bot);
  if (!m) stuckByBot.set(ctx.bot, (m = new Map()));
  return m;
}

/** Names of the items among `names` the agent stood on and could not pick up. */
export function unpickable(ctx: AgentContext, names: string[]): string[] {
  return [...new Set([...stuckOf(ctx).values()].filter((n) => names.includes(n)))];
}

export function droppedItems(ctx: AgentContext, names?: string[], radius = ctx.searchRadius): any[] {
  const bot = ctx.bot;
  const stuck = stuckOf(ctx);
  return Object.values<any>(bot.entities)
    .filter((e) => e.name === 'item' && !stuck.has(e.id) && e.position.distanceTo(bot.entity.position) <= radius)
    .filter((e) => !names || names.includes(droppedName(e) ?? ''))
    .sort((a, b) => a.position.distanceTo(bot.entity.position) - b.position.distanceTo(bot.entity.position));
}

/**
 * Collects item entities near the agent (all, or only `names`). Returns how
 * many entities were picked up. Waits a moment first so fresh drops can land.
 */
export async function collectDrops(ctx: AgentContext, names?: string[], radius = 8, waitMs = 700): Promise<number> {
  await sleep(ctx, waitMs);
  let picked = 0;
  for (let round = 0; round < 6; round++) {
    const items = droppedItems(ctx, names, radius);
    if (!items.length) break;
    for (const it of items) {
      checkTime(ctx);
      if (!ctx.bot.entities[it.id]) { picked++; continue; }
      try {
        await gotoNear(ctx, it.position, 0.5, `the dropped ${droppedName(it) ?? 'item'}`);
      } catch { continue; }
      const t0 = Date.now();
      while (ctx.bot.entities[it.id] && Date.now() - t0 < 1500) await sleep(ctx, 50);
      if (!ctx.bot.entities[it.id]) picked++;
      // Still there after 1.5 s within reach: vanilla never gives it (or the inventory is full); stop trying it.
      else if (it.position.distanceTo(ctx.bot.entity.position) < 1.5) stuckOf(ctx).set(it.id, droppedName(it) ?? 'item');
    }
  }
  return picked;
}
