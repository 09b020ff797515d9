/** Human-readable summaries of verification reports (CLI table, editor message). */
import type { StartReport, VerifyReport } from './verifyReport';

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '');
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export type VerdictWord = 'Verified' | 'Not verified' | 'Judged from video' | 'Needs a generated world' | 'Undecided';

/**
 * The three verdicts in words; null says which kind of undecided: the text
 * states nothing checkable (judged from video), the task needs what only a
 * generated world has, or the verification met one of its own limits.
 */
export function verdictWord(r: Pick<VerifyReport, 'verified'> & { verdictReason?: string }): VerdictWord {
  if (r.verified === true) return 'Verified';
  if (r.verified === false) return 'Not verified';
  if (/^judged from video\b/.test(r.verdictReason ?? '')) return 'Judged from video';
  if (/^needs a generated world\b/.test(r.verdictReason ?? '')) return 'Needs a generated world';
  return 'Undecided';
}

/** The table's verified column: yes / no / video / world / undecided. */
export function verdictCell(r: Pick<VerifyReport, 'verified'> & { verdictReason?: string }): string {
  const w = verdictWord(r);
  return w === 'Verified' ? 'yes' : w === 'Not verified' ? 'no' : w === 'Judged from video' ? 'video' : w === 'Needs a generated world' ? 'world' : 'undecided';
}

/** "proof: never-given, line 4": what a false verdict stands on. */
export function proofLabel(p: NonNullable<VerifyReport['proof']>): string {
  return `proof: ${p.kind}${p.line !== undefined ? `, line ${p.line}` : ''}`;
}

/** The first reason behind a verdict that is not true (the verdict's own reason first; a false one with its proof). */
export function why(r: Pick<VerifyReport, 'verdictReason' | 'failures' | 'proof'>): string | undefined {
  const reason = r.verdictReason ?? r.failures[0]?.reason;
  return r.proof && reason ? `${reason} (${proofLabel(r.proof)})` : reason;
}

/** The reason without the words the verdict already says ("Judged from video — the text states …"). */
export function reasonAfterWord(reason: string | undefined): string | undefined {
  return reason?.replace(/^(?:judged from video|needs a generated world):\s*/, '');
}

/** "Verified: reward 2/2 in 14.2 s" / "Not verified: reward 1/2 in 9.0 s — craft_ladder: ladder needs …". */
export function summaryLine(r: VerifyReport): string {
  const head = `${verdictWord(r)}: reward ${num(r.reward)}/${num(r.maxReward)} in ${seconds(r.durationMs)}`;
  const goals = r.goals?.length ? `, ${r.goals.filter((g) => g.outcome === 'reached').length}/${r.goals.length} goals` : '';
  // A composed task verified through one OR branch says which.
  const through = r.composition?.satisfied && r.composition.through.length ? ` through "${r.composition.through.join(' and ')}"` : '';
  if (r.verified === true) return head + goals + through;
  const reason = reasonAfterWord(why(r));
  return reason ? `${head}${goals} — ${reason}` : head + goals;
}

/** "world: generated forest, seed 12345, spawn 8.5 71 -3.5 (the goals need oak_log …)"; undefined for an external server. */
export function worldLine(r: Pick<VerifyReport, 'world'>): string | undefined {
  const w = r.world;
  if (!w) return undefined;
  const where = w.kind === 'natural' ? `generated ${w.biome}, seed ${w.seed}` : 'superflat';
  const spawn = w.spawn ? `, spawn ${w.spawn.map((n) => num(n)).join(' ')}` : '';
  return `world: ${where}${spawn} (${w.why})`;
}

export interface TableRow { file: string; report?: VerifyReport; error?: string }

/** A plain-text table: file, verified (yes/no/video/world/undecided), reward/max, time, first failure or why undecided. */
export function summaryTable(rows: TableRow[]): string {
  const cells = rows.map((r) => r.report
    ? [r.file, verdictCell(r.report), `${num(r.report.reward)}/${num(r.report.maxReward)}`, seconds(r.report.durationMs),
      (r.report.verified === true ? '' : why(r.report)) ?? '']
    : [r.file, 'error', '-', '-', r.error ?? '']);
  const header = ['file', 'verified', 'reward', 'time', 'why not verified'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (i === 4 ? 0 : c[i].length))));
  const line = (c: string[]) => c.map((x, i) => (i === 4 ? x : x.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(header), ...cells.map(line)].join('\n') + '\n';
}

const OUTCOME_MARK: Record<string, string> = { reached: '✓', failed: '✗', undecided: '?' };

/** One line per goal of the report: outcome, where it came from, the words, and the evidence or reason. */
/** For one file: what MineStudio's keys made and the seed they were drawn from ("again with --seed N"). */
export function resetLines(r: Pick<VerifyReport, 'reset'>): string[] {
  const reset = r.reset;
  if (!reset) return [];
  const out = [`MineStudio keys (seed ${reset.seed}; again with --seed ${reset.seed}):`];
  for (const s of reset.steps) {
    const at = s.offset ? ` at ${s.offset.map((v) => Math.round(v * 10) / 10).join(' ')} from the agent` : '';
    out.push(`  ${s.label}${at}${s.rejected ? `: refused (${s.reply})` : ''}`);
  }
  if (reset.timeLimit) {
    out.push(`  time_limit ${reset.timeLimit.steps} steps: the agent had ${seconds(reset.timeLimit.budgetMs)}${reset.timeLimit.cappedByTimeoutMs !== undefined ? ' (capped by --timeout)' : ''}`);
  }
  for (const n of reset.notes) out.push(`  note: ${n}`);
  return out;
}

export function goalLines(r: Pick<VerifyReport, 'goals'> & { unread?: string[]; readings?: string[] }): string[] {
  const lines = (r.goals ?? []).map((g) => {
    const from = g.source === 'reward' ? 'reward entry' : 'text';
    const why = g.outcome === 'reached' ? g.detail : g.reason;
    return `  ${OUTCOME_MARK[g.outcome] ?? '?'} ${g.kind} (${from}) "${g.text}"${g.statistic ? ` [${g.statistic}]` : ''}${why ? ` — ${why}` : ''}`;
  });
  for (const u of r.unread ?? []) lines.push(`  · not read: "${u}"`);
  for (const x of r.readings ?? []) lines.push(`  · reading taken: ${x}`);
  return lines;
}

/** What a batch's verdicts came from: proved either way, judged by design, or left undecided by our limits. */
export interface VerdictTally {
  verified: number;
  /** Proved unsolvable, by proof kind. */
  notVerified: Map<string, number>;
  judged: number;
  needsWorld: number;
  /** Undecided by our limits, by reason. */
  undecided: Map<string, number>;
  errors: number;
}

/** The kind of limit of ours behind an undecided verdict, read from its reason. */
export function undecidedCause(r: Pick<VerifyReport, 'verdictReason' | 'limitations'>): string {
  const reason = r.verdictReason ?? '';
  if (r.limitations.some((l) => reason.includes(l))) return 'a limit of the run';
  if (/\btimed out\b|\bran out\b/.test(reason)) return 'timeout';
  if (/never counted/.test(reason)) return 'not counted by the embedded server';
  if (/\bwithin \d+ blocks\b|\bnothing nearby\b|\bnot found\b|\bthere is no\b/.test(reason)) return 'not found in the searched area';
  if (/could not do it|\bfailed\b|could not|cannot/.test(reason)) return 'a skill of the agent failed';
  return 'other';
}

export function tallyVerdicts(rows: TableRow[]): VerdictTally {
  const t: VerdictTally = { verified: 0, notVerified: new Map(), judged: 0, needsWorld: 0, undecided: new Map(), errors: 0 };
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const { report } of rows) {
    if (!report) { t.errors++; continue; }
    const w = verdictWord(report);
    if (w === 'Verified') t.verified++;
    else if (w === 'Not verified') add(t.notVerified, report.proof?.kind ?? 'no proof');
    else if (w === 'Judged from video') t.judged++;
    else if (w === 'Needs a generated world') t.needsWorld++;
    else add(t.undecided, undecidedCause(report));
  }
  return t;
}

/** "8 tasks: 3 verified; 2 not verified (never-given 1, refused-entry 1); 1 judged from video; 2 undecided (timeout 2)". */
export function tallyLine(rows: TableRow[]): string {
  const t = tallyVerdicts(rows);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const parts = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`).join(', ');
  const out = [`${t.verified} verified`];
  if (t.notVerified.size) out.push(`${sum(t.notVerified)} not verified (${parts(t.notVerified)})`);
  if (t.judged) out.push(`${t.judged} judged from video`);
  if (t.needsWorld) out.push(`${t.needsWorld} need${t.needsWorld === 1 ? 's' : ''} a generated world`);
  if (t.undecided.size) out.push(`${sum(t.undecided)} undecided by our limits (${parts(t.undecided)})`);
  if (t.errors) out.push(`${t.errors} error${t.errors === 1 ? '' : 's'}`);
  return `${rows.length} task${rows.length === 1 ? '' : 's'}: ${out.join('; ')}`;
}

/** A fresh start's reason, as the run summary names it. */
const FRESH_WHY: Record<NonNullable<StartReport['why']>, string> = {
  'first-task': "a job's first task",
  'other-world': 'another world than the task before',
  'not-ready': 'the server opened ahead was not usable',
  fresh: '--fresh',
  'external-server': 'an external server',
};

/**
 * "servers: 40 opened ahead, 4 started for their task (a job's first task 2,
 * another world than the task before 2)": how the run's servers started
 * (warmStart.ts); undefined when no report says.
 */
export function startLine(rows: TableRow[]): string | undefined {
  const starts = rows.flatMap((r) => (r.report?.start ? [r.report.start] : []));
  if (!starts.length) return undefined;
  const warm = starts.filter((s) => s.warm).length;
  const why = new Map<string, number>();
  for (const s of starts) {
    if (s.warm) continue;
    const words = FRESH_WHY[s.why ?? 'fresh'];
    why.set(words, (why.get(words) ?? 0) + 1);
  }
  const fresh = starts.length - warm;
  const reasons = [...why].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`).join(', ');
  return `servers: ${warm} opened ahead, ${fresh} started for their task${fresh ? ` (${reasons})` : ''}`;
}

/** How much waiting the runs' clocks skipped (warm runs on the embedded server); undefined when none did. */
export function clockLine(rows: TableRow[]): string | undefined {
  const clocks = rows.flatMap((r) => (r.report?.clock ? [r.report.clock] : []));
  if (!clocks.length) return undefined;
  const skipped = clocks.reduce((n, c) => n + c.idleSkippedMs, 0);
  return `clock: ${(skipped / 1000).toFixed(1)} s of idle waits skipped in ${clocks.length} task${clocks.length === 1 ? '' : 's'} (the times above are game time)`;
}
