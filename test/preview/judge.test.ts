import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as path from 'path';
import { DIMENSIONS } from '../../server/src/evaluation/judge/dimensions';
import { chooseFrameInterval, runJudge } from '../../server/src/evaluation/judge/runJudge';
import { parseJudgeReply } from '../../server/src/evaluation/judge/parseReply';
import { readJudgeFile } from '../../server/src/evaluation/judge/readers';
import { run as judgeCli } from '../../server/src/hosts/cli/judge';
import type { CliIO } from '../../server/src/hosts/cli/io';
import { FIXTURES, makeVideos, tempDir, TestVideos } from './helpers';

/** A local OpenAI-compatible chat server that records request bodies and answers with a canned judgement. */
interface FakeServer {
  url: string;
  bodies: Array<Record<string, any>>;
  reply: string;
  close(): Promise<void>;
}

function startFakeOpenAI(): Promise<FakeServer> {
  const state: FakeServer = { url: '', bodies: [], reply: '', close: async () => undefined };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(data);
      state.bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: state.reply } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      state.close = () => new Promise((r) => server.close(() => r()));
      resolve(state);
    });
  });
}

const JSON_REPLY =
  'Here is my assessment.\n```json\n' +
  JSON.stringify({
    'Task Progress': { evidence: 'A ladder shows up in the hotbar in the last frames.', score: 9 },
    'Action Control': { evidence: 'Smooth camera.', score: 7 },
    'Error Recognition and Correction': { evidence: 'Fixed a misplaced stick.', score: 6 },
    'Creative Attempts': { evidence: 'Nothing unusual.', score: 2 },
    'Task Completion Efficiency': { evidence: 'Quick.', score: 8 },
    'Material Selection and Usage': { evidence: 'Only sticks used.', score: 10 },
  }) +
  '\n```';

let server: FakeServer;
let dir: string;
let videos: TestVideos;
const criteriaFile = path.join(FIXTURES, 'criteria_files', 'craft_ladder.txt');

before(async () => {
  server = await startFakeOpenAI();
  dir = tempDir('judge');
  videos = makeVideos(dir);
});
after(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('runJudge sends sampled frames as image_url data URLs with the criteria, parses scores and evidence, caches', async () => {
  server.reply = JSON_REPLY;
  server.bodies = [];
  const cacheDir = path.join(dir, 'cache1');
  const opts = {
    video: videos.h264,
    criteriaText: fs.readFileSync(criteriaFile, 'utf8'),
    criteriaFile,
    task: 'craft_ladder',
    client: { baseUrl: server.url, apiKey: 'test-key', model: 'test-vlm' },
    cacheDir,
  };
  const first = await runJudge(opts);
  assert.equal(first.cached, false);
  assert.equal(server.bodies.length, 1);
  const body = server.bodies[0];
  assert.equal(body.model, 'test-vlm');
  const user = body.messages.find((m: { role: string }) => m.role === 'user');
  const parts = user.content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
  const images = parts.filter((p) => p.type === 'image_url');
  // 40 frames, every 20 (the minimum interval) → frames 0 and 20.
  assert.equal(images.length, 2);
  for (const img of images) {
    assert.match(img.image_url!.url, /^data:image\/jpeg;base64,\/9j\//, 'a base64 JPEG data URL');
    const bytes = Buffer.from(img.image_url!.url.split(',')[1], 'base64');
    assert.ok(bytes.length > 1000);
  }
  const text = parts.find((p) => p.type === 'text')!.text!;
  assert.match(text, /Sticks only; penalise using planks/);
  assert.match(text, /craft_ladder/);

  assert.equal(first.result.scores['Task Progress'], 9);
  assert.equal(first.result.scores['Material Selection and Usage'], 10);
  assert.equal(first.result.evidence?.['Error Recognition and Correction'], 'Fixed a misplaced stick.');
  assert.equal(first.result.video?.framesSent, 2);
  assert.match(first.result.video?.sha256 ?? '', /^[0-9a-f]{64}$/);

  // The cached result is a valid judge file of our format.
  const read = readJudgeFile(first.cacheFile);
  assert.deepEqual(read.errors, []);
  assert.equal(read.records[0].scores['Action Control'], 7);

  const second = await runJudge(opts);
  assert.equal(second.cached, true);
  assert.equal(server.bodies.length, 1, 'no second request');
  assert.deepEqual(second.result.scores, first.result.scores);

  // A different model is a different cache key.
  await runJudge({ ...opts, client: { ...opts.client, model: 'other-vlm' } });
  assert.equal(server.bodies.length, 2);
});

test('judge CLI: reads OPENAI_BASE_URL from env, writes our format to --out', async () => {
  server.reply = [
    '**Task Progress**: The ladder was crafted. Score: 8/10',
    '**Action Control**: Evidence: steady aim. Score: 6',
    '**Error Recognition and Correction**: no mistakes to fix. 5/10',
    '**Creative Attempts**: Score: 1',
    '**Task Completion Efficiency**: Score: 7',
    '**Material Selection and Usage**: Score: 9',
  ].join('\n');
  server.bodies = [];
  let out = '';
  let err = '';
  const io: CliIO = { cwd: dir, env: { OPENAI_BASE_URL: server.url }, stdout: (t) => void (out += t), stderr: (t) => void (err += t) };
  const code = await judgeCli([videos.h264, '--criteria', criteriaFile, '--out', 'res/judged.json', '--model', 'm1', '--every', '10', '--cache', 'c'], io);
  assert.equal(code, 0, err);
  assert.equal(server.bodies.length, 1);
  const images = server.bodies[0].messages[1].content.filter((p: { type: string }) => p.type === 'image_url');
  assert.equal(images.length, 4);
  const saved = JSON.parse(fs.readFileSync(path.join(dir, 'res', 'judged.json'), 'utf8'));
  assert.equal(saved.format, 'mcu-task-studio/judge-result');
  assert.equal(saved.task, 'craft_ladder');
  assert.deepEqual(saved.scores, {
    'Task Progress': 8,
    'Action Control': 6,
    'Error Recognition and Correction': 5,
    'Creative Attempts': 1,
    'Task Completion Efficiency': 7,
    'Material Selection and Usage': 9,
  });
  assert.match(saved.evidence['Task Progress'], /ladder was crafted/);
  assert.match(out, /judged: .*judged\.json/);
});

test('judge CLI: usage errors exit 2; a truncated video exits 1 with a clear message', async () => {
  let err = '';
  const io: CliIO = { cwd: dir, env: {}, stdout: () => undefined, stderr: (t) => void (err += t) };
  assert.equal(await judgeCli([videos.h264, '--criteria', criteriaFile], io), 2, 'no base URL');
  assert.match(err, /OPENAI_BASE_URL/);
  assert.equal(await judgeCli([videos.h264], { ...io, env: { OPENAI_BASE_URL: server.url } }), 2);
  err = '';
  const code = await judgeCli([videos.truncated, '--criteria', criteriaFile], { ...io, env: { OPENAI_BASE_URL: server.url } });
  assert.equal(code, 1);
  assert.match(err, /truncated/);
});

test('parseJudgeReply handles flat JSON, scores/evidence objects and prose with "N/10"', () => {
  const flat = parseJudgeReply('{"task_progress": "7", "Action Control": 6}');
  assert.deepEqual(flat.scores, { 'Task Progress': 7, 'Action Control': 6 });
  const split = parseJudgeReply(JSON.stringify({ scores: { 'Creative Attempts': 3 }, evidence: { 'Creative Attempts': 'built a pillar' } }));
  assert.equal(split.scores['Creative Attempts'], 3);
  assert.equal(split.evidence['Creative Attempts'], 'built a pillar');
  const prose = parseJudgeReply('1. Task Progress - mostly done, 7/10\n2. Error Recognition & Correction: rating: 4');
  assert.equal(prose.scores['Task Progress'], 7);
  assert.equal(prose.scores['Error Recognition and Correction'], 4);
  assert.deepEqual(parseJudgeReply('I cannot see anything.').scores, {});
});

test('chooseFrameInterval stays within 20..70 and is about 30 for a 600-frame rollout', () => {
  assert.equal(chooseFrameInterval(40), 20);
  assert.equal(chooseFrameInterval(600), 30);
  assert.equal(chooseFrameInterval(100000), 70);
  for (const d of DIMENSIONS) assert.equal(typeof d, 'string');
});
