/** Shared helpers for the preview tests: fixture paths and test videos made with ffmpeg. */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

/** Source fixtures (tests run from out/test/preview). */
export const FIXTURES = path.join(__dirname, '..', '..', '..', 'test', 'preview', 'fixtures');

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `mcu-preview-${prefix}-`));
}

export interface TestVideos {
  h264: string;
  mp4v: string;
  truncated: string;
}

/** A 2 s 640×360 H.264 clip, the same as MPEG-4 part 2 (`mp4v`), and the H.264 one cut in half. */
export function makeVideos(dir: string, names: { h264?: string; mp4v?: string; truncated?: string } = {}): TestVideos {
  const h264 = path.join(dir, names.h264 ?? 'episode_1.mp4');
  const mp4v = path.join(dir, names.mp4v ?? 'episode_2.mp4');
  const truncated = path.join(dir, names.truncated ?? 'episode_4.mp4');
  const src = ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=20', '-t', '2'];
  execFileSync('ffmpeg', [...src, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', h264]);
  execFileSync('ffmpeg', [...src, '-c:v', 'mpeg4', mp4v]);
  const whole = fs.readFileSync(h264);
  fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
  return { h264, mp4v, truncated };
}

/** Debian's Chromium, headless, with a profile of its own (removed by the caller with the returned folder). */
export async function launchTestBrowser(profilePrefix: string): Promise<{ context: import('playwright-core').BrowserContext; profile: string }> {
  const { chromium } = await import('playwright-core');
  const profile = tempDir(profilePrefix);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return { context, profile };
}
