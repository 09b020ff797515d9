/** Human-readable summaries of verification reports (CLI table, editor message). */
import type { VerifyReport } from './report';

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '');
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The three verdicts in words. */
export function verdictWord(r: Pick<VerifyReport, 'verified'>): 'Verified' | 'Not verified' | 'Undecided' {
  return r.verified === true ? 'Verified' : r.verified === false ? 'Not verified' : 'Undecided';
}

/** "Verified: reward 2/2 in 14.2 s" / "Not verified: reward 1/2 in 9.0 s — craft_ladder: ladder needs …". */
export function summaryLine(r: VerifyReport): string {
  const head = `${verdictWord(r)}: reward ${num(r.reward)}/${num(r.maxReward)} in ${seconds(r.durationMs)}`;
  if (r.verified === true) return head;
  const why = r.verified === null ? r.verdictReason : r.failures[0]?.reason;
  return why ? `${head} — ${why}` : head;
}

export interface TableRow { file: string; report?: VerifyReport; error?: string }

/** A plain-text table: file, verified (yes/no/undecided), reward/max, time, first failure or why undecided. */
export function summaryTable(rows: TableRow[]): string {
  const cells = rows.map((r) => r.report
    ? [r.file, r.report.verified === true ? 'yes' : r.report.verified === false ? 'no' : 'undecided', `${num(r.report.reward)}/${num(r.report.maxReward)}`, seconds(r.report.durationMs),
      (r.report.verified === null ? r.report.verdictReason : r.report.failures[0]?.reason) ?? '']
    : [r.file, 'error', '-', '-', r.error ?? '']);
  const header = ['file', 'verified', 'reward', 'time', 'first failure'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (i === 4 ? 0 : c[i].length))));
  const line = (c: string[]) => c.map((x, i) => (i === 4 ? x : x.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(header), ...cells.map(line)].join('\n') + '\n';
}
