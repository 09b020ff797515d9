/**
 * Where a verification failure sits in its task file: the failing command
 * line, reward entry (its first line: entries span several) or, for a goal
 * the text states and the scene does not allow, the instruction. One answer
 * for the verify diagnostics and the Testing view's failure messages. No
 * vscode here: ranges are zero-based lines and characters.
 */
import type { Failure } from '../../../server/src/verify/report';
import type { TaskSpec } from '../../../server/src/protocol/requests';

export interface LineRange { startLine: number; startChar: number; endLine: number; endChar: number }

/** Zero-based line and character of each offset of `text` (as vscode's positionAt counts them). */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.starts.push(i + 1);
  }
  position(offset: number): { line: number; char: number } {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid; else hi = mid - 1;
    }
    return { line: lo, char: o - this.starts[lo] };
  }
  /** The character where `line` ends, its line break (\n or \r\n) left out. */
  lineEnd(line: number): number {
    const start = this.starts[line] ?? this.text.length;
    let end = line + 1 < this.starts.length ? this.starts[line + 1] - 1 : this.text.length;
    if (end > start && this.text[end - 1] === '\r') end--;
    return end - start;
  }
}

/** The span start..end, cut to its first line when it runs over several. */
function spanRange(index: LineIndex, start: number, end: number): LineRange {
  const s = index.position(start);
  const e = index.position(end);
  return e.line === s.line
    ? { startLine: s.line, startChar: s.char, endLine: e.line, endChar: e.char }
    : { startLine: s.line, startChar: s.char, endLine: s.line, endChar: index.lineEnd(s.line) };
}

/** The range of one failure; the file's start when the spec has no place for it (a failure of the whole task). */
export function failureRange(failure: Failure, spec: TaskSpec, index: LineIndex): LineRange {
  const t = failure.target;
  if (t.kind === 'command') {
    const c = spec.commands.find((x) => x.index === t.index);
    if (c) return spanRange(index, c.start, c.end);
  } else if (t.kind === 'reward') {
    const e = [...spec.rewardCfg, ...spec.milestones].find((x) => x.list === t.list && x.index === t.index);
    if (e) return spanRange(index, e.start, e.end);
  } else if (t.kind === 'goal' && spec.instructionRange) {
    return spanRange(index, spec.instructionRange[0], spec.instructionRange[1]);
  }
  return { startLine: 0, startChar: 0, endLine: 0, endChar: 0 };
}

/** The instruction's range (where an undecided verdict's reason is shown), when the file has one. */
export function instructionRange(spec: TaskSpec, index: LineIndex): LineRange | undefined {
  return spec.instructionRange ? spanRange(index, spec.instructionRange[0], spec.instructionRange[1]) : undefined;
}
