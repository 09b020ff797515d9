import type { JobOutcome, JobResult } from './batchRun';

export interface BatchSummary {
  total: number;
  counts: Record<JobOutcome, number>;
  /** Why files need attention or failed: a short reason and how many files had it, most frequent first. */
  reasons: { reason: string; files: number }[];
}

/** A short, countable name for one problem: its diagnostic code, or its first clause. */
export function reasonOf(problem: string): string {
  const code = /\[([a-z]+\/[a-z0-9-]+)\]/.exec(problem)?.[1];
  if (code) return code;
  // Quoted task names differ from file to file; the kind of problem does not.
  const clause = problem.replace(/"[^"]*"/g, '…').split(/[:.]/, 1)[0].trim();
  return clause.length > 80 ? clause.slice(0, 79) + '…' : clause;
}

export function summarise(results: JobResult[]): BatchSummary {
  const counts: Record<JobOutcome, number> = { validated: 0, 'needs-attention': 0, kept: 0, failed: 0, interrupted: 0 };
  const reasons = new Map<string, number>();
  for (const r of results) {
    counts[r.outcome]++;
    if (r.outcome !== 'needs-attention' && r.outcome !== 'failed') continue;
    for (const reason of new Set(r.problems.map(reasonOf))) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    total: results.length,
    counts,
    reasons: [...reasons].map(([reason, files]) => ({ reason, files })).sort((a, b) => b.files - a.files || a.reason.localeCompare(b.reason)),
  };
}

export function formatSummary(s: BatchSummary): string {
  const c = s.counts;
  const lines = [
    `${s.total} file${s.total === 1 ? '' : 's'}: ${c.validated} drafted and validated, ${c.kept} kept (already valid), ${c['needs-attention']} need${c['needs-attention'] === 1 ? 's' : ''} attention, ${c.failed} failed` +
      (c.interrupted ? `, ${c.interrupted} not done (interrupted; run again to finish)` : '') + '.',
  ];
  if (s.reasons.length) {
    lines.push('Why:');
    for (const r of s.reasons) lines.push(`  ${r.reason}: ${r.files} file${r.files === 1 ? '' : 's'}`);
  }
  return lines.join('\n') + '\n';
}
