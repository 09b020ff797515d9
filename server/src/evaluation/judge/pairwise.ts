/**
 * Pairwise judging, as the MCU paper's human study asks it: two rollouts of one
 * task, A and B, and one of "A is better", "B is better", "tie" or "both are
 * bad", with the evidence for it. The frames of both videos go in one request,
 * each set introduced by its label.
 */
import * as crypto from 'crypto';
import { READ_LIMITS, readTextFile } from '../../util/safeRead';
import { tryWriteFileSafely } from '../../util/safeWrite';
import * as path from 'path';
import { chatComplete, ChatPart, LlmOptions } from '../llm/llmClient';
import { DIMENSIONS, Dimension, matchDimension } from './dimensions';
import { takeFrames } from './frames';
import { rulesText } from './judgingRules';
import { agentFromPath } from './names';
import { fencedBlocks, linesWithOffsets, skipWhile, wordAt } from './textScan';
import { fileSha256, ToolPaths } from './video';

import { PAIRWISE_FORMAT_ID, PairVerdict, parseVerdict, VERDICT_LABEL } from './verdict';

export { PAIRWISE_FORMAT_ID, parseVerdict, VERDICT_LABEL };
export type { PairVerdict };

export interface PairSide {
  video: string;
  agent: string;
  framesSent: number;
  everyNFrames: number;
}

export interface PairwiseResult {
  format: typeof PAIRWISE_FORMAT_ID;
  version: 1;
  task: string;
  a: PairSide;
  b: PairSide;
  verdict: PairVerdict;
  evidence: string;
  /** Per-dimension verdicts when the judge gave them. */
  dimensions?: Partial<Record<Dimension, PairVerdict>>;
  judge?: { model?: string; baseUrl?: string };
  rawText?: string;
  warnings?: string[];
  createdAt?: string;
}

export interface RunPairwiseOptions {
  videoA: string;
  videoB: string;
  criteriaText: string;
  task: string;
  agentA?: string;
  agentB?: string;
  client: Pick<LlmOptions, 'baseUrl' | 'apiKey' | 'model' | 'timeoutMs' | 'maxRetries' | 'signal' | 'onRetry'>;
  cacheDir: string;
  tools?: ToolPaths;
  everyNFrames?: number | 'auto';
  /** Per-request image limit for both videos together; each gets half. */
  maxFrames?: number;
}

export function parsePairwiseReply(text: string): { verdict?: PairVerdict; evidence: string; dimensions: Partial<Record<Dimension, PairVerdict>> } {
  const dimensions: Partial<Record<Dimension, PairVerdict>> = {};
  const fence = fencedBlocks(text)[0];
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  for (const candidate of [fence, first >= 0 && last > first ? text.slice(first, last + 1) : undefined]) {
    if (!candidate) continue;
    try {
      const v = JSON.parse(candidate) as Record<string, unknown>;
      const verdict = parseVerdict(v.verdict ?? v.result ?? v.winner);
      if (v.dimensions && typeof v.dimensions === 'object') {
        for (const [k, dv] of Object.entries(v.dimensions as Record<string, unknown>)) {
          const d = matchDimension(k.replace(/_/g, ' '));
          const pv = parseVerdict(dv);
          if (d && pv) dimensions[d] = pv;
        }
      }
      if (verdict) return { verdict, evidence: String(v.evidence ?? v.reason ?? '').trim(), dimensions };
    } catch {
      /* not JSON */
    }
  }
  const line = verdictLine(text);
  const verdict = parseVerdict(line?.value);
  const rest = line ? text.slice(0, line.from) + text.slice(line.to) : text;
  const evidence = rest.replace(/\*\*/g, '').trim();
  return { verdict, evidence, dimensions };
}

const VERDICT_WORD_AT = /(?:final\s+)?(?:verdict|answer|result)/iy;
const WORD = /\w/;
const notWord = (c: string) => !WORD.test(c);

/**
 * The first "**Final verdict:** A is better" line: its value (on the next
 * non-blank line when the label ends its line) and the span it covers. A scan
 * rather than `^\W*(?:final\s+)?verdict\W*[:\-]\s*(.+)$` (multiline), whose
 * `\W*` also crosses newlines and so re-read a run of blank lines from each
 * of them (textScan.ts).
 */
function verdictLine(text: string): { value: string; from: number; to: number } | undefined {
  const lines = linesWithOffsets(text);
  for (let n = 0; n < lines.length; n++) {
    const { line, start } = lines[n];
    const word = wordAt(VERDICT_WORD_AT, line, skipWhile(line, 0, notWord));
    if (!word) continue;
    const runEnd = skipWhile(line, word.end, notWord);
    let sep = runEnd - 1;
    while (sep >= word.end && line[sep] !== ':' && line[sep] !== '-') sep--;
    if (sep < word.end) continue;
    const value = line.slice(sep + 1).trim();
    if (value) return { value, from: start, to: start + line.length };
    let k = n + 1;
    while (k < lines.length && !lines[k].line.trim()) k++;
    if (k < lines.length) return { value: lines[k].line.trim(), from: start, to: lines[k].start + lines[k].line.length };
  }
  return undefined;
}

const SYSTEM_PROMPT =
  'You compare two recordings of AI agents playing Minecraft on the same task. You see frames sampled in order from each. ' +
  'Base every judgement on what the frames show.';

export async function runPairwise(opts: RunPairwiseOptions): Promise<{ result: PairwiseResult; cached: boolean }> {
  const [shaA, shaB] = await Promise.all([fileSha256(opts.videoA), fileSha256(opts.videoB)]);
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([shaA, shaB, opts.criteriaText, opts.task, opts.client.model, opts.everyNFrames ?? 30, opts.maxFrames ?? 0]))
    .digest('hex');
  const cacheFile = path.join(opts.cacheDir, `${key}.pairwise.json`);
  try {
    return { result: JSON.parse(readTextFile(cacheFile, READ_LIMITS.judgeFile)) as PairwiseResult, cached: true };
  } catch {
    /* not cached */
  }
  const perSide = opts.maxFrames ? Math.max(1, Math.floor(opts.maxFrames / 2)) : undefined;
  const frameOpts = { every: opts.everyNFrames, maxFrames: perSide, maxWidth: 640 };
  const [fa, fb] = await Promise.all([takeFrames(opts.videoA, frameOpts, opts.tools), takeFrames(opts.videoB, frameOpts, opts.tools)]);
  const image = (f: Buffer): ChatPart => ({ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${f.toString('base64')}`, detail: 'low' } });
  const content: ChatPart[] = [
    { type: 'text', text: `Task: ${opts.task}\nEvaluation criteria:\n${opts.criteriaText.trim()}\n\n${rulesText()}` },
    { type: 'text', text: `Video A: ${fa.frames.length} frames, one every ${fa.plan.every} video frames, in time order.` },
    ...fa.frames.map(image),
    { type: 'text', text: `Video B: ${fb.frames.length} frames, one every ${fb.plan.every} video frames, in time order.` },
    ...fb.frames.map(image),
    {
      type: 'text',
      text: [
        'Which agent did the task better? First give the evidence you see in the frames, then the verdict: "A is better", "B is better", "tie", or "both are bad" (neither made real progress).',
        `You may add a verdict per dimension (${DIMENSIONS.join(', ')}).`,
        'Answer with only this JSON object:',
        '{"evidence": "...", "verdict": "A is better", "dimensions": {"Task Progress": "A is better"}}',
      ].join('\n'),
    },
  ];
  const reply = await chatComplete(
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content },
    ],
    { ...opts.client, temperature: 0, timeoutMs: opts.client.timeoutMs ?? 180_000 },
  );
  const parsed = parsePairwiseReply(reply);
  if (!parsed.verdict) throw new Error(`the judge gave no verdict (A better, B better, tie or both bad): ${reply.slice(0, 300)}`);
  const side = (video: string, agent: string | undefined, t: typeof fa): PairSide => ({
    video,
    agent: agent ?? agentFromPath(video),
    framesSent: t.frames.length,
    everyNFrames: t.plan.every,
  });
  const result: PairwiseResult = {
    format: PAIRWISE_FORMAT_ID,
    version: 1,
    task: opts.task,
    a: side(opts.videoA, opts.agentA, fa),
    b: side(opts.videoB, opts.agentB, fb),
    verdict: parsed.verdict,
    evidence: parsed.evidence,
    judge: { model: opts.client.model, baseUrl: opts.client.baseUrl },
    rawText: reply,
    createdAt: new Date().toISOString(),
  };
  if (Object.keys(parsed.dimensions).length) result.dimensions = parsed.dimensions;
  const notes = [...fa.notes.map((n) => `A: ${n}`), ...fb.notes.map((n) => `B: ${n}`)];
  if (notes.length) result.warnings = notes;
  // A cache that cannot be written (a link planted in it, say) costs a rerun, not this verdict.
  const notCached = tryWriteFileSafely(cacheFile, JSON.stringify(result, null, 2) + '\n', { within: opts.cacheDir });
  if (notCached) result.warnings = [...(result.warnings ?? []), `not cached: ${notCached}`];
  return { result, cached: false };
}
