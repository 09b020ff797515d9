/**
 * What the verifier needs from a task file: the init commands as written
 * (with document offsets, for editor diagnostics) and the reward entries.
 * The verifier's inputs are the checker's: a command line or a reward entry
 * that lint rejects with an error carries that error as its `refusal`, so it
 * is never run or paid (see checkerRefusals.ts).
 */
import { isScalar } from 'yaml';
import { objectRefs, RewardListKey, TaskModel } from '../model/task/taskModel';
import { Analysis } from './lint/analysis';
import { checkerRefusals } from './proofs/checkerRefusals';
import { instructionOf } from '../model/instruction';
import { bareId, RewardEntry } from '../model/task/rewards';
import { readStoredTree, StoredTree, TREE_KEY } from '../model/composition/storedTree';
import { mineStudioKeys } from '../model/minestudio/taskKeys';
import type { MineStudioKeys } from '../model/minestudio/keyTypes';
import { readTaskGoals } from '../model/goals';
import type { TaskGoals } from '../model/goals';
import type { Registry } from '../vanilla/registry';

export interface SpecCommand {
  index: number;
  text: string;
  start: number;
  end: number;
  /** Lint's error on this line ("message [code]"): the line is refused with it and never run. */
  refusal?: string;
}

export interface SpecEntry extends RewardEntry {
  /** Document offsets of the entry (for diagnostics). */
  start: number;
  end: number;
  /** Lint's error on this entry ("message [code]"): it cannot pay, as in MineStudio. */
  refusal?: string;
  /** Lint's proof that it cannot pay (a finding with the certainty of a proof on every one of its objects). */
  proof?: { kind: string; detail: string };
}

export interface TaskSpec {
  commands: SpecCommand[];
  rewardCfg: SpecEntry[];
  milestones: SpecEntry[];
  /** True when the file has milestone_reward_cfg entries (ordered, long-horizon task). */
  isMilestoneTask: boolean;
  /** The file's path, when verify was given one: its name is the goal reader's hint for a vague instruction. */
  fileName?: string;
  /** The instruction (`text`) in lower case, if the file has one. */
  instruction?: string;
  /** Document offsets of the instruction's value (for diagnostics on goals). */
  instructionRange?: [number, number];
  /** YAML syntax errors; a file with any is not verified. */
  syntaxErrors: string[];
  /** The composed task (`task_tree`), when the file stores a well-formed one: OR parts are any-of. */
  tree?: StoredTree;
  /** MineStudio's own keys (summon_mobs, init_inventory, time_limit …), from the one parse; entries it refuses are left out. */
  keys: MineStudioKeys;
  /**
   * Lint's proof about the whole task (a finding with the certainty of a proof on an init command or the
   * instruction, not on a reward entry): adventure mode where the task must break blocks, a lead on a mob that
   * takes none. `command` is the init command it sits on.
   */
  taskProof?: { kind: string; detail: string; command?: number };
}

function scalarValue(model: TaskModel, list: RewardListKey, index: number, key: string): unknown {
  const node = model.nodeAt([list, index, key]);
  return isScalar(node) ? node.value : undefined;
}

function numberOr(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** `source`: the file's text, or its analysis (verify parses and lints a file once and shares it with the proofs). */
export function readTaskSpec(source: string | Analysis): TaskSpec {
  const analysis = typeof source === 'string' ? new Analysis(source) : source;
  const model = analysis.model;
  const syntaxErrors = model.syntaxDiagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
  const refusals = checkerRefusals(analysis);
  const commands: SpecCommand[] = refusals.commands;
  const rewardCfg: SpecEntry[] = [];
  const milestones: SpecEntry[] = [];
  for (const r of refusals.otherEntries) (r.list === 'reward_cfg' ? rewardCfg : milestones).push(r);
  for (const r of model.rewards) {
    const event = String(scalarValue(model, r.list, r.index, 'event') ?? '');
    const identity = String(scalarValue(model, r.list, r.index, 'identity') ?? `${r.list}[${r.index}]`);
    const entry: SpecEntry = {
      list: r.list,
      index: r.index,
      event,
      identity,
      objects: objectRefs(r.fields.get('objects')).map((o) => bareId(o.id)),
      reward: numberOr(scalarValue(model, r.list, r.index, 'reward'), 1),
      maxRewardTimes: Math.max(1, Math.floor(numberOr(scalarValue(model, r.list, r.index, 'max_reward_times'), 1))),
      start: r.start,
      end: r.end,
    };
    const refusal = refusals.entryRefusal(r.start, r.end);
    if (refusal) entry.refusal = refusal;
    // Any one object pays: the entry is proved unable to pay only when each of them is.
    const refs = objectRefs(r.fields.get('objects'));
    const proofs = refs.map((o) => refusals.proofIn(o.start, o.end));
    if (refs.length && proofs.every((d) => d)) entry.proof = { kind: proofs[0]!.code, detail: proofs[0]!.message };
    (r.list === 'reward_cfg' ? rewardCfg : milestones).push(entry);
  }
  // Entries that are not mappings were added first: keep each list in file order.
  rewardCfg.sort((a, b) => a.index - b.index);
  milestones.sort((a, b) => a.index - b.index);
  const ins = instructionOf(model);
  // A malformed tree is the linter's to report (reward/tree-invalid); verification then reads the entries as a flat AND.
  const root = model.topLevel.has(TREE_KEY) ? (model.data as Record<string, unknown> | null) : undefined;
  const { tree } = readStoredTree(root?.[TREE_KEY]);
  const inEntry = (d: { start: number }) => model.rewards.some((r) => d.start >= r.start && d.start < r.end);
  const whole = refusals.proofs.find((d) => !inEntry(d));
  const wholeAt = whole ? commands.find((c) => whole.start >= c.start && whole.start < c.end)?.index : undefined;
  return {
    commands, rewardCfg, milestones, isMilestoneTask: milestones.length > 0, syntaxErrors, keys: mineStudioKeys(model).keys,
    ...(model.fileName ? { fileName: model.fileName } : {}),
    ...(whole ? { taskProof: { kind: whole.code, detail: whole.message, ...(wholeAt !== undefined ? { command: wholeAt } : {}) } } : {}),
    ...(tree ? { tree } : {}),
    ...(ins ? { instruction: ins.lower, instructionRange: [ins.start, ins.end] as [number, number] } : {}),
  };
}

/** The spec's goals, read once by the goal reader: from its reward entries (both lists), else from its words. */
export function specGoals(spec: TaskSpec, reg: Registry): TaskGoals {
  return readTaskGoals({ ...(spec.instruction !== undefined ? { text: spec.instruction } : {}), rewards: [...spec.rewardCfg, ...spec.milestones], ...(spec.fileName ? { fileName: spec.fileName } : {}) }, reg);
}
