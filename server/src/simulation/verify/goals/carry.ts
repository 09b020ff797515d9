/**
 * "lead animals", "trap a witch using a boat", "hook a cow using a fishing
 * rod": the agent does it with its skills (agent/leash.ts, boat.ts,
 * fishing.ts), and each skill returns only once the world shows it — the
 * mob's vehicle is the agent (a leash), a boat, or the agent's bobber holds
 * it — as the server sent it. A rule of vanilla the agent met (a mob too wide
 * for a boat, a lead refused) is a proof; anything else the agent could not
 * do leaves the goal undecided.
 */
import type { CarryState } from '../../../model/goals/goalTypes';
import type { AgentContext } from '../agent/context';
import { RuledOut, SkillFailure } from '../agent/context';
import { proofOf } from './walk';
import type { GoalReport } from '../verifyReport';
import { leashMob } from '../agent/leash';
import { seatMob } from '../agent/boat';
import { hookMob } from '../agent/fishing';

type Outcome = Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>;

export async function carry(ctx: AgentContext, g: CarryState): Promise<Outcome> {
  const mobs = g.on.ids;
  const what = g.on.phrase;
  try {
    if (g.by === 'lead') {
      const mob = await leashMob(ctx, mobs);
      return { outcome: 'reached', detail: `the ${mob.name} is on the agent's lead (the server sent the leash)` };
    }
    if (g.by === 'boat') {
      await seatMob(ctx, mobs);
      return { outcome: 'reached', detail: `a ${what} is seated in the boat (the server sent it riding)` };
    }
    await hookMob(ctx, mobs);
    return { outcome: 'reached', detail: `the agent's bobber hooked a ${what} (the server sent the hooked entity) and reeled it in` };
  } catch (e) {
    if (e instanceof RuledOut) return { outcome: 'failed', reason: e.message, ...proofOf(e) };
    if (e instanceof SkillFailure) return { outcome: 'undecided', reason: `the agent could not do it: ${e.message}` };
    throw e;
  }
}
