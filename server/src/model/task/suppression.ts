/**
 * Suppression comments, applied once to every list of diagnostics a file gets
 * (validateAnalysis), so the language server and `mcu-task lint` agree:
 *
 *   # mcu-disable-next-line CODE[, CODE]   silences the codes on the next line
 *   # mcu-disable CODE[, CODE]             silences the codes in the whole file
 *
 * A code ending in '/' is a prefix (`feasibility/`). Only whole-line comments
 * count; a `#` line inside a multi-line scalar is text, not a comment. The
 * "next line" is the next line that is neither blank nor a comment. A comment
 * that silences nothing, and a code whose group no check reports, get an
 * information diagnostic on the comment.
 *
 * Errors that mean the file cannot be loaded at all (`yaml/` errors: not valid
 * YAML, so MineStudio refuses the file) are never silenced, by a comment nor by
 * settings or `--disable`: lint would otherwise pass a file `verify` and
 * MineStudio reject. A comment naming them gets `suppression/cannot-silence`.
 */
import { isScalar, visit } from 'yaml';
import { diag, Fix, TaskDiagnostic } from './diagnostic';
import type { TaskModel } from './taskModel';
import { closeCodes, DIAGNOSTIC_FAMILIES, diagnosticEntry, SUPPRESSION } from '../diagnosticCodes';
import { excerpt } from '../../util/excerpt';


export interface SuppressionCode {
  code: string;
  start: number;
  end: number;
}

export interface SuppressionComment {
  kind: 'next-line' | 'file';
  codes: SuppressionCode[];
  /** Offsets of the comment (from `#` to the end of its text). */
  start: number;
  end: number;
  /** For next-line comments: the offsets of the line it covers (undefined when nothing follows). */
  lineStart?: number;
  lineEnd?: number;
}

const COMMENT = /^([ \t]*)#[ \t]*mcu-disable(-next-line)?(?=[ \t]|$)(.*)$/;

/** Errors meaning the file cannot be loaded: no comment, setting or `--disable` hides them. */
export function cannotBeSilenced(d: TaskDiagnostic): boolean {
  return d.severity === 'error' && d.code.startsWith('yaml/');
}

/** Whether `disabled` (codes or prefixes, from comments, `--disable` or the setting) switches `code` off. */
export function codeSwitchedOff(code: string, disabled: readonly string[] | undefined): boolean {
  return !!disabled && disabled.some((x) => codeMatches(code, x));
}

/** Whether a diagnostic code is named by `pattern`: the code itself, or a prefix ending in `/` ("feasibility/"). */
export function codeMatches(code: string, pattern: string): boolean {
  return pattern.endsWith('/') ? code.startsWith(pattern) : code === pattern;
}

/** The codes a comment lists after its keyword (`list` starts at offset `at`), split at commas and spaces. */
function codesIn(list: string, at: number): SuppressionCode[] {
  const codes: SuppressionCode[] = [];
  const re = /[^,\s]+/g;
  for (let c = re.exec(list); c; c = re.exec(list)) codes.push({ code: c[0], start: at + c.index, end: at + c.index + c[0].length });
  return codes;
}

/** Every suppression comment of the model's text, in order. */
export function suppressionComments(model: TaskModel): SuppressionComment[] {
  const text = model.text;
  if (!text.includes('mcu-disable')) return [];
  const inScalar = multiLineScalarRanges(model);
  // The model's own line index (built once per version), not a second split of the text.
  const lines: { start: number; end: number }[] = [];
  for (let i = 0; i < model.lines.lineCount; i++) lines.push({ start: model.lines.lineStart(i), end: model.lines.lineEnd(i) });
  const isCode = (l: { start: number; end: number }) => {
    const s = text.slice(l.start, l.end).trim();
    return s !== '' && !s.startsWith('#');
  };
  // The next code line after each line, found in one pass from the end (a file may hold many comments).
  const nextCode: number[] = new Array(lines.length).fill(-1);
  for (let i = lines.length - 2; i >= 0; i--) nextCode[i] = isCode(lines[i + 1]) ? i + 1 : nextCode[i + 1];
  const out: SuppressionComment[] = [];
  let r = 0;
  lines.forEach((line, i) => {
    // Lines and ranges both ascend: one pointer walks the multi-line scalars.
    while (r < inScalar.length && inScalar[r][1] <= line.start) r++;
    const m = COMMENT.exec(text.slice(line.start, line.end));
    if (!m || (r < inScalar.length && line.start > inScalar[r][0])) return;
    const hash = line.start + m[1].length;
    const listStart = line.end - m[3].length;
    const codes = codesIn(m[3], listStart);
    const comment: SuppressionComment = { kind: m[2] ? 'next-line' : 'file', codes, start: hash, end: line.end };
    if (m[2] && nextCode[i] >= 0) {
      comment.lineStart = lines[nextCode[i]].start;
      comment.lineEnd = lines[nextCode[i]].end;
    }
    out.push(comment);
  });
  return out;
}

/** Ranges of scalars spanning several lines: a `#` line inside them is their text. */
const scalarRanges = new WeakMap<TaskModel, [number, number][]>();
function multiLineScalarRanges(model: TaskModel): [number, number][] {
  const known = scalarRanges.get(model);
  if (known) return known;
  const out: [number, number][] = [];
  scalarRanges.set(model, out);
  visit(model.doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || !node.range) return;
      const nl = model.text.indexOf('\n', node.range[0]);
      if (nl >= 0 && nl < node.range[1]) out.push([node.range[0], node.range[1]]);
    },
  });
  return out.sort((a, b) => a[0] - b[0]);
}

/**
 * The diagnostics left once the file's suppression comments are applied, plus
 * an information diagnostic for each comment or code that silences nothing.
 * `disabled` are the codes switched off by settings or `--disable`: a comment
 * naming one of them is not reported as unused (its check did not run).
 */
export function applySuppressions(model: TaskModel, diagnostics: TaskDiagnostic[], disabled: string[] = []): TaskDiagnostic[] {
  const comments = suppressionComments(model);
  if (!comments.length) return diagnostics;
  const used = new Set<SuppressionCode>();
  /** Codes that named an error no comment can silence (reported once each, on the code). */
  const inert = new Set<SuppressionCode>();
  const fileWide = comments.filter((c) => c.kind === 'file');
  // Next-line comments by the start of the line they cover (several may cover one line).
  const byLine = new Map<number, SuppressionComment[]>();
  for (const c of comments) {
    if (c.kind === 'next-line' && c.lineStart !== undefined) byLine.set(c.lineStart, [...(byLine.get(c.lineStart) ?? []), c]);
  }
  const kept = diagnostics.filter((d) => {
    let silenced = false;
    const lineStart = model.lines.lineStart(model.lines.positionAt(d.start).line);
    for (const c of [...fileWide, ...(byLine.get(lineStart) ?? [])]) {
      for (const code of c.codes) {
        if (!codeMatches(d.code, code.code)) continue;
        if (cannotBeSilenced(d)) {
          inert.add(code);
          continue;
        }
        used.add(code);
        silenced = true;
      }
    }
    return !silenced;
  });
  for (const c of comments) {
    const name = c.kind === 'file' ? 'mcu-disable' : 'mcu-disable-next-line';
    if (!c.codes.length) {
      kept.push(diag(c.start, c.end, 'information', SUPPRESSION.unused, `\`${name}\` names no diagnostic code, so it silences nothing. Write the codes after it, separated by commas.`));
      continue;
    }
    for (const code of c.codes) {
      if (inert.has(code)) {
        kept.push(diag(code.start, code.end, 'information', SUPPRESSION.cannotSilence,
          `\`${code.code}\` cannot silence a YAML error: the file is not valid YAML, so MineStudio (and \`mcu-task verify\`) cannot load it. The error stays; fix the YAML instead.`));
        continue;
      }
      if (used.has(code)) continue;
      const group = code.code.split('/')[0];
      if (!code.code.includes('/') || !DIAGNOSTIC_FAMILIES.includes(group)) {
        kept.push(diag(code.start, code.end, 'information', SUPPRESSION.unknownCode,
          `\`${code.code}\` is not a diagnostic code of MCU Task Studio (codes look like \`group/name\`, groups: ${DIAGNOSTIC_FAMILIES.join(', ')}).`));
      } else if (!code.code.endsWith('/') && !diagnosticEntry(code.code)) {
        // A whole code must be a registered one: a misspelt name would otherwise only read as "silences nothing".
        const close = closeCodes(code.code, 3);
        kept.push(diag(code.start, code.end, 'information', SUPPRESSION.unknownCode,
          `\`${excerpt(code.code)}\` is not a diagnostic code of MCU Task Studio.${close.length ? ` Did you mean ${close.map((c) => `\`${c}\``).join(' or ')}?` : ''}`,
          close.map((c, i) => ({ title: `Change to ${c}`, isPreferred: i === 0, edits: [{ start: code.start, end: code.end, newText: c }] }))));
      } else if (!disabled.some((x) => codeMatches(code.code, x) || codeMatches(x, code.code))) {
        const where = c.kind === 'file' ? 'in this file' : c.lineStart === undefined ? 'after it (no line follows)' : 'on the next line';
        kept.push(diag(code.start, code.end, 'information', SUPPRESSION.unused, `\`${name} ${code.code}\` silences nothing: no \`${code.code}\` diagnostic is reported ${where}.`));
      }
    }
  }
  return kept;
}

/**
 * The quick fix every diagnostic gets: `# mcu-disable-next-line CODE` on the
 * line above it, indented like that line (or the code appended to such a
 * comment already there). None for suppression diagnostics themselves, nor
 * inside a multi-line scalar.
 */
export function suppressionFix(model: TaskModel, d: TaskDiagnostic): Fix | undefined {
  if (d.code.startsWith('suppression/') || cannotBeSilenced(d)) return undefined;
  const text = model.text;
  const lineStart = model.lines.lineStart(model.lines.positionAt(d.start).line);
  // A line inside a multi-line scalar (a `text: |` block) cannot take a comment: it would become text.
  if (multiLineScalarRanges(model).some(([a, b]) => lineStart > a && lineStart < b)) return undefined;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, lineStart + 200))![0];
  const title = `Disable ${d.code} for this line`;
  if (lineStart > 0) {
    // A next-line comment already above the line takes one more code (the same parse as suppressionComments).
    const prevLine = model.lines.positionAt(lineStart).line - 1;
    const prevStart = model.lines.lineStart(prevLine);
    const prev = text.slice(prevStart, model.lines.lineEnd(prevLine));
    const m = COMMENT.exec(prev);
    if (m && m[2]) {
      if (codesIn(m[3], 0).some((c) => c.code === d.code)) return undefined;
      const end = prevStart + prev.trimEnd().length;
      const sep = codesIn(m[3], 0).length ? ', ' : ' ';
      return { title, edits: [{ start: end, end, newText: `${sep}${d.code}` }] };
    }
  }
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return { title, edits: [{ start: lineStart, end: lineStart, newText: `${indent}# mcu-disable-next-line ${d.code}${eol}` }] };
}
