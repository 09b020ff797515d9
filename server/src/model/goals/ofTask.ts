/**
 * What a task file asks, read once per version of the file: its reward
 * entries as the goal reader takes them, the goals themselves, and where in
 * the document each goal's objects are written, so lint, insight and the
 * editor report on the words (a reward object, or a phrase of `text`) that
 * asked for it. Everything that reasons about a task's goals starts here.
 */
import { isScalar } from 'yaml';
import { entryIdentity, objectRefs, ObjectRef, RewardEntryRef, TaskModel } from '../task/taskModel';
import { stripNamespace } from '../../vanilla/registry';
import type { Registry } from '../../vanilla/registry';
import { namedThings } from '../instruction/names';
import type { RewardLike } from './readRewards';
import { readTaskGoals } from './index';
import { readTextGoals } from './readText';
import type { TaskGoal, TaskGoals } from './goalTypes';

/** A reward entry as the reader takes it, with its objects' ranges in the document. */
export interface RewardEntryGoal extends RewardLike {
  objectRefs: ObjectRef[];
  /** The entry in the model (its fields and range). */
  entry: RewardEntryRef;
}

export interface TaskFileGoals extends TaskGoals {
  /** The reward entries that name an event and at least one object (the rest are the schema checks' business). */
  entries: RewardEntryGoal[];
  /**
   * The reader's whole reading of the instruction, whatever the goals' source: the wording checks
   * (text against scene, reward measures) ask what the text says even when rewards set the goals.
   */
  textReading?: TaskGoals;
  /** The instruction's value (not trimmed: goal spans are offsets into it) and its document range. */
  instruction?: { value: string; start: number; end: number };
}

const byModel = new WeakMap<TaskModel, { reg: Registry; goals: TaskFileGoals }>();

/** The goals of this version of the file (memoised on the model, which is one version). */
export function taskFileGoals(model: TaskModel, reg: Registry): TaskFileGoals {
  const hit = byModel.get(model);
  if (hit && hit.reg === reg) return hit.goals;
  const entries = rewardEntries(model);
  const node = model.topLevel.get('text')?.value;
  const instruction = isScalar(node) && typeof node.value === 'string' && node.range ? { value: node.value, start: node.range[0], end: node.range[1] } : undefined;
  const read = readTaskGoals({ text: instruction?.value, rewards: entries, ...(model.fileName ? { fileName: model.fileName } : {}) }, reg);
  // Built field by field: object spreads of these differently shaped objects took V8's slow path (2.5% of lint time).
  const goals: TaskFileGoals = { source: read.source, goals: read.goals, anyOf: read.anyOf, unread: read.unread, readings: read.readings, entries };
  if (instruction) {
    goals.instruction = instruction;
    // The same memoised reading readTaskGoals took.
    goals.textReading = readTextGoals(instruction.value, reg);
  }
  byModel.set(model, { reg, goals });
  return goals;
}

export function rewardEntries(model: TaskModel): RewardEntryGoal[] {
  const out: RewardEntryGoal[] = [];
  for (const entry of model.rewards) {
    const ev = entry.fields.get('event')?.value;
    if (!isScalar(ev) || typeof ev.value !== 'string') continue;
    const refs = objectRefs(entry.fields.get('objects')).map((o) => ({ id: stripNamespace(o.id.trim()), start: o.start, end: o.end })).filter((o) => o.id);
    if (!refs.length) continue;
    const times = entry.fields.get('max_reward_times')?.value;
    out.push({
      list: entry.list, index: entry.index, event: ev.value, identity: entryIdentity(entry) ?? ev.value,
      objects: refs.map((o) => o.id), objectRefs: refs, entry,
      maxRewardTimes: isScalar(times) && typeof times.value === 'number' && times.value > 0 ? times.value : 1,
    });
  }
  return out;
}

/**
 * Where `id`, one of the goal's objects, is written: the reward object's
 * range, or the phrase of the instruction that names it (the goal's clause
 * when no phrase names it, the whole instruction when the source does not
 * show the value as it reads, as in a folded block scalar).
 */
export function goalObjectRange(goals: TaskFileGoals, goal: TaskGoal, id: string, reg: Registry, model: TaskModel): [number, number] {
  const from = goal.from;
  if (from.source === 'reward') {
    const entry = goals.entries.find((e) => e.list === from.list && e.index === from.index);
    const ref = entry?.objectRefs.find((o) => o.id === id) ?? entry?.objectRefs[0];
    return ref ? [ref.start, ref.end] : [0, 0];
  }
  const ins = goals.instruction;
  if (!ins) return [0, 0];
  const lower = ins.value.toLowerCase();
  const thing = namedThings(lower, reg).find((t) => t.start >= from.start && t.end <= from.end && t.ids.includes(id));
  const [s, e] = thing ? [thing.start, thing.end] : [from.start, from.end];
  return instructionRange(model, ins, lower.slice(s, e), s);
}

/** The document range of a piece of the instruction's value: found in the source near where the value has it. */
export function instructionRange(model: TaskModel, ins: { start: number; end: number }, piece: string, valueOffset: number): [number, number] {
  const src = model.text.slice(ins.start, ins.end).toLowerCase();
  if (!piece) return [ins.start, ins.end];
  // A plain scalar shows the value at its offset, a quoted one one character later; else the first occurrence.
  for (const shift of [0, 1]) if (src.startsWith(piece, valueOffset + shift)) return [ins.start + valueOffset + shift, ins.start + valueOffset + shift + piece.length];
  const at = src.indexOf(piece);
  return at < 0 ? [ins.start, ins.end] : [ins.start + at, ins.start + at + piece.length];
}
