/**
 * The last verification's three-way verdict in the preview page (headless
 * Chromium) and in the editor's Verify lens title: a null (judged from
 * video) and a false (a goal the scene does not allow).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { BrowserContext } from 'playwright-core';
import { buildTaskModel } from '../../server/src/evaluation/preview/buildModel';
import { renderPreviewHtml } from '../../client/src/preview/html';
import { lensTitle } from '../../client/src/verify/lensTitle';
import { tempDir, launchTestBrowser } from './helpers';
import { PageServer, startPageServer } from './pageServer';

const MEDIA = path.join(__dirname, '..', '..', '..', 'client', 'media');

const REPORTS = {
  build_house: {
    reportVersion: 2, verified: null, verdictReason: 'judged from video: the text states "build a house", which the verifier cannot check',
    goals: [], timeline: [], reward: 0, maxReward: 0,
  },
  find_melon: {
    reportVersion: 2, verified: false, verdictReason: 'find a melon: there is no melon within 64 blocks of the agent',
    goals: [{ text: 'find a melon', kind: 'reach', outcome: 'failed', reason: 'there is no melon within 64 blocks of the agent' }], timeline: [], reward: 0, maxReward: 0,
  },
  look_at_sky: {
    reportVersion: 2, verified: true, goals: [{ text: 'look at the sky', kind: 'sky', outcome: 'reached' }], timeline: [], reward: 0, maxReward: 0,
  },
};

let server: PageServer;
let context: BrowserContext;
let work: string;
let profile: string;

before(async () => {
  work = tempDir('verdict-view');
  for (const [task, r] of Object.entries(REPORTS)) fs.writeFileSync(path.join(work, `${task}.verify.json`), JSON.stringify(r));
  server = await startPageServer();
  ({ context, profile } = await launchTestBrowser('chromium-profile-verdict'));
});

after(async () => {
  await context?.close();
  await server?.close();
  for (const d of [work, profile]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

async function verdictOf(task: keyof typeof REPORTS): Promise<{ state: string | null; text: string; goals: string[] }> {
  const model = await buildTaskModel({ task, videoFiles: [], judgeFiles: [], verifyFile: path.join(work, `${task}.verify.json`) });
  const html = renderPreviewHtml(model, { cspSource: server.origin, nonce: 'bm9uY2UtdmQ', toWebviewUri: server.toUri, mediaDir: MEDIA });
  const page = await context.newPage();
  try {
    await page.goto(server.setPage(task, html));
    const section = page.locator('section.verification');
    return {
      state: await section.getAttribute('data-verdict'),
      text: await section.locator('.verdict').innerText(),
      goals: await section.locator('.goals li').allInnerTexts(),
    };
  } finally {
    await page.close();
  }
}

test('preview: null is shown as judged from video, not as a failure', async () => {
  const v = await verdictOf('build_house');
  assert.equal(v.state, 'null');
  assert.match(v.text, /^Judged from video — the text states "build a house"/);
  assert.deepEqual(v.goals, []);
});

test('preview: false names the goal and why', async () => {
  const v = await verdictOf('find_melon');
  assert.equal(v.state, 'false');
  assert.match(v.text, /^Not verified — find a melon: there is no melon/);
  assert.deepEqual(v.goals, ['find a melon: failed — there is no melon within 64 blocks of the agent']);
});

test('preview: true lists the goals reached', async () => {
  const v = await verdictOf('look_at_sky');
  assert.equal(v.state, 'true');
  assert.equal(v.text, 'Verified');
  assert.deepEqual(v.goals, ['look at the sky: reached']);
});

test('lens title: the last verdict in three ways', () => {
  assert.equal(lensTitle(), '$(beaker) Verify');
  assert.equal(lensTitle({ verified: true }), '$(beaker) Verify · last: $(pass) Verified');
  assert.equal(lensTitle({ verified: false, verdictReason: 'x' }), '$(beaker) Verify · last: $(error) Not verified');
  assert.equal(lensTitle({ verified: null, verdictReason: REPORTS.build_house.verdictReason }), '$(beaker) Verify · last: $(question) Judged from video');
  assert.equal(lensTitle({ verified: null, verdictReason: 'needs a generated world: no village' }), '$(beaker) Verify · last: $(question) Needs a generated world');
});
