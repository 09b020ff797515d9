/**
 * Scenes shared across versions (Analysis.scene keeps the one of a version).
 * A scene refers to commands by their index in the list, never by document
 * offset, so it depends only on the lines' parse results: a version whose
 * commands did not change (an edit of the instruction or of a reward) reuses
 * it. Scenes are shared: read only.
 */
import type { ParsedCommand } from '../../model/commands/commandTypes';
import type { CheckedCommand } from '../lint/commandCheck';
import type { Registry } from '../../vanilla/registry';
import { availability, Availability } from './availability';
import { buildScene, Scene } from './scene';
import type { ResetPlan } from '../../model/minestudio/resetSteps';
import { planSignature } from '../../model/minestudio/staticPlan';

/**
 * Scenes by the sequence of parse results. A line's parse result is shared by
 * every version holding that line (commandCheck.ts keeps them by text), so
 * the sequence of result objects identifies the command list without joining
 * and hashing its text: a trie keyed by object identity, one level per line.
 * Weak keys: when a line's parse result is evicted, its branch can go too.
 */
interface TrieNode {
  next: WeakMap<object, TrieNode>;
  scene?: Scene;
  /** Scenes of the same commands with MineStudio's key steps around them, by plan signature. */
  withKeys?: Map<string, Scene>;
}

/** A command list seldom meets more than a few key plans (one per edit of the keys): kept small. */
const MAX_PLANS_PER_LIST = 8;

const roots = new WeakMap<Registry, TrieNode>();
const END = {};

export function sceneOf(commands: CheckedCommand[], reg: Registry, plan?: ResetPlan): Scene {
  let root = roots.get(reg);
  if (!root) roots.set(reg, (root = { next: new WeakMap() }));
  let node: TrieNode = root;
  for (let i = 0; i <= commands.length; i++) {
    const c: object = i < commands.length ? commands[i].parsed : END;
    let child: TrieNode | undefined = node.next.get(c);
    if (!child) node.next.set(c, (child = { next: new WeakMap() }));
    node = child;
  }
  if (!plan) return (node.scene ??= buildScene(commands, reg));
  const sig = planSignature(plan);
  node.withKeys ??= new Map();
  let scene = node.withKeys.get(sig);
  if (!scene) {
    if (node.withKeys.size >= MAX_PLANS_PER_LIST) node.withKeys.clear();
    node.withKeys.set(sig, (scene = buildScene(commands, reg, plan)));
  }
  return scene;
}

/**
 * The scene of a shared parse-result list (commandCheck.ts's parseCommandList):
 * one lookup for a version whose command list did not change; otherwise the
 * trie above, which also finds the scene of another list with the same lines.
 */
const sceneByList = new WeakMap<readonly ParsedCommand[], Scene>();

export function sceneOfList(list: readonly ParsedCommand[], commands: CheckedCommand[], reg: Registry, plan?: ResetPlan): Scene {
  // With key steps the list alone does not identify the scene: the trie (keyed by the plan too) does.
  if (plan) return sceneOf(commands, reg, plan);
  let scene = sceneByList.get(list);
  if (!scene) sceneByList.set(list, (scene = sceneOf(commands, reg)));
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
