/**
 * The composed task as stored in a task file, under the top-level key
 * `task_tree` (MineStudio and AgentBeats read only the keys they know and
 * ignore this one, as they ignore `category`). Each leaf names the reward
 * entries that measure it by their `identity`:
 *
 *   task_tree:
 *     or:
 *     - and:
 *       - {task: craft a furnace, rewards: [craft_furnace]}
 *       - {task: mine iron ore, rewards: [mine_iron_ore]}
 *     - {task: kill a zombie, rewards: [kill_zombie]}
 *
 * A from-scratch task also has `from_scratch: true` at the top level.
 */

export type StoredTree =
  | { task: string; rewards: string[] }
  | { and: StoredTree[] }
  | { or: StoredTree[] };

export const TREE_KEY = 'task_tree';
export const FROM_SCRATCH_KEY = 'from_scratch';

/** Reads the stored tree of a parsed task file; `problem` says in words what is wrong with a malformed one. */
export function readStoredTree(value: unknown, path = TREE_KEY): { tree?: StoredTree; problem?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return { problem: `\`${path}\` must be a mapping with \`task\` and \`rewards\`, or \`and\`/\`or\` and a list of such mappings.` };
  const v = value as Record<string, unknown>;
  const kinds = ['task', 'and', 'or'].filter((k) => k in v);
  if (kinds.length !== 1) return { problem: `\`${path}\` must have exactly one of \`task\`, \`and\` or \`or\`${kinds.length ? ` (it has ${kinds.join(' and ')})` : ''}.` };
  if (kinds[0] === 'task') {
    if (typeof v.task !== 'string' || !v.task.trim()) return { problem: `\`${path}.task\` must be the atomic task in words.` };
    const rewards = v.rewards;
    if (!Array.isArray(rewards) || !rewards.length || !rewards.every((r) => typeof r === 'string' && r.trim())) {
      return { problem: `\`${path}.rewards\` must list the identities of the reward entries that measure "${v.task}".` };
    }
    return { tree: { task: v.task, rewards: rewards as string[] } };
  }
  const kind = kinds[0] as 'and' | 'or';
  const list = v[kind];
  if (!Array.isArray(list) || list.length < 2) return { problem: `\`${path}.${kind}\` must list at least two parts.` };
  const parts: StoredTree[] = [];
  for (let i = 0; i < list.length; i++) {
    const r = readStoredTree(list[i], `${path}.${kind}[${i}]`);
    if (r.problem) return r;
    if (!r.tree) return { problem: `\`${path}.${kind}[${i}]\` is empty.` };
    parts.push(r.tree);
  }
  return { tree: kind === 'and' ? { and: parts } : { or: parts } };
}

/** Every identity the tree names. */
export function treeIdentities(tree: StoredTree): string[] {
  if ('task' in tree) return tree.rewards;
  return ('and' in tree ? tree.and : tree.or).flatMap(treeIdentities);
}

/** The atomic tasks of the tree, in order. */
export function storedLeaves(tree: StoredTree): { task: string; rewards: string[] }[] {
  if ('task' in tree) return [tree];
  return ('and' in tree ? tree.and : tree.or).flatMap(storedLeaves);
}

/** Is the value the boolean `true` (the `from_scratch` key)? */
export function isFromScratchValue(value: unknown): boolean {
  return value === true;
}
