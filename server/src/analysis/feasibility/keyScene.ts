/**
 * What MineStudio's own keys add to the static scene: the steps of its reset
 * (model/minestudio/resetSteps.ts) applied as facts, so goal and feasibility
 * checks count the mobs summon_mobs brings and the items init_inventory gives.
 *
 * A scene fact names its source by `cmd`, a position in the reset's order.
 * The init commands hold 0..n-1; the key steps before them (time, weather,
 * spawn, mobs) hold negative numbers and those after them (init_inventory)
 * n and up, so "which came later" comparisons keep working, and
 * `scene.keySources` says which key entry a number stands for (a finding's
 * range is that entry's, see commandRange in context.ts).
 */
import type { KeySource, ResetPlan, ResetStep } from '../../model/minestudio/resetSteps';
import type { Registry } from '../../vanilla/registry';
import { box, Vec } from './place';
import type { Scene } from './scene';

export interface KeyStepSource {
  source: KeySource;
  /** "zombie (summon_mobs 1)". */
  label: string;
}

/** The `cmd` of the i-th step of a plan's `before` or `after` list, given the number of init commands. */
export function keyStepCmd(phase: 'before' | 'after', i: number, plan: ResetPlan, commandCount: number): number {
  return phase === 'before' ? i - plan.before.length : commandCount + i;
}

/** /replaceitem's count is 1–64 in 1.16.5 (a larger or smaller one is refused). */
const MAX_REPLACE_COUNT = 64;

export function applyKeyStep(scene: Scene, step: ResetStep, cmd: number, reg: Registry): void {
  scene.keySources.set(cmd, { source: step.source, label: step.label });
  switch (step.kind) {
    case 'time':
      scene.time = { value: step.ticks, cmd };
      scene.settings.push({ key: 'time set', value: String(step.ticks), cmd });
      return;
    case 'weather':
      scene.weather = { value: step.weather, cmd };
      scene.settings.push({ key: 'weather', value: step.weather, cmd });
      return;
    case 'spawn':
      // Comes before anything else: the agent's frame starts where it lands.
      return;
    case 'summon': {
      // The mob appears anywhere within the ranges (x and z are drawn each reset), 3 blocks above the agent's feet.
      const p = scene.agent.pos;
      const a: Vec = [p[0] + step.rangeX[0], p[1] + step.offset[1], p[2] + step.rangeZ[0]];
      const b: Vec = [p[0] + step.rangeX[1], p[1] + step.offset[1], p[2] + step.rangeZ[1]];
      scene.entities.push({ id: step.entity, cmd, place: box(scene.agent.frame, 'world', [...p] as Vec, a, b), nbt: { Age: 0 } });
      return;
    }
    case 'item':
      // 1.16.5 refuses what MineStudio sends with metadata (one argument too many), an unknown item and a count outside 1–64.
      if (step.metadata !== undefined || !reg.items.has(step.item)) return;
      if (step.count < 1 || step.count > MAX_REPLACE_COUNT) return;
      scene.inventory.replace(step.slotName, step.item, step.count, undefined, cmd);
      return;
  }
}

/**
 * The plan's steps of one phase, in order. A plain loop in a function of its own: closures over buildScene's
 * locals made V8 keep them in a heap context on every scene built, which doubled the lint's garbage collection.
 */
export function applyKeySteps(scene: Scene, plan: ResetPlan, phase: 'before' | 'after', commandCount: number, reg: Registry): void {
  const steps = phase === 'before' ? plan.before : plan.after;
  for (let i = 0; i < steps.length; i++) applyKeyStep(scene, steps[i], keyStepCmd(phase, i, plan, commandCount), reg);
}
