/**
 * Groups a parsed `execute`'s flat list of nodes (`as`, <targets>, `if`,
 * `block`, <pos>, <block> …) into subcommands, by the shape of the 1.16.5
 * execute tree: how many nodes each subcommand spans before it redirects
 * back to `execute`. The embedded server runs these steps and the
 * feasibility scene follows them.
 */
import type { ParsedArg } from './commandTypes';

export interface ExecuteStep {
  /** The subcommand: as, at, positioned, if, store … */
  head: string;
  /** Its nodes, the head first. */
  nodes: ParsedArg[];
}

function isLit(a: ParsedArg | undefined, ...names: string[]): boolean {
  return a?.kind === 'literal' && names.includes(a.name);
}

/** Nodes after the head that belong to the subcommand starting at `i`. */
function span(mods: ParsedArg[], i: number): number {
  const head = mods[i].name;
  const next = mods[i + 1];
  switch (head) {
    case 'facing': return isLit(next, 'entity') ? 3 : 1;
    case 'positioned': case 'rotated': return isLit(next, 'as') ? 2 : 1;
    case 'if': case 'unless':
      switch (next?.name) {
        case 'block': return 3;
        case 'blocks': return 5;
        case 'data': return 4;
        case 'score': return isLit(mods[i + 4], 'matches') ? 5 : 6;
        default: return 2; // entity, predicate
      }
    case 'store':
      // store result|success <kind> …: score and bossbar take two more nodes, block/entity/storage four.
      return mods[i + 2]?.name === 'score' || mods[i + 2]?.name === 'bossbar' ? 4 : 6;
    default: return 1; // align, anchored, as, at, in
  }
}

export function executeSteps(mods: ParsedArg[]): ExecuteStep[] {
  const steps: ExecuteStep[] = [];
  for (let i = 0; i < mods.length;) {
    const n = span(mods, i);
    steps.push({ head: mods[i].name, nodes: mods.slice(i, i + n + 1) });
    i += n + 1;
  }
  return steps;
}
