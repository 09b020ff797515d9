'use strict';
/**
 * Step 15: a criteria file missing a dimension is squiggled (the client sends
 * criteria_files/*.txt to the language server), and a task without a criteria
 * file gets the `criteria/missing` information whose quick fix is "MCU:
 * Generate Criteria" (only offered here: running it needs a model).
 */
const wb = require('../lib/workbench');

const CRITERIA = 'criteria_files/build_a_hut.txt';
// MCU's shape (auto_eval/criteria_files/*.txt) without Creative Attempts: Task Completion Efficiency is on line 11.
const TEXT = [
  '**Task Progress: the steps that finish the task** ',
  ' - whether the agent raises four walls and a roof',
  '',
  '**Action Control: whether the agent does things unrelated to the task**',
  ' - e.g. breaking blocks that are not part of the hut',
  '',
  '**Error Recognition and Correction: whether the agent notices its mistakes and fixes them**',
  ' - e.g. removing a block placed in the wrong column',
  '',
  '',
  '**Task Completion Efficiency**',
  ' - whether the agent finishes in a reasonable time',
  '',
  '**Material Selection and Usage: whether the agent uses the materials it was given well**',
  ' - whether the walls are built from the planks it was given',
].join('\n');

module.exports = {
  name: 'criteria',
  timeoutMs: 120000,
  extraFiles: { [CRITERIA]: TEXT },
  async run(ctx) {
    const page = await ctx.page('trusted');
    await wb.openFile(page, CRITERIA);
    await page.waitForSelector('.editor-instance .monaco-editor .squiggly-error', { timeout: 45000 });
    await wb.openProblems(page);
    const rows = await wb.waitProblems(page, (r) => r.some((x) => /"Creative Attempts" is missing/.test(x)), 'a row "Creative Attempts" is missing', 45000, 'build_a_hut');
    const row = rows.find((x) => /"Creative Attempts" is missing/.test(x));
    // The row ends with the position VS Code shows: the heading the missing dimension belongs before.
    if (!row.includes('[Ln 11, Col 1]')) throw new Error(`the missing dimension is not reported on line 11: ${row}`);
    const squiggles = await page.$$eval('.editor-instance .monaco-editor .squiggly-error', (e) => e.length);
    ctx.note(`${squiggles} squiggle(s); row: ${row}`);
    await ctx.shot(page);

    // A task of the workspace has no criteria file: the information and its quick fix.
    const task = 'simple/collect_wool.yaml';
    const text = ctx.readWorkspaceFile('trusted', task);
    await wb.openFile(page, task);
    await wb.waitProblems(page, (r) => r.some((x) => /No criteria file for this task/.test(x)), 'the criteria/missing information', 45000, 'collect_wool');
    await wb.clearProblemsFilter(page);
    const pos = ctx.positionOf(text, '\ntext:', 2);
    const titles = await wb.openQuickFixes(page, pos.line, pos.column);
    ctx.note(`quick fixes: ${JSON.stringify(titles)}`);
    await ctx.shot(page, 'quickfix');
    await page.keyboard.press('Escape');
    if (!titles.some((t) => /Generate Criteria/.test(t))) throw new Error(`no "Generate Criteria" quick fix on text:; offered ${JSON.stringify(titles)}`);
  },
};
