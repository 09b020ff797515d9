/**
 * Agreement between two sets of ratings of the same videos (judge against
 * human, or two judges), per dimension, as the MCU paper's tables give it:
 * how often A picks the same winner as B in pairs of videos of one task, and
 * Pearson's r and Kendall's τ over the ratings. B is the reference.
 */
import { DIMENSIONS, Dimension, JudgeRecord } from './dimensions';
import { taskKey } from './names';
import { kendallPValue, kendallTauB, pearson, pearsonPValue } from './stats';

export interface DimensionAgreement {
  dimension: Dimension;
  /** Videos both sides scored on this dimension. */
  n: number;
  /** Pairs of videos of one task where B has a strict winner. */
  pairs: number;
  /** Share of those pairs where A names the same winner (an A tie counts as a miss). */
  accuracy?: number;
  pearson?: number;
  /** Two-sided p-value of Pearson's r (Student's t). */
  pearsonP?: number;
  kendall?: number;
  /** Two-sided p-value of Kendall's τ (normal approximation, tie-corrected). */
  kendallP?: number;
}

export interface AgreementReport {
  matched: number;
  /** Videos rated by one side only, by key. */
  onlyA: string[];
  onlyB: string[];
  /** Whether the agent folder was part of the match (it is dropped when A and B name no agent in common). */
  matchedOnAgent: boolean;
  dimensions: DimensionAgreement[];
}

export function videoKey(r: JudgeRecord, withAgent: boolean): string {
  const video = r.videoPath ? r.videoPath.replace(/\\/g, '/').split('/').pop()! : '';
  const ep = r.episode !== undefined ? `episode ${r.episode}` : video;
  return `${withAgent ? r.agent + ' / ' : ''}${taskKey(r.task)} / ${ep}`;
}

export function compareRatings(a: JudgeRecord[], b: JudgeRecord[]): AgreementReport {
  const agentsA = new Set(a.map((r) => r.agent));
  const withAgent = b.some((r) => agentsA.has(r.agent));
  const mapA = index(a, withAgent);
  const mapB = index(b, withAgent);
  const keys = [...mapA.keys()].filter((k) => mapB.has(k)).sort();
  const dimensions: DimensionAgreement[] = [];
  for (const d of DIMENSIONS) {
    const both = keys.filter((k) => mapA.get(k)!.scores[d] !== undefined && mapB.get(k)!.scores[d] !== undefined);
    const xa = both.map((k) => mapA.get(k)!.scores[d]!);
    const xb = both.map((k) => mapB.get(k)!.scores[d]!);
    let pairs = 0;
    let agree = 0;
    for (let i = 0; i < both.length; i++) {
      for (let j = i + 1; j < both.length; j++) {
        if (taskOf(both[i], withAgent) !== taskOf(both[j], withAgent)) continue;
        const ref = Math.sign(xb[i] - xb[j]);
        if (ref === 0) continue;
        pairs++;
        if (Math.sign(xa[i] - xa[j]) === ref) agree++;
      }
    }
    const row: DimensionAgreement = { dimension: d, n: both.length, pairs };
    if (pairs) row.accuracy = round4(agree / pairs);
    const p = pearson(xa, xb);
    if (p !== undefined) {
      row.pearson = round4(p);
      const pv = pearsonPValue(p, xa.length);
      if (pv !== undefined) row.pearsonP = round4(pv);
    }
    const t = kendallTauB(xa, xb);
    if (t !== undefined) {
      row.kendall = round4(t);
      const kv = kendallPValue(xa, xb);
      if (kv !== undefined) row.kendallP = round4(kv);
    }
    if (both.length) dimensions.push(row);
  }
  return {
    matched: keys.length,
    onlyA: [...mapA.keys()].filter((k) => !mapB.has(k)).sort(),
    onlyB: [...mapB.keys()].filter((k) => !mapA.has(k)).sort(),
    matchedOnAgent: withAgent,
    dimensions,
  };
}

function index(records: JudgeRecord[], withAgent: boolean): Map<string, JudgeRecord> {
  const m = new Map<string, JudgeRecord>();
  for (const r of records) m.set(videoKey(r, withAgent), r);
  return m;
}

/** The task part of a key (pairs are formed within a task, and within an agent when agents are matched). */
function taskOf(key: string, withAgent: boolean): string {
  const parts = key.split(' / ');
  return (withAgent ? parts.slice(0, 2) : parts.slice(0, 1)).join(' / ');
}

function round4(n: number): number {
  return Math.round(n * 10000) / 10000;
}
