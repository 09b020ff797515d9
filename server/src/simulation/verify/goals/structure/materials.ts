/**
 * What a shape needs from the inventory, and the proof when it is not there:
 * the agent first tries to get what is missing (craft, mine, …); only when
 * that fails too is the shape impossible for it ("the inventory holds 3
 * cobblestone, the pillar needs 5").
 */
import type { AgentContext } from '../../agent/context';
import { SkillFailure } from '../../agent/context';
import { count } from '../../agent/inventory';

export interface Need {
  /** Any mix of these counts ("iron_block, gold_block …" for a beacon base). */
  ids: string[];
  count: number;
  /** What needs it, for the proof ("the pillar"). */
  what: string;
}

export function heldOf(bot: any, ids: string[]): number {
  return ids.reduce((n, id) => n + count(bot, id), 0);
}

/** "3 cobblestone", "no iron_block or gold_block". */
export function holdsText(bot: any, ids: string[]): string {
  const held = ids.map((id) => [id, count(bot, id)] as const).filter(([, n]) => n > 0);
  if (!held.length) return `no ${ids.length > 3 ? `${ids.slice(0, 3).join(', ')} or the like` : ids.join(' or ')}`;
  return held.map(([id, n]) => `${n} ${id}`).join(' and ');
}

function needsText(need: Need): string {
  const what = need.ids.length === 1 ? need.ids[0] : need.ids.length > 3 ? `${need.ids.slice(0, 3).join(', ')} or the like` : need.ids.join(' or ');
  return `${need.count} ${what}`;
}

/**
 * Makes sure the inventory holds each need, getting what is missing; returns
 * the proof that it cannot (the first need it could not meet), or undefined.
 */
export async function gather(ctx: AgentContext, needs: Need[]): Promise<string | undefined> {
  for (const need of needs) {
    if (heldOf(ctx.bot, need.ids) >= need.count) continue;
    const before = holdsText(ctx.bot, need.ids);
    let why: string | undefined;
    // Top the best-held kind up (a mix counts); then the others in order.
    const order = [...need.ids].sort((x, y) => count(ctx.bot, y) - count(ctx.bot, x));
    for (const id of order.slice(0, 3)) {
      const missing = need.count - heldOf(ctx.bot, need.ids);
      if (missing <= 0) break;
      try {
        await ctx.obtain(id, count(ctx.bot, id) + missing, 0);
      } catch (e) {
        if (!(e instanceof SkillFailure)) throw e;
        why ??= e.message;
      }
    }
    if (heldOf(ctx.bot, need.ids) >= need.count) continue;
    return `the inventory holds ${before}, ${need.what} needs ${needsText(need)}${why ? `, and the agent could not get more (${why})` : ''}`;
  }
  return undefined;
}
