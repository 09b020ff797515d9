/**
 * The regression corpus scorer: lints every task file under test/corpus/tasks
 * and compares the result with test/corpus/manifest.json (built from the
 * `# expect:` markers by make-manifest.js).
 *
 * - A planted diagnostic is found when one with the same line, code and
 *   severity is reported (recall).
 * - Every reported warning or error that the manifest does not list is a
 *   false alarm (precision). Information is free: "not sure" checks say so
 *   at that level, and the issue allows it on clean files.
 *
 * It prints precision and recall per issue item, then fails on any miss or
 * false alarm. Nothing here is relaxed to make a check pass.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { LineIndex } from '../../server/src/util/lineIndex';
import { validateText } from '../../server/src/analysis/lint/validate';

const here = path.resolve(__dirname, '../../../test/corpus');

interface Expected {
  file: string;
  line: number;
  code: string;
  severity: string;
  item: string;
}
interface Manifest {
  clean: string[];
  expected: Expected[];
}

/** Which issue item a diagnostic code belongs to, for unplanned reports. */
const ITEM_OF_PREFIX: [RegExp, string][] = [
  [/^id\/other-version$/, '1'],
  [/^(id\/unknown-tag|command\/)/, '2'],
  [/^(command\/nbt-ignored)$/, '3'],
  [/^reward\//, '4'],
  [/^feasibility\/(unsupported-block|golem-pattern|tp-into-blocks|undead-burns|peaceful-despawn|block-overwritten|item-overwritten|buried-agent)$/, '5'],
  [/^feasibility\/(text-not-in-scene|target-given|no-recipe)$/, '6'],
  [/^feasibility\/(summon-distance|entity-absent|block-absent)$/, '7'],
  [/^feasibility\/(lethal-setup|target-invulnerable|item-never-picked-up|no-tile-drops|adventure-mode)$/, '25.9'],
  [/^minestudio\//, '28'],
  [/^feasibility\/(enchant-no-levels|enchant-no-lapis|station-missing|brew-no-fuel|brew-no-wart|build-materials|already-built|boat-too-small|not-leashable)$/, '27'],
];
function itemOf(code: string): string {
  return ITEM_OF_PREFIX.find(([re]) => re.test(code))?.[1] ?? 'other';
}

test('regression corpus: every planted mistake found on its line at its severity, no false alarms', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(here, 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set([...manifest.clean, ...manifest.expected.map((e) => e.file)]);
  const stats = new Map<string, { tp: number; fn: number; fp: number }>();
  const stat = (item: string) => stats.get(item) ?? (stats.set(item, { tp: 0, fn: 0, fp: 0 }), stats.get(item)!);
  // The same counts per check (diagnostic code), over reward-less files only and over all files.
  const byCheck = new Map<string, { tp: number; fn: number; fp: number }>();
  const check = (code: string) => byCheck.get(code) ?? (byCheck.set(code, { tp: 0, fn: 0, fp: 0 }), byCheck.get(code)!);
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  let cleanWithWarnings = 0;
  for (const file of [...files].sort()) {
    const text = fs.readFileSync(path.join(here, 'tasks', file), 'utf8');
    const lines = new LineIndex(text);
    const got = validateText(text).map((d) => ({ ...d, line: lines.positionAt(d.start).line + 1, used: false }));
    for (const e of manifest.expected.filter((x) => x.file === file)) {
      const hit = got.find((d) => !d.used && d.line === e.line && d.code === e.code && d.severity === e.severity);
      if (hit) {
        hit.used = true;
        stat(e.item).tp++;
        check(e.code).tp++;
      } else {
        stat(e.item).fn++;
        check(e.code).fn++;
        const near = got.filter((d) => d.line === e.line).map((d) => `${d.severity} ${d.code}`).join(', ');
        misses.push(`[item ${e.item}] ${file}:${e.line} ${e.severity} ${e.code}` + (near ? ` (got: ${near})` : ''));
      }
    }
    const extra = got.filter((d) => !d.used && (d.severity === 'error' || d.severity === 'warning'));
    if (extra.length && manifest.clean.includes(file)) cleanWithWarnings++;
    for (const d of extra) {
      stat(itemOf(d.code)).fp++;
      check(d.code).fp++;
      falseAlarms.push(`${file}:${d.line} ${d.severity} ${d.code}: ${d.message}`);
    }
  }
  const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) + '%' : 'n/a');
  const rows = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b));
  console.log('\nregression corpus: item  planted  found  false-alarms  precision  recall');
  for (const [item, s] of rows) {
    console.log(`  ${item.padEnd(10)} ${String(s.tp + s.fn).padStart(7)} ${String(s.tp).padStart(6)} ${String(s.fp).padStart(13)}  ${pct(s.tp, s.tp + s.fp).padStart(9)}  ${pct(s.tp, s.tp + s.fn).padStart(6)}`);
  }
  const tot = rows.reduce((a, [, s]) => ({ tp: a.tp + s.tp, fn: a.fn + s.fn, fp: a.fp + s.fp }), { tp: 0, fn: 0, fp: 0 });
  console.log(`  ${'all'.padEnd(10)} ${String(tot.tp + tot.fn).padStart(7)} ${String(tot.tp).padStart(6)} ${String(tot.fp).padStart(13)}  ${pct(tot.tp, tot.tp + tot.fp).padStart(9)}  ${pct(tot.tp, tot.tp + tot.fn).padStart(6)}`);
  console.log('\nregression corpus by check: code  planted  found  false-alarms  precision  recall');
  for (const [code, s] of [...byCheck.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${code.padEnd(38)} ${String(s.tp + s.fn).padStart(7)} ${String(s.tp).padStart(6)} ${String(s.fp).padStart(13)}  ${pct(s.tp, s.tp + s.fp).padStart(9)}  ${pct(s.tp, s.tp + s.fn).padStart(6)}`);
  }
  console.log(`  files: ${files.size} (${manifest.clean.length} clean, ${cleanWithWarnings} of them with a warning or error)`);
  if (misses.length) console.log('  missed:\n    ' + misses.join('\n    '));
  if (falseAlarms.length) console.log('  false alarms:\n    ' + falseAlarms.join('\n    '));
  assert.deepEqual({ misses, falseAlarms }, { misses: [], falseAlarms: [] });
});

test('regression corpus: shape of the corpus the issue asks for', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(here, 'manifest.json'), 'utf8')) as Manifest;
  const broken = new Set(manifest.expected.map((e) => e.file));
  assert.ok(manifest.clean.length + broken.size >= 60, 'at least 60 task files');
  assert.ok(manifest.clean.length * 2 >= manifest.clean.length + broken.size - 2, 'about half of them clean');
  for (const item of ['2', '3', '4', '5', '6', '7']) {
    const files = new Set(manifest.expected.filter((e) => e.item === item).map((e) => e.file));
    assert.ok(files.size >= 3, `item ${item} is planted in at least 3 files (has ${files.size})`);
  }
  // Issue 27: every goal-reading check planted in at least three reward-less files (the goal read from the text).
  const rewardless = (file: string) => !/^\s*(reward_cfg|milestone_reward_cfg)\s*:/m.test(fs.readFileSync(path.join(here, 'tasks', file), 'utf8'));
  for (const code of ['no-recipe', 'missing-ingredients', 'no-crafting-table', 'no-furnace', 'no-fuel', 'no-harvest-tool', 'target-given', 'text-not-in-scene',
    'entity-absent', 'enchant-no-levels', 'station-missing', 'brew-no-fuel', 'brew-no-wart', 'build-materials', 'already-built', 'unsupported-block',
    'boat-too-small', 'not-leashable']) {
    const files = new Set(manifest.expected.filter((e) => e.item === '27' && e.code === `feasibility/${code}` && e.severity === 'warning' && rewardless(e.file)).map((e) => e.file));
    assert.ok(files.size >= 3, `feasibility/${code} is planted as a warning in at least 3 reward-less files (has ${files.size})`);
  }
  assert.ok(manifest.clean.filter(rewardless).length >= 60, 'at least 60 clean reward-less files');
  assert.ok(manifest.expected.some((e) => e.file === 'compositional/craft_ladder_and_kill_spider.yaml' && e.code === 'feasibility/item-overwritten'));
  assert.ok(!manifest.expected.some((e) => e.item === 'pending'), 'no pending entries in the final state');
  // The manifest is the markers' record: it must not drift from the files (node test/corpus/make-manifest.js).
  const fromMarkers: Expected[] = [];
  for (const file of [...new Set([...manifest.clean, ...broken])].sort()) {
    fs.readFileSync(path.join(here, 'tasks', file), 'utf8').split('\n').forEach((l, i) => {
      for (const m of l.matchAll(/# expect: (\S+) (error|warning|information) (\S+)/g)) fromMarkers.push({ file, line: i + 1, code: m[1], severity: m[2], item: m[3] });
    });
  }
  const key = (e: Expected) => `${e.file}:${e.line}:${e.code}:${e.severity}:${e.item}`;
  assert.deepEqual(fromMarkers.map(key).sort(), manifest.expected.map(key).sort());
});
