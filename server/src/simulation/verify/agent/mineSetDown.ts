/**
 * Breaking a block the world does not have but the agent can hold: "mine
 * cobblestone" in a generated forest, where the ground has stone and no
 * cobblestone. The agent gets the block (mining stone drops it), sets it down
 * and breaks it; vanilla counts `mined` for a placed block as for any other,
 * so the statistic the text names is earned, not a neighbour of it.
 */
import type { AgentContext } from './context';
import { nearWords, SkillFailure } from './context';
import { count } from './inventory';
import { findNearestBlock, mineBlock } from './mine';
import { searchRings } from './searchRings';
import { minedFrom } from './obtain';
import { placeAt } from '../goals/structure/place';
import { isOpen } from '../goals/structure/site';

/** How many spots next to the agent are tried before it gives up setting the block down. */
const SPOT_TRIES = 4;

/**
 * Sets `item` down against any solid face within reach: beside the agent, or
 * above its head when it stands at the bottom of the hole it dug for the
 * block (where no spot on level ground is left).
 */
async function setDown(ctx: AgentContext, item: string): Promise<void> {
  const bot = ctx.bot;
  const feet = bot.entity.position.floored();
  const spots: any[] = [];
  for (let dy = -1; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      for (let dz = -2; dz <= 2; dz++) {
        if (dx === 0 && dz === 0 && (dy === 0 || dy === 1 || dy === -1)) continue;
        const p = feet.offset(dx, dy, dz);
        if (isOpen(bot.blockAt(p))) spots.push(p);
      }
    }
  }
  const eye = bot.entity.position.offset(0, bot.entity.height, 0);
  spots.sort((a, b) => a.offset(0.5, 0.5, 0.5).distanceTo(eye) - b.offset(0.5, 0.5, 0.5).distanceTo(eye));
  let last: SkillFailure | undefined;
  let triesLeft = SPOT_TRIES;
  for (const p of spots.slice(0, SPOT_TRIES * 3)) {
    try {
      await placeAt(ctx, p, [item]);
      return;
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      // Only spots with something to place against count as tries.
      if (/nothing next to/.test(e.message)) continue;
      last = e;
      if (!--triesLeft) break;
    }
  }
  throw last ?? new SkillFailure(`the agent found no spot within reach to set ${item} down`);
}

export async function mineOrSetDown(ctx: AgentContext, names: string[], tool?: string[]): Promise<void> {
  if (findNearestBlock(ctx, names)) { await mineBlock(ctx, names, 0, tool); return; }
  const placeable = names.filter((n) => ctx.bot.registry.itemsByName[n] && ctx.bot.registry.blocksByName[n]);
  const item = placeable.find((n) => count(ctx.bot, n) > 0) ?? placeable[0];
  let why = '';
  const makeAndBreak = async (): Promise<boolean> => {
    if (!item) return false;
    try {
      await ctx.obtain(item, 1, 1);
      await setDown(ctx, item);
      await mineBlock(ctx, [item], 0, tool);
      return true;
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      why = `, and none the agent could set down to break (${e.message})`;
      return false;
    }
  };
  // Held, or dropped by a block in sight (stone for cobblestone): set one down at once. Else look farther first,
  // before a long chain (a gold block from ore smelted into nine ingots) spends the budget.
  const atHand = !!item && (count(ctx.bot, item) > 0 || !!findNearestBlock(ctx, minedFrom(ctx, item)));
  if (atHand && await makeAndBreak()) return;
  if (await searchRings(ctx, () => findNearestBlock(ctx, names))) { await mineBlock(ctx, names, 0, tool); return; }
  // Made only by a recipe or a furnace from here on; an ore no recipe makes is not set down (it stays "no diamond_ore …").
  const made = !!item && (ctx.reg.recipes.has(item) || ctx.reg.smelting.has(item));
  if (!atHand && made && await makeAndBreak()) return;
  throw new SkillFailure(`no ${names.join(' or ')} ${nearWords(ctx)}${ctx.worldWords ? ', nor along the rings it walked farther out' : ''}${why}`);
}
