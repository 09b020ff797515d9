/**
 * How a family of diagnostic codes is declared. A family file lists its codes
 * once, keyed by a camelCase name (`buriedAgent`); the code is the family and
 * the name in kebab case (`feasibility/buried-agent`), computed both at the
 * type level (so `FEASIBILITY.buriedAgent` has the literal type
 * 'feasibility/buried-agent' and a misspelt name does not compile) and at run
 * time (the same rule, checked against each other by the registry test).
 */
import type { Severity } from '../task/diagnostic';

/** What the documentation, `--explain` and SARIF say about one code. */
export interface CodeDoc {
  /** The level it is usually reported at; a check may lower or raise it in the case the explanation names. */
  severity: Severity;
  /** One line: what is wrong. */
  summary: string;
  /** Why it matters: what Minecraft, MineStudio or the judge does with it. */
  explanation: string;
  /** A task snippet (YAML) that gets this code. */
  wrong: string;
  /** The same snippet written so it does not. */
  right: string;
  /** What to change. */
  fix: string;
  /** The Minecraft version the examples are checked against, when not the default (1.16.5). */
  version?: string;
  /** The harness (`--harness`) the examples are checked for, when it matters. */
  harness?: string;
  /**
   * Set when the examples cannot be checked as a task file alone (they need a
   * file system, a setting, or a parser state a short snippet does not reach):
   * why. The registry test runs every other entry's examples through the
   * checks: the wrong one must get the code and the right one must not.
   */
  illustrative?: string;
  /**
   * How sure a finding with this code is that the task cannot be done in
   * MineStudio (any world, any agent): 'proof' when it follows from vanilla's
   * rules and the file alone (verify then answers `false` with it as the
   * proof); 'likely' when the generated world could still provide a way;
   * 'assumption' when it assumes the agent gathers nothing. Unset: not about
   * whether the task can be done.
   */
  certainty?: 'proof' | 'likely' | 'assumption';
}

export interface RegistryEntry extends CodeDoc {
  code: string;
  family: string;
  /** The HTML anchor of the code in docs/diagnostics.md: the code with `/` as `-`. */
  anchor: string;
}

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

/** One character of a name in kebab case: a capital becomes `-` and its small letter; a run of digits after a letter starts with `-`. */
type KebabChar<H extends string, Prev extends string> = H extends Digit
  ? Prev extends Digit | '' ? H : `-${H}`
  : H extends Lowercase<H> ? H : `-${Lowercase<H>}`;

/** camelCase to kebab-case, one character at a time with an accumulator (tail recursion, so long names stay in bounds). */
type Kebab<S extends string, Acc extends string = '', Prev extends string = ''> = S extends `${infer H}${infer T}`
  ? Kebab<T, `${Acc}${KebabChar<H, Prev>}`, H>
  : Acc;

export type FamilyCodes<F extends string, K extends string> = { readonly [P in K]: `${F}/${Kebab<P>}` };

/** How a family is presented: its section title, and the language of its examples (YAML unless said). */
export interface FamilyInfo {
  title: string;
  language?: 'yaml' | 'text';
}

export interface Family<F extends string, K extends string> {
  name: F;
  info: FamilyInfo;
  codes: FamilyCodes<F, K>;
  entries: readonly RegistryEntry[];
}

/** The run-time twin of the Kebab type. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]|(?<=[A-Za-z])[0-9]/g, (c) => `-${c.toLowerCase()}`);
}

export function anchorOf(code: string): string {
  return code.replace(/\//g, '-');
}

export function defineFamily<const F extends string, const K extends string>(name: F, info: FamilyInfo, docs: Record<K, CodeDoc>): Family<F, K> {
  const codes = {} as Record<string, string>;
  const entries: RegistryEntry[] = [];
  for (const key of Object.keys(docs) as K[]) {
    const code = `${name}/${kebab(key)}`;
    codes[key] = code;
    entries.push({ code, family: name, anchor: anchorOf(code), ...docs[key] });
  }
  return { name, info, codes: Object.freeze(codes) as FamilyCodes<F, K>, entries: Object.freeze(entries) };
}
