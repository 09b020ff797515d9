/**
 * The first lines of a file a batch wrote: they say it is ours and whether it
 * validated. A draft still wrong after the repair rounds keeps its remaining
 * problems as comments above the YAML, so nothing drafted is lost and the
 * next run knows to redo it.
 */
const OURS = /^# (?:NEEDS ATTENTION: )?drafted by mcu-task generate\b/;
const ATTENTION = /^# NEEDS ATTENTION: drafted by mcu-task generate\b/;

export interface DraftMarker {
  /** Written by a batch of ours. */
  ours: boolean;
  /** Written by us with problems left. */
  needsAttention: boolean;
}

export function readMarker(text: string): DraftMarker {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return { ours: OURS.test(first), needsAttention: ATTENTION.test(first) };
}

/** One comment line: no line breaks, nothing that could end the comment. */
function commentLine(s: string): string {
  return s.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** The marker line, and the problems left (if any) as comments, above the YAML. */
export function withMarker(body: string, problems: string[], rounds: number): string {
  const head: string[] = [];
  if (problems.length) {
    const n = problems.length;
    head.push(`# NEEDS ATTENTION: drafted by mcu-task generate; ${n} problem${n === 1 ? '' : 's'} left after ${rounds} round${rounds === 1 ? '' : 's'}:`);
    for (const p of problems) head.push(`#   - ${commentLine(p)}`);
    head.push('# Fix them (or delete this file) and run the batch again; files marked like this are redone.');
  } else {
    head.push('# drafted by mcu-task generate; validated');
  }
  return head.join('\n') + '\n' + (body.endsWith('\n') ? body : body + '\n');
}

/**
 * The `category` key as the mapping's first line (after a `---`), replacing
 * any the model wrote; a flow mapping ({…}) is left as it is.
 */
export function withCategory(yaml: string, category: string | undefined): string {
  let body = yaml.replace(/^\uFEFF/, '');
  if (!category || /^\s*\{/.test(body)) return body;
  body = body.replace(/^category:[^\n]*\n?/gm, '');
  const start = /^---[ \t]*\r?\n/.exec(body)?.[0] ?? '';
  return start + `category: ${category}\n` + body.slice(start.length);
}
