/** One scene per parsed command list: reward checks and feasibility checks share it. */
import type { CheckedCommand } from '../core/commandCheck';
import type { Registry } from '../mc/registry';
import { buildScene, Scene } from './scene';

const cache = new WeakMap<CheckedCommand[], { reg: Registry; scene: Scene }>();

export function sceneOf(commands: CheckedCommand[], reg: Registry): Scene {
  const hit = cache.get(commands);
  if (hit && hit.reg === reg) return hit.scene;
  const scene = buildScene(commands, reg);
  cache.set(commands, { reg, scene });
  return scene;
}
