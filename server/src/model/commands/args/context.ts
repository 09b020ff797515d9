/** What every argument parser gets and returns. */
import type { Registry } from '../../../vanilla/registry';
import type { ArgValue, CommandProblem } from '../commandTypes';

export interface ArgContext {
  registry: Registry;
  /** The node's parser id, e.g. 'minecraft:entity'. */
  parser: string;
  /** The node's parser modifier from the tree ({min,max}, {amount,type}, {type:'greedy'}, {registry}). */
  modifier: Record<string, unknown> | null;
  /** The argument node's name, for messages. */
  name: string;
}

export interface ArgResult {
  /** Offset just after the argument (on failure: where parsing stopped). */
  end: number;
  value?: ArgValue;
  /** Problems found; with `failed` the last one says why parsing could not go on. */
  problems: CommandProblem[];
  /** A syntax failure: the command walker stops on this path. */
  failed?: boolean;
}

/** Parses one argument starting at `start` in `line` (the argument ends where the parser stops). */
export type ArgParser = (line: string, start: number, ctx: ArgContext) => ArgResult;

/** End of the space-separated token starting at `start`. */
export function tokenEnd(line: string, start: number): number {
  const i = line.indexOf(' ', start);
  return i < 0 ? line.length : i;
}

export function numberModifier(ctx: ArgContext, key: 'min' | 'max'): number | undefined {
  const v = ctx.modifier?.[key];
  return typeof v === 'number' ? v : undefined;
}
