/** `mcu-task lint --explain CODE`: a code's registry entry, in the terminal (or as JSON with `--format json`). */
import { closeCodes, DIAGNOSTIC_FAMILIES, diagnosticEntry, diagnosticHref, DIAGNOSTICS_DOC_URL, RegistryEntry } from '../../api';
import { excerpt } from '../../api/util';
import type { CliIO } from './io';
import { escapeControlChars } from './printable';

const indent = (text: string) => text.split('\n').map((l) => `    ${l}`).join('\n');

/** What each certainty means for `verify`. */
const CERTAINTY: Record<NonNullable<RegistryEntry['certainty']>, string> = {
  proof: 'a proof — the task cannot be done in any world; verify answers "not verified" with it.',
  likely: 'likely — a generated world may still offer a way; verify leaves the task undecided.',
  assumption: 'an assumption — it supposes the agent gathers nothing from the world; verify does not take it as a proof.',
};

export function explanationText(e: RegistryEntry): string {
  const setting = [e.version ? `Minecraft ${e.version}` : '', e.harness ? `--harness ${e.harness}` : ''].filter(Boolean).join(', ');
  return [
    `${e.code} (${e.severity})`,
    e.summary,
    '',
    e.explanation,
    '',
    ...(e.certainty ? [`Certainty: ${CERTAINTY[e.certainty]}`, ''] : []),
    `Wrong${setting ? ` (with ${setting})` : ''}:`,
    indent(e.wrong),
    '',
    'Right:',
    indent(e.right),
    '',
    `Fix: ${e.fix}`,
    '',
    `More: ${diagnosticHref(e.code)}`,
    '',
  ].join('\n');
}

/** Prints the entry and returns 0; an unknown code returns 2 with the registered codes closest to it. */
export function explain(code: string, format: string, io: CliIO): number {
  const entry = diagnosticEntry(code.trim().toLowerCase());
  if (!entry) {
    const close = closeCodes(code);
    const shown = escapeControlChars(excerpt(code));
    io.stderr(close.length
      ? `mcu-task lint --explain: ${shown} is not a diagnostic code. Close codes: ${close.join(', ')}\n`
      : `mcu-task lint --explain: ${shown} is not a diagnostic code (codes look like group/name; groups: ${DIAGNOSTIC_FAMILIES.join(', ')}). All codes: ${DIAGNOSTICS_DOC_URL}\n`);
    return 2;
  }
  if (format === 'json') io.stdout(JSON.stringify({ ...entry, href: diagnosticHref(entry.code) }, null, 2) + '\n');
  else io.stdout(explanationText(entry));
  return 0;
}
