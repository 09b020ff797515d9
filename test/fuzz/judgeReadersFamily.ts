/**
 * The judge-reader fuzz family (issue 44): every reader of judge text and the
 * saved-report reader, fed long runs of their own delimiters and whitespace
 * (`**`, `Task Progress`, `:`, digits, spaces, newlines, `{`, backticks …),
 * in the places a pattern would read them: alone, after a dimension heading,
 * after a "Score:" label, inside a verdict line, as a file name. Each case
 * compares n with 10n (growth.ts): linear work gives about ×10, a pattern
 * that backtracks ×100 or more.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { readRawText } from '../../server/src/evaluation/judge/rawText';
import { parseJudgeReply } from '../../server/src/evaluation/judge/parseReply';
import { parsePairwiseReply } from '../../server/src/evaluation/judge/pairwise';
import { parseJudgeText } from '../../server/src/evaluation/judge/readers';
import { parseScoreValue } from '../../server/src/evaluation/judge/scoreValue';
import { parseVerdict } from '../../server/src/evaluation/judge/verdict';
import { taskFromFileName, taskFromVideoPath } from '../../server/src/evaluation/judge/names';
import { readRolloutReward } from '../../server/src/evaluation/judge/agentbeatsReport';
import { savedVerdict } from '../../server/src/evaluation/report/savedVerdict';
import { reportOutcomes } from '../../server/src/api/services/inlayHints';
import { readLastVerification } from '../../server/src/evaluation/preview/verdict';
import { readTimeline } from '../../server/src/evaluation/preview/buildModel';
import { describeGrowth, growth } from './growth';

/** What each reader is given: the text in the shape it reads. */
export const JUDGE_READERS: Array<[string, (text: string) => unknown]> = [
  ['raw judge text', readRawText],
  ['judge reply', parseJudgeReply],
  ['pairwise reply', parsePairwiseReply],
  ['judge file (JSON string)', (t) => parseJudgeText(JSON.stringify(t), '/j/agent_res/task episode_1.json')],
  ['judge file (MCU object)', (t) => parseJudgeText(JSON.stringify([{ 'Task Progress': t, video_path: t }, t]), '/j/agent_res/task episode_1.json')],
  ['score value', (t) => parseScoreValue(t)],
  ['verdict', parseVerdict],
  ['episode name', (t) => [taskFromFileName(t + '.json'), taskFromVideoPath(t + '.mp4')]],
  ['saved report', (t) => [
    savedVerdict({ verified: null, reward: 0, maxReward: 1, verdictReason: t, server: t, run: { toolVersion: t, worldRequest: t } }, 'a.verify.json'),
    reportOutcomes({ goals: [{ source: 'text', text: t, outcome: t, reason: t }], entries: [{ list: 'reward_cfg', index: 0, outcome: t, reason: t }] }),
  ]],
];

/** The saved report as a side file: written beside a task and read by the preview's readers. */
export function savedReportFile(dir: string): (text: string) => unknown {
  const file = path.join(dir, 'task.verify.json');
  return (t) => {
    fs.writeFileSync(file, JSON.stringify({ verified: false, reward: 0, maxReward: 1, verdictReason: t, goals: [{ text: t, outcome: t }], timeline: [{ time: 1, event: t, object: t }], entries: [{ identity: t, earned: 1 }] }));
    return [readLastVerification(file), readTimeline(file), readRolloutReward(file)];
  };
}

/** Runs of the readers' own delimiters and whitespace (each repeated n times). */
export const RUNS: Array<[string, string]> = [
  ['spaces', ' '], ['tabs', '\t'], ['newlines', '\n'], ['CRLFs', '\r\n'], ['stars', '*'], ['bold', '**'],
  ['colons', ':'], ['dashes', '-'], ['en dashes', '–'], ['digits', '7'], ['decimals', '1.'], ['hashes', '#'],
  ['braces', '{'], ['backticks', '`'], ['fences', '```'], ['headings', 'Task Progress'], ['heading lines', 'Task Progress:\n'],
  ['score labels', 'Score: '], ['fractions', '1/'], ['separators', '_ '], ['episodes', 'episode_'], ['both', 'both '],
  ['verdict words', 'Verdict'], ['quotes', '> '], ['bullets', '• '],
];

/** Where the run sits: what comes before it and after it. */
export const PLACES: Array<[string, string, string]> = [
  ['alone', '', 'x'],
  ['after a heading', 'Task Progress', 'x'],
  ['after a score label', 'Task Progress\nScore:', ' x\n'],
  ['in a verdict line', 'Final verdict', ''],
];

export interface JudgeFamilyStats {
  cases: number;
  failures: string[];
  /** The largest growth ratio seen, and where. */
  worstRatio: number;
  worstCase: string;
  /** The slowest 10n run (ms), and where. */
  slowestMs: number;
  slowestCase: string;
}

/**
 * Every reader × run × place at n and 10n repeats. A case fails when it grows
 * more than `maxRatio` times and its large run took over `floorMs` (below
 * that, timer noise and the JIT decide the ratio: a backtracking pattern takes
 * seconds there), or when a reader throws.
 */
export interface JudgeFamilyOptions {
  /** Repeats of the run in the small input (the large has 10 times as many). */
  n: number;
  maxRatio?: number;
  floorMs?: number;
  /** Subsets (tests); default every reader, run and place above, and the saved report as a file. */
  readers?: Array<[string, (text: string) => unknown]>;
  runs?: Array<[string, string]>;
  places?: Array<[string, string, string]>;
  onProgress?: (done: number, s: JudgeFamilyStats) => void;
}

export function runJudgeReadersFamily(opts: JudgeFamilyOptions): JudgeFamilyStats {
  const maxRatio = opts.maxRatio ?? 30;
  const floorMs = opts.floorMs ?? 50;
  const stats: JudgeFamilyStats = { cases: 0, failures: [], worstRatio: 0, worstCase: '', slowestMs: 0, slowestCase: '' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-judge-family-'));
  const readers: Array<[string, (text: string) => unknown]> = opts.readers ?? [...JUDGE_READERS, ['saved report file', savedReportFile(dir)]];
  try {
    for (const [reader, run] of readers) {
      for (const [runName, unit] of opts.runs ?? RUNS) {
        for (const [place, before, after] of opts.places ?? PLACES) {
          const what = `${reader}: ${runName} ${place}`;
          const build = (n: number) => before + unit.repeat(Math.max(1, Math.round(n / unit.length))) + after;
          stats.cases++;
          try {
            const g = growth(build, (t) => void run(t), opts.n);
            if (g.ratio > stats.worstRatio) [stats.worstRatio, stats.worstCase] = [g.ratio, describeGrowth(what, opts.n, g)];
            if (g.largeMs > stats.slowestMs) [stats.slowestMs, stats.slowestCase] = [g.largeMs, describeGrowth(what, opts.n, g)];
            if (g.ratio > maxRatio && g.largeMs > floorMs) stats.failures.push(`not linear: ${describeGrowth(what, opts.n, g)}`);
          } catch (e) {
            stats.failures.push(`${what}: threw ${(e as Error).stack ?? e}`);
          }
        }
      }
      opts.onProgress?.(stats.cases, stats);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return stats;
}

export function describeJudgeFamily(s: JudgeFamilyStats, secs: number): string {
  return `judge-reader family: ${s.cases} cases (${JUDGE_READERS.length + 1} readers × ${RUNS.length} runs × ${PLACES.length} places) in ${secs.toFixed(1)} s; ` +
    `${s.failures.length} failures; largest growth ${s.worstCase}; slowest ${s.slowestCase}`;
}
