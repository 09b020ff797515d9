'use strict';
/**
 * Step 13: renaming a reward identity from a task_tree leaf (F2) changes the
 * leaf and the `identity` of its reward entry in one edit, and the renamed
 * file stays clean (a half-done rename would be a
 * `reward/tree-unknown-identity` warning).
 */
const fs = require('fs');
const path = require('path');
const wb = require('../lib/workbench');

const TASK = 'compositional/kill_spider_or_collect_wool.yaml';
const BASE = path.basename(TASK);
const CRITERIA = require('fs').readFileSync(path.join(__dirname, '..', '..', 'preview', 'fixtures', 'criteria_files', 'craft_ladder.txt'));
const FIXTURE = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'rename_identity.yaml'), 'utf8');
const OLD = 'kill_spider';
const NEW = 'slay_spider';
const LEAF = '  - {task: kill a spider, rewards: [kill_spider]}';
const ENTRY = '  identity: kill_spider';

/** The server's first validation of a version after `after` (log order), once it is logged. */
function validatedAfter(ctx, page, after, what) {
  return wb.waitFor(page, () => ctx.validations('trusted', BASE).find((v) => v.version > after), what, 30000);
}

module.exports = {
  name: 'rename-identity',
  timeoutMs: 90000,
  // The task's criteria file too, so the server's count is the task's own findings (no criteria/missing).
  extraFiles: { [TASK]: FIXTURE, ['compositional/criteria_files/kill_spider_or_collect_wool.txt']: CRITERIA },
  async run(ctx) {
    const page = await ctx.page('trusted');
    // Earlier steps (the scene's preview) leave several editor groups: start from one, so keys and clicks reach this file.
    await wb.runCommand(page, 'View: Close All Editor Groups');
    await wb.openFile(page, TASK);
    const opened = await validatedAfter(ctx, page, 0, `the server's validation of ${BASE}`);
    if (opened.count !== 0) throw new Error(`the fixture should be clean; the server found ${opened.count} diagnostics`);

    const pos = ctx.positionOf(FIXTURE, LEAF, LEAF.indexOf(OLD) + 3);
    await page.click('.editor-instance .monaco-editor .view-lines');
    await wb.gotoPosition(page, pos.line, pos.column);
    await page.keyboard.press('F2');
    // The rename box opens with the name prepareRename gave, selected: typing replaces it.
    const input = '.editor-instance .monaco-editor .rename-box .rename-input';
    await page.waitForSelector(input, { state: 'visible', timeout: 20000 });
    await wb.waitFor(page, async () => (await page.inputValue(input)) === OLD, `the rename box to hold "${OLD}"`, 10000);
    // The box takes the focus a moment after it shows; keys typed before that go into the editor.
    await page.waitForSelector(`${input}:focus`, { timeout: 10000 });
    await ctx.shot(page, 'box');
    await page.keyboard.type(NEW, { delay: 10 });
    await page.keyboard.press('Enter');
    await page.waitForSelector(input, { state: 'hidden', timeout: 20000 });

    await wb.waitFor(
      page,
      async () => {
        const l = await wb.editorCode(page);
        return l.includes(LEAF.replace(OLD, NEW)) && l.includes(ENTRY.replace(OLD, NEW)) ? l : null;
      },
      `the leaf and the entry to read ${NEW}`,
      15000,
    );
    ctx.note(`renamed: "${ENTRY.replace(OLD, NEW).trim()}" and "${LEAF.replace(OLD, NEW).trim()}"`);

    // No new problem: the server checked the renamed version and found nothing (a leaf naming an
    // identity no entry has would be a warning), and the editor shows no squiggle.
    const renamed = await validatedAfter(ctx, page, opened.version, `the server's validation of the renamed ${BASE}`);
    if (renamed.count !== 0) throw new Error(`the renamed file has ${renamed.count} diagnostics`);
    await wb.openProblems(page);
    const squiggles = await page.$$eval('.editor-instance .monaco-editor [class*="squiggly-"]', (e) => e.length);
    // Filtered to this file: the workspace's other files have problems, so an empty list means the filter
    // applied and this file has none (not that its rows were scrolled out of view).
    const rows = await wb.waitProblems(page, (r) => r.length === 0, `no Problems row for ${BASE}`, 15000, BASE);
    await wb.clearProblemsFilter(page);
    if (squiggles || rows.some((r) => r.includes(BASE) || r.includes(NEW))) {
      throw new Error(`a problem after the rename: ${squiggles} squiggles; Problems rows ${JSON.stringify(rows)}`);
    }
    ctx.note(`server validated v${renamed.version}: 0 diagnostics; no squiggle, no Problems row for ${BASE}`);
    // Go to Line centred the leaf: back to line 1 (the file fits), so the shot shows the entry's
    // identity and the leaf together, with the empty Problems panel below.
    await wb.gotoPosition(page, 1, 1);
    const lines = await wb.waitFor(page, async () => {
      // Without the inlay hints (display names, reward totals): the file as written.
      const l = await wb.editorCode(page);
      return l[0] === FIXTURE.split('\n')[0] ? l : null;
    }, 'the editor scrolled to the top', 10000);
    // The whole file is on screen now: it is the fixture with each kill_spider, and nothing else, renamed.
    const expected = FIXTURE.trimEnd().split('\n').map((l) => l.split(OLD).join(NEW));
    const shown = lines.slice(0, expected.length);
    if (shown.join('\n') !== expected.join('\n')) {
      throw new Error(`the renamed file differs from the fixture with ${OLD} → ${NEW}: ${JSON.stringify(shown)}`);
    }
    await ctx.shot(page);

    await wb.runCommand(page, 'File: Revert File');
    await wb.waitFor(page, async () => (await wb.editorCode(page)).includes(LEAF), 'the reverted leaf', 15000);
  },
};
