/**
 * How long the verification bot took to solve a task, from a saved
 * `<task>.verify.json` (schemas/verify-report.schema.json). Version 2 has
 * `phases` ({name: 'setup' | 'agent', usedMs}); version 1 only `durationMs`
 * (setup included) and the reward `timeline` ({time} in ms after the init
 * commands). A solved run counts until its last reward; a run that did not
 * solve the task says nothing about the time to solve it.
 */
import { maxOf } from '../../util/pushAll';

export interface VerifyTime {
  ms: number;
  how: string;
}

interface ReportShape {
  verified?: unknown;
  durationMs?: unknown;
  phases?: { name?: unknown; usedMs?: unknown }[];
  timeline?: { time?: unknown; reward?: unknown }[];
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

export function verifyTime(report: unknown): VerifyTime | undefined {
  if (!report || typeof report !== 'object') return undefined;
  const r = report as ReportShape;
  if (r.verified !== true) return undefined;
  const timeline = Array.isArray(r.timeline) ? r.timeline : [];
  // Entries that paid a reward carry an identity; older reports may not, then every entry counts.
  const paid = timeline.filter((e) => e && typeof (e as { identity?: unknown }).identity === 'string');
  const times = (paid.length ? paid : timeline).map((e) => num(e?.time)).filter((t): t is number => t !== undefined);
  if (times.length) return { ms: maxOf(times), how: 'last reward of the verification run' };
  const agent = Array.isArray(r.phases) ? num(r.phases.find((p) => p?.name === 'agent')?.usedMs) : undefined;
  if (agent !== undefined) return { ms: agent, how: 'agent phase of the verification run' };
  const total = num(r.durationMs);
  return total === undefined ? undefined : { ms: total, how: 'whole verification run (no phases in the report)' };
}
