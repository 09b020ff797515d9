import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { startFakeOpenAI, answer, FakeServer, messagesText } from '../llm/fakeOpenAI';
import { makeVideos, tempDir, FIXTURES, TestVideos } from '../preview/helpers';
import { parsePairwiseReply, parseVerdict, runPairwise } from '../../server/src/evaluation/judge/pairwise';
import { eloRatings, expectedScore } from '../../server/src/evaluation/judge/elo';
import { main } from '../../server/src/hosts/cli/main';
import { captureIO, EXPECTED, JUDGE_FIXTURES } from './helpers';

let server: FakeServer;
let dir: string;
let videos: TestVideos;
const criteriaFile = path.join(FIXTURES, 'criteria_files', 'craft_ladder.txt');

before(async () => {
  server = await startFakeOpenAI();
  dir = tempDir('pairwise');
  videos = makeVideos(dir);
});
after(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('verdicts as models write them', () => {
  assert.equal(parseVerdict('A is better'), 'A');
  assert.equal(parseVerdict('**Video B**'), 'B');
  assert.equal(parseVerdict('B better'), 'B');
  assert.equal(parseVerdict('Tie'), 'tie');
  assert.equal(parseVerdict('both are bad'), 'both bad');
  assert.equal(parseVerdict('Neither: both failed'), 'both bad');
  assert.equal(parseVerdict('maybe'), undefined);
  const text = parsePairwiseReply('A crafts the ladder at frame 3; B never opens the table.\nVerdict: A is better');
  assert.equal(text.verdict, 'A');
  assert.match(text.evidence, /never opens the table/);
  const json = parsePairwiseReply('```json\n{"evidence": "B kills the spider", "verdict": "B is better", "dimensions": {"task_progress": "B", "Creative Attempts": "tie"}}\n```');
  assert.deepEqual(json, { verdict: 'B', evidence: 'B kills the spider', dimensions: { 'Task Progress': 'B', 'Creative Attempts': 'tie' } });
});

test('runPairwise sends both videos, labelled, with the rules, and records frames and the verdict; cached the second time', async () => {
  server.script([answer(JSON.stringify({ evidence: 'A has a ladder in the hotbar at the end; B only wanders.', verdict: 'A is better' }))]);
  const before = server.requests.length;
  const opts = {
    videoA: videos.h264,
    videoB: videos.mp4v,
    criteriaText: fs.readFileSync(criteriaFile, 'utf8'),
    task: 'craft_ladder',
    agentA: 'steve',
    agentB: 'vpt',
    client: { baseUrl: server.baseUrl, apiKey: 'k', model: 'vlm' },
    cacheDir: path.join(dir, 'cache-pair'),
  };
  const { result, cached } = await runPairwise(opts);
  assert.equal(cached, false);
  assert.equal(server.requests.length, before + 1);
  const req = server.requests[server.requests.length - 1];
  const parts = req.body.messages[1].content as Array<{ type: string; text?: string }>;
  const labels = parts.filter((p) => p.type === 'text').map((p) => p.text!);
  assert.ok(labels.some((t) => /^Video A: 2 frames, one every 30/.test(t)));
  assert.ok(labels.some((t) => /^Video B: 2 frames/.test(t)));
  assert.equal(parts.filter((p) => p.type === 'image_url').length, 4);
  const all = messagesText(req);
  assert.match(all, /Words drawn on the screen/);
  assert.match(all, /handed to it when the task was set up/);
  assert.match(all, /a and b or c/);
  assert.equal(result.verdict, 'A');
  assert.match(result.evidence, /ladder in the hotbar/);
  assert.deepEqual([result.a.agent, result.b.agent, result.a.framesSent, result.b.framesSent], ['steve', 'vpt', 2, 2]);
  const again = await runPairwise(opts);
  assert.equal(again.cached, true);
  assert.equal(server.requests.length, before + 1);
});

test('Elo over verdicts against hand-computed ratings; both bad does not move them', () => {
  // X beats Y: both expected 0.5, so X +16, Y -16.
  // Y ties Z: E(Y) = 1 / (1 + 10^(16/400)) = 0.476981, so Y +32·0.023019 = +0.7366, Z -0.7366.
  const rows = eloRatings([
    { a: 'X', b: 'Y', verdict: 'A' },
    { a: 'Y', b: 'Z', verdict: 'tie' },
    { a: 'X', b: 'Z', verdict: 'both bad' },
  ]);
  assert.deepEqual(rows.map((r) => [r.name, r.rating]), [['X', 1016], ['Z', 999.26], ['Y', 984.74]]);
  assert.deepEqual(rows.find((r) => r.name === 'X'), { name: 'X', rating: 1016, games: 1, wins: 1, losses: 0, ties: 0, bothBad: 1 });
  assert.equal(expectedScore(1000, 1000), 0.5);
});

test('mcu-task compare writes a pairwise result and mcu-task rank ranks several', async () => {
  const io = captureIO(dir, { OPENAI_BASE_URL: server.baseUrl });
  const verdicts = ['B is better', 'B is better', 'tie'];
  const pairs: Array<[string, string, string, string]> = [
    [videos.h264, videos.mp4v, 'steve', 'vpt'],
    [videos.mp4v, videos.h264, 'groot', 'vpt'],
    [videos.h264, videos.mp4v, 'groot', 'steve'],
  ];
  for (let i = 0; i < pairs.length; i++) {
    server.script([answer(JSON.stringify({ evidence: `pair ${i}`, verdict: verdicts[i] }))]);
    const [a, b, na, nb] = pairs[i];
    const code = await main(['compare', a, b, '--criteria', criteriaFile, '--agent-a', na, '--agent-b', nb, '--out', `pw/${i}.pairwise.json`, '--cache', `c${i}`], io);
    assert.equal(code, 0, io.err);
  }
  assert.match(io.out, /judged: B is better \(A = steve, B = vpt; 2 \+ 2 frames\)/);
  const r = captureIO(dir);
  assert.equal(await main(['rank', '--format', 'json', 'pw'], r), 0, r.err);
  const j = JSON.parse(r.out);
  assert.equal(j.matches, 3);
  // vpt beats steve: vpt 1016, steve 984. vpt beats groot: E(groot) = 1/(1+10^(16/400)) = 0.476981,
  // so groot 1000 - 15.26 = 984.74, vpt 1031.26. groot ties steve: E(groot) = 0.50106, groot -0.034, steve +0.034.
  assert.deepEqual(j.ratings.map((x: { name: string; rating: number }) => [x.name, x.rating]), [['vpt', 1031.26], ['groot', 984.7], ['steve', 984.03]]);
  const t = captureIO(dir);
  await main(['rank', 'pw'], t);
  assert.match(t.out, /^vpt\s+1031\.3\s+2\s+2\s+0\s+0\s+0$/m);
  fs.writeFileSync(path.join(dir, 'pw', 'bad.pairwise.json'), '{"format": "x"}');
  const bad = captureIO(dir);
  assert.equal(await main(['rank', 'pw'], bad), 1);
  assert.match(bad.err, /bad\.pairwise\.json: unknown judge format/);
});

test('mcu-task rank reads MCU video_comparison.py files too (Task Progress verdict, agents from the video paths)', async () => {
  const r = captureIO(JUDGE_FIXTURES);
  assert.equal(await main(['rank', '--format', 'json', 'mcu_pairwise'], r), 0, r.err);
  const j = JSON.parse(r.out);
  assert.equal(j.matches, 2);
  for (const [name, rating] of Object.entries(EXPECTED.mcuPairwise.elo)) {
    assert.equal(j.ratings.find((x: { name: string }) => x.name === name).rating, rating, name);
  }
});
