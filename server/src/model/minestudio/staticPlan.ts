/**
 * The reset plan the static scene uses: the task's keys (the one parse),
 * drawn from a fixed seed with the smallest count each init_inventory entry
 * is sure to get, so the same file always gives the same scene and a check
 * never counts items a lucky draw might give. Once per model version.
 */
import type { Registry } from '../../vanilla/registry';
import type { TaskModel } from '../task/taskModel';
import { resetPlan, ResetPlan, STATIC_SEED } from './resetSteps';
import { mineStudioKeys } from './taskKeys';

const byModel = new WeakMap<TaskModel, WeakMap<Registry, ResetPlan | null>>();

/** undefined when the task has no key that adds to the scene. */
export function staticPlan(model: TaskModel, reg: Registry): ResetPlan | undefined {
  let perReg = byModel.get(model);
  if (!perReg) byModel.set(model, (perReg = new WeakMap()));
  let plan = perReg.get(reg);
  if (plan === undefined) {
    const p = resetPlan(mineStudioKeys(model).keys, { seed: STATIC_SEED, stackSize: (id) => reg.items.get(id)?.stackSize ?? 64, quantities: 'least' });
    plan = p.before.length || p.after.length ? p : null;
    perReg.set(reg, plan);
  }
  return plan ?? undefined;
}

/** What identifies a plan's effect on the scene: the commands its steps send (scenes are cached by it). */
export function planSignature(plan: ResetPlan | undefined): string {
  if (!plan) return '';
  const one = (s: ResetPlan['before'][number]) => `${s.source.key}:${s.source.index}\u0002${s.command}`;
  return [...plan.before.map(one), '\u0001', ...plan.after.map(one)].join('\u0000');
}
