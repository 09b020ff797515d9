/**
 * Whether the results a report puts side by side were made alike. Each rule
 * groups the runs by one setting and warns when the suite holds more than
 * one value of it, with how many runs each value has:
 *
 * - verification (the `run` manifest of each saved report): tool version,
 *   agent budget (--timeout, the step limit), setup budget, --seed, the
 *   world asked for, and the server;
 * - judging (the `judge` and `video` records of our judge results): model,
 *   temperature, tool version, frame interval and --max-frames; results of
 *   other formats say none of this, which is noted once;
 * - scales: MCU judge files read on 0–1 beside files on 0–10 (all are shown
 *   on 0–10, but the judges were asked differently);
 * - reward totals: one task whose saved verification and AgentBeats results
 *   give different maximum rewards (the task or its rewards changed between runs).
 */
import type { JudgeRecord, JudgeRunSettings } from '../judge/dimensions';
import { taskKey } from '../judge/names';
import type { TaskRow } from './model';
import type { SavedVerdict } from './savedVerdict';

/** How many examples a warning names before "and N more". */
const EXAMPLES = 5;

function describeValues(values: Map<string, number>, unit: string): string {
  return [...values].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([v, n]) => `${v} (${n} ${unit}${n === 1 ? '' : 's'})`).join(', ');
}

function differing<T>(items: T[], label: string, value: (t: T) => string, unit: string, what: string): string | undefined {
  const values = new Map<string, number>();
  for (const it of items) values.set(value(it), (values.get(value(it)) ?? 0) + 1);
  return values.size > 1 ? `${what} differ in ${label}: ${describeValues(values, unit)}` : undefined;
}

const orNone = (v: unknown) => (v === undefined || v === null ? 'not set' : String(v));

function verifyWarnings(saved: SavedVerdict[]): string[] {
  const out: string[] = [];
  const withRun = saved.filter((s) => s.run);
  const without = saved.length - withRun.length;
  if (without && withRun.length) out.push(`${without} saved verification report${without === 1 ? ' carries' : 's carry'} no run manifest (saved by an older version): how they ran cannot be compared with the other ${withRun.length}`);
  const rules: Array<[string, (s: SavedVerdict) => string]> = [
    ['tool version', (s) => orNone(s.run!.toolVersion)],
    ['agent budget (--timeout, seconds)', (s) => orNone(s.run!.timeoutSeconds)],
    ['setup budget (--setup-timeout, seconds)', (s) => orNone(s.run!.setupTimeoutSeconds)],
    ['seed (--seed)', (s) => orNone(s.run!.seed)],
    ['world asked for', (s) => [s.run!.worldRequest, s.run!.biome, s.run!.worldSeed].filter((v) => v !== undefined).join(' ')],
  ];
  for (const [label, value] of rules) {
    const w = differing(withRun, label, value, 'task', 'Verification runs');
    if (w) out.push(w);
  }
  const server = differing(saved.filter((s) => s.server), 'server', (s) => s.server!, 'task', 'Verification runs');
  if (server) out.push(server);
  return out;
}

function judgeWarnings(records: JudgeRecord[]): string[] {
  const out: string[] = [];
  const described = records.filter((r) => r.judgeRun);
  const rules: Array<[string, keyof JudgeRunSettings]> = [
    ['model', 'model'],
    ['temperature', 'temperature'],
    ['tool version', 'toolVersion'],
    ['frame interval (every N frames)', 'everyNFrames'],
    ['frame cap (--max-frames)', 'maxFrames'],
  ];
  for (const [label, key] of rules) {
    const w = differing(described, label, (r) => orNone(r.judgeRun![key]), 'result', 'Judge results');
    if (w) out.push(w);
  }
  const silent = records.length - described.length;
  if (silent && described.length) out.push(`${silent} judge result${silent === 1 ? ' (an MCU or AgentBeats file) does' : 's (MCU or AgentBeats files) do'} not record the judge's model, temperature or frames: their comparability with the other ${described.length} cannot be checked`);
  const scales = differing(records.filter((r) => r.scale), 'scale', (r) => r.scale!, 'result', 'Judge results');
  if (scales) out.push(`${scales}; all are shown on 0–10`);
  return out;
}

function rewardTotalWarnings(rows: TaskRow[], records: JudgeRecord[]): string[] {
  const totals = new Map<string, Map<string, string[]>>();
  const add = (key: string, total: number, source: string) => {
    const byTotal = totals.get(key) ?? new Map<string, string[]>();
    byTotal.set(String(total), [...(byTotal.get(String(total)) ?? []), source]);
    totals.set(key, byTotal);
  };
  for (const r of rows) if (r.verdict) add(taskKey(r.task), r.verdict.maxReward, `verification of ${r.file}`);
  for (const r of records) if (r.agentbeats?.maxScore !== undefined) add(taskKey(r.task), r.agentbeats.maxScore, `AgentBeats run of ${r.agent}`);
  const differ = [...totals].filter(([, m]) => m.size > 1).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  if (!differ.length) return [];
  const shown = differ.slice(0, EXAMPLES).map(([task, m]) => `${task}: ${[...m].map(([t, src]) => `${t} (${src.join(', ')})`).join(' vs ')}`);
  const more = differ.length > EXAMPLES ? `; and ${differ.length - EXAMPLES} more` : '';
  return [`Reward totals differ between runs of the same task in ${differ.length} task${differ.length === 1 ? '' : 's'}: ${shown.join('; ')}${more}`];
}

export function comparabilityWarnings(rows: TaskRow[], saved: SavedVerdict[], records: JudgeRecord[]): string[] {
  return [...verifyWarnings(saved), ...judgeWarnings(records), ...rewardTotalWarnings(rows, records)];
}
