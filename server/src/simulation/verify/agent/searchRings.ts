/**
 * Looking farther in a generated world. The agent sees what the server has
 * sent, three chunks around it; what is not there may lie beyond. Before it
 * gives up, the agent walks out in widening rings around where it started
 * looking (eight headings, one and two search radii out), searching again
 * after each leg, and stops while enough of its budget is left to use what
 * it finds. The superflat world is the same everywhere: there is nothing to
 * look for farther off.
 */
import type { AgentContext } from './context';
import { checkTime, SkillFailure, waitUntil } from './context';
import { gotoColumn } from './navigate';

/** Ring radii, in search radii from the start. */
const RINGS = [1, 2];
/** Headings, alternating sides so that a short search still covers opposite directions. */
const HEADINGS: ReadonlyArray<[number, number]> = [[1, 0], [-1, 0], [0, 1], [0, -1], [0.7, 0.7], [-0.7, -0.7], [0.7, -0.7], [-0.7, 0.7]];
/** Budget kept for walking to what is found and using it. */
const RESERVE_MS = 20_000;
/** How long after a leg the agent keeps looking while new chunks arrive. */
const CHUNKS_MS = 4000;
/** The longest one leg may take. */
const LEG_MS = 25_000;

/** Walks out ring by ring until `look` finds something; undefined when the rings (or the budget) run out. */
export async function searchRings<T>(ctx: AgentContext, look: () => T | undefined): Promise<T | undefined> {
  if (!ctx.worldWords) return undefined;
  const origin = ctx.bot.entity.position.clone();
  for (const ring of RINGS) {
    for (const [hx, hz] of HEADINGS) {
      const left = ctx.deadline - Date.now() - RESERVE_MS;
      if (left < 5000) return undefined;
      checkTime(ctx);
      const r = ring * ctx.searchRadius;
      const x = Math.floor(origin.x + hx * r);
      const z = Math.floor(origin.z + hz * r);
      ctx.log(`looking farther: walking toward ${x} ${z}`);
      try {
        await gotoColumn(ctx, x, z, `the column at ${x} ${z}`, Math.min(LEG_MS, left));
      } catch (e) {
        // A leg cut short (a lake, a cliff) still brought new ground into view.
        if (!(e instanceof SkillFailure)) throw e;
      }
      // The server streams the chunks that came into view a moment after the walk: look as they arrive.
      let found: T | undefined;
      await waitUntil(ctx, () => (found = look()) !== undefined, CHUNKS_MS);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
