'use strict';
/**
 * Step 9: the MCU Preview of a task with OR alternatives shows exactly the
 * AgentBeats score computed by hand in test/judge/fixtures/expected.json
 * (from the task file, its verification report and the judge's Task
 * Progress), the labelled any-of score beside it, and the pairwise verdict.
 */
const fs = require('fs');
const path = require('path');
const wb = require('../lib/workbench');
const paths = require('../lib/paths');

const TASK = 'ladder_and_spider_or_wool';
const FX = path.join(paths.repoRoot, 'test', 'judge', 'fixtures');
const P = path.join(FX, 'preview');
const read = (...p) => fs.readFileSync(path.join(P, ...p));

/** Workspace files this step needs, added to the copied examples by run.js. */
const extraFiles = {
  [`task_configs/${TASK}.yaml`]: read('task_configs', `${TASK}.yaml`),
  [`task_configs/${TASK}.verify.json`]: read('task_configs', `${TASK}.verify.json`),
  [`vlm_rating_res/steve_res/${TASK} episode_1.json`]: read('vlm_rating_res', 'steve_res', `${TASK} episode_1.json`),
  [`vlm_rating_res/vpt_res/${TASK} episode_2.json`]: read('vlm_rating_res', 'vpt_res', `${TASK} episode_2.json`),
  [`pairwise/${TASK} episode_1 vs episode_2.pairwise.json`]: read('pairwise', 'episode_1 vs episode_2.pairwise.json'),
};

/** The score card texts in the webview's nested iframes, once they are there. */
async function cards(page) {
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate((task) => {
        // Another task's preview (step 7) may still be open: only this task's page counts.
        const h1 = document.querySelector('h1');
        if (!h1 || h1.textContent !== task) return null;
        const rows = Array.from(document.querySelectorAll('.rollout'));
        if (!rows.length) return null;
        return {
          cards: rows.map((r) => ({
            title: (r.querySelector('h3') || {}).textContent || '',
            score: (r.querySelector('.agentbeats .ab-value') || {}).textContent || '',
            anyOf: (r.querySelector('.agentbeats-anyof .ab-value') || {}).textContent || '',
          })),
          verdict: (document.querySelector('.pairwise .verdict') || {}).textContent || '',
        };
      }, TASK)
      .catch(() => null);
    if (found) return found;
  }
  return null;
}

module.exports = {
  name: 'agentbeats',
  timeoutMs: 240000,
  extraFiles,
  async run(ctx) {
    ctx.requireCommand('mcu.preview');
    const expected = JSON.parse(fs.readFileSync(path.join(FX, 'expected.json'), 'utf8')).preview;
    const page = await ctx.page('trusted');
    // An earlier step's preview may hold the focus in a second group: start from one empty group.
    await wb.runCommand(page, 'View: Close All Editor Groups');
    await wb.openFile(page, `task_configs/${TASK}.yaml`);
    await wb.clickCodeLens(page, 'Preview');
    await page.waitForSelector('.tabs-container .tab[aria-label*="Preview"]', { timeout: 60000 });
    const seen = await wb.waitFor(page, () => cards(page), 'score cards in the MCU Preview webview', 120000, 500);
    const steve = seen.cards.find((c) => c.title.startsWith('steve'));
    if (!steve) throw new Error(`no score card for steve; cards: ${JSON.stringify(seen.cards)}`);
    if (steve.score !== `${expected.steve.agentbeats} / 10`) throw new Error(`AgentBeats score shown as "${steve.score}", expected ${expected.steve.agentbeats} / 10`);
    if (steve.anyOf !== `${expected.steve.anyOf} / 10`) throw new Error(`any-of score shown as "${steve.anyOf}", expected ${expected.steve.anyOf} / 10`);
    if (seen.verdict !== expected.pairwise.label) throw new Error(`pairwise verdict shown as "${seen.verdict}"`);
    ctx.note(`steve: AgentBeats ${steve.score}, any-of ${steve.anyOf}; pairwise: ${seen.verdict}`);
    await ctx.shot(page);
  },
};
