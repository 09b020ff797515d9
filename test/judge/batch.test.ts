import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { startFakeOpenAI, answer, FakeServer } from '../llm/fakeOpenAI';
import { FIXTURES, tempDir } from '../preview/helpers';
import { planFrames } from '../../server/src/evaluation/judge/frames';
import { runJudge } from '../../server/src/evaluation/judge/runJudge';
import { main } from '../../server/src/hosts/cli/main';
import { captureIO } from './helpers';

const REPLY = JSON.stringify({
  'Task Progress': { evidence: 'ladder in the hotbar', score: 7 },
  'Action Control': { evidence: 'steady', score: 6 },
});
let server: FakeServer;
let dir: string;
let long: string;
let halfCut: string;
let noIndex: string;
const criteriaText = fs.readFileSync(path.join(FIXTURES, 'criteria_files', 'craft_ladder.txt'), 'utf8');

/** A 10 s, 200-frame H.264 clip with its index first, so a copy cut in half still decodes up to the cut. */
function makeLong(file: string): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=20', '-t', '10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file]);
}

before(async () => {
  server = await startFakeOpenAI([answer(REPLY)]);
  dir = tempDir('batch');
  long = path.join(dir, 'long.mp4');
  makeLong(long);
  const bytes = fs.readFileSync(long);
  halfCut = path.join(dir, 'half episode_2.mp4');
  fs.writeFileSync(halfCut, bytes.subarray(0, Math.floor(bytes.length / 2)));
  // The index is at the start; cutting the start away leaves no index at all.
  noIndex = path.join(dir, 'noindex episode_3.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', long, '-c', 'copy', path.join(dir, 'tail.mp4')]);
  const tail = fs.readFileSync(path.join(dir, 'tail.mp4'));
  fs.writeFileSync(noIndex, tail.subarray(0, Math.floor(tail.length / 2)));
});
after(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const client = () => ({ baseUrl: server.baseUrl, apiKey: 'k', model: 'vlm' });
const images = (i = server.requests.length - 1) => server.requests[i].body.messages[1].content.filter((p: { type: string }) => p.type === 'image_url').length;

test('frame plan: every 30 by default, auto in 20..70, --max-frames widens the interval and says so', () => {
  assert.deepEqual(planFrames(600), { every: 30, expected: 20 });
  assert.deepEqual(planFrames(6000, { every: 'auto' }), { every: 70, expected: 86 });
  assert.deepEqual(planFrames(200, { every: 'auto' }), { every: 20, expected: 10 });
  assert.deepEqual(planFrames(6000, { maxFrames: 40 }), { every: 150, expected: 40, widenedFrom: 30 });
  assert.deepEqual(planFrames(600, { maxFrames: 40 }), { every: 30, expected: 20 }, 'under the limit: untouched');
});

test('the result records the frames sent; no silent cap without --max-frames', async () => {
  const r = await runJudge({ video: long, criteriaText, task: 'craft_ladder', client: client(), cacheDir: path.join(dir, 'c1') });
  assert.equal(images(), 7); // frames 0, 30, …, 180 of 200
  assert.deepEqual([r.result.video?.framesSent, r.result.video?.everyNFrames], [7, 30]);
  assert.equal(r.result.warnings, undefined);
  const capped = await runJudge({ video: long, criteriaText, task: 'craft_ladder', client: client(), cacheDir: path.join(dir, 'c2'), maxFrames: 2 });
  assert.equal(images(), 2);
  assert.deepEqual([capped.result.video?.framesSent, capped.result.video?.everyNFrames], [2, 100]);
  assert.match(capped.result.warnings?.[0] ?? '', /one frame every 100 instead of every 30, to send at most 2 frames \(--max-frames\)/);
});

test('a video cut off mid-way is judged on the frames that decode, and says so in one sentence', async () => {
  const r = await runJudge({ video: halfCut, criteriaText, task: 'craft_ladder', client: client(), cacheDir: path.join(dir, 'c3') });
  const sent = r.result.video!.framesSent!;
  assert.ok(sent >= 2 && sent < 7, `some but not all frames: ${sent}`);
  assert.equal(images(), sent);
  assert.equal(r.result.warnings?.length, 1);
  assert.match(r.result.warnings![0], new RegExp(`^half episode_2\\.mp4 is damaged \\(part of it is corrupt or cut off\\): judged on the ${sent} of about 7 frames that decoded$`));
});

test('a video with no index fails with one plain sentence, no raw ffmpeg output', async () => {
  const io = captureIO(dir, { OPENAI_BASE_URL: server.baseUrl });
  const code = await main(['judge', noIndex, '--criteria', path.join(FIXTURES, 'criteria_files', 'craft_ladder.txt'), '--cache', 'c4'], io);
  assert.equal(code, 1);
  assert.equal(io.err.trim().split('\n').length, 1, io.err);
  assert.match(io.err, /^mcu-task judge: noindex episode_3\.mp4 cannot be judged: .*(truncated|corrupt)/);
  assert.doesNotMatch(io.err, /\[mov|@ 0x|moov atom not found"\)?\s*$/);
});

test('folder mode: criteria by task name, --jobs, progress, one result per video, resume from the cache', async () => {
  const videos = path.join(dir, 'videos');
  const criteria = path.join(dir, 'criteria');
  fs.mkdirSync(path.join(videos, 'craft_ladder'), { recursive: true });
  fs.mkdirSync(path.join(videos, 'collect_wool'), { recursive: true });
  fs.mkdirSync(criteria);
  fs.copyFileSync(path.join(FIXTURES, 'criteria_files', 'craft_ladder.txt'), path.join(criteria, 'craft_ladder.txt'));
  fs.copyFileSync(long, path.join(videos, 'craft_ladder', 'episode_1.mp4'));
  // Same bytes, another video: its own result file, not the other's.
  fs.copyFileSync(long, path.join(videos, 'craft_ladder', 'episode_2.mp4'));
  fs.copyFileSync(halfCut, path.join(videos, 'craft_ladder', 'episode_3.mp4'));
  fs.copyFileSync(long, path.join(videos, 'collect_wool', 'episode_1.mp4'));
  // A result already there for another video must survive.
  const out = path.join(dir, 'results');
  fs.mkdirSync(path.join(out, 'craft_ladder'), { recursive: true });
  const foreign = JSON.stringify({ format: 'mcu-task-studio/judge-result', version: 1, task: 'x', video: { path: '/elsewhere/episode_1.mp4' }, scores: { 'Task Progress': 1 } });
  fs.writeFileSync(path.join(out, 'craft_ladder', 'episode_1.judge.json'), foreign);

  server.script([answer(REPLY)]);
  const before = server.requests.length;
  const io = captureIO(dir, { OPENAI_BASE_URL: server.baseUrl });
  const code = await main(['judge', 'videos', '--criteria', 'criteria', '--out', 'results', '--jobs', '2', '--cache', 'cb'], io);
  assert.equal(code, 1, 'collect_wool has no criteria');
  assert.match(io.err, /^judging 4 videos with 2 jobs → results$/m);
  assert.equal((io.err.match(/^\[\d\/4\] /gm) ?? []).length, 4);
  assert.match(io.err, /collect_wool\/episode_1\.mp4: failed: no criteria file for task "collect_wool"/);
  assert.match(io.err, /episode_3\.mp4: (judged|cached) → .*\(episode_3\.mp4 is damaged/);
  assert.match(io.out, /^\d judged, \d from the cache, 1 failed, of 4 videos$/m);
  assert.equal(fs.readFileSync(path.join(out, 'craft_ladder', 'episode_1.judge.json'), 'utf8'), foreign, 'another video’s result untouched');
  const r1 = JSON.parse(fs.readFileSync(path.join(out, 'craft_ladder', 'episode_1.2.judge.json'), 'utf8'));
  const r2 = JSON.parse(fs.readFileSync(path.join(out, 'craft_ladder', 'episode_2.judge.json'), 'utf8'));
  assert.equal(path.basename(r1.video.path), 'episode_1.mp4');
  assert.equal(path.basename(r2.video.path), 'episode_2.mp4');
  assert.equal(r1.task, 'craft_ladder');
  // The run manifest: how it was judged, so a report can say whether two runs compare.
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8'));
  assert.deepEqual([r1.judge.model, r1.judge.temperature, r1.judge.toolVersion], ['gpt-4o', 0, pkg.version]);
  const asked = server.requests.length - before;
  assert.ok(asked >= 2 && asked <= 3, `episode_1 and _2 share bytes (and maybe a request): ${asked}`);

  // Interrupted or not, a second run takes everything from the cache and rewrites the same files.
  const again = captureIO(dir, { OPENAI_BASE_URL: server.baseUrl });
  await main(['judge', 'videos', '--criteria', 'criteria', '--out', 'results', '--jobs', '2', '--cache', 'cb'], again);
  assert.equal(server.requests.length - before, asked, 'no new request');
  assert.match(again.out, /^0 judged, 3 from the cache, 1 failed, of 4 videos$/m);
  assert.ok(!fs.existsSync(path.join(out, 'craft_ladder', 'episode_1.3.judge.json')), 'its own result is reused, not duplicated');
});

test('folder mode --shard i/n: the two halves are disjoint and together judge every video once', async () => {
  // Runs after the folder test above, so every judgeable video is in its cache ("cb").
  const seen: string[] = [];
  for (const shard of ['1/2', '2/2']) {
    const io = captureIO(dir, { OPENAI_BASE_URL: server.baseUrl });
    await main(['judge', 'videos', '--criteria', 'criteria', '--out', 'results', '--cache', 'cb', '--shard', shard], io);
    assert.match(io.err, new RegExp(`shard ${shard}: 2 of 4 videos`));
    seen.push(...[...io.err.matchAll(/^\[\d\/2\] (\S+\.mp4):/gm)].map((m) => m[1]));
  }
  assert.deepEqual([...seen].sort(), ['videos/collect_wool/episode_1.mp4', 'videos/craft_ladder/episode_1.mp4', 'videos/craft_ladder/episode_2.mp4', 'videos/craft_ladder/episode_3.mp4']);
});
