/**
 * Holding what a goal fixes ("with an iron sword", "bare hands"): one of
 * the listed items in the main hand (got first if none is held), or, for
 * an empty list, an empty hand.
 */
import type { AgentContext } from './context';
import { SkillFailure, step } from './context';
import { count, describeHeld, equip } from './inventory';

/** One of `names` in the inventory or the off-hand, getting one when none is (by ctx.obtain). Returns its name. */
export async function haveOneOf(ctx: AgentContext, names: string[], depth = 0): Promise<string> {
  const held = names.find((n) => count(ctx.bot, n) > 0);
  if (held) return held;
  let why = '';
  for (const n of names) {
    try {
      await ctx.obtain(n, 1, depth + 1);
      return n;
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      why ||= e.message;
    }
  }
  throw new SkillFailure(`the agent has no ${names.join(' or ')}${why ? ` (${why})` : ''}`);
}

/** Empties the main hand (bare hands; a click that opens a block rather than placing what is held). */
export async function emptyHand(ctx: AgentContext): Promise<void> {
  if (ctx.bot.heldItem) await step(ctx, ctx.bot.unequip('hand'), 3000, 'emptying the hand');
}

/** Puts one of `tools` in the main hand; `[]` empties it. Returns the held item's name, or null for bare hands. */
export async function holdTool(ctx: AgentContext, tools: string[], depth = 0): Promise<string | null> {
  const bot = ctx.bot;
  if (!tools.length) {
    await emptyHand(ctx);
    return null;
  }
  let name: string;
  try {
    name = await haveOneOf(ctx, tools, depth);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    throw new SkillFailure(`the task asks for ${tools.join(' or ')} and the agent has ${describeHeld(tools.filter((t) => count(bot, t) > 0))}: ${e.message}`);
  }
  await equip(ctx, name);
  return name;
}
