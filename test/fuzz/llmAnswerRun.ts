/**
 * Runs the LLM-answer family: each hostile answer goes through one pipeline
 * (the editor's streamed chat with its token relay, a non-streamed chat, the
 * command line's `generate` and `criteria` in-process) against a local fake
 * server. Invariants:
 * - no hang: a case ends within its requests' timeouts plus SLACK_MS;
 * - no cut, huge or endless answer comes back as an answer (chat throws,
 *   generate and criteria exit non-zero), and whole answers do come back;
 * - a failure is an LlmError (a chat pipeline) or a message (the CLI), never
 *   a TypeError from an unexpected shape;
 * - a flood is read no further than FLOOD_READ_BOUND, and the process's RSS
 *   grows by at most RSS_BOUND over the whole family;
 * - printed text and error messages hold no raw control characters and never
 *   the key; the relay never passes RELAY_MAX_CHARS.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { CancellationToken } from 'vscode-languageserver/node';
import { Rng } from '../bench/prng';
import { main as cli } from '../../server/src/hosts/cli/main';
import { chatComplete } from '../../server/src/evaluation/llm/llmClient';
import { LlmError } from '../../server/src/evaluation/llm/llmError';
import { llmOptions } from '../../server/src/hosts/lsp/customRequests';
import { RELAY_MAX_CHARS } from '../../server/src/hosts/lsp/tokenRelay';
import { captureIO } from '../helpers/captureIO';
import { startFakeOpenAI } from '../llm/fakeOpenAI';
import { GOOD_FURNACE } from '../llm/taskFixtures';
import { FUZZ_KEY, llmAnswerCase, LlmAnswerCase, Pipeline, PIPELINES } from './llmAnswerFamily';

const TIMEOUT_MS = 1500;
/** Time beyond the timeouts a case may take: validation, a loaded machine. */
const SLACK_MS = 2500;
const FLOOD_READ_BOUND = 80 * 1024 * 1024;
const RSS_BOUND = 400 * 1024 * 1024;
/** Control characters a terminal acts on (newline and tab are text). */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** Messages of a crash rather than of a classified failure. */
const CRASH = /TypeError|Cannot read propert|is not a function|is not iterable|undefined \(reading/;

export interface LlmFuzzStats {
  cases: number;
  failures: string[];
  slowestMs: number;
  slowest: string;
  /** How each case ended: 'ok', an LlmError kind, 'exit N'. */
  outcomes: Map<string, number>;
  rssGrowthMb: number;
}

interface Outcome {
  ok: boolean;
  /** The answer text (chat) or what was printed (CLI). */
  text: string;
  /** The error's kind or the exit code, for the tally. */
  how: string;
  /** Texts that reach a terminal or the editor's messages. */
  shown: string[];
  /** Most LLM requests the pipeline may make (each bounded by the timeout). */
  calls: number;
  relayed?: number;
  crash?: string;
}

async function runPipeline(p: Pipeline, baseUrl: string, tmp: string, taskFile: string): Promise<Outcome> {
  if (p === 'chat-stream' || p === 'chat-json') {
    let relayed = 0;
    const notes: string[] = [];
    const opts = p === 'chat-stream'
      // The editor's own options: its token relay and its retry notes.
      ? llmOptions({ baseUrl, apiKey: FUZZ_KEY, model: 'fuzz', timeoutMs: TIMEOUT_MS }, CancellationToken.None, (m) => (m.kind === 'token' ? (relayed += m.text.length) : notes.push(m.text)))
      : { baseUrl, apiKey: FUZZ_KEY, model: 'fuzz', timeoutMs: TIMEOUT_MS, stream: false };
    try {
      const text = await chatComplete([{ role: 'user', content: 'draft' }], opts);
      return { ok: true, text, how: 'ok', shown: notes, calls: 1, relayed };
    } catch (e) {
      if (!(e instanceof LlmError)) return { ok: false, text: '', how: 'crash', shown: notes, calls: 1, crash: String((e as Error)?.stack ?? e) };
      return { ok: false, text: '', how: e.kind, shown: [e.message, ...notes], calls: 1, relayed };
    }
  }
  const io = captureIO(tmp, { OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: FUZZ_KEY });
  const argv = p === 'generate'
    ? ['generate', '--task', 'craft a furnace', '--rounds', '0', '--timeout', String(TIMEOUT_MS / 1000)]
    : ['criteria', taskFile, '--out', '-', '--timeout', String(TIMEOUT_MS / 1000)];
  const code = await cli(argv, io);
  // criteria allows one repair round: two requests.
  return { ok: code === 0, text: io.out, how: `exit ${code}`, shown: [io.out, io.err], calls: p === 'criteria' ? 2 : 1, crash: CRASH.test(io.err) ? io.err : undefined };
}

function check(c: LlmAnswerCase, p: Pipeline, o: Outcome, ms: number): string[] {
  const bad: string[] = [];
  const bound = o.calls * TIMEOUT_MS + SLACK_MS;
  if (ms > bound) bad.push(`took ${ms} ms, more than ${bound} ms`);
  if (o.crash) bad.push(`crashed: ${o.crash.slice(0, 400)}`);
  if (c.expect === 'fail' && o.ok) bad.push(`a ${c.name.split(' ')[0]} answer came back as a success`);
  if (c.expect === 'ok' && !o.ok) bad.push(`a whole answer failed (${o.how}): ${o.shown.join(' | ').slice(0, 300)}`);
  if (c.expect === 'ok' && o.ok && p.startsWith('chat') && o.text !== c.text) bad.push('the answer came back changed');
  for (const s of o.shown) {
    const m = RAW_CONTROL.exec(s);
    if (m) bad.push(`raw U+${m[0].charCodeAt(0).toString(16).padStart(4, '0')} in printed text: ${JSON.stringify(s.slice(Math.max(0, m.index - 40), m.index + 10))}`);
    if (s.includes(FUZZ_KEY)) bad.push('the key was printed');
  }
  if ((o.relayed ?? 0) > RELAY_MAX_CHARS) bad.push(`relayed ${o.relayed} characters to the editor`);
  if (c.stats && c.floodBytes && c.stats.bytesWritten > FLOOD_READ_BOUND) bad.push(`read ${Math.round(c.stats.bytesWritten / 1e6)} MB of a ${Math.round(c.floodBytes / 1e6)} MB flood`);
  return bad;
}

export async function runLlmAnswerFamily(seed: number, count: number, progress?: (done: number, s: LlmFuzzStats) => void): Promise<LlmFuzzStats> {
  const rng = new Rng(seed);
  const stats: LlmFuzzStats = { cases: 0, failures: [], slowestMs: 0, slowest: '', outcomes: new Map(), rssGrowthMb: 0 };
  const fake = await startFakeOpenAI();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-llm-fuzz-'));
  const taskFile = path.join(tmp, 'task_configs', 'simple', 'craft_furnace.yaml');
  fs.mkdirSync(path.dirname(taskFile), { recursive: true });
  fs.writeFileSync(taskFile, GOOD_FURNACE);
  // Warm up (registry, validator) so the first case's time is its own.
  await runPipeline('generate', 'http://127.0.0.1:1/v1', tmp, taskFile);
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  try {
    for (let i = 0; i < count; i++) {
      const caseRng = rng.fork();
      const pipeline = PIPELINES[i % PIPELINES.length];
      const c = llmAnswerCase(caseRng, pipeline, TIMEOUT_MS);
      fake.script([c.reply]);
      const t0 = Date.now();
      // A watchdog far past the bound, so a hang is reported instead of stopping the run.
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        runPipeline(pipeline, fake.baseUrl, tmp, taskFile),
        new Promise<undefined>((r) => { timer = setTimeout(() => r(undefined), 4 * TIMEOUT_MS + 4 * SLACK_MS); }),
      ]);
      clearTimeout(timer);
      const ms = Date.now() - t0;
      stats.cases++;
      const label = `case #${i} (seed ${seed}), ${pipeline}, ${c.name}`;
      if (!outcome) {
        stats.failures.push(`${label}: no end within ${ms} ms (hang)`);
        continue;
      }
      stats.outcomes.set(`${pipeline} ${outcome.how}`, (stats.outcomes.get(`${pipeline} ${outcome.how}`) ?? 0) + 1);
      for (const b of check(c, pipeline, outcome, ms)) stats.failures.push(`${label}: ${b}`);
      if (ms > stats.slowestMs) {
        stats.slowestMs = ms;
        stats.slowest = label;
      }
      if (progress && (i + 1) % 50 === 0) progress(i + 1, stats);
    }
  } finally {
    clearInterval(sampler);
    await fake.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  stats.rssGrowthMb = Math.round((peak - rss0) / 1e6);
  if (peak - rss0 > RSS_BOUND) stats.failures.push(`the process's RSS grew by ${stats.rssGrowthMb} MB over the family (bound ${RSS_BOUND / 1e6} MB)`);
  return stats;
}

/** Prints the family's failures and figures like the other families; returns its failure count. */
export function printLlmFamily(s: LlmFuzzStats, secs: number): number {
  for (const f of s.failures.slice(0, 20)) console.log('\nFAILED ' + f);
  if (s.failures.length > 20) console.log(`\n… and ${s.failures.length - 20} more failures`);
  const outcomes = [...s.outcomes].sort((a, b) => a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`\nLLM answer family: ${s.cases} cases in ${secs.toFixed(1)} s; ${s.failures.length} failures; slowest case ${s.slowestMs} ms (${s.slowest}); RSS growth ${s.rssGrowthMb} MB\n  outcomes: ${outcomes}`);
  return s.failures.length;
}
