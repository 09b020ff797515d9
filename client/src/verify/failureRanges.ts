/**
 * Where a verification failure sits in its task file: the failing command
 * line, reward entry (its first line: entries span several) or, for a goal
 * the text states and the scene does not allow, the instruction. One answer
 * for the verify diagnostics and the Testing view's failure messages. No
 * vscode here: ranges are zero-based lines and characters.
 */
import type { Failure } from '../../../server/src/api/client';
import type { TaskSpec } from '../../../server/src/api/protocol/requests';
import { LineIndex } from '../../../server/src/api/client';

/** Lines as LSP and VS Code count them (\r\n, \n or a lone \r): the server's one line index. */
export { LineIndex };

export interface LineRange { startLine: number; startChar: number; endLine: number; endChar: number }

/** The span start..end, cut to its first line when it runs over several. */
function spanRange(index: LineIndex, start: number, end: number): LineRange {
  const s = index.positionAt(start);
  const e = index.positionAt(end);
  return e.line === s.line
    ? { startLine: s.line, startChar: s.character, endLine: e.line, endChar: e.character }
    : { startLine: s.line, startChar: s.character, endLine: s.line, endChar: index.lineEnd(s.line) - index.lineStart(s.line) };
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
