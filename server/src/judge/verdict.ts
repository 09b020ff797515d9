/** Pairwise verdicts: "A is better", "B is better", "tie", "both are bad", however a judge words them. */

export const PAIRWISE_FORMAT_ID = 'mcu-task-studio/pairwise';

export type PairVerdict = 'A' | 'B' | 'tie' | 'both bad';

export const VERDICT_LABEL: Record<PairVerdict, string> = { A: 'A is better', B: 'B is better', tie: 'tie', 'both bad': 'both are bad' };

export function parseVerdict(s: unknown): PairVerdict | undefined {
  if (typeof s !== 'string') return undefined;
  const t = s.toLowerCase().replace(/[*_`"'.]/g, '').trim();
  if (/\b(both|neither)\b.*\b(bad|poor|fail)/.test(t) || t === 'both bad') return 'both bad';
  if (/\b(tie|equal|same|draw)\b/.test(t)) return 'tie';
  if (/^(video\s+)?a\b|\ba\s+(is\s+)?better\b|\bvideo a\b/.test(t)) return 'A';
  if (/^(video\s+)?b\b|\bb\s+(is\s+)?better\b|\bvideo b\b/.test(t)) return 'B';
  return undefined;
}
