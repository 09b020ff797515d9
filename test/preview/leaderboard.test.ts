import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'path';
import { DIMENSIONS } from '../../server/src/evaluation/judge/dimensions';
import { buildLeaderboard, leaderboardFromPaths } from '../../server/src/evaluation/judge/leaderboard';
import { run as scores } from '../../server/src/hosts/cli/scores';
import type { CliIO } from '../../server/src/hosts/cli/io';
import { FIXTURES } from './helpers';

function io(cwd = FIXTURES): CliIO & { out: string; err: string } {
  const o = { out: '', err: '', cwd, env: {} as NodeJS.ProcessEnv, stdout: (t: string) => void (o.out += t), stderr: (t: string) => void (o.err += t) };
  return o;
}

test('leaderboard: per agent means and counts over the MCU folder', () => {
  const { leaderboard, errors } = leaderboardFromPaths([path.join(FIXTURES, 'vlm_rating_res')]);
  assert.deepEqual(errors, []);
  const gpt = leaderboard.agents.find((a) => a.name === 'gpt4o_agent')!;
  assert.equal(gpt.count, 2);
  assert.equal(gpt.dimensions['Task Progress'], 6); // (8 + 4) / 2
  assert.equal(gpt.dimensions['Creative Attempts'], 2); // (3 + 1) / 2
  const steve = leaderboard.agents.find((a) => a.name === 'steve1')!;
  assert.equal(steve.count, 2);
  assert.equal(steve.dimensions['Task Progress'], 6); // (2 + 10) / 2
  assert.equal(steve.counts['Material Selection and Usage'], 1, 'the N/A score is not counted');
  assert.equal(steve.dimensions['Material Selection and Usage'], 2);
  // Ranked by the mean of the dimension means.
  assert.ok(leaderboard.agents[0].overall >= leaderboard.agents[1].overall);
  const ladder = leaderboard.tasks.find((t) => t.task === 'craft_ladder')!;
  assert.deepEqual(ladder.agents.map((a) => a.name), ['gpt4o_agent', 'steve1']);
  assert.equal(ladder.agents[1].dimensions['Task Progress'], 2);
});

test('buildLeaderboard on no records is empty', () => {
  assert.deepEqual(buildLeaderboard([]), { agents: [], tasks: [], totals: { read: 0, empty: 0, pairwise: 0, unreadable: 0 } });
});

test('scores CLI --format json: the documented shape, exit 0 on good input', async () => {
  const o = io();
  const code = await scores(['--format', 'json', 'vlm_rating_res', 'ours', 'agentbeats'], o);
  assert.equal(code, 0, o.err);
  const j = JSON.parse(o.out);
  assert.ok(Array.isArray(j.agents) && Array.isArray(j.tasks));
  assert.deepEqual(j.agents.map((a: { name: string }) => a.name).sort(), ['019bc2e2-b44b-71f3-9fa5-e89901920e31', 'gpt4o_agent', 'steve1', 'vpt_bc']);
  for (const a of j.agents) {
    assert.equal(typeof a.name, 'string');
    assert.equal(typeof a.count, 'number');
    for (const k of Object.keys(a.dimensions)) assert.ok((DIMENSIONS as readonly string[]).includes(k), k);
  }
  const vpt = j.agents.find((a: { name: string }) => a.name === 'vpt_bc');
  assert.deepEqual(Object.keys(vpt.dimensions), [...DIMENSIONS]);
  assert.equal(vpt.dimensions['Task Progress'], 10);
  assert.ok(j.tasks.some((t: { task: string }) => t.task === 'mine_diamond_from_scratch'));
});

test('scores CLI text: aligned table; exit 1 with broken files, still prints the rest', async () => {
  const o = io();
  const code = await scores([FIXTURES], o);
  assert.equal(code, 1);
  const lines = o.out.split('\n');
  const header = lines.find((l) => l.startsWith('Agent '))!;
  assert.ok(header.includes('Progress') && header.includes('Material'));
  const gptLine = lines.find((l) => l.startsWith('gpt4o_agent'))!;
  // Columns line up: each agent row is as wide as the header.
  assert.equal(gptLine.length, header.length);
  assert.match(o.err, /truncated_json\.json: not valid JSON/);
  assert.match(o.err, /unknown_format\.json: unknown judge format/);
});

test('scores CLI usage errors exit 2', async () => {
  assert.equal(await scores([], io()), 2);
  assert.equal(await scores(['--format', 'xml', FIXTURES], io()), 2);
  assert.equal(await scores(['--bogus', FIXTURES], io()), 2);
});
