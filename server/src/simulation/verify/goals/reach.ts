/**
 * "find / go to / reach X": X must be in the scene (or the world), and the
 * agent must walk to within reach and look at it — the paper's find metric.
 */
import type { GoalTarget } from '../../../model/goals';
import { STRUCTURE } from '../../../model/goals/stateClauses';
import type { AgentContext } from '../agent/context';
import { SkillFailure, step } from '../agent/context';
import { pathfinderPkg } from '../runtime';
import type { GoalReport, SettleChange } from '../verifyReport';
import { at, proofOf, walk } from './walk';
import { blockGoal } from '../agent/navigate';
import { BLOCK_REACH } from '../../../vanilla/playerBody';

/** Eye-to-target distance that counts as "within reach" (a survival player's block reach). */
const REACH = BLOCK_REACH;
const SEARCH = 64;
const TRIES = 3;

type Outcome = Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>;

export function notInScene(target: GoalTarget, settled: SettleChange[], world?: string): Outcome {
  if (target.natural && world) {
    // Absent here proves nothing: another seed, biome or a wider search could have it, and structures are never generated.
    const reason = target.kind === 'place' && STRUCTURE.test(target.phrase)
      ? `needs a generated world with structures: ${world} has terrain, plants, ores and animals but no ${target.phrase} (villages, caves and other structures are not generated)`
      : target.kind === 'place'
        ? `needs a generated world: whether ${world} counts as ${target.phrase} is for the judge (the verifier generates a single biome)`
        : `needs a generated world: there is no ${target.phrase} within ${SEARCH} blocks of the agent in ${world}`;
    return { outcome: 'undecided', reason };
  }
  if (target.natural) {
    // A village, a cave, a temple: the embedded server generates no structures in either of its worlds (embedded/worldGen).
    if (target.kind === 'place' && STRUCTURE.test(target.phrase)) {
      return { outcome: 'undecided', reason: `needs a generated world with structures: the embedded server generates no ${target.phrase} (not in its superflat world, nor in the single-biome worlds it generates), and the scene places none` };
    }
    return { outcome: 'undecided', reason: `needs a generated world: the embedded superflat world has no ${target.phrase} unless the scene places one` };
  }
  const gone = settled.find((s) => target.ids.includes(s.id));
  const why = gone ? ` (settling the scene removed it: ${gone.detail})` : '';
  // Searched within a radius, not everywhere: a static proof (verify/proofs/absentTarget.ts) is what shows it absent.
  return { outcome: 'undecided', reason: `there is no ${target.phrase} within ${SEARCH} blocks of the agent${why}` };
}

/**
 * "find a forest" in a generated world: reached where the ground under the
 * agent belongs to that very biome (the chunk's biome, as the server sent it).
 * A narrower name ("birch forest") than the biome generated is left to the judge.
 */
function inBiome(ctx: AgentContext, target: GoalTarget): Outcome | undefined {
  const id = target.phrase.trim().replace(/\s+/g, '_');
  // The client's registry names biomes as the login packet's codec does ("minecraft:forest"), and a block's biome carries its number.
  const byName = ctx.bot.registry.biomesByName ?? {};
  const wanted = byName[id] ?? byName[`minecraft:${id}`];
  if (!ctx.worldWords || !wanted) return undefined;
  const here = ctx.bot.blockAt(ctx.bot.entity.position.floored());
  return here?.biome?.id === wanted.id ? { outcome: 'reached', detail: `the agent stands at ${at(here.position)}, in the ${id} biome (the chunk's biome the server sent)` } : undefined;
}

export async function reach(ctx: AgentContext, target: GoalTarget, settled: SettleChange[]): Promise<Outcome> {
  if (target.kind === 'place') return inBiome(ctx, target) ?? notInScene(target, settled, ctx.worldWords);
  return target.kind === 'entity' ? reachEntity(ctx, target, settled) : reachBlock(ctx, target, settled);
}

async function reachBlock(ctx: AgentContext, target: GoalTarget, settled: SettleChange[]): Promise<Outcome> {
  const bot = ctx.bot;
  const ids = target.ids.map((n) => bot.registry.blocksByName[n]?.id).filter((x: number | undefined) => x !== undefined);
  const found: any[] = bot.findBlocks({ matching: ids, maxDistance: SEARCH, count: 16 });
  if (!found.length) return notInScene(target, settled, ctx.worldWords);
  let last = '';
  let lastProof: Pick<Outcome, 'proof'> = {};
  for (const pos of found.slice(0, TRIES)) {
    const name = bot.blockAt(pos)?.name ?? target.ids[0];
    try {
      await walk(ctx, goalFor(bot, pos), `reach the ${name} at ${at(pos)}`);
      await step(ctx, bot.lookAt(pos.offset(0.5, 0.5, 0.5), true), 2000, `looking at the ${name}`);
      if (seesBlock(bot, pos)) {
        return { outcome: 'reached', detail: `looked at the ${name} at ${at(pos)} from ${bot.entity.position.offset(0, bot.entity.height, 0).distanceTo(pos.offset(0.5, 0.5, 0.5)).toFixed(1)} blocks` };
      }
      last = `the agent stands next to the ${name} at ${at(pos)} but cannot see it`;
      lastProof = {};
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      last = e.message;
      lastProof = proofOf(e);
    }
  }
  return { outcome: 'failed', reason: `the ${target.phrase} cannot be reached: ${last}`, ...lastProof };
}

/**
 * The agent looks at the block: the ray from its eyes hits it, or — for
 * blocks without a collision box (flowers, torches), which the ray passes
 * through — it is within reach and nothing solid stands in between.
 */
function seesBlock(bot: any, pos: any): boolean {
  const seen = bot.blockAtCursor(REACH);
  if (seen && seen.position.equals(pos)) return true;
  if (bot.blockAt(pos)?.boundingBox !== 'empty') return false;
  const eye = bot.entity.position.offset(0, bot.entity.height, 0);
  const d = eye.distanceTo(pos.offset(0.5, 0.5, 0.5));
  return d <= REACH && (!seen || eye.distanceTo(seen.position.offset(0.5, 0.5, 0.5)) > d);
}

/** Blocks without a collision box: the pathfinder's look-at goal cannot aim at them, so walk near instead. */
function goalFor(bot: any, pos: any): any {
  const { goals } = pathfinderPkg();
  return bot.blockAt(pos)?.boundingBox === 'empty' ? new goals.GoalNear(pos.x, pos.y, pos.z, 2) : blockGoal(bot, pos);
}

async function reachEntity(ctx: AgentContext, target: GoalTarget, settled: SettleChange[]): Promise<Outcome> {
  const bot = ctx.bot;
  const me = bot.entity.position;
  const found = Object.values<any>(bot.entities)
    .filter((e) => e !== bot.entity && target.ids.includes(String(e.name)) && e.position.distanceTo(me) <= SEARCH)
    .sort((a, b) => a.position.distanceTo(me) - b.position.distanceTo(me));
  if (!found.length) return notInScene(target, settled, ctx.worldWords);
  const { goals } = pathfinderPkg();
  let last = '';
  let lastProof: Pick<Outcome, 'proof'> = {};
  for (const e of found.slice(0, TRIES)) {
    try {
      const p = e.position;
      await walk(ctx, new goals.GoalNear(p.x, p.y, p.z, 2), `reach the ${e.name} at ${at(p)}`);
      if (!bot.entities[e.id]) { last = `the ${e.name} was gone when the agent arrived`; lastProof = {}; continue; }
      const aim = e.position.offset(0, (e.height ?? 1) / 2, 0);
      await step(ctx, bot.lookAt(aim, true), 2000, `looking at the ${e.name}`);
      const d = bot.entity.position.offset(0, bot.entity.height, 0).distanceTo(aim);
      if (d <= REACH) return { outcome: 'reached', detail: `looked at the ${e.name} at ${at(e.position)} from ${d.toFixed(1)} blocks` };
      last = `the agent got only ${d.toFixed(1)} blocks from the ${e.name}`;
      lastProof = {};
    } catch (err) {
      if (!(err instanceof SkillFailure)) throw err;
      last = err.message;
      lastProof = proofOf(err);
    }
  }
  return { outcome: 'failed', reason: `the ${target.phrase} cannot be reached: ${last}`, ...lastProof };
}
