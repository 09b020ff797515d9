/**
 * docs/diagnostics.md, made from the registry: an index of every code, then
 * one section per code under an explicit anchor (the code with `/` as `-`),
 * which each diagnostic's `codeDescription` link points to. Written by
 * `npm run docs:diagnostics`; a unit test fails when the committed page differs.
 */
import { DIAGNOSTIC_ENTRIES, DIAGNOSTIC_FAMILY_LIST } from './index';
import type { RegistryEntry } from './define';

/** A fence long enough for the snippet (one backtick more than its longest run, at least three). */
function fenced(text: string, language: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

/** The setting the examples need, when not the defaults. */
function checkedWith(e: RegistryEntry): string {
  const parts = [e.version ? `Minecraft ${e.version}` : '', e.harness ? `\`--harness ${e.harness}\`` : ''].filter(Boolean);
  return parts.length ? ` (with ${parts.join(' and ')})` : '';
}

function section(e: RegistryEntry, language: string): string {
  return [
    `<a id="${e.anchor}"></a>`,
    '',
    `### \`${e.code}\``,
    '',
    `**${e.severity}** · ${e.summary}`,
    '',
    e.explanation,
    '',
    // How sure a feasibility finding is decides what verify does with it (verify/verdict.ts).
    ...(e.certainty ? [`Certainty: **${e.certainty}**${e.certainty === 'proof' ? ' (verify answers "not verified" with it)' : ' (verify does not take it as a proof)'}.`, ''] : []),
    `Wrong${checkedWith(e)}:`,
    '',
    fenced(e.wrong, language),
    '',
    'Right:',
    '',
    fenced(e.right, language),
    '',
    `**Fix:** ${e.fix}`,
    '',
  ].join('\n');
}

export function diagnosticsMarkdown(): string {
  const out: string[] = [
    '# Diagnostic codes',
    '',
    '<!-- Generated from server/src/model/diagnosticCodes by `npm run docs:diagnostics`: edit the registry, not this page. -->',
    '',
    `Every finding of MCU Task Studio, in the editor and from \`mcu-task lint\`, carries one of these ${DIAGNOSTIC_ENTRIES.length} codes.`,
    'Each entry says what the code means, shows a task that gets it and the same task written so it does not, and how to fix it.',
    'The code in the Problems panel links here; `mcu-task lint --explain CODE` prints the same entry in a terminal.',
    '',
    'The severity shown is the one the code usually has; where a check raises or lowers it, the explanation says when.',
    '',
    'To silence a code on one line, put `# mcu-disable-next-line CODE` on the line above; `# mcu-disable CODE` silences it in the whole file.',
    'A group name ending in `/` (`feasibility/`) covers every code of the group.',
    'To switch codes off everywhere, list them in the setting `mcu.checks.disabled` or pass `mcu-task lint --disable CODE,…`.',
    '',
  ];
  for (const family of DIAGNOSTIC_FAMILY_LIST) {
    out.push(`- [${family.info.title}](#${family.name}) (\`${family.name}/\`): ${family.entries.map((e) => `[\`${e.code.slice(family.name.length + 1)}\`](#${e.anchor})`).join(', ')}`);
  }
  out.push('');
  for (const family of DIAGNOSTIC_FAMILY_LIST) {
    out.push(`<a id="${family.name}"></a>`, '', `## ${family.info.title} (\`${family.name}/\`)`, '');
    out.push('| Code | Severity | Summary |', '|---|---|---|');
    for (const e of family.entries) out.push(`| [\`${e.code}\`](#${e.anchor}) | ${e.severity} | ${e.summary.replace(/\|/g, '\\|')} |`);
    out.push('');
    for (const e of family.entries) out.push(section(e, family.info.language ?? 'yaml'));
  }
  return out.join('\n').replace(/\n+$/, '\n');
}
