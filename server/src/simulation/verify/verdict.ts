/**
 * The verdict of a run, and the one rule behind it: `false` only with a
 * proof that the task cannot be done in MineStudio from this setup, `true`
 * only when every entry paid and every goal was observed, `null` otherwise.
 * A proof is a fact: the file cannot be read, the agent is dead at reset, a
 * reward entry or goal the task needs is shown impossible (lint's refusal, a
 * static proof of the one analysis, a rule of vanilla the run met). That our
 * bot failed, timed out or did not find something is never one.
 */
import type { CompositionReport, EntryReport, Failure, GoalReport, Incident, VerdictProof } from './verifyReport';
import type { RunResult } from './buildReport';
import type { RewardEntry } from '../../model/task/rewards';
import type { SpecEntry, TaskSpec } from '../../analysis/taskSpec';
import { goalVerdict } from './goalVerdict';
import { evaluateTree } from '../../model/composition/evaluate';
import { treeIdentities } from '../../model/composition/storedTree';
import { LineIndex } from '../../util/lineIndex';

/** Why one reward entry can never pay. */
export interface EntryProof {
  kind: string;
  detail: string;
  /** The init command it stands on, when there is one. */
  command?: number;
}

export interface Verdict {
  verified: boolean | null;
  verdictReason?: string;
  proof?: VerdictProof;
}

/** What proves `e` cannot pay: lint's refusal of the entry, else a proof the run was given or met. */
export function entryProof(r: Pick<RunResult, 'provedEntries'>, e: RewardEntry & { refusal?: string }): EntryProof | undefined {
  if (e.refusal !== undefined) return { kind: 'refused-entry', detail: `cannot pay: ${e.refusal}` };
  return r.provedEntries?.get(e);
}

/** The 1-based line of `offset` in `source` (undefined without the source). */
function lineAt(source: string | undefined, offset: number | undefined): number | undefined {
  if (source === undefined || offset === undefined || offset < 0) return undefined;
  return new LineIndex(source).positionAt(offset).line + 1;
}

function specEntry(spec: TaskSpec, e: Pick<EntryReport, 'list' | 'index'>): SpecEntry | undefined {
  return (e.list === 'reward_cfg' ? spec.rewardCfg : spec.milestones).find((x) => x.index === e.index);
}

/**
 * The index of the entry that cannot pay and that the task needs: every entry
 * of a flat task, or one without which the `task_tree` cannot be satisfied.
 * An entry that paid all the same is not taken as proved (the proof was wrong).
 */
function neededUnpayable(r: RunResult, reports: EntryReport[]): number | undefined {
  const cannot = r.entries.flatMap((e, i) => (entryProof(r, e) && reports[i].paid === 0 ? [i] : []));
  if (!cannot.length) return undefined;
  const tree = r.spec.tree;
  if (!tree) return cannot[0];
  const named = new Set(treeIdentities(tree));
  const unnamed = cannot.find((i) => !named.has(reports[i].identity));
  if (unnamed !== undefined) return unnamed;
  const blocked = new Set(cannot);
  const payable = new Set(reports.filter((_, i) => !blocked.has(i)).map((e) => e.identity));
  return evaluateTree(tree, (id) => payable.has(id)).satisfied ? undefined : cannot[0];
}

/** The proof that a goal the instruction states cannot be done (with "or": that none of them can). */
function goalProof(r: RunResult, goals: GoalReport[]): VerdictProof | undefined {
  const text = goals.map((g, index) => ({ g, index })).filter(({ g }) => g.source !== 'reward');
  const failed = text.filter(({ g }) => g.outcome === 'failed' && g.proof !== undefined);
  if (!failed.length) return undefined;
  if (r.read?.anyOf && failed.length < text.length) return undefined;
  const { g, index } = failed[0];
  const command = g.proofCommand;
  const offset = command !== undefined ? r.spec.commands[command]?.start : r.spec.instructionRange?.[0];
  const line = lineAt(r.source, offset);
  return { kind: g.proof!, detail: `${g.text}: ${g.reason ?? 'cannot be done'}`, goal: index, ...(command !== undefined ? { command } : {}), ...(line ? { line } : {}) };
}

/** An entry counts as done as the flat verdict counts it: reward_cfg fully earned, a milestone reached once. */
export const done = (e: EntryReport) => (e.list === 'milestone_reward_cfg' ? e.paid > 0 : e.outcome === 'earned');

/** The first proof that the task cannot be done, in the order a task author would fix them. */
function firstProof(r: RunResult, entries: EntryReport[], goals: GoalReport[], incidents: Incident[]): VerdictProof | undefined {
  if (r.taskFailures.length) return { kind: 'invalid-file', detail: r.taskFailures[0] };
  const unpayable = neededUnpayable(r, entries);
  if (unpayable !== undefined) {
    const e = entries[unpayable];
    const why = entryProof(r, r.entries[unpayable])!;
    const line = lineAt(r.source, why.command !== undefined ? r.spec.commands[why.command]?.start : specEntry(r.spec, e)?.start);
    return {
      kind: why.kind, detail: `${e.identity}: ${why.detail}`, entry: { list: e.list, index: e.index },
      ...(why.command !== undefined ? { command: why.command } : {}), ...(line ? { line } : {}),
    };
  }
  // An agent the setup killed never starts the task: no limitation of ours can change that.
  const death = incidents.find((i) => i.kind === 'died' && i.command !== undefined);
  const setupDied = r.setupDeath ?? death?.detail;
  if (setupDied) {
    const command = death?.command;
    const line = lineAt(r.source, command !== undefined ? r.spec.commands[command]?.start : undefined);
    return { kind: 'dead-at-reset', detail: setupDied, ...(command !== undefined ? { command } : {}), ...(line ? { line } : {}) };
  }
  const proved = goalProof(r, goals);
  if (proved) return proved;
  // Lint's proof about the whole task; with alternatives (a task_tree, "or") one of them may still be done.
  const whole = r.spec.taskProof;
  // A task the run did all the same was not impossible: the proof was wrong, and the run's evidence stands.
  const allDone = entries.every(done) && goals.every((g) => g.source === 'reward' || g.outcome === 'reached');
  if (whole && !r.spec.tree && !r.read?.anyOf && !allDone) {
    const line = lineAt(r.source, whole.command !== undefined ? r.spec.commands[whole.command]?.start : r.spec.instructionRange?.[0]);
    return { kind: whole.kind, detail: whole.detail, ...(whole.command !== undefined ? { command: whole.command } : {}), ...(line ? { line } : {}) };
  }
  return undefined;
}


export function decide(r: RunResult, entries: EntryReport[], goals: GoalReport[], composition: CompositionReport | undefined,
  incidents: Incident[], limitations: string[], failures: Failure[]): Verdict {
  const proof = firstProof(r, entries, goals, incidents);
  if (proof) return { verified: false, verdictReason: proof.detail, proof };
  const anyOf = r.read?.anyOf ?? false;
  const textGoals = goals.filter((g) => g.source !== 'reward');
  let verdict: Verdict;
  if (entries.length) {
    const satisfied = composition ? composition.satisfied : entries.every(done);
    const open = entries.find((e) => !done(e));
    // With reward entries, the rewards measure the rest of the text: only the places and states it states count.
    const goalsOnly = textGoals.length ? goalVerdict(textGoals, anyOf) : undefined;
    if (!satisfied) verdict = { verified: null, verdictReason: `could not be decided: ${open ? `${open.identity}: ${open.reason ?? 'not earned'}` : failures[0]?.reason ?? 'the reward was not earned'}` };
    else if (goalsOnly && goalsOnly.verified !== true) verdict = { verified: null, ...(goalsOnly.reason ? { verdictReason: goalsOnly.reason } : {}) };
    else verdict = { verified: true };
  } else if (r.read) {
    const byGoals = goalVerdict(textGoals, anyOf, r.read.unread.map((u) => u.text))!;
    // A false of the goals always stands on a proof (firstProof took it); any other is not ours to give.
    verdict = byGoals.verified === false ? { verified: null, verdictReason: `could not be decided: ${byGoals.reason}` }
      : { verified: byGoals.verified, ...(byGoals.reason ? { verdictReason: byGoals.reason } : {}) };
  } else {
    verdict = { verified: null, verdictReason: 'judged from video: the task has no text and no reward entries to check' };
  }
  const decided = goals.some((g) => g.outcome !== 'undecided') || entries.some((e) => e.paid > 0);
  // Nothing was checked because the run stopped: the limit is the reason, not the task.
  if (verdict.verified === null && !decided && limitations.length) return { verified: null, verdictReason: `could not be decided: ${limitations[0]}` };
  // A true never stands beside a limitation: what the server did not model (/clone, a repeating command block …) could change it.
  if (verdict.verified === true && limitations.length) return { verified: null, verdictReason: `could not be decided: ${limitations[0]}` };
  return verdict;
}
