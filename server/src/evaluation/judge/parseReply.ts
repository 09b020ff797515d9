/**
 * Turns a judge model's reply into scores and evidence. Models answer in many
 * shapes, so this tries, in order: a JSON object (bare or in a code fence) with
 * `{dim: {evidence, score}}` or `{dim: score}` or `{scores, evidence}`; then
 * line-oriented text such as `**Task Progress**: evidence … Score: 7/10`.
 */
import { DIMENSIONS, Dimension, DimensionScores, matchDimension } from './dimensions';
import { toScore } from './readers';
import { parseScoreValue } from './scoreValue';
import { fencedBlocks, isSpace, linesWithOffsets, skipWhile, trimOf, wordAt } from './textScan';

export interface ParsedJudgeReply {
  scores: DimensionScores;
  evidence: Partial<Record<Dimension, string>>;
  /**
   * Dimensions the judge gave a value that is no score from 0 to 10 (11/10,
   * -5, 1e308, NaN, "high"), as written. They are not in `scores`: runJudge
   * reports them on the rollout (see its comment on partial results).
   */
  invalid: Partial<Record<Dimension, string>>;
}

export function parseJudgeReply(text: string): ParsedJudgeReply {
  for (const candidate of jsonCandidates(text)) {
    const fromJson = fromJsonValue(candidate);
    if (fromJson && (Object.keys(fromJson.scores).length || Object.keys(fromJson.invalid).length)) return fromJson;
  }
  return fromText(text);
}

/** A value the judge gave a dimension: a 0–10 score, not given (N/A, empty), or invalid. */
type ReplyValue = { score: number } | { missing: true } | { invalid: string };

function replyValue(v: unknown): ReplyValue {
  const s = toScore(v);
  if (s !== undefined) return { score: s };
  // NaN is a missing value in files pandas wrote; in a reply we asked for 0–10 it is a broken answer.
  const nan = typeof v === 'number' ? Number.isNaN(v) : typeof v === 'string' && v.trim().toLowerCase() === 'nan';
  if (!nan && parseScoreValue(v).kind === 'missing') return { missing: true };
  return { invalid: excerpt(typeof v === 'string' ? v.trim() : JSON.stringify(v) ?? String(v)) };
}

/** Invalid values are quoted in warnings: a long one is cut. */
function excerpt(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

function note(out: ParsedJudgeReply, d: Dimension, v: unknown): void {
  const r = replyValue(v);
  if ('score' in r) {
    out.scores[d] = r.score;
    delete out.invalid[d];
  } else if ('invalid' in r) {
    out.invalid[d] = r.invalid;
    delete out.scores[d];
  }
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
  for (const block of fencedBlocks(text)) tryParse(block);
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) tryParse(text.slice(first, last + 1));
  return out;
}

function fromJsonValue(v: unknown): ParsedJudgeReply | undefined {
  if (!isObject(v)) return undefined;
  const out: ParsedJudgeReply = { scores: {}, evidence: {}, invalid: {} };
  const scoreObj = isObject(v.scores) ? v.scores : v;
  const evidenceObj = isObject(v.evidence) ? v.evidence : undefined;
  for (const [key, val] of Object.entries(scoreObj)) {
    const d = matchDimension(key.replace(/_/g, ' '));
    if (!d) continue;
    if (isObject(val)) {
      note(out, d, val.score ?? val.rating);
      const ev = val.evidence ?? val.reason ?? val.explanation;
      if (typeof ev === 'string') out.evidence[d] = ev.trim();
    } else note(out, d, val);
  }
  if (evidenceObj) {
    for (const [key, val] of Object.entries(evidenceObj)) {
      const d = matchDimension(key.replace(/_/g, ' '));
      if (d && typeof val === 'string') out.evidence[d] = val.trim();
    }
  }
  return out;
}

// The text fallback's patterns. Each run of like characters is read by one
// quantifier only (`\s*(?:[:=]\s*)?` rather than `\s*[:=]?\s*`), and a
// number is only tried where a run of digits starts (`(?<!\d)`), so a long run
// of spaces, stars or digits is read once: see textScan.ts.
const DIM_NAMES = DIMENSIONS.map((d) => d.replace(/ and /g, ' (?:and|&) ')).join('|');
const HEAD_AT = new RegExp(`(?:${DIM_NAMES})`, 'iy');
/** A number as a judge may (wrongly) write one: signed, with a fraction or an exponent, or NaN. */
const NUM = '[-−]?(?:\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?|nan(?![a-z]))';
const SCORE_IN_TEXT = new RegExp(`(?:score|rating)\\s*(?:[:=]\\s*)?(?:\\*+\\s*)?(${NUM}(?:\\s*\\/\\s*10)?)|(?<![\\d.])(${NUM}\\s*\\/\\s*10)`, 'gi');
const SCORE_WORDS = new RegExp(`(?:score|rating)\\s*(?:[:=]\\s*)?(?:\\*+\\s*)?${NUM}(?:\\s*\\/\\s*10)?\\**`, 'gi');
const BARE_NUMBER = new RegExp(`^${NUM}$`, 'i');
/** "Evidence:" / "Reasoning -" at a line start (horizontal space only before it, so a run of newlines is not re-read from each line). */
const EVIDENCE_LABEL = /^[^\S\r\n\u2028\u2029]*(?:evidence|reason(?:ing)?)\s*[:\-]\s*/im;
const HEAD_LEAD = (c: string) => isSpace(c) || '#*-.'.includes(c) || (c >= '0' && c <= '9');
const HEAD_TAIL = (c: string) => c === '*' || isSpace(c);

/** A heading line: bullets or numbering, a dimension, then stars, spaces and one of `:-–` (was `(?:^|\n)[\s#*\-\d.]*(dim)[*\s]*[:\-–]?`). */
function headingAt(line: string): { name: string; end: number } | undefined {
  const name = wordAt(HEAD_AT, line, skipWhile(line, 0, HEAD_LEAD));
  if (!name) return undefined;
  let end = skipWhile(line, name.end, HEAD_TAIL);
  if (':-–'.includes(line[end] ?? 'x')) end++;
  return { name: name.text, end };
}

/** The value on the first line of a block that is only a number (`**7**`). */
function bareNumber(block: string): string | undefined {
  for (const { line } of linesWithOffsets(block)) {
    const t = trimOf(line.trim(), '*').trim();
    if (BARE_NUMBER.test(t)) return t;
  }
  return undefined;
}

/** Text fallback: a dimension heading starts a block; the last "N/10" or "score: N" in the block is its score. */
function fromText(text: string): ParsedJudgeReply {
  const out: ParsedJudgeReply = { scores: {}, evidence: {}, invalid: {} };
  const heads: Array<{ name: string; start: number; bodyStart: number }> = [];
  for (const { line, start } of linesWithOffsets(text)) {
    const h = headingAt(line);
    if (h) heads.push({ name: h.name, start, bodyStart: start + h.end });
  }
  heads.forEach((h, i) => {
    const d = matchDimension(h.name);
    if (!d) return;
    const block = text.slice(h.bodyStart, i + 1 < heads.length ? heads[i + 1].start : text.length);
    let last: RegExpExecArray | undefined;
    SCORE_IN_TEXT.lastIndex = 0;
    for (let m = SCORE_IN_TEXT.exec(block); m; m = SCORE_IN_TEXT.exec(block)) last = m;
    const written = last ? last[1] ?? last[2] : bareNumber(block);
    if (written !== undefined) note(out, d, written.replace(/\s+/g, ''));
    const ev = block.replace(SCORE_WORDS, '').replace(EVIDENCE_LABEL, '').replace(/\*\*/g, '').trim();
    if (ev) out.evidence[d] = ev;
  });
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
