/**
 * The MCU Preview page in headless Chromium: served by a local http server
 * with a tiny acquireVsCodeApi shim whose messages go to the real
 * PreviewController (transcode included).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { BrowserContext, Page } from 'playwright-core';
import { buildLeaderboardModel, buildTaskModel } from '../../server/src/evaluation/preview/buildModel';
import { PreviewController } from '../../client/src/preview/controller';
import { renderPreviewHtml } from '../../client/src/preview/html';
import type { CompareModel, PreviewModel, TaskPreviewModel } from '../../server/src/evaluation/preview/model';
import { FIXTURES, makeVideos, tempDir, TestVideos, launchTestBrowser } from './helpers';
import { PageServer, startPageServer } from './pageServer';

// The page callbacks below run in Chromium. The project compiles without the
// DOM lib (server code must not see browser globals), so declare what they use.
interface VideoLike {
  readyState: number;
  currentTime: number;
  paused: boolean;
  play(): Promise<void>;
  pause(): void;
}
type HTMLVideoElement = VideoLike;
declare const window: any;
declare const document: any;
declare function getComputedStyle(el: unknown): { color: string };

const MEDIA = path.join(__dirname, '..', '..', '..', 'client', 'media');
const NONCE = 'dGVzdC1ub25jZS0xMjM0NTY';
const fx = (...p: string[]) => path.join(FIXTURES, ...p);

let server: PageServer;
let context: BrowserContext;
let work: string;
let profile: string;
let videos: TestVideos;
let taskModel: TaskPreviewModel;
let buildMs = 0;

before(async () => {
  work = tempDir('webview');
  const out = path.join(work, 'output', 'craft_ladder');
  fs.mkdirSync(out, { recursive: true });
  videos = makeVideos(out);
  server = await startPageServer();
  const t0 = Date.now();
  taskModel = await buildTaskModel({
    task: 'craft_ladder',
    taskFile: fx('task_configs', 'simple', 'craft_ladder.yaml'),
    videoFiles: [videos.h264, videos.mp4v, videos.truncated],
    judgeFiles: [
      fx('vlm_rating_res', 'gpt4o_agent_res', 'craft_ladder episode_1.json'),
      fx('vlm_rating_res', 'gpt4o_agent_res', 'craft_ladder episode_2.json'),
      fx('agentbeats', 'output', '20250311_142530', 'result.json'),
      fx('ours', 'craft_ladder.judge.json'),
      fx('broken', 'truncated_json.json'),
    ],
    criteriaFile: fx('criteria_files', 'craft_ladder.txt'),
    verifyFile: fx('task_configs', 'simple', 'craft_ladder.verify.json'),
  });
  buildMs = Date.now() - t0;
  ({ context, profile } = await launchTestBrowser('chromium-profile'));
});

after(async () => {
  await context?.close();
  await server?.close();
  for (const d of [work, profile]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  posted: unknown[];
  logs: string[];
}

/** Opens a model's page; messages from the page go to a real PreviewController. */
async function open(model: PreviewModel, name: string, extraBody = '', scriptDelayMs = 0): Promise<Opened> {
  let html = renderPreviewHtml(model, { cspSource: server.origin, nonce: NONCE, toWebviewUri: server.toUri, mediaDir: MEDIA });
  if (extraBody) html = html.replace('</main>', `</main>${extraBody}`);
  const url = server.setPage(name, html);
  const page = await context.newPage();
  const posted: unknown[] = [];
  const logs: string[] = [];
  const controller = new PreviewController(model, {
    post: (m) => page.evaluate((msg) => window.postMessage(msg, '*'), m as unknown as Record<string, unknown>).then(() => undefined),
    log: (l) => logs.push(l),
    openFile: (f) => void logs.push(`open ${f}`),
    toWebviewUri: server.toUri,
    cacheDir: path.join(work, 'transcode-cache'),
  });
  // Exposed bindings are not subject to the page's CSP, like VS Code's own bridge.
  await page.exposeFunction('__hostReceive', (m: unknown) => {
    posted.push(m);
    return controller.handle(m);
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.acquireVsCodeApi = () => ({
      postMessage: (m: unknown) => (w.__hostReceive as (m: unknown) => Promise<void>)(m),
      getState: () => undefined,
      setState: () => undefined,
    });
  });
  // Holding the page script back lets the videos load (or fail) before it runs, as on a busy machine.
  if (scriptDelayMs) await page.route('**/preview.js', async (route) => { await new Promise((r) => setTimeout(r, scriptDelayMs)); await route.continue(); });
  await page.goto(url);
  await page.waitForFunction(() => document.readyState === 'complete');
  return { page, posted, logs };
}

async function waitPlayable(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const v = document.querySelector(sel) as HTMLVideoElement | null;
    return !!v && v.readyState >= 2;
  }, selector, { timeout: 10_000 });
}

async function playsForward(page: Page, selector: string): Promise<number> {
  await page.evaluate((sel) => (document.querySelector(sel) as HTMLVideoElement).play(), selector);
  await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLVideoElement).currentTime > 0.3, selector, { timeout: 10_000 });
  return page.evaluate((sel) => (document.querySelector(sel) as HTMLVideoElement).currentTime, selector);
}

test('model: videos are probed (h264 playable, mp4v needs transcode, truncated is an error) without hanging', () => {
  assert.ok(buildMs < 15000, `model built in ${buildMs} ms`);
  const byFile = new Map(taskModel.rollouts.filter((r) => r.video).map((r) => [path.basename(r.video!.file), r.video!]));
  assert.equal(byFile.get('episode_1.mp4')?.playable, true);
  assert.equal(byFile.get('episode_2.mp4')?.playable, false);
  assert.equal(byFile.get('episode_2.mp4')?.error, undefined);
  assert.match(byFile.get('episode_4.mp4')?.error ?? '', /truncated/);
});

test('CSP: meta tag with nonce, a nonce-less inline script does not run, preview.js does', async () => {
  const { page, posted } = await open(taskModel, 'csp', '<script>window.__inlineRan = true;</script>');
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.ok(csp);
  assert.match(csp!, /default-src 'none'/);
  assert.match(csp!, new RegExp(`script-src 'nonce-${NONCE}'`));
  assert.match(csp!, new RegExp(`media-src ${server.origin.replace(/[.:/]/g, '\\$&')}`));
  assert.equal(await page.evaluate(() => (window as unknown as Record<string, unknown>).__inlineRan), undefined);
  const dynamicRan = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__dynamicRan = true';
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 50));
    return (window as unknown as Record<string, unknown>).__dynamicRan;
  });
  assert.equal(dynamicRan, undefined);
  // preview.js (nonce'd) ran and said hello.
  await page.waitForFunction(() => true);
  assert.ok(posted.some((m) => (m as { type: string }).type === 'ready'));
  await page.close();
});

test('judge files of every format are shown as score bars; the broken one as a clear message', async () => {
  const { page } = await open(taskModel, 'scores');
  const score = (format: string, agent: string, dim: string) =>
    page.evaluate(
      ([f, a, d]) => {
        const cards: any[] = Array.from(document.querySelectorAll(`.score-card[data-format="${f}"]`));
        const card = cards.find((c) => c.querySelector('.score-source')!.textContent!.startsWith(a));
        return card?.querySelector(`.bar-row[data-dimension="${d}"]`)?.getAttribute('data-score');
      },
      [format, agent, dim],
    );
  assert.equal(await score('mcu', 'gpt4o_agent', 'Task Progress'), '8');
  assert.equal(await score('mcu', 'gpt4o_agent', 'Material Selection and Usage'), '9');
  assert.equal(await page.locator('.score-card[data-format="mcu"]').count(), 2, 'MCU object and MCU [object, raw]');
  assert.equal(await score('agentbeats', '019bc2e2', 'Action Control'), '6');
  assert.equal(await score('mcu-task-studio', 'vpt_bc', 'Material Selection and Usage'), '8.5');
  // Bars: the SVG fill width is score × 10.
  const width = await page.getAttribute('.score-card[data-format="mcu-task-studio"] .bar-row[data-dimension="Task Progress"] rect.fill', 'width');
  assert.equal(width, '100');
  const aria = await page.getAttribute('.score-card[data-format="mcu-task-studio"] .bar-row[data-dimension="Creative Attempts"] svg', 'aria-label');
  assert.equal(aria, 'Creative Attempts: 2 of 10');
  // Evidence text is escaped, not interpreted.
  const ev = await page.textContent('.score-card[data-format="mcu-task-studio"] .evidence');
  assert.match(ev ?? '', /<before>/);
  assert.equal(await page.locator('.evidence before').count(), 0);
  // Broken file.
  const err = await page.textContent('.errors [role="alert"]');
  assert.match(err ?? '', /truncated_json\.json.*not valid JSON/);
  // Criteria and timeline.
  assert.equal(await page.locator('.criteria-section').count(), 6);
  const times = await page.$$eval('.timeline button[data-action="seek"]', (bs) => bs.map((b) => b.textContent));
  assert.deepEqual(times, ['0.25 s', '1.5 s', '1.8 s']);
  await page.close();
});

test('an H.264 rollout plays: readyState ≥ 2 and currentTime advances; timeline buttons seek', async () => {
  const { page } = await open(taskModel, 'h264');
  const sel = 'video[data-video-id="v0"]';
  await waitPlayable(page, sel);
  const t = await playsForward(page, sel);
  assert.ok(t > 0.3);
  await page.evaluate((s) => (document.querySelector(s) as HTMLVideoElement).pause(), sel);
  await page.click('.timeline button[data-time="1.5"]');
  await page.waitForFunction((s) => Math.abs((document.querySelector(s) as HTMLVideoElement).currentTime - 1.5) < 0.05, sel);
  await page.close();
});

test('an mp4v rollout offers "Transcode to H.264"; the keyboard-activated transcode swaps in a playing H.264 video', async () => {
  const { page, posted } = await open(taskModel, 'mp4v');
  const button = page.locator('button[data-action="transcode"][data-video-id="v1"]');
  assert.equal(await button.textContent(), 'Transcode to H.264');
  assert.match((await page.textContent('.needs-transcode[data-video-id="v1"]')) ?? '', /mpeg4 \(mp4v\).*cannot play/);
  assert.equal(await page.locator('video[data-video-id="v1"]').count(), 0);
  await button.focus();
  await page.keyboard.press('Enter');
  const sel = 'video[data-video-id="v1"]';
  await page.waitForSelector(sel, { timeout: 20_000 });
  await waitPlayable(page, sel);
  assert.ok((await playsForward(page, sel)) > 0.3);
  assert.ok(posted.some((m) => JSON.stringify(m) === JSON.stringify({ type: 'transcode', videoId: 'v1' })));
  const cached = fs.readdirSync(path.join(work, 'transcode-cache'));
  assert.equal(cached.length, 1);
  assert.match(cached[0], /\.h264\.mp4$/);
  await page.close();
});

test('a truncated file shows a clear error (probed), and a decode failure in the page shows one (it does not hang)', async () => {
  const { page } = await open(taskModel, 'truncated');
  const msg = await page.textContent('.video-error[data-video-id="v2"]');
  assert.match(msg ?? '', /Cannot play.*episode_4\.mp4.*truncated/);
  await page.close();
  // Without ffprobe the page itself must notice: mark the truncated file playable and render it.
  const unprobed: TaskPreviewModel = {
    kind: 'task',
    task: 'craft_ladder',
    errors: [],
    rollouts: [{ id: 'rollout-x', label: 'x', video: { id: 'v9', file: videos.truncated, label: 'episode_4.mp4', playable: true } }],
  };
  const second = await open(unprobed, 'truncated-unprobed');
  // Timing is not asserted here (tests share the machine with Chromium and Minecraft runs): the error must come, not hang.
  await second.page.waitForSelector('.video-error.runtime:not([hidden])', { timeout: 15000 });
  assert.match((await second.page.textContent('.video-error.runtime')) ?? '', /Cannot play this video: .*(corrupt|truncated|not a video)/);
  await second.page.waitForFunction(() => true);
  assert.ok(second.posted.some((m) => (m as { type: string }).type === 'videoError'));
  assert.ok(second.logs.some((l) => /video v9 failed/.test(l)));
  await second.page.close();
});

test('a video that fails before the page script runs still shows its error', async () => {
  const unprobed: TaskPreviewModel = {
    kind: 'task',
    task: 'craft_ladder',
    errors: [],
    rollouts: [{ id: 'rollout-y', label: 'y', video: { id: 'v8', file: videos.truncated, label: 'episode_4.mp4', playable: true } }],
  };
  const late = await open(unprobed, 'truncated-late-script', '', 3000);
  await late.page.waitForSelector('.video-error.runtime:not([hidden])', { timeout: 15000 });
  assert.match((await late.page.textContent('.video-error.runtime')) ?? '', /Cannot play this video/);
  await late.page.close();
});

test('messages: unknown or malformed ones are ignored and logged; open only names known files', async () => {
  const { page, logs } = await open(taskModel, 'messages');
  await page.evaluate(() => {
    const api = (window as unknown as { acquireVsCodeApi(): { postMessage(m: unknown): Promise<void> } }).acquireVsCodeApi();
    return Promise.all([
      api.postMessage({ type: 'runShell', cmd: 'rm -rf /' }),
      api.postMessage({ type: 'transcode', videoId: '../../etc/passwd' }),
      api.postMessage({ type: 'open', fileId: 'criteria' }),
      api.postMessage('hello'),
    ]);
  });
  assert.equal(logs.filter((l) => /ignored an unknown or malformed message/.test(l)).length, 3);
  assert.ok(logs.includes(`open ${fx('criteria_files', 'craft_ladder.txt')}`));
  await page.close();
});

test('theme: colours come from VS Code CSS variables', async () => {
  const { page } = await open(taskModel, 'theme');
  const color = await page.evaluate(() => {
    document.documentElement.style.setProperty('--vscode-editor-foreground', 'rgb(1, 2, 3)');
    return getComputedStyle(document.body).color;
  });
  assert.equal(color, 'rgb(1, 2, 3)');
  await page.close();
});

test('compare: two rollouts side by side, play/pause/seek mirrored, winner per dimension', async () => {
  const second = path.join(work, 'output', 'craft_ladder', 'episode_1_copy.mp4');
  fs.copyFileSync(videos.h264, second);
  const [a, b] = [taskModel.rollouts[0], taskModel.rollouts.find((r) => r.result?.format === 'mcu-task-studio')!];
  const model: CompareModel = {
    kind: 'compare',
    task: 'craft_ladder',
    left: a,
    right: { ...b, video: { id: 'v7', file: second, label: 'copy', playable: true, codec: 'h264' } },
  };
  const { page } = await open(model, 'compare');
  const L = `video[data-video-id="${a.video!.id}"]`;
  const R = 'video[data-video-id="v7"]';
  await waitPlayable(page, L);
  await waitPlayable(page, R);
  await page.evaluate((s) => (document.querySelector(s) as HTMLVideoElement).play(), L);
  await page.waitForFunction((s) => !(document.querySelector(s) as HTMLVideoElement).paused, R, { timeout: 5000 });
  await page.evaluate((s) => (document.querySelector(s) as HTMLVideoElement).pause(), R);
  await page.waitForFunction((s) => (document.querySelector(s) as HTMLVideoElement).paused, L, { timeout: 5000 });
  await page.evaluate((s) => ((document.querySelector(s) as HTMLVideoElement).currentTime = 1.2), L);
  await page.waitForFunction((s) => Math.abs((document.querySelector(s) as HTMLVideoElement).currentTime - 1.2) < 0.05, R, { timeout: 5000 });
  // Left is gpt4o episode 1 (TP 8, MS 9), right is vpt_bc (TP 10, MS 8.5).
  assert.equal(await page.getAttribute('tr[data-dimension="Task Progress"]', 'data-winner'), 'right');
  assert.equal(await page.getAttribute('tr[data-dimension="Material Selection and Usage"]', 'data-winner'), 'left');
  await page.click('button[data-action="play-both"]');
  await page.waitForFunction(() => (Array.from(document.querySelectorAll('video')) as VideoLike[]).every((v) => !v.paused), undefined, { timeout: 5000 });
  await page.close();
});

test('leaderboard view over a folder', async () => {
  const model = buildLeaderboardModel(fx('vlm_rating_res'));
  const { page } = await open(model, 'leaderboard');
  const agents = await page.$$eval('table.leaderboard tbody tr', (rows) => rows.map((r) => r.getAttribute('data-agent')));
  assert.deepEqual([...agents].sort(), ['gpt4o_agent', 'steve1']);
  assert.equal(await page.locator('table.tasks tbody tr').count(), 3);
  await page.close();
});
