/**
 * Judges one rollout video: samples frames, sends them with the criteria to a
 * vision model, parses evidence and 0–10 scores per dimension, and caches the
 * result by video SHA-256 + criteria SHA-256 + model (+ task text).
 */
import { TOOL_VERSION } from '../../util/toolVersion';
import * as crypto from 'crypto';
import { READ_LIMITS, readTextFile } from '../../util/safeRead';
import { tryWriteFileSafely } from '../../util/safeWrite';
import * as path from 'path';
import { DIMENSIONS } from './dimensions';
import { ChatPart, chatComplete, LlmOptions } from '../llm/llmClient';
import { OUR_FORMAT_ID, OurJudgeResult, PARTIAL_ROLLOUT, checkOurFormat } from './ourFormat';
import { parseJudgeReply } from './parseReply';
import { fileSha256, ToolPaths } from './video';
import { takeFrames } from './frames';
import { rulesText } from './judgingRules';

export { chooseFrameInterval } from './frames';

export interface RunJudgeOptions {
  video: string;
  criteriaText: string;
  criteriaFile?: string;
  /** Task name or instruction text, shown to the model. */
  task?: string;
  agent?: string;
  episode?: number;
  /** The model to ask, through the shared LLM layer (retries, timeouts, clear errors). */
  client: Pick<LlmOptions, 'baseUrl' | 'apiKey' | 'model' | 'timeoutMs' | 'maxRetries' | 'signal' | 'onRetry'>;
  cacheDir: string;
  tools?: ToolPaths;
  /** One frame every N (default 30, as in the MCU paper), or `auto` for the paper's 20–70 window by length. */
  everyNFrames?: number | 'auto';
  /** The endpoint's per-request image limit; without it every sampled frame is sent. */
  maxFrames?: number;
}

export interface RunJudgeOutcome {
  result: OurJudgeResult;
  cached: boolean;
  cacheFile: string;
}

/** The sampling temperature of every judge request (recorded in the result, so reports can compare runs). */
const JUDGE_TEMPERATURE = 0;

export async function runJudge(opts: RunJudgeOptions): Promise<RunJudgeOutcome> {
  const videoSha = await fileSha256(opts.video);
  const criteriaSha = sha256(opts.criteriaText);
  const key = sha256(JSON.stringify([videoSha, criteriaSha, opts.client.model, opts.task ?? '', opts.everyNFrames ?? 30, opts.maxFrames ?? 0]));
  const cacheFile = path.join(opts.cacheDir, `${key}.judge.json`);
  const cached = readCache(cacheFile);
  if (cached) {
    // Two files with the same content share a cache entry; the result names this one.
    if (cached.video) cached.video.path = opts.video;
    if (opts.agent) cached.agent = opts.agent;
    if (opts.episode !== undefined) cached.episode = opts.episode;
    return { result: cached, cached: true, cacheFile };
  }

  // Throws UnjudgeableVideoError with one plain sentence for a damaged video.
  const taken = await takeFrames(opts.video, { every: opts.everyNFrames, maxFrames: opts.maxFrames, maxWidth: 640 }, opts.tools);
  const frames = taken.frames;
  const every = taken.plan.every;
  const content: ChatPart[] = [{ type: 'text', text: buildPrompt(opts, frames.length, every, taken.fps) }];
  for (const f of frames) content.push({ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${f.toString('base64')}`, detail: 'low' } });
  const reply = await chatComplete(
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content },
    ],
    // Judging is scoring, not writing: no sampling temperature; many images take a while.
    { ...opts.client, temperature: JUDGE_TEMPERATURE, timeoutMs: opts.client.timeoutMs ?? 120_000 },
  );
  const parsed = parseJudgeReply(reply);
  const invalid = Object.entries(parsed.invalid).map(([d, v]) => `${d} (${JSON.stringify(v)})`);
  if (!Object.keys(parsed.scores).length) {
    if (invalid.length) throw new Error(`the judge reply gave no score from 0 to 10: ${invalid.join(', ')}`);
    throw new Error(`the judge reply had no score for any dimension: ${reply.slice(0, 300)}`);
  }

  const result: OurJudgeResult = {
    format: OUR_FORMAT_ID,
    version: 1,
    task: opts.task || path.basename(opts.video).replace(/\.[^.]+$/, ''),
    video: { path: opts.video, sha256: videoSha, framesSent: frames.length, everyNFrames: every },
    judge: { model: opts.client.model, baseUrl: opts.client.baseUrl, criteriaSha256: criteriaSha, temperature: JUDGE_TEMPERATURE, toolVersion: TOOL_VERSION, ...(opts.maxFrames ? { maxFrames: opts.maxFrames } : {}) },
    scores: parsed.scores,
    evidence: parsed.evidence,
    rawText: reply,
    createdAt: new Date().toISOString(),
  };
  if (taken.notes.length) result.warnings = taken.notes;
  // Out-of-range answers are not dropped in silence, nor is the rollout judged on the rest as if whole:
  // they are kept in invalidScores with a warning, and readers give such a partial rollout no overall score.
  if (invalid.length) {
    result.invalidScores = parsed.invalid;
    const n = Object.keys(parsed.scores).length;
    result.warnings = [...(result.warnings ?? []), `${PARTIAL_ROLLOUT}${invalid.join(', ')}: this rollout is partial (scored on ${n} of ${DIMENSIONS.length} dimensions) and gets no overall score`];
  }
  if (opts.agent) result.agent = opts.agent;
  if (opts.episode !== undefined) result.episode = opts.episode;
  if (opts.criteriaFile) result.judge!.criteriaFile = opts.criteriaFile;
  const problems = checkOurFormat(result);
  if (problems) throw new Error(`internal: judge result does not match its schema: ${problems.join('; ')}`);
  // A cache that cannot be written (a link planted in it, say) costs a rerun, not this result.
  const notCached = tryWriteFileSafely(cacheFile, JSON.stringify(result, null, 2) + '\n', { within: opts.cacheDir });
  if (notCached) result.warnings = [...(result.warnings ?? []), `not cached: ${notCached}`];
  return { result, cached: false, cacheFile };
}

const SYSTEM_PROMPT =
  'You judge recordings of an AI agent playing Minecraft. You see frames sampled in order from one rollout. ' +
  'Be strict and base every judgement on what the frames show.';

function buildPrompt(opts: RunJudgeOptions, frameCount: number, every: number, fps: number): string {
  const secs = fps ? ` (about every ${(every / fps).toFixed(1)} s)` : '';
  const shape = DIMENSIONS.map((d) => `  "${d}": {"evidence": "...", "score": 0}`).join(',\n');
  return [
    opts.task ? `Task: ${opts.task}` : 'Task: (see the criteria)',
    `You get ${frameCount} frames, one every ${every} video frames${secs}, in time order.`,
    'Evaluation criteria:',
    opts.criteriaText.trim(),
    '',
    rulesText(),
    '',
    'For each of the six dimensions first write the evidence you see in the frames, then give an integer score from 0 (very poor) to 10 (excellent).',
    'Answer with only this JSON object:',
    `{\n${shape}\n}`,
  ].join('\n');
}

function readCache(file: string): OurJudgeResult | undefined {
  try {
    const v = JSON.parse(readTextFile(file, READ_LIMITS.judgeFile));
    return checkOurFormat(v) ? undefined : (v as OurJudgeResult);
  } catch {
    return undefined;
  }
}

function sha256(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex');
}
