/**
 * Reading a composed task name ("craft a furnace and mine iron ore or kill a
 * zombie") as a tree with the usual precedence: AND binds tighter than OR,
 * so that one is (craft a furnace AND mine iron ore) OR kill a zombie.
 * Parentheses group explicitly: "craft a furnace and (mine iron ore or kill
 * a zombie)". A part ending in "from scratch" is marked as such.
 */

/** A node of a composed task as asked for (before any reward exists). */
export type TaskTree =
  | { task: string; fromScratch?: boolean }
  | { and: TaskTree[] }
  | { or: TaskTree[] };

export class TaskTreeSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaskTreeSyntaxError';
  }
}

type Token = { kind: 'and' | 'or' | '(' | ')' } | { kind: 'word'; text: string };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const raw of text.split(/(\(|\)|\s+)/)) {
    const w = raw.trim();
    if (!w) continue;
    const lower = w.toLowerCase();
    if (lower === 'and' || lower === 'or') out.push({ kind: lower });
    else if (w === '(' || w === ')') out.push({ kind: w });
    else out.push({ kind: 'word', text: w });
  }
  return out;
}

const SCRATCH = /\s+from\s+scratch$/i;

/** Parses a composed task; throws TaskTreeSyntaxError with a readable message on bad input. */
export function parseTaskTree(text: string): TaskTree {
  const toks = tokens(text);
  let i = 0;
  const describe = (t: Token | undefined) => (t === undefined ? 'the end' : t.kind === 'word' ? `"${t.text}"` : `"${t.kind}"`);

  const expr = (): TaskTree => {
    const parts = [term()];
    while (toks[i]?.kind === 'or') {
      i++;
      parts.push(term());
    }
    return parts.length === 1 ? parts[0] : { or: flatten('or', parts) };
  };
  const term = (): TaskTree => {
    const parts = [factor()];
    while (toks[i]?.kind === 'and') {
      i++;
      parts.push(factor());
    }
    return parts.length === 1 ? parts[0] : { and: flatten('and', parts) };
  };
  const factor = (): TaskTree => {
    const t = toks[i];
    if (t?.kind === '(') {
      i++;
      const inner = expr();
      if (toks[i]?.kind !== ')') throw new TaskTreeSyntaxError(`"${text}": expected ")" but found ${describe(toks[i])}.`);
      i++;
      return inner;
    }
    const words: string[] = [];
    while (toks[i]?.kind === 'word') words.push((toks[i++] as { text: string }).text);
    if (!words.length) throw new TaskTreeSyntaxError(`"${text}": expected a task but found ${describe(t)}.`);
    const task = words.join(' ');
    return SCRATCH.test(task) ? { task: task.replace(SCRATCH, '').trim(), fromScratch: true } : { task };
  };

  if (!toks.length) throw new TaskTreeSyntaxError('The task is empty.');
  const tree = expr();
  if (i < toks.length) throw new TaskTreeSyntaxError(`"${text}": unexpected ${describe(toks[i])}.`);
  return tree;
}

/** "a and (b and c)" is "a and b and c": nested nodes of the same kind merge. */
function flatten(kind: 'and' | 'or', parts: TaskTree[]): TaskTree[] {
  return parts.flatMap((p) => (kind in p ? (p as Record<typeof kind, TaskTree[]>)[kind] : [p]));
}

/** The atomic tasks in reading order. */
export function leavesOf(tree: TaskTree): { task: string; fromScratch?: boolean }[] {
  if ('task' in tree) return [tree];
  return ('and' in tree ? tree.and : tree.or).flatMap(leavesOf);
}

/** Back to words, with parentheses only where precedence needs them. */
export function describeTree(tree: TaskTree, parent?: 'and' | 'or'): string {
  if ('task' in tree) return tree.fromScratch ? `${tree.task} from scratch` : tree.task;
  const kind = 'and' in tree ? 'and' : 'or';
  const text = ('and' in tree ? tree.and : tree.or).map((c) => describeTree(c, kind)).join(` ${kind} `);
  return parent === 'and' && kind === 'or' ? `(${text})` : text;
}

/**
 * The tree of the CLI's flags: `--task T --and A --or O` reads as the
 * sentence "T and A or O" (so precedence applies: (T and A) or O); a --task
 * that is itself composed ("a and b or c") is parsed the same way.
 */
export function treeFromFlags(task: string, and: string[] = [], or: string[] = []): TaskTree {
  const wrap = (t: string) => (/\b(and|or)\b/i.test(t) ? `(${t})` : t);
  return parseTaskTree([wrap(task), ...and.map((a) => `and ${wrap(a)}`), ...or.map((o) => `or ${wrap(o)}`)].join(' '));
}
