/**
 * The AgentBeats score and the pairwise verdict on the preview page, in
 * headless Chromium, for a fixture whose figures are computed by hand in
 * test/judge/fixtures/expected.json.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { BrowserContext } from 'playwright-core';
import { buildTaskModel } from '../../server/src/evaluation/preview/buildModel';
import { pairwiseFor } from '../../server/src/evaluation/preview/model';
import { renderPreviewHtml } from '../../client/src/preview/html';
import type { CompareModel, TaskPreviewModel } from '../../server/src/evaluation/preview/model';
import { makeVideos, tempDir, launchTestBrowser } from './helpers';
import { PageServer, startPageServer } from './pageServer';

const MEDIA = path.join(__dirname, '..', '..', '..', 'client', 'media');
const FX = path.join(__dirname, '..', '..', '..', 'test', 'judge', 'fixtures');
const P = path.join(FX, 'preview');
const EXPECTED = JSON.parse(fs.readFileSync(path.join(FX, 'expected.json'), 'utf8')).preview;
const TASK = 'ladder_and_spider_or_wool';

let server: PageServer;
let context: BrowserContext;
let work: string;
let profile: string;
let model: TaskPreviewModel;

before(async () => {
  work = tempDir('agentbeats-view');
  const out = path.join(work, 'output', TASK);
  fs.mkdirSync(out, { recursive: true });
  const v = makeVideos(out, { h264: 'episode_1.mp4', mp4v: 'episode_2.mp4', truncated: 'episode_9.mp4' });
  model = await buildTaskModel({
    task: TASK,
    taskFile: path.join(P, 'task_configs', `${TASK}.yaml`),
    videoFiles: [v.h264, v.mp4v],
    judgeFiles: [path.join(P, 'vlm_rating_res', 'steve_res', `${TASK} episode_1.json`), path.join(P, 'vlm_rating_res', 'vpt_res', `${TASK} episode_2.json`)],
    verifyFile: path.join(P, 'task_configs', `${TASK}.verify.json`),
    pairwiseFiles: [path.join(P, 'pairwise', 'episode_1 vs episode_2.pairwise.json')],
  });
  server = await startPageServer();
  ({ context, profile } = await launchTestBrowser('chromium-profile-ab'));
});

after(async () => {
  await context?.close();
  await server?.close();
  for (const d of [work, profile]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

test('model: the AgentBeats and any-of scores per rollout, and the pairwise verdict', () => {
  const card = (agent: string) => model.rollouts.find((r) => r.result?.agent === agent)!.result!;
  for (const agent of ['steve', 'vpt']) {
    assert.equal(card(agent).agentbeats?.score, EXPECTED[agent].agentbeats, agent);
    assert.equal(card(agent).agentbeats?.anyOf?.score, EXPECTED[agent].anyOf, agent);
  }
  assert.equal(model.pairwise?.[0].verdict, EXPECTED.pairwise.verdict);
  // Asked the other way round, the verdict flips with the sides.
  const v1 = model.rollouts.find((r) => r.result?.agent === 'steve')!.video!.file;
  const v2 = model.rollouts.find((r) => r.result?.agent === 'vpt')!.video!.file;
  assert.equal(pairwiseFor(model.pairwise, v2, v1)?.verdict, 'B');
});

test('page: shows exactly the hand-computed AgentBeats score, the labelled any-of score and the verdict (screenshot)', async () => {
  const html = renderPreviewHtml(model, { cspSource: server.origin, nonce: 'bm9uY2UtYWI', toWebviewUri: server.toUri, mediaDir: MEDIA });
  const page = await context.newPage();
  await page.goto(server.setPage('ab', html));
  const steve = page.locator('.rollout', { hasText: 'steve' });
  assert.equal(await steve.locator('.agentbeats .ab-value').innerText(), `${EXPECTED.steve.agentbeats} / 10`);
  assert.equal(await steve.locator('.agentbeats').getAttribute('data-agentbeats-score'), String(EXPECTED.steve.agentbeats));
  assert.match(await steve.locator('.agentbeats-anyof').innerText(), new RegExp(`^Any-of score \\(one OR alternative is enough\\) ${EXPECTED.steve.anyOf} / 10 \\(AgentBeats sums every reward entry\\)$`));
  assert.match(await steve.locator('.agentbeats .ab-how').innerText(), /reward 3\.33 of 10 and Task Progress 4, averaged/);
  assert.equal(await page.locator('.rollout', { hasText: 'vpt' }).locator('.agentbeats .ab-value').innerText(), `${EXPECTED.vpt.agentbeats} / 10`);
  const verdict = page.locator('.pairwise-list .pairwise');
  assert.equal(await verdict.locator('.verdict').innerText(), EXPECTED.pairwise.label);
  assert.match(await verdict.innerText(), /A = steve · episode_1\.mp4, B = vpt · episode_2\.mp4/);
  assert.match(await verdict.innerText(), /never opens the crafting table/);
  const shot = await steve.locator('.score-card').screenshot();
  assert.ok(shot.length > 1000, 'a real PNG');
  const dir = path.join(__dirname, '..', '..', '..', 'artifacts', 'preview');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'agentbeats-score.png'), shot);
  await page.close();
});

test('compare page: the pairwise verdict on the two rollouts', async () => {
  const left = model.rollouts.find((r) => r.result?.agent === 'steve')!;
  const right = model.rollouts.find((r) => r.result?.agent === 'vpt')!;
  const compare: CompareModel = { kind: 'compare', task: TASK, left, right, pairwise: pairwiseFor(model.pairwise, left.video?.file, right.video?.file) };
  const html = renderPreviewHtml(compare, { cspSource: server.origin, nonce: 'bm9uY2UtYWI', toWebviewUri: server.toUri, mediaDir: MEDIA });
  const page = await context.newPage();
  await page.goto(server.setPage('ab-compare', html));
  assert.equal(await page.locator('section[aria-label="Pairwise verdict"] .verdict').innerText(), 'A is better');
  assert.equal(await page.locator('.agentbeats[data-agentbeats-score]').count(), 2);
  await page.close();
});
