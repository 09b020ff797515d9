import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { findTool, isWebviewPlayable, probeVideo, sampleFrames, splitJpegs, transcode } from '../../server/src/evaluation/judge/video';
import { makeVideos, tempDir, TestVideos } from './helpers';

let dir: string;
let v: TestVideos;

before(() => {
  dir = tempDir('video');
  v = makeVideos(dir);
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('findTool finds ffmpeg/ffprobe on PATH and honours (and checks) a configured path', () => {
  const ffprobe = findTool('ffprobe');
  assert.ok(ffprobe && fs.existsSync(ffprobe));
  assert.equal(findTool('ffprobe', ffprobe), ffprobe);
  assert.equal(findTool('ffprobe', path.join(dir, 'no-such-ffprobe')), undefined);
  assert.equal(findTool('ffmpeg', undefined, dir), undefined, 'not on this PATH');
});

test('probeVideo reads codec, size, duration and fps', async () => {
  const h = await probeVideo(v.h264);
  assert.ok(h.ok, JSON.stringify(h));
  assert.equal(h.info.codec, 'h264');
  assert.equal(h.info.width, 640);
  assert.equal(h.info.height, 360);
  assert.equal(h.info.fps, 20);
  assert.ok(Math.abs(h.info.duration - 2) < 0.2, String(h.info.duration));
  assert.equal(h.info.frames, 40);
  const m = await probeVideo(v.mp4v);
  assert.ok(m.ok);
  assert.equal(m.info.codec, 'mpeg4');
  assert.equal(m.info.codecTag, 'mp4v');
});

test('probeVideo reports a truncated file clearly (and does not hang on it)', async () => {
  const t0 = Date.now();
  const r = await probeVideo(v.truncated);
  assert.ok(Date.now() - t0 < 15000);
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.error : '', /truncated/);
  const garbage = path.join(dir, 'garbage.mp4');
  fs.writeFileSync(garbage, Buffer.alloc(5000, 7));
  const g = await probeVideo(garbage);
  assert.equal(g.ok, false);
  assert.match(!g.ok ? g.error : '', /corrupt|truncated|could not read/);
  const missing = await probeVideo(path.join(dir, 'missing.mp4'));
  assert.match(!missing.ok ? missing.error : '', /not found/);
});

test('isWebviewPlayable: h264/vp8/vp9/av1 yes, mpeg4 and others no', () => {
  for (const c of ['h264', 'vp8', 'vp9', 'av1', 'H264']) assert.equal(isWebviewPlayable(c), true, c);
  for (const c of ['mpeg4', 'hevc', 'mjpeg', 'unknown']) assert.equal(isWebviewPlayable(c), false, c);
});

test('transcode mp4v → h264 into a cache keyed by content hash, reused the second time', async () => {
  const cache = path.join(dir, 'cache');
  const out = await transcode(v.mp4v, cache, 'h264');
  assert.match(path.basename(out), /^[0-9a-f]{64}\.h264\.mp4$/);
  const p = await probeVideo(out);
  assert.ok(p.ok && p.info.codec === 'h264');
  const mtime = fs.statSync(out).mtimeMs;
  const again = await transcode(v.mp4v, cache, 'h264');
  assert.equal(again, out);
  assert.equal(fs.statSync(out).mtimeMs, mtime, 'not re-encoded');
  assert.deepEqual(fs.readdirSync(cache), [path.basename(out)], 'no leftover temp files');
});

test('transcode of a truncated file fails with a message and leaves no file behind', async () => {
  const cache = path.join(dir, 'cache-bad');
  await assert.rejects(transcode(v.truncated, cache, 'h264'), /ffmpeg failed/);
  assert.deepEqual(fs.existsSync(cache) ? fs.readdirSync(cache) : [], []);
});

test('sampleFrames: every N frames or a count, as JPEG or PNG buffers', async () => {
  const every10 = await sampleFrames(v.h264, { everyNFrames: 10 });
  assert.equal(every10.length, 4); // frames 0, 10, 20, 30 of 40
  for (const f of every10) {
    assert.equal(f[0], 0xff);
    assert.equal(f[1], 0xd8);
    assert.equal(f[f.length - 2], 0xff);
    assert.equal(f[f.length - 1], 0xd9);
  }
  const five = await sampleFrames(v.h264, { count: 5, format: 'png' });
  assert.equal(five.length, 5);
  for (const f of five) assert.equal(f.subarray(1, 4).toString('latin1'), 'PNG');
  assert.equal(splitJpegs(Buffer.concat(every10)).length, 4);
});
