/**
 * ffmpeg/ffprobe helpers. Always argument arrays (no shell), always a timeout
 * that kills the child, so a corrupt file cannot hang the caller.
 */
import { execFile, spawn } from 'child_process';
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { kindOf, openRegularFile, READ_LIMITS } from '../../util/safeRead';
import { pathTaken, targetRefusal } from '../../util/safeWrite';

export interface ToolPaths {
  /** Configured paths win over PATH lookup. */
  ffmpeg?: string;
  ffprobe?: string;
  /** Restricted Mode (untrusted workspace): run neither tool. */
  disabled?: boolean;
}

export interface VideoInfo {
  codec: string;
  /** Container tag such as `avc1` or `mp4v`, when ffprobe reports it. */
  codecTag?: string;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  fps: number;
  /** Frame count, measured or estimated from duration × fps. */
  frames: number;
}

export type ProbeResult = { ok: true; info: VideoInfo } | { ok: false; error: string };

/**
 * How long ffprobe may take to read a video's header. A damaged file makes it fail
 * at once rather than hang, so this only guards against a tool that never returns;
 * 2 s used to be the bound, and on a busy machine (the test suite's files side by
 * side) ffprobe's own start took longer, reporting healthy videos as damaged.
 */
export const PROBE_TIMEOUT_MS = 15_000;

/** Finds an executable: the configured path if it exists, else the first match on PATH. */
export function findTool(name: 'ffmpeg' | 'ffprobe', configured?: string, envPath = process.env.PATH ?? ''): string | undefined {
  if (configured) return isExecutable(configured) ? configured : undefined;
  const exts = process.platform === 'win32' ? ['.exe', ''] : [''];
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    for (const ext of exts) {
      const p = path.join(dir, name + ext);
      if (isExecutable(p)) return p;
    }
  }
  return undefined;
}

function isExecutable(p: string): boolean {
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Codecs VS Code webviews (Chromium without proprietary extras) decode. */
export function isWebviewPlayable(codec: string): boolean {
  return ['h264', 'avc1', 'vp8', 'vp9', 'av1'].includes(codec.toLowerCase());
}

/** Runs ffprobe on the first video stream. Resolves (never rejects) within timeoutMs. */
export function probeVideo(file: string, tools: ToolPaths = {}, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  const ffprobe = findTool('ffprobe', tools.ffprobe);
  if (!ffprobe) return Promise.resolve({ ok: false, error: 'ffprobe not found: install ffmpeg or set its path' });
  if (!fs.existsSync(file)) return Promise.resolve({ ok: false, error: `video not found: ${file}` });
  // ffprobe would wait on a FIFO until its timeout and read a device for ever: only regular files are probed.
  const st = fs.statSync(file, { throwIfNoEntry: false });
  if (st && !st.isFile()) return Promise.resolve({ ok: false, error: `${kindOf(st)}, not a regular file` });
  const args = ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', '-select_streams', 'v:0', file];
  return new Promise((resolve) => {
    execFile(ffprobe, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 << 20 }, (err, stdout, stderr) => {
      if (err) {
        const killed = (err as NodeJS.ErrnoException & { killed?: boolean }).killed;
        if (killed) return resolve({ ok: false, error: `ffprobe took longer than ${timeoutMs} ms: the file may be damaged, or the machine too busy` });
        return resolve({ ok: false, error: describeProbeError(String(stderr)) });
      }
      resolve(parseProbeJson(String(stdout)));
    });
  });
}

function describeProbeError(stderr: string): string {
  const line = stderr.trim().split('\n').pop() ?? '';
  if (/moov atom not found/i.test(stderr)) return 'the video is truncated or not finished recording (no index: "moov atom not found")';
  if (/Invalid data found/i.test(stderr)) return 'the file is corrupt or not a video (invalid data)';
  return `ffprobe could not read the video${line ? ': ' + line.replace(/^.*?: /, '') : ''}`;
}

export function parseProbeJson(stdout: string): ProbeResult {
  let j: { streams?: Array<Record<string, unknown>>; format?: Record<string, unknown> };
  try {
    j = JSON.parse(stdout);
  } catch {
    return { ok: false, error: 'ffprobe printed no readable result' };
  }
  const s = j.streams?.[0];
  if (!s) return { ok: false, error: 'the file has no video stream' };
  const fps = parseRate(String(s.avg_frame_rate ?? '')) || parseRate(String(s.r_frame_rate ?? '')) || 0;
  const duration = Number(s.duration ?? j.format?.duration ?? 0) || 0;
  const nbFrames = Number(s.nb_frames ?? 0) || 0;
  const info: VideoInfo = {
    codec: String(s.codec_name ?? 'unknown'),
    width: Number(s.width ?? 0),
    height: Number(s.height ?? 0),
    duration,
    fps,
    frames: nbFrames || Math.round(duration * fps),
  };
  if (typeof s.codec_tag_string === 'string' && !s.codec_tag_string.startsWith('[')) info.codecTag = s.codec_tag_string;
  return { ok: true, info };
}

function parseRate(r: string): number {
  const m = /^(\d+)(?:\/(\d+))?$/.exec(r);
  if (!m) return 0;
  const den = m[2] ? Number(m[2]) : 1;
  return den ? Number(m[1]) / den : 0;
}

/** SHA-256 of a regular file (util/safeRead.ts: a FIFO or device is refused, not waited on), streamed. */
export function fileSha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let fd: number;
    try {
      fd = openRegularFile(file, READ_LIMITS.video).fd;
    } catch (e) {
      return reject(e);
    }
    const h = crypto.createHash('sha256');
    // `end` is inclusive: a file that grows while it is read stops at the limit.
    fs.createReadStream('', { fd, autoClose: true, end: READ_LIMITS.video - 1 })
      .on('data', (c) => h.update(c))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')));
  });
}

export type TargetCodec = 'h264' | 'vp9';

/**
 * Transcodes into `cacheDir/<sha256>.<codec>.(mp4|webm)`; a finished file in
 * the cache is reused. Writes to a temporary name first so a killed run never
 * leaves a half file that looks done.
 */
export async function transcode(file: string, cacheDir: string, target: TargetCodec, tools: ToolPaths = {}, timeoutMs = 10 * 60_000): Promise<string> {
  const ffmpeg = findTool('ffmpeg', tools.ffmpeg);
  if (!ffmpeg) throw new Error('ffmpeg not found: install ffmpeg or set its path');
  const hash = await fileSha256(file);
  const ext = target === 'h264' ? 'mp4' : 'webm';
  const out = path.join(cacheDir, `${hash}.${target}.${ext}`);
  // A link or folder planted at the cache entry is refused; a regular file there is a finished transcode.
  const refused = targetRefusal(out);
  if (refused) throw refused;
  if (pathTaken(out)) return out;
  fs.mkdirSync(cacheDir, { recursive: true });
  // ffmpeg -y follows links: it writes into a folder only we can have made (mkdtemp), then the file is renamed into place.
  const work = fs.mkdtempSync(path.join(cacheDir, '.part-'));
  const tmp = path.join(work, `video.${ext}`);
  const codecArgs =
    target === 'h264'
      ? ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']
      : ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '33', '-deadline', 'realtime', '-cpu-used', '8'];
  // -an: rollouts have no audio we need, and webviews cannot play AAC anyway.
  const args = ['-v', 'error', '-y', '-i', file, '-an', ...codecArgs, tmp];
  try {
    await runTool(ffmpeg, args, timeoutMs);
    fs.renameSync(tmp, out);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return out;
}

export interface FrameSampling {
  /** Take every Nth frame (frame 0, N, 2N, …). */
  everyNFrames?: number;
  /** Or: about this many frames spread evenly. */
  count?: number;
  format?: 'jpeg' | 'png';
  /** Scale so the width is at most this (keeps aspect). */
  maxWidth?: number;
}

/** Extracts frames as image buffers. */
export async function sampleFrames(file: string, sampling: FrameSampling, tools: ToolPaths = {}, timeoutMs = 120_000): Promise<Buffer[]> {
  const ffmpeg = findTool('ffmpeg', tools.ffmpeg);
  if (!ffmpeg) throw new Error('ffmpeg not found: install ffmpeg or set its path');
  let every = sampling.everyNFrames;
  if (!every) {
    const probe = await probeVideo(file, tools);
    if (!probe.ok) throw new Error(probe.error);
    const count = Math.max(1, sampling.count ?? 10);
    every = Math.max(1, Math.floor(Math.max(1, probe.info.frames) / count));
  }
  const format = sampling.format ?? 'jpeg';
  const filters = [`select=not(mod(n\\,${Math.max(1, Math.floor(every))}))`];
  if (sampling.maxWidth) filters.push(`scale='min(${sampling.maxWidth},iw)':-2`);
  const args = [
    '-v', 'error', '-i', file, '-an', '-vf', filters.join(','), '-fps_mode', 'vfr',
    '-f', 'image2pipe', '-c:v', format === 'jpeg' ? 'mjpeg' : 'png', ...(format === 'jpeg' ? ['-q:v', '4'] : []), 'pipe:1',
  ];
  const out = await runTool(ffmpeg, args, timeoutMs);
  let frames = format === 'jpeg' ? splitJpegs(out) : splitPngs(out);
  if (sampling.count && !sampling.everyNFrames && frames.length > sampling.count) frames = frames.slice(0, sampling.count);
  return frames;
}

/** Splits concatenated JPEGs at each end-of-image marker followed by a start-of-image marker. */
export function splitJpegs(buf: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let start = 0;
  for (let i = 2; i + 3 < buf.length; i++) {
    if (buf[i] === 0xff && buf[i + 1] === 0xd9 && buf[i + 2] === 0xff && buf[i + 3] === 0xd8) {
      frames.push(buf.subarray(start, i + 2));
      start = i + 2;
    }
  }
  if (start < buf.length && buf.length - start > 4) frames.push(buf.subarray(start));
  return frames;
}

/** Splits concatenated PNGs by walking their chunks up to IEND. */
export function splitPngs(buf: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let pos = 0;
  while (pos + 8 <= buf.length) {
    let p = pos + 8;
    while (p + 8 <= buf.length) {
      const len = buf.readUInt32BE(p);
      const type = buf.toString('latin1', p + 4, p + 8);
      p += 12 + len;
      if (type === 'IEND') break;
    }
    frames.push(buf.subarray(pos, Math.min(p, buf.length)));
    pos = p;
  }
  return frames;
}

/** Runs a tool and collects its output and the tail of its stderr; never rejects (spawn errors come back as code -1). */
export function runCollecting(exe: string, args: string[], timeoutMs: number): Promise<{ stdout: Buffer; stderr: string; code: number | null; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(exe, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ stdout: Buffer.concat(out), stderr: String(e.message), code: -1, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ stdout: Buffer.concat(out), stderr: err, code, timedOut });
    });
  });
}

/** Runs a tool, collects stdout; rejects with its stderr on failure or timeout. */
export async function runTool(exe: string, args: string[], timeoutMs: number): Promise<Buffer> {
  const r = await runCollecting(exe, args, timeoutMs);
  if (r.code === -1 && !r.timedOut) throw new Error(r.stderr);
  if (r.timedOut) throw new Error(`${path.basename(exe)} took longer than ${timeoutMs} ms`);
  if (r.code !== 0) throw new Error(`${path.basename(exe)} failed (exit ${r.code}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return r.stdout;
}
