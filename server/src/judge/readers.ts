/**
 * Readers for the judge output formats of TASK_FORMAT.md §5, all normalised to
 * JudgeRecord. Nothing here throws on bad input: a file that cannot be read
 * becomes a JudgeReadError with a message a person can act on.
 */
import * as fs from 'fs';
import * as path from 'path';
import { DIMENSIONS, Dimension, DimensionScores, JudgeReadError, JudgeRecord, snakeCaseDimension } from './dimensions';
import { checkOurFormat, OUR_FORMAT_ID, OurJudgeResult } from './ourFormat';

export interface ReadResult {
  records: JudgeRecord[];
  errors: JudgeReadError[];
}

/** Agent name from the folder holding a judge file: `vlm_rating_res/gpt4_res/x.json` → `gpt4`. */
export function agentFromPath(file: string): string {
  const dir = path.basename(path.dirname(path.resolve(file)));
  return dir.replace(/_res$/, '') || dir;
}

/** `craft_ladder episode_3.json` → task `craft_ladder`, episode 3. */
export function taskFromFileName(file: string): { task: string; episode?: number } {
  const base = path.basename(file).replace(/\.json$/i, '');
  const m = /^(.*?)[ _-]+episode[ _-]?(\d+)$/i.exec(base);
  if (m) return { task: m[1], episode: Number(m[2]) };
  return { task: base };
}

export function readJudgeFile(file: string): ReadResult {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return fail(file, `cannot read file: ${(e as Error).message}`);
  }
  return parseJudgeText(text, file);
}

/** Parses a judge file's text; `file` names it in records and errors and gives the agent/task defaults. */
export function parseJudgeText(text: string, file: string): ReadResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return fail(file, `not valid JSON: ${(e as Error).message}`);
  }
  try {
    return parseJudgeValue(value, file);
  } catch (e) {
    // A reader bug must not blank the UI either.
    return fail(file, `could not interpret judge file: ${(e as Error).message}`);
  }
}

export function parseJudgeValue(value: unknown, file: string): ReadResult {
  if (Array.isArray(value)) {
    if (value.length >= 1 && isObject(value[0]) && hasAnyDimension(value[0])) {
      const rawText = typeof value[1] === 'string' ? value[1] : undefined;
      return readMcuObject(value[0], file, rawText);
    }
    return fail(file, 'unknown judge format: an array, but not [scores object, raw text] as MCU writes');
  }
  if (!isObject(value)) return fail(file, `unknown judge format: expected a JSON object, got ${typeName(value)}`);
  if (value.format === OUR_FORMAT_ID) return readOurs(value, file);
  if (Array.isArray(value.results)) return readAgentBeats(value, file);
  if (hasAnyDimension(value)) return readMcuObject(value, file, undefined);
  return fail(
    file,
    'unknown judge format: expected an MCU rating (keys like "Task Progress"), an AgentBeats result.json (results[].task_metrics) or a mcu-task-studio judge result',
  );
}

function readMcuObject(obj: Record<string, unknown>, file: string, rawText: string | undefined): ReadResult {
  const warnings: string[] = [];
  const scores: DimensionScores = {};
  for (const d of DIMENSIONS) {
    if (!(d in obj)) continue;
    const n = toScore(obj[d]);
    if (n === undefined) warnings.push(`"${d}" is not a score from 0 to 10: ${JSON.stringify(obj[d])}`);
    else scores[d] = n;
  }
  if (Object.keys(scores).length === 0) return fail(file, `no usable score: ${warnings.join('; ')}`);
  const fromName = taskFromFileName(file);
  const videoPath = typeof obj.video_path === 'string' ? obj.video_path : undefined;
  const task = typeof obj.task_name === 'string' && obj.task_name ? obj.task_name : fromName.task;
  const episode = fromName.episode ?? episodeFromVideo(videoPath);
  const record: JudgeRecord = { agent: agentFromPath(file), task, scores, file, format: 'mcu' };
  if (episode !== undefined) record.episode = episode;
  if (videoPath) record.videoPath = videoPath;
  if (rawText !== undefined) record.raw = rawText;
  if (warnings.length) record.warnings = warnings;
  return { records: [record], errors: [] };
}

function readAgentBeats(obj: Record<string, unknown>, file: string): ReadResult {
  const participants = isObject(obj.participants) ? obj.participants : {};
  const agent = typeof participants.agent === 'string' && participants.agent ? participants.agent : agentFromPath(file);
  const records: JudgeRecord[] = [];
  const errors: JudgeReadError[] = [];
  (obj.results as unknown[]).forEach((group, gi) => {
    if (!isObject(group) || !isObject(group.task_metrics)) {
      errors.push({ file, message: `results[${gi}] has no task_metrics object` });
      return;
    }
    for (const [task, m] of Object.entries(group.task_metrics)) {
      if (!isObject(m)) {
        errors.push({ file, message: `results[${gi}].task_metrics.${task} is not an object` });
        continue;
      }
      const scores: DimensionScores = {};
      const warnings: string[] = [];
      // AgentBeats has no separate Task Progress: its score/max_score is the
      // task's overall progress, which we put on the 0–10 scale.
      const score = num(m.score);
      const max = num(m.max_score);
      if (score !== undefined && max !== undefined && max > 0) scores['Task Progress'] = clamp10((score / max) * 10);
      for (const d of DIMENSIONS.slice(1)) {
        const key = snakeCaseDimension(d);
        if (!(key in m)) continue;
        const n = toScore(m[key]);
        if (n === undefined) warnings.push(`${key} is not a score from 0 to 10: ${JSON.stringify(m[key])}`);
        else scores[d] = n;
      }
      if (Object.keys(scores).length === 0) {
        errors.push({ file, message: `results[${gi}].task_metrics.${task} has no usable score` });
        continue;
      }
      const raw = { category: group.task_category, max_score: max, sim_score: num(m.sim_score), score };
      const record: JudgeRecord = { agent, task, scores, file, format: 'agentbeats', raw };
      if (warnings.length) record.warnings = warnings;
      records.push(record);
    }
  });
  if (!records.length && !errors.length) errors.push({ file, message: 'AgentBeats result.json without any task_metrics entry' });
  return { records, errors };
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
    const ep = episodeFromVideo(r.video.path);
    if (ep !== undefined) record.episode = ep;
  }
  if (r.video) record.videoPath = r.video.path;
  if (r.evidence) record.evidence = { ...r.evidence };
  if (r.rawText !== undefined) record.raw = r.rawText;
  return { records: [record], errors: [] };
}

/** Reads every `.json` judge file under the given files/folders (recursively). */
export function readJudgePaths(paths: string[]): ReadResult {
  const out: ReadResult = { records: [], errors: [] };
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
      const r = readJudgeFile(f);
      out.records.push(...r.records);
      out.errors.push(...r.errors);
    }
  }
  return out;
}

/** JSON files below a folder, sorted, skipping node_modules and dot-folders. */
export function listJsonFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && !e.name.startsWith('.')) walk(p);
      } else if (e.isFile() && e.name.toLowerCase().endsWith('.json') && !e.name.endsWith('.verify.json')) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

function episodeFromVideo(videoPath: string | undefined): number | undefined {
  if (!videoPath) return undefined;
  const m = /episode[ _-]?(\d+)/i.exec(path.basename(videoPath));
  return m ? Number(m[1]) : undefined;
}

/** "7", 7, "7.5", "7/10" → number in [0, 10]; anything else → undefined. */
export function toScore(v: unknown): number | undefined {
  let n: number | undefined;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string') {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*(?:\/\s*10)?\s*$/.exec(v);
    if (m) n = Number(m[1]);
  }
  if (n === undefined || !Number.isFinite(n) || n < 0 || n > 10) return undefined;
  return n;
}

function hasAnyDimension(o: Record<string, unknown>): boolean {
  return DIMENSIONS.some((d: Dimension) => d in o);
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function clamp10(n: number): number {
  return Math.round(Math.min(10, Math.max(0, n)) * 100) / 100;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

function fail(file: string, message: string): ReadResult {
  return { records: [], errors: [{ file, message }] };
}
