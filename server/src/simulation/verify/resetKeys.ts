/**
 * MineStudio's own keys in a verification: the reset plan (model/minestudio/
 * resetSteps.ts) drawn from the run's seed, its steps sent to the server in
 * MineStudio's order around the init commands, and `time_limit` turned into
 * the agent's budget. The report's `reset` section records all of it.
 */
import type { MineStudioKeys } from '../../model/minestudio/keyTypes';
import { resetPlan, ResetPlan, ResetStep, STEPS_PER_SECOND } from '../../model/minestudio/resetSteps';
import type { Registry } from '../../vanilla/registry';
import { VerifyAborted, VerifyTimeout, within } from './abort';
import type { ResetReport, ResetStepReport } from './verifyReport';
import type { WorldSession } from './session';

export function planOf(keys: MineStudioKeys, seed: number, reg: Registry): ResetPlan {
  return resetPlan(keys, { seed, stackSize: (id) => reg.items.get(id)?.stackSize ?? 64 });
}

/**
 * The agent's budget: `time_limit` steps at 20 a second, capped by the
 * verifier's own maximum (the --timeout, AGENT_BUDGET_MS by default). Without
 * time_limit the --timeout alone.
 */
export function agentBudget(keys: MineStudioKeys, timeoutMs: number): { budgetMs: number; timeLimit?: ResetReport['timeLimit'] } {
  const steps = keys.timeLimit?.value;
  if (steps === undefined || !Number.isFinite(steps) || steps <= 0) return { budgetMs: timeoutMs };
  const wanted = Math.ceil((steps / STEPS_PER_SECOND) * 1000);
  const budgetMs = Math.min(wanted, timeoutMs);
  return { budgetMs, timeLimit: { steps, budgetMs, ...(wanted > timeoutMs ? { cappedByTimeoutMs: timeoutMs } : {}) } };
}

/** Does the task have anything for the reset section? */
export function hasKeys(plan: ResetPlan, keys: MineStudioKeys): boolean {
  return plan.before.length > 0 || plan.after.length > 0 || plan.notes.length > 0 || keys.timeLimit !== undefined;
}

/**
 * Sends a list of key steps within the setup deadline, recording each reply
 * and effect (and a summoned mob's offset from the agent). Returns why setup
 * stopped early, or undefined.
 */
export async function runKeySteps(s: WorldSession, steps: ResetStep[], phase: ResetStepReport['phase'], deadline: number, signal: AbortSignal,
  out: ResetStepReport[], log: (line: string) => void): Promise<string | undefined> {
  for (const step of steps) {
    if (signal.aborted) throw new VerifyAborted();
    const left = deadline - Date.now();
    const base = { key: step.source.key, entry: step.source.index, label: step.label, phase, text: step.command };
    if (left <= 0) return `the setup budget ran out before ${step.label}`;
    const agent = s.agentState();
    const started = Date.now();
    try {
      const r = await within(s.runCommand(step.command), left, step.label, signal);
      const mob = step.kind === 'summon' ? r.effects?.entities.find((e) => e.type.replace(/^minecraft:/, '') === step.entity) : undefined;
      const offset: [number, number, number] | undefined = mob && agent ? [mob.x - agent.x, mob.y - agent.y, mob.z - agent.z] : undefined;
      out.push({
        ...base, reply: r.reply, rejected: r.rejected, ...(r.limitation ? { limitation: r.limitation } : {}), ...(r.effects ? { effects: r.effects } : {}),
        ...(offset ? { offset } : {}), durationMs: Date.now() - started,
      });
      log(`${step.label}: ${step.command} → ${r.rejected ? 'REJECTED ' : ''}${r.reply}`);
    } catch (e) {
      if (!(e instanceof VerifyTimeout)) throw e;
      const why = `the setup budget ran out during ${step.label}`;
      out.push({ ...base, reply: '', rejected: false, limitation: why, durationMs: Date.now() - started });
      return why;
    }
  }
  return undefined;
}
