/**
 * The embedded server's world for one task, as verify and the scene capture
 * both start it (`proofCtx`: the file's proof context, tryProofContext's): a superflat scene when one is forced (tests, `scene`), else
 * the choice of chooseWorld.ts, where a superflat world keeps the oaks by spawn
 * for milestone tasks (they start from nothing).
 */
import type { TaskGoals } from '../../../model/goals';
import type { ResetPlan } from '../../../model/minestudio/resetSteps';
import { getRegistry } from '../../../vanilla/registry';
import type { TaskSpec } from '../../../analysis/taskSpec';
import type { WorldReport } from '../verifyReport';
import { chooseWorld, WorldChoice, WorldRequest } from './chooseWorld';
import type { ProofContext } from '../../../analysis/proofs/context';

export function worldForTask(proofCtx: ProofContext | undefined, spec: TaskSpec, read: TaskGoals, plan: ResetPlan, request: WorldRequest,
  scene?: 'flat' | 'trees'): WorldChoice {
  if (scene) return { spec: { kind: 'flat', scene }, why: `the ${scene === 'trees' ? 'superflat world with trees' : 'superflat world'} was asked for` };
  // MineStudio's hard reset makes its world from the spawn position's seed: the generated world takes it too.
  const spawn = plan.before.find((st) => st.kind === 'spawn');
  const spawnSeed = spawn && spawn.kind === 'spawn' ? spawn.seed : undefined;
  // An entry lint rejects cannot pay (as in MineStudio): what it would need is no reason to generate a world.
  const refused = new Set([...spec.rewardCfg, ...spec.milestones].filter((e) => e.refusal !== undefined).map((e) => `${e.list}:${e.index}`));
  const goals = read.goals.filter((g) => g.from.source !== 'reward' || !refused.has(`${g.from.list}:${g.from.index}`));
  const choice = chooseWorld(proofCtx, goals, spec.keys, getRegistry('1.16.5'), request, spawnSeed);
  if (choice.spec.kind === 'flat' && spec.isMilestoneTask) return { spec: { kind: 'flat', scene: 'trees' }, why: choice.why };
  return choice;
}

/** The report's (and the scene's) account of the world: what was generated, and why. */
export function worldReport(choice: WorldChoice): WorldReport {
  const w = choice.spec;
  return { kind: w.kind, ...(w.kind === 'natural' ? { biome: w.biome, seed: w.seed } : {}), why: choice.why };
}
