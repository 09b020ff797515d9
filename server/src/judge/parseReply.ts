/**
 * Turns a judge model's reply into scores and evidence. Models answer in many
 * shapes, so this tries, in order: a JSON object (bare or in a code fence) with
 * `{dim: {evidence, score}}` or `{dim: score}` or `{scores, evidence}`; then
 * line-oriented text such as `**Task Progress**: evidence … Score: 7/10`.
 */
import { DIMENSIONS, Dimension, DimensionScores, matchDimension } from './dimensions';
import { toScore } from './readers';

export interface ParsedJudgeReply {
  scores: DimensionScores;
  evidence: Partial<Record<Dimension, string>>;
}

export function parseJudgeReply(text: string): ParsedJudgeReply {
  for (const candidate of jsonCandidates(text)) {
    const fromJson = fromJsonValue(candidate);
    if (fromJson && Object.keys(fromJson.scores).length) return fromJson;
  }
  return fromText(text);
}

function jsonCandidates(text: string): unknown[] {
  const out: unknown[] = [];
  const tryParse = (s: string) => {
    try {
      out.push(JSON.parse(s));
    } catch {
      /* not JSON */
    }
  };
  for (const m of text.matchAll(/```(?:json)?\s*([\s\S]*?)```/g)) tryParse(m[1]);
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) tryParse(text.slice(first, last + 1));
  return out;
}

function fromJsonValue(v: unknown): ParsedJudgeReply | undefined {
  if (!isObject(v)) return undefined;
  const scores: DimensionScores = {};
  const evidence: Partial<Record<Dimension, string>> = {};
  const scoreObj = isObject(v.scores) ? v.scores : v;
  const evidenceObj = isObject(v.evidence) ? v.evidence : undefined;
  for (const [key, val] of Object.entries(scoreObj)) {
    const d = matchDimension(key.replace(/_/g, ' '));
    if (!d) continue;
    if (isObject(val)) {
      const s = toScore(val.score ?? val.rating);
      if (s !== undefined) scores[d] = s;
      const ev = val.evidence ?? val.reason ?? val.explanation;
      if (typeof ev === 'string') evidence[d] = ev.trim();
    } else {
      const s = toScore(val);
      if (s !== undefined) scores[d] = s;
    }
  }
  if (evidenceObj) {
    for (const [key, val] of Object.entries(evidenceObj)) {
      const d = matchDimension(key.replace(/_/g, ' '));
      if (d && typeof val === 'string') evidence[d] = val.trim();
    }
  }
  return { scores, evidence };
}

/** Text fallback: a dimension heading starts a block; the last "N/10" or "score: N" in the block is its score. */
function fromText(text: string): ParsedJudgeReply {
  const scores: DimensionScores = {};
  const evidence: Partial<Record<Dimension, string>> = {};
  const names = DIMENSIONS.map((d) => d.replace(/ and /g, ' (?:and|&) ')).join('|');
  const headRe = new RegExp(`(?:^|\\n)[\\s#*\\-\\d.]*(${names})[*\\s]*[:\\-–]?`, 'gi');
  const heads = [...text.matchAll(headRe)];
  heads.forEach((h, i) => {
    const d = matchDimension(h[1]);
    if (!d) return;
    const start = (h.index ?? 0) + h[0].length;
    const end = i + 1 < heads.length ? heads[i + 1].index ?? text.length : text.length;
    const block = text.slice(start, end);
    const scoreMatches = [...block.matchAll(/(?:score|rating)\s*[:=]?\s*\**\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*\/\s*10/gi)];
    const last = scoreMatches[scoreMatches.length - 1];
    let s = last ? toScore(last[1] ?? last[2]) : undefined;
    if (s === undefined) {
      const bare = /^\s*\**\s*(\d+(?:\.\d+)?)\s*\**\s*$/m.exec(block);
      if (bare) s = toScore(bare[1]);
    }
    if (s !== undefined) scores[d] = s;
    const ev = block
      .replace(/(?:score|rating)\s*[:=]?\s*\**\s*\d+(?:\.\d+)?(?:\s*\/\s*10)?\**/gi, '')
      .replace(/^\s*(?:evidence|reason(?:ing)?)\s*[:\-]\s*/im, '')
      .replace(/\*\*/g, '')
      .trim();
    if (ev) evidence[d] = ev;
  });
  return { scores, evidence };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
