/**
 * Fills MineDojo's templated specs (tasks_specs.yaml) the way
 * `minedojo/tasks/__init__.py` builds `ALL_TASKS_SPECS`:
 *
 * - the variables of a template are the `{name}` placeholders of its task id
 *   and of every string reached through nested mappings (strings inside lists
 *   are neither searched nor filled, as there);
 * - a template without variables is kept as it is (its prompt untouched);
 * - otherwise one spec per combination of the variables' values (the
 *   Cartesian product of `_ALL_VARS` lists), strings filled with Python's
 *   `str.format`; a filled id written twice (a variable that only the prompt
 *   uses) keeps the last combination, as the dict assignment there does;
 * - `target_quantities` becomes an int, and the prompt has `_` replaced by a
 *   space, then every " 1" removed ("obtain 1 log" → "obtain log").
 */
import type { PyValue } from './pythonLiteral';
import type { MineDojoSpec } from './specTypes';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** MineDojo fills 1,582 specs; a source that would make far more is refused rather than filling memory. */
export const MAX_FILLED_SPECS = 100_000;

export class TemplateError extends Error {}

function isMapping(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Python's str.format for `{name}` fields and `{{`/`}}` escapes. */
function format(s: string, vars: Record<string, PyValue>): string {
  return s.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, name: string | undefined) => {
    if (m === '{{') return '{';
    if (m === '}}') return '}';
    if (!(name! in vars)) throw new TemplateError(`no value for {${name}}`);
    return pyStr(vars[name!]);
  });
}

/** str() of a variable value (the lists hold strings and ints). */
function pyStr(v: PyValue): string {
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v === null) return 'None';
  return String(v);
}

function collectVars(x: unknown, into: Set<string>): void {
  if (isMapping(x)) for (const v of Object.values(x)) collectVars(v, into);
  else if (typeof x === 'string') for (const m of x.matchAll(PLACEHOLDER)) into.add(m[1]);
}

function replaceVars(x: unknown, vars: Record<string, PyValue>): unknown {
  if (isMapping(x)) return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, replaceVars(v, vars)]));
  if (typeof x === 'string') return format(x, vars);
  return x;
}

function* product(names: string[], lists: PyValue[][]): Generator<Record<string, PyValue>> {
  const idx = names.map(() => 0);
  if (lists.some((l) => l.length === 0)) return;
  for (;;) {
    yield Object.fromEntries(names.map((n, i) => [n, lists[i][idx[i]]]));
    let k = names.length - 1;
    while (k >= 0 && ++idx[k] === lists[k].length) idx[k--] = 0;
    if (k < 0) return;
  }
}

/** The filled specs, task id → spec, in MineDojo's order. Unknown variables are errors naming the template. */
export function fillTemplates(templates: Record<string, unknown>, allVars: Record<string, PyValue>): Map<string, MineDojoSpec> {
  const out = new Map<string, MineDojoSpec>();
  for (const [id, spec] of Object.entries(templates)) {
    if (!isMapping(spec)) throw new TemplateError(`${id}: a task spec must be a mapping`);
    const names = new Set<string>();
    for (const m of id.matchAll(PLACEHOLDER)) names.add(m[1]);
    collectVars(spec, names);
    if (!names.size) {
      out.set(id, spec);
      continue;
    }
    const list = [...names];
    const lists = list.map((n) => {
      const v = allVars[n];
      if (!Array.isArray(v)) throw new TemplateError(`${id}: {${n}} has no list of values in _ALL_VARS`);
      return v;
    });
    const combinations = lists.reduce((n, l) => n * l.length, 1);
    if (out.size + combinations > MAX_FILLED_SPECS) throw new TemplateError(`${id}: the templates would fill more than ${MAX_FILLED_SPECS} specs`);
    for (const vars of product(list, lists)) {
      const filledId = format(id, vars);
      const filled = replaceVars(spec, vars) as MineDojoSpec;
      if ('target_quantities' in filled) {
        const n = Number.parseInt(String(filled.target_quantities), 10);
        if (!Number.isFinite(n)) throw new TemplateError(`${filledId}: target_quantities '${String(filled.target_quantities)}' is not an int`);
        filled.target_quantities = n;
      }
      if (typeof filled.prompt === 'string') filled.prompt = filled.prompt.replace(/_/g, ' ').split(' 1').join('');
      out.set(filledId, filled);
    }
  }
  return out;
}
