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
 *
 * The specs are filled lazily, one at a time as the import asks for them: a
 * first pass checks every template (its variables, its count and the size
 * of what it would fill) and finds which combination keeps each id, so an
 * error is raised before any file is written and memory holds one spec.
 */
import type { PyValue } from './pythonLiteral';
import type { MineDojoSpec } from './specTypes';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** MineDojo fills 1,582 specs; a source that would make far more is refused rather than filling memory. */
export const MAX_FILLED_SPECS = 100_000;

/**
 * The bound on the filled specs' total size (count × size of each, in characters). MineDojo's own
 * come to well under 1 MB; a template with a 1 MiB prompt and 100,000 values would be 100 GB.
 */
export const MAX_FILLED_CHARS = 64 * 1024 * 1024;

export class TemplateError extends Error {}

function isMapping(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Python's str.format for `{name}` fields and `{{`/`}}` escapes, as the pattern
 * `\{\{|\}\}|\{([^{}]*)\}` would replace them left to right (a lone brace is
 * kept), in one scan: a run of braces is halved at once, not replaced pair by
 * pair (a callback per pair cost a microsecond each, 0.6 s for a 1 MB prompt of `}`).
 */
function format(s: string, vars: Record<string, PyValue>): string {
  if (!s.includes('{') && !s.includes('}')) return s;
  let out = '';
  let from = 0;
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c !== '{' && c !== '}') {
      i++;
      continue;
    }
    let run = i + 1;
    while (s[run] === c) run++;
    const k = run - i;
    out += s.slice(from, i) + c.repeat(k >> 1);
    i = from = run;
    if (k % 2 === 0) continue;
    // An odd run leaves one brace: a lone `}` is kept; a `{` opens a field if a `}` closes it before any other brace.
    let end = i;
    if (c === '{') while (end < s.length && s[end] !== '{' && s[end] !== '}') end++;
    if (c === '}' || s[end] !== '}') {
      out += c;
      continue;
    }
    const name = s.slice(i, end);
    if (!(name in vars)) throw new TemplateError(`no value for {${name}}`);
    out += pyStr(vars[name]);
    i = from = end + 1;
  }
  return out + s.slice(from);
}

/** str() of a variable value (the lists hold strings and ints). */
function pyStr(v: PyValue): string {
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v === null) return 'None';
  return String(v);
}

/** The placeholders of the strings reached through nested mappings, each occurrence counted. */
function collectVars(x: unknown, into: Set<string>): number {
  let n = 0;
  if (isMapping(x)) for (const v of Object.values(x)) n += collectVars(v, into);
  else if (typeof x === 'string') for (const m of x.matchAll(PLACEHOLDER)) {
    into.add(m[1]);
    n++;
  }
  return n;
}

/**
 * The characters of a spec's keys and values, walked (not JSON.stringify'd: a YAML alias repeated
 * makes the text far longer than the source) and given up once past `limit`.
 */
function sizeOf(x: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [x];
  while (stack.length && size <= limit) {
    const v = stack.pop();
    if (typeof v === 'string') size += v.length;
    else if (Array.isArray(v)) for (const item of v) stack.push(item);
    else if (isMapping(v)) for (const [k, item] of Object.entries(v)) {
      size += k.length;
      stack.push(item);
    } else size += String(v).length;
  }
  return size;
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

/** One template, checked: its variables and their value lists (none for a template kept as written). */
interface Plan {
  id: string;
  spec: Record<string, unknown>;
  names: string[];
  lists: PyValue[][];
}

function quantity(filledId: string, v: unknown): number {
  const n = Number.parseInt(String(v), 10);
  if (!Number.isFinite(n)) throw new TemplateError(`${filledId}: target_quantities '${String(v)}' is not an int`);
  return n;
}

function planOf(id: string, spec: unknown, allVars: Record<string, PyValue>): Plan & { placeholders: number } {
  if (!isMapping(spec)) throw new TemplateError(`${id}: a task spec must be a mapping`);
  const names = new Set<string>();
  let placeholders = 0;
  for (const m of id.matchAll(PLACEHOLDER)) {
    names.add(m[1]);
    placeholders++;
  }
  placeholders += collectVars(spec, names);
  const list = [...names];
  const lists = list.map((n) => {
    const v = allVars[n];
    if (!Array.isArray(v)) throw new TemplateError(`${id}: {${n}} has no list of values in _ALL_VARS`);
    return v;
  });
  return { id, spec, names: list, lists, placeholders };
}

/** The filled specs of checked templates, in MineDojo's order, filled as they are iterated. */
export class FilledSpecs implements Iterable<[string, MineDojoSpec]> {
  constructor(
    private readonly plans: Plan[],
    /** Filled id → the number (in fill order) of the combination that keeps it. */
    private readonly keeper: Map<string, number>,
  ) {}

  /** How many specs iterating gives. */
  get size(): number {
    return this.keeper.size;
  }

  *[Symbol.iterator](): Iterator<[string, MineDojoSpec]> {
    let seq = 0;
    for (const p of this.plans) {
      if (!p.names.length) {
        if (this.keeper.get(p.id) === seq++) yield [p.id, p.spec];
        continue;
      }
      for (const vars of product(p.names, p.lists)) {
        const filledId = format(p.id, vars);
        if (this.keeper.get(filledId) !== seq++) continue;
        const filled = replaceVars(p.spec, vars) as MineDojoSpec;
        if ('target_quantities' in filled) filled.target_quantities = quantity(filledId, filled.target_quantities);
        if (typeof filled.prompt === 'string') filled.prompt = filled.prompt.replace(/_/g, ' ').split(' 1').join('');
        yield [filledId, filled];
      }
    }
  }
}

/**
 * Checks every template and returns its specs, to be filled as iterated. Refused, with an error
 * naming the template: an unknown variable, more than MAX_FILLED_SPECS specs, or more than
 * MAX_FILLED_CHARS in all (each filled spec counted at its template's size plus the longest value
 * at each placeholder).
 */
export function fillTemplates(templates: Record<string, unknown>, allVars: Record<string, PyValue>): FilledSpecs {
  const plans: Plan[] = [];
  let count = 0;
  let chars = 0;
  for (const [id, spec] of Object.entries(templates)) {
    const plan = planOf(id, spec, allVars);
    const combinations = plan.lists.reduce((n, l) => n * l.length, 1);
    if (count + combinations > MAX_FILLED_SPECS) throw new TemplateError(`${id}: the templates would fill more than ${MAX_FILLED_SPECS} specs`);
    const longest = Math.max(0, ...plan.lists.map((l) => l.reduce((m: number, v) => Math.max(m, pyStr(v).length), 0)));
    const each = sizeOf(spec, MAX_FILLED_CHARS) + id.length + plan.placeholders * longest;
    if (chars + combinations * each > MAX_FILLED_CHARS) {
      throw new TemplateError(`${id}: the template would fill ${combinations} spec${combinations === 1 ? '' : 's'} of up to ${kb(each)} each (${mb(combinations * each)}), ` +
        `more than the ${mb(MAX_FILLED_CHARS)} an import fills in all${chars ? ` (${mb(chars)} before it)` : ''}`);
    }
    count += combinations;
    chars += combinations * each;
    plans.push(plan);
  }
  // Which combination keeps each id (the last, as a dict assignment does), and the int quantities
  // checked, so no error is left for the lazy pass.
  const keeper = new Map<string, number>();
  let seq = 0;
  for (const p of plans) {
    if (!p.names.length) {
      keeper.set(p.id, seq++);
      continue;
    }
    const q = p.spec.target_quantities;
    for (const vars of product(p.names, p.lists)) {
      const filledId = format(p.id, vars);
      if (q !== undefined) quantity(filledId, typeof q === 'string' ? format(q, vars) : q);
      keeper.delete(filledId); // re-inserted, so the map's order stays the fill order of the keepers
      keeper.set(filledId, seq++);
    }
  }
  return new FilledSpecs(plans, keeper);
}

function kb(chars: number): string {
  return `${Math.ceil(chars / 1024)} KB`;
}

function mb(chars: number): string {
  return `${(chars / (1024 * 1024)).toFixed(chars < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
