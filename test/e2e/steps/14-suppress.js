'use strict';
/**
 * Step 14: the quick fix "Disable command/unknown for this line" on a modded
 * server's command writes `# mcu-disable-next-line command/unknown` above the
 * line with the line's indentation; the error's squiggle and Problems row go,
 * and the comment silences it without a new finding (an unused comment would
 * be information).
 */
const fs = require('fs');
const path = require('path');
const wb = require('../lib/workbench');

const TASK = 'modded/mine_diamonds_modded.yaml';
const BASE = path.basename(TASK);
const CRITERIA = require('fs').readFileSync(path.join(__dirname, '..', '..', 'preview', 'fixtures', 'criteria_files', 'craft_ladder.txt'));
const FIXTURE = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'suppress_modded_command.yaml'), 'utf8');
const CODE = 'command/unknown';
const LINE = '  - /mymod:teleport @s 0 64 0';
const COMMENT = `  # mcu-disable-next-line ${CODE}`;
const TITLE = `Disable ${CODE} for this line`;

module.exports = {
  name: 'suppress',
  timeoutMs: 90000,
  // The task's criteria file too, so the server's count is the task's own findings (no criteria/missing).
  extraFiles: { [TASK]: FIXTURE, ['modded/criteria_files/mine_diamonds_modded.txt']: CRITERIA },
  async run(ctx) {
    const page = await ctx.page('trusted');
    // Earlier steps (the scene's preview) leave several editor groups: start from one, so keys and clicks reach this file.
    await wb.runCommand(page, 'View: Close All Editor Groups');
    await wb.openFile(page, TASK);
    await wb.openProblems(page);
    const isOurs = (r) => r.includes('mymod:teleport');
    // The filter stays set until the problem is gone, so its absence is never a row scrolled out of view.
    await wb.waitProblems(page, (r) => r.some(isOurs), "the problem \"Unknown command '/mymod:teleport'\"", 45000, BASE);
    await page.waitForSelector('.editor-instance .monaco-editor .squiggly-error', { timeout: 15000 });
    const before = await wb.waitFor(page, () => ctx.validations('trusted', BASE).pop(), `the server's validation of ${BASE}`, 15000);

    const pos = ctx.positionOf(FIXTURE, LINE, LINE.indexOf('mymod'));
    const titles = await wb.openQuickFixes(page, pos.line, pos.column);
    const index = titles.findIndex((t) => t.includes(TITLE));
    if (index < 0) throw new Error(`no quick fix "${TITLE}"; offered: ${JSON.stringify(titles)}`);
    ctx.note(`quick fixes: ${titles.join(' | ')}`);
    await ctx.shot(page, 'menu');
    // Keyboard, as in step 5: the first action row has the focus.
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    const at = pos.line - 1; // 0-based index of the command line before the fix
    const lines = await wb.waitFor(
      page,
      async () => {
        const l = await wb.editorCode(page);
        return l[at + 1] === LINE ? l : null;
      },
      'the command line to move down by the inserted comment',
      15000,
    );
    if (lines[at] !== COMMENT) throw new Error(`the line above the command reads ${JSON.stringify(lines[at])}, not ${JSON.stringify(COMMENT)}`);
    ctx.note(`inserted line ${at + 1}: ${JSON.stringify(lines[at])}`);

    // The error is gone from the Problems panel and the editor, and the server found nothing else.
    await wb.waitProblems(page, (r) => !r.some(isOurs), 'the `/mymod:teleport` problem to disappear', 30000, BASE);
    await wb.clearProblemsFilter(page);
    await wb.waitFor(
      page,
      async () => (await page.$$eval('.editor-instance .monaco-editor [class*="squiggly-"]', (e) => e.length)) === 0,
      'the squiggle to disappear',
      15000,
    );
    const after = await wb.waitFor(
      page,
      () => ctx.validations('trusted', BASE).find((v) => v.version > before.version),
      `the server's validation of the fixed ${BASE}`,
      30000,
    );
    if (after.count !== 0) throw new Error(`the fixed file has ${after.count} diagnostics (v${after.version})`);
    ctx.note(`server validated v${after.version}: 0 diagnostics (v${before.version}: ${before.count})`);
    await ctx.shot(page);

    await wb.runCommand(page, 'File: Revert File');
    await wb.waitFor(page, async () => (await wb.editorCode(page))[at] === LINE, 'the reverted file', 15000);
  },
};
