/**
 * Checks the verdict corpus's manifest itself (issue 26). It never starts the
 * verifier: the scorer (score.ts) does that on demand.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { LineIndex } from '../../server/src/util/lineIndex';
import { validateText } from '../../server/src/analysis/lint/validate';
import { listTaskFiles, loadManifest, tasksDir } from './score';

const CATEGORIES = [
  'mining_and_collecting', 'crafting', 'combat', 'tool_use', 'trading', 'trapping',
  'find', 'explore', 'building', 'decoration', 'motion',
];
/** Impossibility kinds a `false` entry is tagged with; the first four are the list. */
const IMPOSSIBLE = ['no-recipe', 'no-experience', 'item-never-given', 'wrong-target', 'cannot-harvest', 'impossible-scene'];
const KINDS = new Set([
  ...IMPOSSIBLE, 'simple', 'hard', 'distractors', 'world', 'open-ended', 'trap', 'rejected-harmless', 'rejected-matters',
]);

const manifest = loadManifest();
const files = listTaskFiles();
const entries = Object.entries(manifest);
const withKind = (k: string) => entries.filter(([, m]) => (m.kinds ?? []).includes(k));

test('verdict corpus: the manifest lists exactly the task files, at least 120, in all eleven categories', () => {
  assert.deepEqual(Object.keys(manifest).sort(), files, 'manifest keys and task files differ');
  assert.ok(files.length >= 120, `${files.length} files, at least 120 asked`);
  for (const [file, m] of entries) assert.equal(file.split('/')[0], m.category, `${file}: category ${m.category} is not its folder`);
  for (const c of CATEGORIES) assert.ok(entries.filter(([, m]) => m.category === c).length >= 10, `category ${c} has fewer than 10 files`);
  assert.deepEqual([...new Set(entries.map(([, m]) => m.category))].sort(), [...CATEGORIES].sort());
});

test('verdict corpus: every entry is well formed', () => {
  for (const [file, m] of entries) {
    assert.ok(m.verdict === true || m.verdict === false || m.verdict === null, `${file}: verdict must be true, false or null`);
    assert.equal(typeof m.setupHoldsEverything, 'boolean', `${file}: setupHoldsEverything must be a boolean`);
    assert.ok(typeof m.why === 'string' && m.why.length >= 20, `${file}: why must say what decides it`);
    assert.ok(Array.isArray(m.kinds) && m.kinds.length > 0, `${file}: kinds missing`);
    for (const k of m.kinds!) assert.ok(KINDS.has(k), `${file}: unknown kind ${k}`);
    const impossible = m.kinds!.filter((k) => IMPOSSIBLE.includes(k));
    if (m.verdict === false) assert.ok(impossible.length, `${file}: a false entry names its impossibility kind`);
    else assert.equal(impossible.length, 0, `${file}: only false entries carry an impossibility kind`);
    assert.equal(m.kinds!.includes('open-ended'), m.verdict === null, `${file}: null entries, and only they, are open-ended`);
    if (!m.setupHoldsEverything) assert.ok(m.kinds!.includes('world') || m.kinds!.includes('open-ended'), `${file}: a setup that does not hold everything relies on the world`);
    if (m.kinds!.includes('rejected-harmless')) assert.equal(m.verdict, true, `${file}: a harmless rejected command leaves the task true`);
    if (m.kinds!.includes('rejected-matters')) assert.equal(m.verdict, false, `${file}: a rejected command that matters makes the task false`);
  }
});

test('verdict corpus: no task has a reward; each has an instruction and init commands', () => {
  for (const file of files) {
    const doc = parse(fs.readFileSync(path.join(tasksDir, file), 'utf8')) as Record<string, unknown>;
    assert.ok(doc && typeof doc === 'object', `${file}: not a YAML mapping`);
    assert.ok(!('reward_cfg' in doc) && !('milestone_reward_cfg' in doc), `${file}: has a reward entry list`);
    assert.ok(typeof doc.text === 'string' && doc.text.trim(), `${file}: no text`);
    const cmds = doc.custom_init_commands ?? doc.commands;
    assert.ok(Array.isArray(cmds), `${file}: no custom_init_commands / commands list`);
  }
});

test('verdict corpus: enough cases of each kind the issue lists', () => {
  const atLeast: Record<string, number> = {
    'no-recipe': 4, 'no-experience': 3, 'item-never-given': 4, 'wrong-target': 4, 'cannot-harvest': 3,
    'rejected-harmless': 8, 'rejected-matters': 6, hard: 8, 'open-ended': 8,
  };
  for (const [kind, n] of Object.entries(atLeast)) assert.ok(withKind(kind).length >= n, `${kind}: ${withKind(kind).length} entries, at least ${n} asked`);
  for (const c of CATEGORIES) {
    const inCat = entries.filter(([, m]) => m.category === c);
    assert.ok(inCat.some(([, m]) => m.verdict === true), `${c}: no true entry`);
    assert.ok(inCat.some(([, m]) => m.verdict === false), `${c}: no false entry`);
    assert.ok(inCat.some(([, m]) => m.kinds?.includes('hard')), `${c}: no hard entry`);
  }
});

test('verdict corpus: the init lines the manifest says lint (or vanilla at run time) rejects are on their lines, lint still rejects its ones, and rejected-* entries have one', () => {
  for (const [file, m] of entries) {
    const rejects = m.lintRejects ?? [];
    const runtime = m.runtimeRejects ?? [];
    if (m.kinds!.includes('rejected-harmless') || m.kinds!.includes('rejected-matters')) assert.ok(rejects.length || runtime.length, `${file}: a rejected-* entry lists the rejected line`);
    const text = fs.readFileSync(path.join(tasksDir, file), 'utf8');
    for (const r of runtime) assert.ok(text.split('\n')[r.line - 1]?.includes(r.command), `${file}:${r.line}: the recorded run-time refusal is not on that line`);
    if (!rejects.length) continue;
    const lines = new LineIndex(text);
    const errorLines = new Set(validateText(text).filter((d) => d.severity === 'error').map((d) => lines.positionAt(d.start).line + 1));
    for (const r of rejects) {
      assert.ok(text.split('\n')[r.line - 1]?.includes(r.command), `${file}:${r.line}: the recorded command is not on that line`);
      assert.ok(errorLines.has(r.line), `${file}:${r.line}: lint no longer rejects \`${r.command}\``);
    }
  }
});
