/**
 * Drafting a composed or from-scratch task. Each atomic part is drafted
 * through the usual repair loop on its own (a from-scratch part with our
 * milestones, fromScratchDraft.ts); the parts' scenes are then merged
 * without conflicts (mergeScenes.ts) and the tree, with the identities of
 * the reward entries that measure each part, is stored under `task_tree`.
 * The merged file is checked like any draft, and verified when the caller
 * verifies drafts; what is still wrong (a conflict no rule resolves
 * included) makes it invalid.
 */
import { parse } from 'yaml';
import { LineIndex } from '../../util/lineIndex';
import { validateText } from '../../analysis/lint/validate';
import { getRegistry, Registry } from '../../vanilla/registry';
import { describeTree, leavesOf, TaskTree } from '../../model/composition/parse';
import { FROM_SCRATCH_KEY, StoredTree, TREE_KEY } from '../../model/composition/storedTree';
import { findCatalogueEntry } from '../../model/catalogue';
import { toYaml } from './answerParsing';
import type { MeasuredGoal } from './atomicTask';
import { goalFor } from './catalogue';
import type { TaskMode } from './configPrompt';
import { describeDiagnostic, isBlocking } from './describeDiagnostics';
import { applyScratch, milestonesFor, milestoneWords } from './fromScratchDraft';
import { GenerateConfigOptions, GenerateConfigResult, generateConfig } from './generateConfig';
import { mergeScenes, PartEntry } from './mergeScenes';
import { shapeProblems } from './taskShape';

export interface ComposedRequest {
  tree: TaskTree;
  mode?: TaskMode;
  variant?: { index: number; of: number };
}

export interface ComposedResult extends GenerateConfigResult {
  /** What the merge changed (a moved slot, shifted blocks, a dropped setting). */
  mergeNotes: string[];
}

/** Is the tree more than one plain atomic task (so it needs this module rather than generateConfig alone)? */
export function needsComposition(tree: TaskTree): boolean {
  return !('task' in tree) || !!tree.fromScratch;
}

/** The measured goal of each atomic part: the catalogue's when the part is an entry, else the text's. */
export function leafGoals(tree: TaskTree, reg: Registry): (MeasuredGoal | undefined)[] {
  return leavesOf(tree).map((l) => goalFor(l.task, reg, findCatalogueEntry(reg, l.task)));
}

export async function generateComposed(req: ComposedRequest, opts: GenerateConfigOptions): Promise<ComposedResult> {
  const reg = getRegistry(opts.version);
  const leaves = leavesOf(req.tree);
  const goals = leafGoals(req.tree, reg);
  const drafts: { yaml: string; result: GenerateConfigResult; scratch: boolean }[] = [];
  for (let i = 0; i < leaves.length; i++) {
    const leaf = leaves[i];
    if (leaves.length > 1) opts.onProgress?.(`Part ${i + 1} of ${leaves.length}: ${leaf.task}${leaf.fromScratch ? ' from scratch' : ''}`);
    if (leaf.fromScratch) {
      const milestones = milestonesFor(leaf.task, goals[i], reg);
      const text = `${leaf.task} from scratch`;
      const result = await generateConfig(
        { task: text, mode: req.mode, variant: req.variant, fromScratch: { milestones: milestoneWords(milestones) } },
        { ...opts, goals: [goals[i]], normalise: (yaml, last) => applyScratch(yaml, text, milestones, last, reg) },
      );
      drafts.push({ yaml: result.yaml, result, scratch: true });
    } else {
      const result = await generateConfig({ task: leaf.task, mode: req.mode, variant: req.variant }, { ...opts, goals: [goals[i]] });
      drafts.push({ yaml: result.yaml, result, scratch: false });
    }
  }
  const rounds = drafts.flatMap((d) => d.result.rounds);
  const fixed = drafts.flatMap((d) => d.result.fixed);
  if (leaves.length === 1) {
    const d = drafts[0];
    return { ...d.result, mergeNotes: [] };
  }

  const parts = drafts.map((d) => partOf(d.yaml));
  const merged = mergeScenes(parts, reg);
  let i = 0;
  const stored = storeTree(req.tree, () => merged.identities[i++] ?? []);
  const file: Record<string, unknown> = {
    text: describeTree(req.tree),
    thinking: parts.map((p, n) => `${leaves[n].task}: ${p.thinking}`).filter((t) => !t.endsWith(': ')).join(' ') || undefined,
    custom_init_commands: merged.commands,
  };
  if (merged.rewardCfg.length) file.reward_cfg = merged.rewardCfg;
  if (merged.milestones.length) file.milestone_reward_cfg = merged.milestones;
  if (drafts.some((d) => d.scratch)) file[FROM_SCRATCH_KEY] = true;
  file[TREE_KEY] = stored;
  if (file.thinking === undefined) delete file.thinking;
  const yaml = toYaml(file);

  const lines = new LineIndex(yaml);
  const problems = validateText(yaml, { version: opts.version }).filter(isBlocking).map((d) => describeDiagnostic(d, yaml, lines));
  problems.push(...shapeProblems(yaml, leaves.map((l) => l.task), goals));
  for (const c of merged.conflicts) problems.push(`conflict between parts ${merged.owner[c.earlier] + 1} and ${merged.owner[c.later] + 1}: ${c.detail} ("${merged.commands[c.later]}")`);
  for (const n of merged.notes) opts.onProgress?.(`merge: ${n}`);
  // Each part passed its own verification inside its repair loop; what is written is the merged
  // file, whose parts now share one world (and whose OR branches count as any-of), so it is verified too.
  if (!problems.length && opts.verify) {
    opts.onProgress?.('Verifying the merged task…');
    const v = await opts.verify(yaml);
    if (!v.ok) {
      const reasons = v.reasons.length ? v.reasons : ['the verifier rejected the merged task without giving a reason'];
      problems.push(...reasons.map((r) => `verification of the merged task failed: ${r}`));
    }
  }
  return { yaml, rounds, fixed, valid: !problems.length, problems, mergeNotes: merged.notes };
}

/** A part's commands, reward entries and reasoning, read from its draft. */
function partOf(yaml: string): { commands: string[]; entries: PartEntry[]; thinking: string } {
  let obj: Record<string, unknown> = {};
  try {
    const v = parse(yaml);
    if (v && typeof v === 'object' && !Array.isArray(v)) obj = v as Record<string, unknown>;
  } catch {
    // an unreadable draft contributes nothing; the merged file's checks say what is missing
  }
  const list = (k: string) => (Array.isArray(obj[k]) ? (obj[k] as unknown[]) : []);
  const commands = [...list('custom_init_commands'), ...list('commands')].filter((c): c is string => typeof c === 'string');
  const entries: PartEntry[] = [];
  for (const key of ['reward_cfg', 'milestone_reward_cfg'] as const) {
    list(key).forEach((e, n) => {
      if (!e || typeof e !== 'object') return;
      const entry = e as Record<string, unknown>;
      const identity = typeof entry.identity === 'string' && entry.identity ? entry.identity : `${key}_${n}`;
      entries.push({ list: key, entry: { ...entry, identity } });
    });
  }
  return { commands, entries, thinking: typeof obj.thinking === 'string' ? obj.thinking.trim() : '' };
}

/** The stored form of the tree: each leaf, in reading order, with the identities `next()` hands out. */
function storeTree(tree: TaskTree, next: () => string[]): StoredTree {
  if ('task' in tree) return { task: tree.fromScratch ? `${tree.task} from scratch` : tree.task, rewards: next() };
  if ('and' in tree) return { and: tree.and.map((t) => storeTree(t, next)) };
  return { or: tree.or.map((t) => storeTree(t, next)) };
}
