/**
 * Scenes by the commands' text (Analysis.scene keeps the one of a version).
 * A scene refers to commands by their index in the list, never by document
 * offset, so it depends only on the lines' parse results; it is also kept by
 * the lines' text, and a version whose commands did not change (an edit of
 * the instruction or of a reward) reuses it. Scenes are shared: read only.
 */
import type { CheckedCommand } from '../core/commandCheck';
import type { Registry } from '../mc/registry';
import { Lru } from '../util/lru';
import { availability, Availability } from './availability';
import { buildScene, Scene } from './scene';

const byText = new WeakMap<Registry, Lru<string, Scene>>();

export function sceneOf(commands: CheckedCommand[], reg: Registry): Scene {
  let perReg = byText.get(reg);
  if (!perReg) byText.set(reg, (perReg = new Lru(300)));
  // NUL cannot occur in a YAML scalar, so the joined key is unambiguous.
  const key = commands.map((c) => c.item.text).join('\u0000');
  let scene = perReg.get(key);
  if (!scene) perReg.set(key, (scene = buildScene(commands, reg)));
  return scene;
}

/** Availability depends on the scene and the item targets left out of it: kept per scene. */
const availByScene = new WeakMap<Scene, Map<string, Availability>>();

export function availabilityOf(scene: Scene, reg: Registry, excludedTargets: Set<string>): Availability {
  let perScene = availByScene.get(scene);
  if (!perScene) availByScene.set(scene, (perScene = new Map()));
  const key = reg.version + '\u0000' + [...excludedTargets].sort().join(',');
  let a = perScene.get(key);
  if (!a) {
    // A scene seldom meets more than a few target sets; keep the map small anyway.
    if (perScene.size > 16) perScene.clear();
    perScene.set(key, (a = availability(scene, reg, excludedTargets)));
  }
  return a;
}
