/**
 * Readers for every judge output form seen in the wild, all normalised to
 * JudgeRecord. Each file ends up in exactly one of three lists: a record (it
 * carries at least one score), empty (a judge result without scores) or an
 * error (it could not be read, with a reason a person can act on). Nothing
 * here throws on bad input, and no file is dropped silently.
 */
import { listFiles } from './listFiles';
import * as fs from 'fs';
import * as path from 'path';
import { DIMENSIONS, Dimension, DimensionScores, JudgeEmpty, JudgePairwise, JudgeReadError, JudgeRecord, matchDimension, snakeCaseDimension } from './dimensions';
import { agentFromPath, episodeFromName, taskFromFileName, taskFromVideoPath, taskKey } from './names';
import { PAIRWISE_FORMAT_ID, PairVerdict, parseVerdict } from './verdict';
import { checkOurFormat, OUR_FORMAT_ID, OurJudgeResult } from './ourFormat';
import { mentionsDimension, readRawText } from './rawText';
import { folderScale, Scale, scaleHint, ScaleHint } from './scale';
import { parseScoreValue } from './scoreValue';
import { READ_LIMITS, readTextFile } from '../../util/safeRead';
import { textOf } from '../../util/plainValue';
import { pushAll } from '../../util/pushAll';

export { agentFromPath, taskFromFileName } from './names';

export interface ReadResult {
  records: JudgeRecord[];
  /** Judge results without any score. */
  empty: JudgeEmpty[];
  /** Pairwise comparisons: judge results, but verdicts rather than ratings. */
  pairwise: JudgePairwise[];
  errors: JudgeReadError[];
}

export interface ReadOptions {
  /** Scale for files whose numbers are only 0 and 1 (otherwise their folder decides). */
  scale?: Scale;
}

/** Keys that describe a rollout but hold no score: a file with only these is empty. */
const METADATA_KEYS = new Set(['video_path', 'task_name', 'task', 'video', 'episode', 'agent', 'timestamp', 'created_at', 'createdat', 'model', 'seed']);

export function readJudgeFile(file: string, opts: ReadOptions = {}): ReadResult {
  let text: string;
  try {
    text = readJudgeText(file);
  } catch (e) {
    return fail(file, `cannot read file: ${(e as Error).message}`);
  }
  const result = parseJudgeText(text, file);
  if (opts.scale || !result.records.some((r) => r.ambiguousScale)) return resolveScales(result, opts);
  // Read alone, a 0/1-only file still takes its folder's scale: look at its siblings.
  const siblings = listJsonFiles(path.dirname(file)).filter((f) => path.resolve(f) !== path.resolve(file)).slice(0, 500);
  const hints: Scale[] = [];
  for (const f of siblings) {
    try {
      for (const r of parseJudgeText(readJudgeText(f), f).records) if (r.format === 'mcu' && r.scale) hints.push(r.scale);
    } catch {
      /* an unreadable sibling says nothing about the scale */
    }
  }
  return resolveScales(result, opts, hints);
}

/** A judge file's text through the safe reader: regular files only, at most READ_LIMITS.judgeFile. */
function readJudgeText(file: string): string {
  return readTextFile(file, READ_LIMITS.judgeFile);
}

/** Parses a judge file's text; `file` names it in records and errors and gives the agent/task defaults. */
export function parseJudgeText(text: string, file: string): ReadResult {
  const t = text.replace(/^\uFEFF/, '').trim();
  if (!t) return empty(file, undefined, 'the file is empty');
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch (e) {
    if (/^[[{"]/.test(t)) return fail(file, `not valid JSON (truncated or damaged?): ${(e as Error).message}`);
    // Not JSON at all: the judge's raw reply saved as is.
    return mentionsDimension(t) ? readTextReply(t, file, {}) : fail(file, 'not JSON and no judge dimension ("Task Progress", …) in the text');
  }
  try {
    return parseJudgeValue(value, file);
  } catch (e) {
    // A reader bug must not blank the UI either.
    return fail(file, `could not interpret judge file: ${(e as Error).message}`);
  }
}

export function parseJudgeValue(value: unknown, file: string): ReadResult {
  if (typeof value === 'string') return readTextReply(value, file, {});
  if (Array.isArray(value)) {
    // MCU writes [scores object, raw model text].
    if (value.length >= 1 && value.length <= 3 && isObject(value[0])) {
      const rawText = typeof value[1] === 'string' ? value[1] : undefined;
      return readMcuObject(value[0], file, rawText);
    }
    if (value.length === 1 && typeof value[0] === 'string') return readTextReply(value[0], file, {});
    return fail(file, 'unknown judge format: an array, but not [scores object, raw text] as MCU writes');
  }
  if (!isObject(value)) return fail(file, `unknown judge format: expected a JSON object, got ${typeName(value)}`);
  if (value.format === OUR_FORMAT_ID) return readOurs(value, file);
  if (value.format === PAIRWISE_FORMAT_ID) return readOurPairwise(value, file);
  if (Array.isArray(value.results)) return readAgentBeats(value, file);
  const keys = Object.keys(value);
  if (keys.some((k) => dimensionOfKey(k)) || keys.every((k) => METADATA_KEYS.has(k.toLowerCase()))) return readMcuObject(value, file, undefined);
  return fail(
    file,
    `unknown judge format: no judge dimension among its keys (${keys.slice(0, 5).join(', ')}); expected an MCU rating ("Task Progress", …), an AgentBeats result.json or a mcu-task-studio judge result`,
  );
}

interface Collected {
  scores: DimensionScores;
  /** Dimensions given as bare numbers, whose scale is decided from those numbers. */
  bare: Partial<Record<Dimension, number>>;
  evidence: Partial<Record<Dimension, string>>;
  warnings: string[];
  missing: Dimension[];
}

function collect(entries: Array<[Dimension, unknown]>): Collected {
  const c: Collected = { scores: {}, bare: {}, evidence: {}, warnings: [], missing: [] };
  for (const [d, raw] of entries) {
    let v = raw;
    if (isObject(raw)) {
      v = raw.score ?? raw.rating;
      const ev = raw.evidence ?? raw.reason ?? raw.explanation;
      if (typeof ev === 'string' && ev.trim()) c.evidence[d] = ev.trim();
    }
    const s = parseScoreValue(v, { progress: d === 'Task Progress' });
    if (s.kind === 'scaled') c.scores[d] = s.value;
    else if (s.kind === 'number') c.bare[d] = s.value;
    else if (s.kind === 'missing') c.missing.push(d);
    else c.warnings.push(`"${d}" is not a score: ${JSON.stringify(v)}`);
  }
  return c;
}

/** Puts bare numbers on 0–10: ×10 for a 0–1 file; left as written (and marked) when only 0 and 1 appear. */
function placeBare(c: Collected, record: Pick<JudgeRecord, 'scale' | 'ambiguousScale' | 'warnings'>): void {
  const dims = Object.keys(c.bare) as Dimension[];
  const hint: ScaleHint | undefined = scaleHint(dims.map((d) => c.bare[d]!));
  if (!hint) return;
  for (const d of dims) {
    const n = c.bare[d]!;
    const v = hint === '0-1' ? n * 10 : n;
    if (v > 10) c.warnings.push(`"${d}" is out of range: ${n}`);
    else c.scores[d] = round2(v);
  }
  if (hint === 'ambiguous') record.ambiguousScale = dims.filter((d) => c.scores[d] !== undefined);
  else record.scale = hint;
}

function readMcuObject(obj: Record<string, unknown>, file: string, rawText: string | undefined): ReadResult {
  const entries: Array<[Dimension, unknown]> = [];
  for (const [k, v] of Object.entries(obj)) {
    const d = dimensionOfKey(k);
    if (d) entries.push([d, v]);
  }
  const pair = readMcuPairwise(obj, entries, file, rawText);
  if (pair) return pair;
  let c = collect(entries);
  let fromText = false;
  if (!Object.keys(c.scores).length && !Object.keys(c.bare).length && rawText && mentionsDimension(rawText)) {
    // The object holds no score but the raw reply may.
    const t = readRawText(rawText);
    const tc = collect(Object.entries(t.values) as Array<[Dimension, unknown]>);
    if (Object.keys(tc.scores).length || Object.keys(tc.bare).length) {
      c = { ...tc, evidence: { ...t.evidence, ...tc.evidence }, warnings: [...c.warnings, ...tc.warnings] };
      fromText = true;
    }
  } else if (rawText) {
    c.evidence = { ...readRawText(rawText).evidence, ...c.evidence };
  }
  const videoPath = typeof obj.video_path === 'string' ? obj.video_path : undefined;
  const fromName = taskFromFileName(file);
  const taskName = typeof obj.task_name === 'string' ? obj.task_name.trim() : '';
  const task = fromName.task || taskName || (videoPath ? taskFromVideoPath(videoPath) : '') || path.basename(file).replace(/\.json$/i, '');
  const record: JudgeRecord = { agent: agentFromPath(file), task, scores: {}, file, format: 'mcu' };
  placeBare(c, record);
  record.scores = orderScores(c.scores);
  if (!Object.keys(record.scores).length) {
    if (c.warnings.length) return fail(file, `no usable score: ${c.warnings.join('; ')}`);
    const reason = !entries.length
      ? Object.keys(obj).length
        ? `no scores, only ${Object.keys(obj).join(', ')}`
        : 'no scores (an empty object)'
      : 'no scores: every dimension is N/A or empty';
    return empty(file, task, reason);
  }
  const episode = fromName.episode ?? episodeFromName(videoPath);
  if (episode !== undefined) record.episode = episode;
  if (videoPath) record.videoPath = videoPath;
  if (rawText !== undefined) record.raw = rawText;
  if (Object.keys(c.evidence).length) record.evidence = c.evidence;
  if (fromText) c.warnings.push('scores read from the raw judge text');
  if (c.warnings.length) record.warnings = c.warnings;
  return { records: [record], empty: [], pairwise: [], errors: [] };
}

/** A judge reply saved as text (or as a JSON string): "Task Progress: … Score: 6", "Overall Scores: - Task Progress: 6". */
function readTextReply(text: string, file: string, meta: { task?: string }): ReadResult {
  const t = readRawText(text);
  const c = collect(Object.entries(t.values) as Array<[Dimension, unknown]>);
  const fromName = taskFromFileName(file);
  const task = meta.task || fromName.task || path.basename(file).replace(/\.(json|txt)$/i, '');
  const record: JudgeRecord = { agent: agentFromPath(file), task, scores: {}, file, format: 'mcu', raw: text };
  placeBare(c, record);
  record.scores = orderScores(c.scores);
  if (!Object.keys(record.scores).length) {
    if (c.warnings.length) return fail(file, `no usable score in the judge text: ${c.warnings.join('; ')}`);
    return empty(file, task, 'judge text without any score');
  }
  if (fromName.episode !== undefined) record.episode = fromName.episode;
  c.evidence = { ...t.evidence, ...c.evidence };
  if (Object.keys(c.evidence).length) record.evidence = c.evidence;
  if (c.warnings.length) record.warnings = c.warnings;
  return { records: [record], empty: [], pairwise: [], errors: [] };
}

function readAgentBeats(obj: Record<string, unknown>, file: string): ReadResult {
  const participants = isObject(obj.participants) ? obj.participants : {};
  const agent = typeof participants.agent === 'string' && participants.agent ? participants.agent : agentFromPath(file);
  const out: ReadResult = { records: [], empty: [], pairwise: [], errors: [] };
  (obj.results as unknown[]).forEach((group, gi) => {
    if (!isObject(group) || !isObject(group.task_metrics)) {
      out.errors.push({ file, message: `results[${gi}] has no task_metrics object` });
      return;
    }
    for (const [task, m] of Object.entries(group.task_metrics)) {
      if (!isObject(m)) {
        out.errors.push({ file, message: `results[${gi}].task_metrics.${task} is not an object` });
        continue;
      }
      const ab = agentBeatsTask(m, typeof group.task_category === 'string' ? group.task_category : undefined);
      const c = collect(DIMENSIONS.slice(1).filter((d) => snakeCaseDimension(d) in m).map((d) => [d, m[snakeCaseDimension(d)]]));
      // AgentBeats scores are always 0–10.
      for (const [d, n] of Object.entries(c.bare) as Array<[Dimension, number]>) {
        if (n <= 10) c.scores[d] = n;
        else c.warnings.push(`${snakeCaseDimension(d)} is out of range: ${n}`);
      }
      if (ab.taskProgressDerived !== undefined) c.scores['Task Progress'] = ab.taskProgressDerived;
      const scores = orderScores(c.scores);
      if (!Object.keys(scores).length && ab.score === undefined) {
        out.errors.push({ file, message: `results[${gi}].task_metrics.${task} has no usable score` });
        continue;
      }
      const raw = { category: group.task_category, max_score: ab.maxScore, sim_score: ab.simScore, score: ab.score };
      const record: JudgeRecord = { agent, task, scores, file, format: 'agentbeats', raw, agentbeats: ab };
      if (c.warnings.length) record.warnings = c.warnings;
      out.records.push(record);
    }
  });
  if (!out.records.length && !out.errors.length) out.empty.push({ file, agent, task: '', reason: 'AgentBeats result.json without any task_metrics entry' });
  return out;
}

/**
 * AgentBeats writes the final score and the simulator score but no Task
 * Progress. For reward tasks below the maximum, score = (sim + progress) / 2,
 * so progress = 2·score − sim; at the maximum the judge was not asked, and
 * milestone tasks (out of 100) mix progress into the milestone count.
 */
export function agentBeatsTask(m: Record<string, unknown>, category?: string): import('./dimensions').AgentBeatsTaskResult {
  const score = num(m.score);
  const sim = num(m.sim_score);
  const max = num(m.max_score);
  const r: import('./dimensions').AgentBeatsTaskResult = { taskProgressNote: '' };
  if (category) r.category = category;
  if (score !== undefined) r.score = score;
  if (sim !== undefined) r.simScore = sim;
  if (max !== undefined) r.maxScore = max;
  if (score === undefined || sim === undefined || max === undefined) r.taskProgressNote = 'not derived: score, sim_score or max_score is missing';
  else if (max > 10) r.taskProgressNote = 'not derived: a milestone task (out of 100) mixes progress into the milestone count';
  else if (sim >= max) r.taskProgressNote = 'not derived: the simulator gave the full reward, so the judge was not asked';
  else {
    const tp = round2(2 * score - sim);
    if (tp < 0 || tp > 10) r.taskProgressNote = `not derived: 2·score − sim = ${tp} is outside 0–10`;
    else {
      r.taskProgressDerived = tp;
      r.taskProgressNote = `derived as 2·score − sim = 2·${score} − ${sim}`;
    }
  }
  return r;
}

function readOurs(obj: Record<string, unknown>, file: string): ReadResult {
  const problems = checkOurFormat(obj);
  if (problems) return fail(file, `invalid mcu-task-studio judge result: ${problems.join('; ')}`);
  const r = obj as unknown as OurJudgeResult;
  const record: JudgeRecord = {
    agent: r.agent ?? agentFromPath(file),
    task: r.task,
    scores: { ...r.scores },
    file,
    format: 'mcu-task-studio',
  };
  if (r.episode !== undefined) record.episode = r.episode;
  else if (r.video) {
    const ep = episodeFromName(r.video.path);
    if (ep !== undefined) record.episode = ep;
  }
  if (r.video) record.videoPath = r.video.path;
  if (r.evidence) record.evidence = { ...r.evidence };
  if (r.rawText !== undefined) record.raw = r.rawText;
  if (r.warnings?.length) record.warnings = [...r.warnings];
  if (r.invalidScores && Object.keys(r.invalidScores).length) record.invalidScores = { ...r.invalidScores };
  const run = { model: r.judge?.model, temperature: r.judge?.temperature, toolVersion: r.judge?.toolVersion, maxFrames: r.judge?.maxFrames, everyNFrames: r.video?.everyNFrames };
  const said = Object.fromEntries(Object.entries(run).filter(([, v]) => v !== undefined));
  if (Object.keys(said).length) record.judgeRun = said;
  return { records: [record], empty: [], pairwise: [], errors: [] };
}

/**
 * Decides the scale of files written only with 0 and 1, per agent folder:
 * the scale the folder's other files show, else 0–10; `opts.scale` overrides.
 */
export function resolveScales(result: ReadResult, opts: ReadOptions = {}, extraHints: Scale[] = []): ReadResult {
  const byFolder = new Map<string, JudgeRecord[]>();
  for (const r of result.records) {
    if (r.format !== 'mcu') continue;
    const dir = path.dirname(path.resolve(r.file));
    byFolder.set(dir, [...(byFolder.get(dir) ?? []), r]);
  }
  for (const [dir, recs] of byFolder) {
    const pending = recs.filter((r) => r.ambiguousScale && !r.scale);
    if (!pending.length) continue;
    const folder = folderScale([...recs.filter((r) => r.scale).map((r) => r.scale!), ...extraHints]);
    const scale = opts.scale ?? folder.scale;
    const why = opts.scale
      ? `--scale ${opts.scale}`
      : folder.decided
        ? `the other files of ${path.basename(dir)} are on ${folder.scale}`
        : `nothing else in ${path.basename(dir)} says, so MCU's 0–10 (pass --scale 0-1 to change)`;
    for (const r of pending) {
      r.scale = scale;
      if (scale === '0-1') for (const d of r.ambiguousScale!) if (r.scores[d] !== undefined) r.scores[d] = r.scores[d]! * 10;
      r.warnings = [...(r.warnings ?? []), `only 0 and 1 as scores: read on the ${scale} scale (${why})`];
    }
  }
  return result;
}

/** Reads every `.json` judge file under the given files/folders (recursively). */
export function readJudgePaths(paths: string[], opts: ReadOptions = {}): ReadResult {
  const out: ReadResult = { records: [], empty: [], pairwise: [], errors: [] };
  for (const p of paths) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      out.errors.push({ file: p, message: 'no such file or folder' });
      continue;
    }
    const files = stat.isDirectory() ? listJsonFiles(p) : [p];
    for (const f of files) {
      let text: string;
      try {
        text = readJudgeText(f);
      } catch (e) {
        out.errors.push({ file: f, message: `cannot read file: ${(e as Error).message}` });
        continue;
      }
      const r = parseJudgeText(text, f);
      pushAll(out.records, r.records);
      pushAll(out.empty, r.empty);
      pushAll(out.pairwise, r.pairwise);
      pushAll(out.errors, r.errors);
    }
  }
  return resolveScales(out, opts);
}

/** JSON files below a folder, sorted, skipping node_modules, dot-folders and verification reports. */
export function listJsonFiles(dir: string): string[] {
  return listFiles(dir, (name) => {
    const lower = name.toLowerCase();
    return lower.endsWith('.json') && !lower.endsWith('.verify.json');
  });
}

/** A score from 0 to 10 as one value ("7", "**7**", "7/10", "Score: 7", 0.7 stays 0.7); undefined when it is none. */
export function toScore(v: unknown): number | undefined {
  const s = parseScoreValue(v);
  if (s.kind !== 'number' && s.kind !== 'scaled') return undefined;
  return s.value >= 0 && s.value <= 10 ? s.value : undefined;
}

function dimensionOfKey(k: string): Dimension | undefined {
  return matchDimension(k.replace(/_/g, ' ').replace(/\*/g, ''));
}

function orderScores(s: DimensionScores): DimensionScores {
  const o: DimensionScores = {};
  for (const d of DIMENSIONS) if (s[d] !== undefined) o[d] = s[d];
  return o;
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

function fail(file: string, message: string): ReadResult {
  return { records: [], empty: [], pairwise: [], errors: [{ file, message }] };
}

function empty(file: string, task: string | undefined, reason: string): ReadResult {
  return { records: [], empty: [{ file, agent: agentFromPath(file), task: task ?? taskFromFileName(file).task, reason }], pairwise: [], errors: [] };
}

/**
 * MCU's video_comparison.py writes `[{dimension: "A is better" | "B is better" |
 * "tie", …, video_1_path, video_2_path}, raw text]` into the same folder as
 * ratings. Video 1 is A. Its Task Progress verdict stands for the overall one.
 */
function readMcuPairwise(obj: Record<string, unknown>, entries: Array<[Dimension, unknown]>, file: string, rawText: string | undefined): ReadResult | undefined {
  const verdicts = entries.map(([d, v]) => [d, parseVerdict(v)] as const);
  const named = 'video_1_path' in obj || 'video_2_path' in obj;
  if (!named && !(entries.length && verdicts.every(([, v]) => v))) return undefined;
  const dimensions: Partial<Record<Dimension, PairVerdict>> = {};
  for (const [d, v] of verdicts) if (v) dimensions[d] = v;
  const overall = dimensions['Task Progress'] ?? DIMENSIONS.map((d) => dimensions[d]).find(Boolean);
  if (!overall) return fail(file, 'a pairwise comparison (video_1_path / video_2_path) without any verdict ("A is better", "B is better", "tie")');
  const va = typeof obj.video_1_path === 'string' ? obj.video_1_path : undefined;
  const vb = typeof obj.video_2_path === 'string' ? obj.video_2_path : undefined;
  const task = taskFromFileName(file).task || (va ? taskFromVideoPath(va) : '') || path.basename(file).replace(/\.json$/i, '');
  const pair: JudgePairwise = {
    file,
    agent: agentFromPath(file),
    task,
    a: { agent: va ? agentOfVideo(va, task) : 'A', ...(va ? { video: va } : {}) },
    b: { agent: vb ? agentOfVideo(vb, task) : 'B', ...(vb ? { video: vb } : {}) },
    verdict: overall,
    dimensions,
    format: 'mcu',
  };
  if (rawText) pair.evidence = rawText;
  return { records: [], empty: [], pairwise: [pair], errors: [] };
}

function readOurPairwise(v: Record<string, unknown>, file: string): ReadResult {
  const side = (s: unknown) => (isObject(s) && typeof s.agent === 'string' && s.agent ? { agent: s.agent, ...(typeof s.video === 'string' ? { video: s.video } : {}) } : undefined);
  const a = side(v.a);
  const b = side(v.b);
  const verdict = typeof v.verdict === 'string' && ['A', 'B', 'tie', 'both bad'].includes(v.verdict) ? (v.verdict as PairVerdict) : undefined;
  if (!a || !b) return fail(file, 'a pairwise result without agent names for A and B');
  if (!verdict) return fail(file, `a pairwise result with an unknown verdict ${JSON.stringify(v.verdict)}`);
  const dimensions: Partial<Record<Dimension, PairVerdict>> = {};
  if (isObject(v.dimensions)) for (const [k, dv] of Object.entries(v.dimensions)) {
    const d = dimensionOfKey(k);
    const pv = parseVerdict(dv) ?? (['A', 'B', 'tie', 'both bad'].includes(String(dv)) ? (dv as PairVerdict) : undefined);
    if (d && pv) dimensions[d] = pv;
  }
  const pair: JudgePairwise = { file, agent: agentFromPath(file), task: textOf(v.task), a, b, verdict, dimensions, format: 'mcu-task-studio' };
  if (typeof v.evidence === 'string') pair.evidence = v.evidence;
  return { records: [], empty: [], pairwise: [pair], errors: [] };
}

/** The agent of a rollout video: its folder, or the folder above when that one is the task (`steve/build_gate/episode_5.mp4` → steve). */
function agentOfVideo(video: string, task: string): string {
  const parts = video.replace(/\\/g, '/').split('/').filter((p) => p && p !== '.');
  parts.pop();
  let dir = parts.pop() ?? '';
  if (dir && taskKey(dir) === taskKey(task)) dir = parts.pop() ?? dir;
  return dir.replace(/[_-]res(?:ults?)?$/i, '') || 'unknown';
}
