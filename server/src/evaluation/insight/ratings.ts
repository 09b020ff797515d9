/**
 * Human ratings of the three dimensions MCU v1 leaves to people: intricacy,
 * creativity and novelty, on any scale (calibration puts them on 0–5).
 *
 * ratings.json: `{"<task>": {"intricacy": 3, "creativity": [1, 2], "novelty": 2}}`
 * (a list is several raters, averaged), or a list of rows
 * `[{"task": "<task>", "intricacy": 3, …}]`.
 * ratings.csv: a header naming `task` and any of `intricacy`, `creativity`,
 * `novelty` (case does not matter, other columns are ignored), one row per
 * rater and task; rows of the same task are averaged; an empty cell is no rating.
 * `<task>` is the task file's name without `.yaml`, or its path from the
 * ratings file's folder without `.yaml` (`hard/craft_furnace`), which wins.
 */
export const RATED = ['intricacy', 'creativity', 'novelty'] as const;
export type RatedDimension = (typeof RATED)[number];
export type TaskRatings = Partial<Record<RatedDimension, number>>;

/** The most rows (CSV lines, JSON rows or tasks) and rating values a ratings file may hold; far past MCU's suites and raters. */
export const MAX_RATING_ROWS = 200_000;
export const MAX_RATING_VALUES = 1_000_000;

/**
 * Running sums per task and dimension: each row costs the same whatever came
 * before (no list of the task's values is copied), and rows and values are
 * capped.
 */
class Averager {
  private readonly sums = new Map<string, Map<RatedDimension, { sum: number; n: number }>>();
  private rows = 0;
  private values = 0;
  row() {
    if (++this.rows > MAX_RATING_ROWS) throw new Error(`more than ${MAX_RATING_ROWS.toLocaleString('en-US')} rows, the most a ratings file may hold; not read`);
  }
  add(task: string, dim: RatedDimension, v: unknown) {
    const values = (Array.isArray(v) ? v : [v]).filter((x) => x !== '' && x !== null && x !== undefined).map(Number);
    if (values.some((x) => !Number.isFinite(x))) throw new Error(`${task}: ${dim} is not a number (${JSON.stringify(v).slice(0, 60)})`);
    this.values += values.length;
    if (this.values > MAX_RATING_VALUES) throw new Error(`more than ${MAX_RATING_VALUES.toLocaleString('en-US')} ratings, the most a ratings file may hold; not read`);
    let m = this.sums.get(task);
    if (!m) this.sums.set(task, (m = new Map()));
    const acc = m.get(dim) ?? { sum: 0, n: 0 };
    for (const x of values) {
      acc.sum += x;
      acc.n++;
    }
    m.set(dim, acc);
  }
  result(): Map<string, TaskRatings> {
    const out = new Map<string, TaskRatings>();
    for (const [task, m] of this.sums) {
      const r: TaskRatings = {};
      for (const [d, { sum, n }] of m) if (n) r[d] = sum / n;
      out.set(task, r);
    }
    return out;
  }
}

const taskKey = (s: string) => s.trim().replace(/\\/g, '/').replace(/\.ya?ml$/i, '');

function fromRow(acc: Averager, row: Record<string, unknown>) {
  acc.row();
  const lower = Object.fromEntries(Object.entries(row).map(([k, v]) => [k.trim().toLowerCase(), v]));
  if (typeof lower.task !== 'string' || !lower.task.trim()) throw new Error(`a row without a task name: ${JSON.stringify(row).slice(0, 60)}`);
  for (const d of RATED) if (d in lower) acc.add(taskKey(lower.task), d, lower[d]);
}

export function parseRatingsJson(text: string): Map<string, TaskRatings> {
  const doc = JSON.parse(text) as unknown;
  const acc = new Averager();
  if (Array.isArray(doc)) for (const row of doc) fromRow(acc, row as Record<string, unknown>);
  else if (doc && typeof doc === 'object') {
    for (const [task, r] of Object.entries(doc as Record<string, unknown>)) fromRow(acc, { ...(r as Record<string, unknown>), task });
  } else throw new Error('expected an object keyed by task or a list of rows');
  return acc.result();
}

/** One CSV line's cells (double quotes, "" inside quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') (cur += '"'), i++;
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') out.push(cur), (cur = '');
    else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

export function parseRatingsCsv(text: string): Map<string, TaskRatings> {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/).filter((l) => l.trim());
  if (!lines.length) return new Map();
  const header = cells(lines[0]).map((h) => h.toLowerCase());
  if (!header.includes('task')) throw new Error('the header has no "task" column');
  const acc = new Averager();
  for (const line of lines.slice(1)) fromRow(acc, Object.fromEntries(cells(line).map((c, i) => [header[i] ?? `_${i}`, c])));
  return acc.result();
}

/** Ratings of one task: by its path from the ratings folder, else by its name. */
export function ratingsFor(all: Map<string, TaskRatings>, relativePath: string): TaskRatings | undefined {
  const rel = taskKey(relativePath);
  return all.get(rel) ?? all.get(rel.split('/').pop() ?? rel);
}
