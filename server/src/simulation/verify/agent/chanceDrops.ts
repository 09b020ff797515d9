/**
 * Blocks that drop an item only sometimes (gravel gives flint one time in
 * ten, grass a seed one in eight): mining one that gave something else is not
 * a failed route until CHANCE_TRIES have been mined in a row for nothing.
 */
import type { AgentContext } from './context';

export const CHANCE_TRIES = 16;

/** Does some block in `names` drop `item` only by chance (it also drops something else)? */
export function chanceDrop(ctx: AgentContext, names: string[], item: string): boolean {
  return names.some((n) => { const d = ctx.reg.blocks.get(n)?.drops ?? []; return d.includes(item) && d.some((x) => x !== item); });
}
