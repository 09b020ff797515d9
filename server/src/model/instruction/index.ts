/** The task's instruction (`text`) with its document range, for checks that read it. */
import { isScalar } from 'yaml';
import type { TaskModel } from '../task/taskModel';

export interface Instruction {
  /** The instruction in lower case. */
  lower: string;
  start: number;
  end: number;
}

export function instructionOf(model: TaskModel): Instruction | undefined {
  const node = model.topLevel.get('text')?.value;
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return undefined;
  return { lower: node.value.toLowerCase(), start: node.range[0], end: node.range[1] };
}

/** Does the instruction contain one of these words (whole words, any inflection listed)? */
export function mentions(text: string | undefined, words: readonly string[]): boolean {
  if (!text) return false;
  return wholeWords(words).test(text);
}

/** The instruction as written (trimmed), or undefined when `text` is missing, empty or not a string. */
export function instructionText(model: TaskModel): string | undefined {
  const node = model.topLevel.get('text')?.value;
  return isScalar(node) && typeof node.value === 'string' && node.value.trim() ? node.value.trim() : undefined;
}

/**
 * One compiled pattern per word list: `\b(?:w1|w2|…)\b` matches where some
 * `\bw\b` does. The lists are module constants, so they key a WeakMap; the
 * reward hints used to compile one RegExp per word on every validation.
 */
const compiled = new WeakMap<readonly string[], RegExp>();
function wholeWords(words: readonly string[]): RegExp {
  let re = compiled.get(words);
  if (!re) compiled.set(words, (re = new RegExp(`\\b(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`)));
  return re;
}

// The one reader of instructions: names, goals, and the atomic-task reading the catalogue uses.
export { namedThings, nameIndex } from './names';
export type { NamedThing } from './names';
export { splitAlternatives, splitClauses } from './clauses';
export { measuredGoal, taskFileName } from './measured';
