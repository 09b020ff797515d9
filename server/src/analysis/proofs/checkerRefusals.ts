/**
 * The verifier's inputs are the checker's. MineStudio sends each init line
 * to the game as typed: a line without its '/' is chat, a line that is not
 * a string is no command at all, and a reward entry with a missing or
 * mistyped field never pays (or stops the reward callback). So whatever
 * lint rejects with an error is refused here with lint's own words, never
 * coerced into something that runs or pays:
 * - every item of the command list, strings or not, in file order, each
 *   with the first error lint reports on it;
 * - every reward entry's first error (entries that are not mappings are
 *   kept too, as entries that cannot pay).
 */
import { isMap, isSeq, Node } from 'yaml';
import { excerpt } from '../../util/excerpt';
import type { TaskDiagnostic } from '../../model/task/diagnostic';
import { REWARD_KEYS, TaskModel } from '../../model/task/taskModel';
import { validateAnalysis } from '../lint/validate';
import { Analysis } from '../lint/analysis';
import { isCheckLimit } from '../../model/commands/parser';
import { isProofCode } from '../../model/diagnosticCodes';
import type { SpecCommand, SpecEntry } from '../taskSpec';

export interface CheckerRefusals {
  /** The command list as the verifier runs it: each item, with lint's error as its refusal. */
  commands: SpecCommand[];
  /** Reward entries that are not mappings: refused, never paid. */
  otherEntries: SpecEntry[];
  /** Lint's first error inside an entry's offsets. */
  entryRefusal(start: number, end: number): string | undefined;
  /** Lint's first finding with the certainty of a proof (a task that cannot be done) inside the offsets. */
  proofIn(start: number, end: number): TaskDiagnostic | undefined;
  /** Lint's findings with the certainty of a proof, in file order. */
  proofs: TaskDiagnostic[];
}

/** A refusal as the report shows it: lint's message and its code. */
function refusalText(d: TaskDiagnostic): string {
  return `${d.message} [${d.code}]`;
}

/** The first error whose range falls in [start, end] (an empty item's error sits at its dash). */
function firstErrorIn(errors: TaskDiagnostic[], start: number, end: number): TaskDiagnostic | undefined {
  return errors.find((d) => d.start >= start && (d.start < end || d.start === start));
}

function rangeOf(node: unknown, fallback: number): [number, number] {
  const r = (node as { range?: [number, number, number] } | null)?.range;
  return r ? [r[0], r[1]] : [fallback, fallback];
}

/** `source`: the file's analysis when the caller has one (verify shares it with the proofs), else its model. */
export function checkerRefusals(source: TaskModel | Analysis): CheckerRefusals {
  const analysis = source instanceof Analysis ? source : new Analysis(source);
  const model = analysis.model;
  // The checker's own size limits ("too deeply chained to check") are not vanilla's verdict on a
  // line: such a line goes to the server, which reports the same limit as a limitation.
  const all = validateAnalysis(analysis);
  const errors = all.filter((d) => d.severity === 'error' && !isCheckLimit(d.message));
  // The one analysis's proofs that the task cannot be done: verify takes them as they are (verdict.ts).
  const proofs = all.filter((d) => isProofCode(d.code));
  const byIndex = new Map(model.commands.map((c) => [c.index, c]));
  const commands: SpecCommand[] = [];
  const listNode = model.commandsKey ? model.topLevel.get(model.commandsKey)?.value : undefined;
  const listStart = model.commandsKey ? model.topLevel.get(model.commandsKey)!.keyEnd : 0;
  if (isSeq(listNode)) {
    listNode.items.forEach((item, index) => {
      const c = byIndex.get(index);
      const [start, end] = c ? [c.start, c.end] : rangeOf(item, listStart);
      const text = c ? c.text : model.text.slice(start, end);
      const err = firstErrorIn(errors, start, end);
      // A non-string item is refused even if lint said nothing on it: it is no command.
      const refusal = err ? refusalText(err) : c ? undefined : `Each command must be a string starting with /, not ${excerpt(text || 'an empty item', 40)}.`;
      commands.push({ index, text, start, end, ...(refusal ? { refusal } : {}) });
    });
  } else if (listNode && (listNode as Node).range) {
    // One value where a list belongs (a string, a mapping): nothing of it runs.
    const [start, end] = rangeOf(listNode, listStart);
    const err = firstErrorIn(errors, start, end);
    commands.push({ index: 0, text: model.text.slice(start, end), start, end, refusal: err ? refusalText(err) : `\`${model.commandsKey}\` must be a list of commands.` });
  }
  const otherEntries: SpecEntry[] = [];
  for (const list of REWARD_KEYS) {
    const seq = model.topLevel.get(list)?.value;
    if (!isSeq(seq)) continue;
    seq.items.forEach((item, index) => {
      if (isMap(item) && (item as Node).range) return;
      const [start, end] = rangeOf(item, model.topLevel.get(list)!.keyEnd);
      const err = firstErrorIn(errors, start, end);
      otherEntries.push({
        list, index, event: '', identity: `${list}[${index}]`, objects: [], reward: 0, maxRewardTimes: 1, start, end,
        refusal: err ? refusalText(err) : 'A reward entry must be a mapping with event, objects, reward, identity and max_reward_times.',
      });
    });
  }
  return {
    commands,
    otherEntries,
    entryRefusal: (start, end) => {
      const err = firstErrorIn(errors, start, end);
      return err ? refusalText(err) : undefined;
    },
    proofIn: (start, end) => proofs.find((d) => d.start >= start && d.end <= end),
    proofs,
  };
}
