/**
 * Which frames a judge sees. The MCU paper samples one frame every 30; long
 * videos may use its 20–70 window (`auto`). An endpoint's per-request image
 * limit is honoured only when the user states it (--max-frames), by widening
 * the interval, and the result says so: frames are never cut silently.
 * A damaged video is described in one sentence; when only part of it decodes
 * and enough frames come out, those are judged and the result says how many.
 */
import * as path from 'path';
import { findTool, probeVideo, runCollecting, splitJpegs, ToolPaths } from './video';

export const DEFAULT_EVERY_N_FRAMES = 30;
/** Fewer decoded frames than this is not enough to judge a damaged video. */
export const MIN_FRAMES_TO_JUDGE = 2;

export interface FrameOptions {
  /** A fixed interval, or `auto` for the paper's 20–70 window by length. Default 30. */
  every?: number | 'auto';
  /** The endpoint's per-request image limit, if it has one. */
  maxFrames?: number;
  maxWidth?: number;
}

export interface FramePlan {
  every: number;
  expected: number;
  /** Set when --max-frames made the interval wider: the interval asked for. */
  widenedFrom?: number;
}

/** Every 20–70 frames by length: about every 30 for a typical 600-frame rollout. */
export function chooseFrameInterval(totalFrames: number): number {
  return Math.min(70, Math.max(20, Math.round(totalFrames / 20)));
}

export function planFrames(totalFrames: number, opts: FrameOptions = {}): FramePlan {
  const asked = opts.every === 'auto' ? chooseFrameInterval(totalFrames) : (opts.every ?? DEFAULT_EVERY_N_FRAMES);
  const count = (every: number) => Math.max(1, Math.ceil(Math.max(1, totalFrames) / every));
  if (opts.maxFrames && count(asked) > opts.maxFrames) {
    const every = Math.ceil(Math.max(1, totalFrames) / opts.maxFrames);
    return { every, expected: count(every), widenedFrom: asked };
  }
  return { every: asked, expected: count(asked) };
}

export interface TakenFrames {
  frames: Buffer[];
  plan: FramePlan;
  totalFrames: number;
  fps: number;
  /** Plain sentences for the result: a widened interval, a damaged video. */
  notes: string[];
}

/** Thrown with one plain sentence when a video cannot be judged at all. */
export class UnjudgeableVideoError extends Error {}

export async function takeFrames(video: string, opts: FrameOptions = {}, tools: ToolPaths = {}): Promise<TakenFrames> {
  const name = path.basename(video);
  const probe = await probeVideo(video, tools);
  if (!probe.ok) throw new UnjudgeableVideoError(`${name} cannot be judged: ${probe.error}.`);
  const plan = planFrames(probe.info.frames, opts);
  const notes: string[] = [];
  if (plan.widenedFrom) {
    notes.push(`one frame every ${plan.every} instead of every ${plan.widenedFrom}, to send at most ${opts.maxFrames} frames (--max-frames)`);
  }
  const ffmpeg = findTool('ffmpeg', tools.ffmpeg);
  if (!ffmpeg) throw new UnjudgeableVideoError('ffmpeg not found: install ffmpeg or set its path.');
  const filters = [`select=not(mod(n\\,${plan.every}))`];
  if (opts.maxWidth) filters.push(`scale='min(${opts.maxWidth},iw)':-2`);
  const args = ['-v', 'error', '-i', video, '-an', '-vf', filters.join(','), '-fps_mode', 'vfr', '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '4', 'pipe:1'];
  const run = await runCollecting(ffmpeg, args, 120_000);
  const frames = splitJpegs(run.stdout).filter(isCompleteJpeg);
  if (run.code !== 0 || run.stderr.trim()) {
    const why = describeDecodeError(run.stderr, run.timedOut);
    if (frames.length < MIN_FRAMES_TO_JUDGE) {
      throw new UnjudgeableVideoError(`${name} is damaged (${why}) and only ${frames.length} of about ${plan.expected} frames decoded, too few to judge.`);
    }
    notes.push(`${name} is damaged (${why}): judged on the ${frames.length} of about ${plan.expected} frames that decoded`);
  }
  if (!frames.length) throw new UnjudgeableVideoError(`${name} has no frame that decodes.`);
  return { frames, plan, totalFrames: probe.info.frames, fps: probe.info.fps, notes };
}

function isCompleteJpeg(b: Buffer): boolean {
  return b.length > 4 && b[0] === 0xff && b[1] === 0xd8 && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;
}

function describeDecodeError(stderr: string, timedOut: boolean): string {
  if (timedOut) return 'decoding did not finish in time';
  if (/moov atom not found/i.test(stderr)) return 'it has no index, as when a recording was cut off';
  if (/Invalid data|corrupt|error while decoding|partial file|Invalid NAL|missing picture/i.test(stderr)) return 'part of it is corrupt or cut off';
  return 'ffmpeg reported errors while decoding';
}

