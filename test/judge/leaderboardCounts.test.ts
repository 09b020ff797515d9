import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { leaderboardFromPaths } from '../../server/src/evaluation/judge/leaderboard';
import { listJsonFiles } from '../../server/src/evaluation/judge/readers';
import { run as scores } from '../../server/src/hosts/cli/scores';
import { captureIO, EXPECTED, VLM } from './helpers';

const X = EXPECTED.vlm_rating_res;

test('a folder mixing every form: exact read / empty / unreadable counts per agent, and every file accounted for', () => {
  const { leaderboard, records, empty, errors } = leaderboardFromPaths([VLM]);
  assert.equal(listJsonFiles(VLM).length, X.files);
  // Every file is in exactly one list.
  const seen = [...new Set(records.map((r) => r.file)), ...empty.map((e) => e.file), ...errors.map((e) => e.file)];
  assert.equal(seen.length, X.files);
  assert.equal(new Set(seen).size, X.files);
  assert.deepEqual(leaderboard.totals, { ...X.totals, pairwise: 0 });
  for (const [name, want] of Object.entries<any>(X.agents)) {
    const a = leaderboard.agents.find((r) => r.name === name);
    assert.ok(a, name);
    assert.deepEqual(a.files, { read: want.read, empty: want.empty, pairwise: 0, unreadable: want.unreadable }, name);
    assert.deepEqual(a.dimensions, want.means, name);
    if (want.counts) assert.deepEqual(a.counts, want.counts, name);
    if (want.emptyFiles) assert.deepEqual(a.empty.map((e) => path.basename(e.file)), want.emptyFiles);
    if (want.unreadableFiles) assert.deepEqual(a.unreadable.map((e) => path.basename(e.file)), want.unreadableFiles);
  }
});

test('tasks written with spaces, underscores and glued episode suffixes are grouped', () => {
  const { leaderboard } = leaderboardFromPaths([VLM]);
  assert.deepEqual(leaderboard.tasks.map((t) => t.task).sort(), Object.keys(X.tasks).sort());
  for (const [task, agents] of Object.entries<any>(X.tasks)) {
    const row = leaderboard.tasks.find((t) => t.task === task)!;
    for (const [agent, want] of Object.entries<any>(agents)) {
      const a = row.agents.find((x) => x.name === agent)!;
      assert.equal(a.count, want.count, `${task}/${agent}`);
      assert.equal(a.dimensions['Task Progress'], want['Task Progress'], `${task}/${agent}`);
    }
  }
  assert.deepEqual(leaderboard.tasks.find((t) => t.task === 'build a garden')!.spellings, ['build a garden', 'build_a_garden']);
});

test('--scale overrides only the 0/1-only files', () => {
  for (const [flag, agents] of Object.entries<any>(X.scaleOverride)) {
    const scale = flag.split(' ')[1] as '0-1' | '0-10';
    const { leaderboard } = leaderboardFromPaths([VLM], { scale });
    for (const [name, want] of Object.entries<any>(agents)) {
      const a = leaderboard.agents.find((r) => r.name === name)!;
      for (const [d, v] of Object.entries(want)) assert.equal(a.dimensions[d as 'Task Progress'], v, `${flag} ${name} ${d}`);
    }
  }
});

test('scores --format json: counts and reasons per agent; text: a summary line per agent', async () => {
  const o = captureIO(VLM);
  assert.equal(await scores(['--format', 'json', '.'], o), 1, 'exit 1: some files are unreadable');
  const j = JSON.parse(o.out);
  const steve = j.agents.find((a: any) => a.name === 'steve');
  assert.deepEqual(steve.files, { read: 6, empty: 3, pairwise: 0, unreadable: 1 });
  assert.deepEqual(steve.unreadable.map((u: any) => u.file), [path.join('steve_res', 'broken episode_1.json')]);
  assert.match(steve.unreadable[0].reason, /not valid JSON/);
  assert.match(steve.empty[0].reason, /no scores/);
  assert.deepEqual(j.totals, { ...X.totals, pairwise: 0 });

  const t = captureIO(VLM);
  await scores(['.'], t);
  assert.match(t.out, /^steve: 6 read, 3 without scores, 1 unreadable$/m);
  assert.match(t.out, /^jarvis: 4 read, 0 without scores, 1 unreadable$/m);
  assert.match(t.out, /^all: 15 read, 3 without scores, 2 unreadable$/m);
  assert.match(t.err, /notes\.json: unknown judge format/);

  const s = captureIO(VLM);
  await scores(['--format=json', '--scale', '0-1', '.'], s);
  assert.equal(JSON.parse(s.out).agents.find((a: any) => a.name === 'vpt').dimensions['Task Progress'], 7);
  assert.equal(await scores(['--scale', '5', '.'], captureIO(VLM)), 2);
  assert.ok(fs.existsSync(VLM));
});

test('MCU pairwise comparison files are counted as pairwise, not as ratings, empty or unreadable', () => {
  const P = EXPECTED.mcuPairwise;
  const { leaderboard, pairwise, records, errors, empty } = leaderboardFromPaths([path.join(VLM, '..', 'mcu_pairwise')]);
  assert.deepEqual([records.length, empty.length, errors.length, pairwise.length], [P.read, P.empty, P.unreadable, P.pairwise]);
  assert.deepEqual(leaderboard.totals, { read: 0, empty: 0, pairwise: P.pairwise, unreadable: 0 });
  for (const [task, verdict] of Object.entries(P.verdicts)) {
    const p = pairwise.find((x) => x.task === task)!;
    assert.equal(p.verdict, verdict, task);
    assert.deepEqual([p.a.agent, p.b.agent], ['steve', 'vpt']);
  }
  assert.equal(pairwise.find((x) => x.task === 'build_gate')!.dimensions['Creative Attempts'], 'tie');
});
