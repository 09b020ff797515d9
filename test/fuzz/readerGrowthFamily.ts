/**
 * The reader-growth fuzz family (issue 44): the MineDojo source reader (the
 * `_ALL_VARS` literal of `tasks/__init__.py`, the templates of
 * `tasks_specs.yaml` and their filling, the guidance steps) and criteria files
 * are fed long runs of their own delimiters and whitespace (`{`, `}`,
 * `_ALL_VARS`, quotes, `**`, `Task Progress`, newlines, spaces …). Each case
 * is timed at n and 10n (growth.ts): a reader whose pattern backtracks shows
 * a ratio near 100 or worse, a linear one near 10. A reader may refuse such
 * input with its own error (that is timed too); any other exception is a
 * failure.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { fillTemplates } from '../../server/src/evaluation/import/minedojo/fillTemplates';
import { guidanceSteps } from '../../server/src/evaluation/import/minedojo/guidanceCriteria';
import { PythonLiteralError, readAssignedLiteral } from '../../server/src/evaluation/import/minedojo/pythonLiteral';
import { readSource, SourceError } from '../../server/src/evaluation/import/minedojo/readSource';
import { TemplateError } from '../../server/src/evaluation/import/minedojo/fillTemplates';
import { parseCriteria } from '../../server/src/evaluation/llm/criteriaFormat';
import { checkCriteriaText } from '../../server/src/api/services/criteriaCheck';
import { describeGrowth, growth, Growth } from './growth';

/** The same bound as linearity.test.ts: under 30 allows for noise, not for quadratic work (about 100). */
export const MAX_GROWTH_RATIO = 30;

export interface GrowthCase {
  name: string;
  /** The smaller size (the larger is 10 times it). */
  n: number;
  build: (n: number) => string;
  run: (text: string) => void;
}

/** Runs `fn`; the reader's own refusals are answers, anything else is rethrown. */
function refusalOk(fn: () => void): void {
  try {
    fn();
  } catch (e) {
    if (e instanceof PythonLiteralError || e instanceof SourceError || e instanceof TemplateError) return;
    throw e;
  }
}

const allVars = (text: string) => refusalOk(() => readAssignedLiteral(text, '_ALL_VARS'));
const fill = (prompt: string) => refusalOk(() => {
  for (const spec of fillTemplates({ 't_{a}': { __cls__: 'harvest', prompt } }, { a: [1, 'x_1'] })) void spec;
});

let scratch: string | undefined;
/** A MineDojo folder whose tasks_specs.yaml is `yaml` and __init__.py is `init`, read by readSource and filled. */
function folder(yaml: string, init: string): void {
  scratch ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-fuzz-readers-'));
  const tasks = path.join(scratch, 'minedojo', 'tasks');
  fs.mkdirSync(path.join(tasks, 'description_files'), { recursive: true });
  fs.writeFileSync(path.join(tasks, 'description_files', 'tasks_specs.yaml'), yaml);
  fs.writeFileSync(path.join(tasks, '__init__.py'), init);
  refusalOk(() => {
    for (const spec of readSource(scratch!).specs) void spec;
  });
}

export function removeScratch(): void {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}

const r = (s: string, n: number) => s.repeat(n);

export const READER_GROWTH_CASES: GrowthCase[] = [
  // The _ALL_VARS literal of tasks/__init__.py.
  { name: '_ALL_VARS: a long list', n: 20_000, build: (n) => `_ALL_VARS = {"a": [${r('1, ', n)}]}\n`, run: allVars },
  { name: '_ALL_VARS: { run', n: 20_000, build: (n) => `_ALL_VARS = ${r('{', n)}`, run: allVars },
  { name: '_ALL_VARS: } run', n: 20_000, build: (n) => `_ALL_VARS = {"a": [1]${r('}', n)}`, run: allVars },
  { name: '_ALL_VARS: [ run', n: 20_000, build: (n) => `_ALL_VARS = {"a": ${r('[', n)}`, run: allVars },
  { name: '_ALL_VARS: the name on many lines, no =', n: 5_000, build: (n) => r('_ALL_VARS    \n', n), run: allVars },
  { name: '_ALL_VARS: the name and whitespace runs', n: 20_000, build: (n) => `_ALL_VARS${r(' \n\t', n)}x`, run: allVars },
  { name: '_ALL_VARS: an annotation without =', n: 20_000, build: (n) => `_ALL_VARS:${r(' x', n)}\n`, run: allVars },
  { name: '_ALL_VARS: "_ALL_VARS" repeated on one line', n: 5_000, build: (n) => r('_ALL_VARS', n), run: allVars },
  { name: '_ALL_VARS: adjacent empty strings', n: 20_000, build: (n) => `_ALL_VARS = {"a": [${r('"" ', n)}]}`, run: allVars },
  { name: '_ALL_VARS: a string of escaped quotes', n: 20_000, build: (n) => `_ALL_VARS = {"a": ["${r('\\"', n)}"]}`, run: allVars },
  { name: '_ALL_VARS: an unterminated triple quote of quotes', n: 20_000, build: (n) => `_ALL_VARS = {"a": ['''${r("''", n)}`, run: allVars },
  { name: '_ALL_VARS: comment runs', n: 100_000, build: (n) => `_ALL_VARS = {${r('# }\n', n)}"a": [1]}`, run: allVars },
  { name: '_ALL_VARS: line continuations', n: 20_000, build: (n) => `_ALL_VARS = {"a":${r('\\\n', n)}[1]}`, run: allVars },
  // Templates filled (tasks_specs.yaml).
  { name: 'template: { run in a prompt', n: 100_000, build: (n) => `{a} ${r('{', n)}`, run: fill },
  { name: 'template: } run in a prompt', n: 100_000, build: (n) => `{a} ${r('}', n)}`, run: fill },
  { name: 'template: {{ }} escapes', n: 50_000, build: (n) => `{a}${r('{{}}', n)}`, run: fill },
  { name: 'template: many placeholders', n: 5_000, build: (n) => r('{a}_1 ', n), run: fill },
  { name: 'template: { with a long name, unclosed', n: 20_000, build: (n) => `{a} {${r('a', n)}`, run: fill },
  { name: 'tasks_specs.yaml and __init__.py as files: delimiter runs', n: 5_000,
    build: (n) => `"t_{a}":\n  __cls__: harvest\n  prompt: "${r('{{}} ', n)}{a}"\n`,
    run: (yaml) => folder(yaml, `_ALL_VARS = {"a": [${r('1, ', 50)}]}  # ${'}'.repeat(yaml.length / 4)}\n`) },
  // MineDojo's guidance → criteria steps.
  { name: 'guidance: newlines', n: 20_000, build: (n) => r('\n', n), run: (t) => void guidanceSteps(t) },
  { name: 'guidance: space runs after one newline', n: 20_000, build: (n) => `a\n${r(' ', n)}x`, run: (t) => void guidanceSteps(t) },
  { name: 'guidance: newline and space', n: 100_000, build: (n) => r('\n ', n), run: (t) => void guidanceSteps(t) },
  { name: 'guidance: numbered-step look-alikes', n: 100_000, build: (n) => r('\n 1', n), run: (t) => void guidanceSteps(t) },
  { name: 'guidance: digits without a mark', n: 100_000, build: (n) => `\n${r('1', n)}`, run: (t) => void guidanceSteps(t) },
  // Criteria files: the editor's and lint's check, and the reader generation and judging share.
  ...criteriaCases(),
];

function criteriaCases(): GrowthCase[] {
  const texts: [string, number, (n: number) => string][] = [
    ['** run', 100_000, (n) => r('**', n)],
    ['* run then x', 200_000, (n) => `${r('*', n)}x`],
    ['Task Progress run', 40_000, (n) => r('Task Progress', n)],
    // 20,000: at 5,000 the small run took 3 ms, where one collection doubles the ratio on a loaded machine.
    ['**Task Progress** lines', 20_000, (n) => r('**Task Progress**\n', n)],
    ['**X** lines', 20_000, (n) => r('**X**\n', n)],
    ['newlines', 40_000, (n) => r('\n', n)],
    ['spaces', 200_000, (n) => r(' ', n)],
    ['CR LF', 40_000, (n) => r('\r\n', n)],
    ['a heading with a star run inside, many times', 50, (n) => r(`**Task Progress: x${r('*', 400)}y**\n`, n)],
    ['a heading line with space runs', 50, (n) => r(`**Task Progress:${r(' ', 400)}x${r(' ', 90)}**\n`, n)],
    ['unclosed <think>', 40_000, (n) => r('<think>', n)],
    ['<think> pairs', 40_000, (n) => r('<think></think>\n', n)],
    ['bullet runs', 100_000, (n) => r('- ', n)],
    ['# runs', 20_000, (n) => `${r('#', n)} x`],
    ['numbered-rule look-alikes', 100_000, (n) => r('1.', n)],
    ['code fences', 40_000, (n) => r('```\n', n)],
  ];
  return texts.flatMap(([name, n, build]) => [
    { name: `criteria check: ${name}`, n, build, run: (t: string) => void checkCriteriaText(t) },
    { name: `criteria reader: ${name}`, n, build, run: (t: string) => void parseCriteria(t) },
  ]);
}

export interface ReaderGrowthStats {
  results: { name: string; n: number; growth: Growth }[];
  failures: string[];
  worst?: { name: string; ratio: number };
}

/** Each case at n and 10n; a case over MAX_GROWTH_RATIO is measured once more before it counts as a failure (noise). */
export function runReaderGrowthFamily(onCase?: (line: string) => void): ReaderGrowthStats {
  const stats: ReaderGrowthStats = { results: [], failures: [] };
  try {
    for (const c of READER_GROWTH_CASES) {
      let g: Growth;
      try {
        g = growth(c.build, c.run, c.n);
        if (g.ratio >= MAX_GROWTH_RATIO) g = growth(c.build, c.run, c.n);
      } catch (e) {
        stats.failures.push(`${c.name}: threw ${(e as Error)?.stack ?? e}`);
        continue;
      }
      stats.results.push({ name: c.name, n: c.n, growth: g });
      const line = describeGrowth(c.name, c.n, g);
      onCase?.(line);
      if (g.ratio >= MAX_GROWTH_RATIO) stats.failures.push(`${line}: over ×${MAX_GROWTH_RATIO}`);
      if (!stats.worst || g.ratio > stats.worst.ratio) stats.worst = { name: c.name, ratio: g.ratio };
    }
  } finally {
    removeScratch();
  }
  return stats;
}

export function describeReaderGrowth(s: ReaderGrowthStats, secs: number): string {
  const worst = s.worst ? `; largest growth ×${s.worst.ratio.toFixed(1)} (${s.worst.name})` : '';
  return `reader-growth family (MineDojo source reader, criteria files): ${s.results.length} cases at n and 10n in ${secs.toFixed(1)} s; ${s.failures.length} failures${worst}`;
}

/** `npm run fuzz`'s part: runs the family, prints each case and a summary line; returns the failure count. */
export function printReaderGrowthFamily(): number {
  console.log('\nreader-growth family: the MineDojo source reader and criteria files on long runs of their delimiters');
  const t0 = performance.now();
  const stats = runReaderGrowthFamily((line) => console.log(`  ${line}`));
  for (const f of stats.failures) console.log('\nFAILED ' + f);
  console.log('\n' + describeReaderGrowth(stats, (performance.now() - t0) / 1000));
  return stats.failures.length;
}
