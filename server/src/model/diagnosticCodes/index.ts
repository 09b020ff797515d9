/**
 * The registry of diagnostic codes: every code any check reports, once, with
 * its severity, summary, explanation, examples and fix (one file per family).
 * Checks take their codes from the family objects (`COMMAND.unknown`), so a
 * code that is not registered does not compile; test/unit/diagnosticCodes
 * keeps string literals of codes out of the rest of server/src. The same
 * entries make docs/diagnostics.md, `mcu-task lint --explain`, the SARIF
 * rules and each diagnostic's `codeDescription` link.
 */
import { didYouMean } from '../commands/didYouMean';
import { anchorOf, FamilyInfo, RegistryEntry } from './define';
import { COMMAND_FAMILY } from './command';
import { CRITERIA_FAMILY } from './criteria';
import { FEASIBILITY_FAMILY } from './feasibility';
import { FILE_FAMILY } from './file';
import { ID_FAMILY } from './id';
import { MCU_FAMILY } from './mcu';
import { MINESTUDIO_FAMILY } from './minestudio';
import { REWARD_FAMILY } from './reward';
import { SCHEMA_FAMILY } from './schema';
import { SUPPRESSION_FAMILY } from './suppression';
import { YAML_FAMILY } from './yaml';

export type { CodeDoc, FamilyInfo, RegistryEntry } from './define';
export { COMMAND } from './command';
export { CRITERIA } from './criteria';
export { FEASIBILITY } from './feasibility';
export { FILE } from './file';
export { ID } from './id';
export { MCU } from './mcu';
export { MINESTUDIO } from './minestudio';
export { REWARD } from './reward';
export { SCHEMA } from './schema';
export { SUPPRESSION } from './suppression';
export { YAML, yamlCode } from './yaml';

/** In the order the documentation lists them: the file's shape first, then its content, then the tool's own. */
const FAMILIES = [
  YAML_FAMILY, SCHEMA_FAMILY, COMMAND_FAMILY, ID_FAMILY, REWARD_FAMILY, FEASIBILITY_FAMILY,
  MINESTUDIO_FAMILY, CRITERIA_FAMILY, SUPPRESSION_FAMILY, FILE_FAMILY, MCU_FAMILY,
] as const;

type CodesOf<T> = T extends { codes: infer C } ? C[keyof C] : never;

/** Every registered code, as a union of string literal types. */
export type DiagnosticCode = CodesOf<(typeof FAMILIES)[number]>;

/** The family names (the part of a code before `/`), in documentation order. */
export const DIAGNOSTIC_FAMILIES: readonly string[] = FAMILIES.map((f) => f.name);

/** Each family with its presentation and entries, in documentation order. */
export const DIAGNOSTIC_FAMILY_LIST: readonly { name: string; info: FamilyInfo; entries: readonly RegistryEntry[] }[] = FAMILIES;

/** Every entry, family by family. */
export const DIAGNOSTIC_ENTRIES: readonly RegistryEntry[] = FAMILIES.flatMap((f) => f.entries);

const BY_CODE = new Map(DIAGNOSTIC_ENTRIES.map((e) => [e.code, e]));

/** The entry of a code, or undefined for a string that is no registered code. */
export function diagnosticEntry(code: string): RegistryEntry | undefined {
  return BY_CODE.get(code);
}

/** Whether a finding with this code proves the task cannot be done (its certainty is 'proof'): verify answers false with it. */
export function isProofCode(code: string): boolean {
  return BY_CODE.get(code)?.certainty === 'proof';
}

/**
 * Where docs/diagnostics.md is published: the one place the link base lives.
 * package.json has no `repository` or `homepage`, so this is the project's
 * GitHub page; change it here when the documentation moves. VS Code needs an
 * absolute URI for `codeDescription.href`.
 */
export const DIAGNOSTICS_DOC_URL = 'https://github.com/mcu-task-studio/mcu-task-studio/blob/main/docs/diagnostics.md';

/** Each code's link, made once: every published diagnostic carries one. */
const hrefs = new Map<string, string>();

/** The link to a code's section of the documentation. */
export function diagnosticHref(code: string): string {
  let href = hrefs.get(code);
  if (href === undefined) hrefs.set(code, href = `${DIAGNOSTICS_DOC_URL}#${anchorOf(code)}`);
  return href;
}

/**
 * Registered codes close to `query` (a misspelt code, or a name without its
 * family such as `buried-agent`): those containing it first, then the nearest
 * by edit distance; at most `max`.
 */
export function closeCodes(query: string, max = 5): string[] {
  const q = query.trim().toLowerCase();
  if (!q || q.length > 64) return [];
  const codes = DIAGNOSTIC_ENTRIES.map((e) => e.code);
  const containing = codes.filter((c) => c.includes(q) || (q.includes('/') && c.endsWith(q.slice(q.indexOf('/')))));
  const near = didYouMean(q, codes, max).concat(didYouMean(q, codes.map((c) => c.slice(c.indexOf('/') + 1)), max).flatMap((name) => codes.filter((c) => c.endsWith(`/${name}`))));
  return [...new Set([...containing, ...near])].slice(0, max);
}
