'use strict';
/**
 * Step 17: the Testing view ("MCU Tasks") runs a folder holding a failing
 * task (the zombie fixture: on peaceful no zombie stays, verified false on
 * the goal, with the `/difficulty peaceful` line as its proof) and a passing
 * one (a placed melon). The failure's first message is the proof, on the
 * line it stands on (issue 46); the goal's own problem stays on the `text:`
 * line in Problems. Fixing the difficulty line
 * (edit + save from the keyboard) and "Test: Rerun Failed Tests" turn the
 * task green. In Restricted Mode "Run All Tests" verifies nothing: VS Code
 * asks for trust first, and refused, no file has a result.
 */
const fs = require('fs');
const path = require('path');
const wb = require('../lib/workbench');

const FIXTURES = path.join(__dirname, '..', '..', 'verify', 'fixtures', 'goals');
const FOLDER = 'testing_view';
const FAILING = `${FOLDER}/find_zombie.task.yaml`;
const PASSING = `${FOLDER}/find_melon.task.yaml`;
const FAILING_TEXT = fs.readFileSync(path.join(FIXTURES, 'zombie_peaceful.yaml'), 'utf8');
const PASSING_TEXT = fs.readFileSync(path.join(FIXTURES, 'find_melon.yaml'), 'utf8');

const ROWS = '.test-explorer .monaco-list-row';

/** The Test Explorer's rows: label, aria-label, depth, expanded, and the state icon's classes. */
async function testRows(page) {
  return page.$$eval(ROWS, (rows) => rows.map((r) => ({
    label: (r.querySelector('.label, .monaco-icon-label')?.textContent || r.textContent || '').trim(),
    aria: r.getAttribute('aria-label') || '',
    expanded: r.getAttribute('aria-expanded'),
    level: Number(r.getAttribute('aria-level') || 0),
    state: (r.querySelector('.computed-state')?.className || '').toString(),
  })));
}

module.exports = {
  name: 'testing-view',
  timeoutMs: 240000,
  extraFiles: { [FAILING]: FAILING_TEXT, [PASSING]: PASSING_TEXT },
  testRows,
  async run(ctx) {
    const page = await ctx.page('trusted');
    await wb.runCommand(page, 'View: Close All Editor Groups');
    await wb.runCommand(page, 'Testing: Focus on Test Explorer View');
    await page.waitForSelector(ROWS, { timeout: 30000 });
    // Open the tree down to the folder: examples → testing_view.
    for (const label of ['examples', FOLDER]) {
      const row = page.locator(`${ROWS}[aria-label^="${label}"]`).first();
      await row.waitFor({ timeout: 30000 });
      if ((await row.getAttribute('aria-expanded')) === 'false') await row.locator('.monaco-tl-twistie').click();
    }
    await wb.waitFor(page, async () => (await testRows(page)).some((r) => r.aria.startsWith('find_zombie.task.yaml')), 'the task files in the Testing view', 20000);
    const folder = page.locator(`${ROWS}[aria-label^="${FOLDER}"]`).first();
    await folder.hover();
    await folder.locator('.action-label[aria-label^="Run Test"]').click();
    await wb.waitFor(page, async () => (await testRows(page)).some((r) => /^find_zombie\.task\.yaml \(Failed\)/.test(r.aria)), 'find_zombie.task.yaml failed', 120000, 500);
    const first = await testRows(page);
    ctx.note(`after the run: ${first.filter((r) => r.level >= 2).map((r) => r.aria).join('; ')}`);
    if (!first.some((r) => /^find_melon\.task\.yaml \(Passed\)/.test(r.aria))) throw new Error('the passing task did not pass');
    await ctx.shot(page, 'run');

    // The failure from the editor: "Test: Peek Output" opens the failure's peek at its message and puts the cursor there.
    await wb.openFile(page, FAILING);
    await wb.runCommand(page, 'Test: Peek Output');
    const peek = page.locator('.editor-instance .monaco-editor .zone-widget.test-output-peek', { hasText: 'peaceful' });
    await peek.waitFor({ timeout: 15000 });
    ctx.note(`peek: ${(await peek.textContent()).replace(/\s+/g, ' ').slice(0, 140)}`);
    const proofLine = ctx.positionOf(FAILING_TEXT, '/difficulty peaceful', 0).line;
    const at = await wb.waitFor(page, async () => (await wb.statusBarTexts(page)).find((t) => /^Ln \d+, Col \d+/.test(t)), 'the cursor position', 10000);
    ctx.note(`the peek put the cursor at ${at} (the proof's line, /difficulty peaceful, is line ${proofLine})`);
    await ctx.shot(page, 'message');
    if (!at.startsWith(`Ln ${proofLine},`)) throw new Error(`the failure's first message is not on its proof's line ${proofLine}: ${at}`);
    if (!/proof: impossible-scene, line \d+/.test(await peek.textContent())) throw new Error('the peek does not name the proof');
    const expected = ctx.positionOf(FAILING_TEXT, '\ntext:', 1).line;
    // The same line in Problems (the verify diagnostics share the range logic).
    await wb.openProblems(page);
    const rows = await wb.waitProblems(page, (r) => r.some((x) => /Verification: find a zombie/.test(x)), 'the verification problem', 15000, 'find_zombie');
    await wb.clearProblemsFilter(page);
    const row = rows.find((x) => /Verification: find a zombie/.test(x));
    if (!row.includes(`[Ln ${expected}, Col`)) throw new Error(`the verification problem is not on line ${expected}: ${row}`);

    // The fix: the difficulty line from the keyboard (peaceful → easy), saved, then "Test: Rerun Failed Tests".
    await wb.openFile(page, FAILING);
    const fix = ctx.positionOf(FAILING_TEXT, '/difficulty peaceful', '/difficulty '.length);
    await wb.gotoPosition(page, fix.line, fix.column);
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('easy');
    await page.keyboard.press('Control+S');
    await wb.waitFor(page, async () => /difficulty easy/.test(ctx.readWorkspaceFile('trusted', FAILING)), 'the fix saved to disk', 10000);
    await wb.runCommand(page, 'Test: Rerun Failed Tests');
    await wb.waitFor(page, async () => (await testRows(page)).some((r) => /^find_zombie\.task\.yaml \(Passed\)/.test(r.aria)), 'find_zombie.task.yaml passed after the rerun', 90000, 500);
    const after = await testRows(page);
    ctx.note(JSON.stringify(after.filter((r) => r.level >= 2).map((r) => r.aria)));
    if (!after.some((r) => /^testing_view \(Passed\)/.test(r.aria))) throw new Error('the folder is not green after the rerun');
    await ctx.shot(page);

    // Restricted Mode: the profile runs nothing (verification starts a server); each file is skipped and a notification says why.
    const restricted = await ctx.page('untrusted');
    await wb.waitFor(restricted, async () => (await wb.statusBarTexts(restricted)).includes('Restricted Mode'), 'the "Restricted Mode" status', 30000);
    // The Testing view exists once the extension has registered its controller: a task file activates it (the status bar item).
    await wb.openFile(restricted, PASSING);
    await wb.waitFor(restricted, async () => (await wb.statusBarTexts(restricted)).some((t) => /MC 1\.16\.5/.test(t)), 'the extension activated in Restricted Mode', 60000, 500);
    await wb.runCommand(restricted, 'Testing: Focus on Test Explorer View');
    await restricted.waitForSelector(ROWS, { timeout: 30000 });
    await wb.runCommand(restricted, 'Test: Run All Tests');
    // VS Code asks first ("Running tests may execute code in your workspace"); refused, nothing is verified.
    const dialog = restricted.locator('.monaco-dialog-box', { hasText: 'trust the authors' });
    await dialog.waitFor({ timeout: 20000 });
    ctx.note(`restricted: ${(await dialog.textContent()).replace(/\s+/g, ' ').slice(0, 160)}`);
    await ctx.shot(restricted, 'restricted');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await restricted.waitForTimeout(3000);
    const untrustedRows = await testRows(restricted);
    ctx.note(`restricted rows: ${untrustedRows.map((r) => r.aria).join('; ')}`);
    if (untrustedRows.some((r) => /\((Passed|Failed)\)/.test(r.aria))) throw new Error('a task was verified in Restricted Mode');
  },
};
