/**
 * "dig a pit W wide, L long and D deep": the agent digs the hole just in
 * front of it, layer by layer, then every cell of it is read back as open.
 */
import type { StructureGoal } from '../../../../model/goals/goalTypes';
import type { AgentContext } from '../../agent/context';
import { sleep } from '../../agent/context';
import { digAt } from './place';
import { reached, StructureOutcome, undecided } from './outcome';
import { at, chooseSite, Frame, isDiggable, isOpen, posText } from './site';

/** @notGameFact our pit's size when the task names none */
export const DEFAULT_PIT = { width: 3, length: 3, depth: 2 };

interface PitSize { width: number; length: number; depth: number }

/** Local cells of the pit, top layer first, nearest first: a across, b forward from 1, y below the feet. */
function cells(size: PitSize): Array<{ a: number; y: number; b: number }> {
  const out: Array<{ a: number; y: number; b: number }> = [];
  const left = -Math.floor((size.width - 1) / 2);
  for (let y = -1; y >= -size.depth; y--) {
    for (let b = 1; b <= size.length; b++) for (let a = left; a < left + size.width; a++) out.push({ a, y, b });
  }
  return out;
}

/** A frame whose whole pit is ground the agent can dig (or already open), with nothing a fluid could pour from. */
function siteFits(bot: any, f: Frame, size: PitSize): boolean {
  return cells(size).every(({ a, y, b }) => {
    const block = bot.blockAt(at(f, a, y, b));
    return isOpen(block) || (isDiggable(block) && block.boundingBox === 'block');
  });
}

export async function digPit(ctx: AgentContext, goal: StructureGoal): Promise<StructureOutcome> {
  const bot = ctx.bot;
  const size: PitSize = { width: goal.width ?? DEFAULT_PIT.width, length: goal.length ?? DEFAULT_PIT.length, depth: goal.size ?? DEFAULT_PIT.depth };
  const frame = await chooseSite(ctx, (f) => siteFits(bot, f, size));
  if (!frame) return undecided(`the agent found no ground within 8 blocks, that it could walk to, where a pit ${size.width}×${size.length}×${size.depth} holds only blocks it can dig (no fluids)`);
  for (const c of cells(size)) await digAt(ctx, at(frame, c.a, c.y, c.b));
  // mineflayer clears a dug block at once; a dig the server refused comes back a moment later.
  await sleep(ctx, 300);
  const open = cells(size).filter(({ a, y, b }) => isOpen(bot.blockAt(at(frame, a, y, b))));
  const corner = at(frame, -Math.floor((size.width - 1) / 2), -size.depth, 1);
  const far = at(frame, -Math.floor((size.width - 1) / 2) + size.width - 1, -1, size.length);
  const span = `from ${posText(corner)} to ${posText(far)}`;
  return open.length === cells(size).length
    ? reached(`a pit ${size.width} wide, ${size.length} long and ${size.depth} deep, ${span}: all ${open.length} cells are open, read from the world`)
    : undecided(`${cells(size).length - open.length} of the pit's ${cells(size).length} cells ${span} are still filled after digging`);
}
