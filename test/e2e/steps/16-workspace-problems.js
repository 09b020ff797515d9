'use strict';
/**
 * Step 16: workspace diagnostics. A task file nobody opens
 * (`task_configs/unopened/never_opened.yaml`, an unknown `/gvie` on line 3)
 * shows its problem in the Problems panel, under its file name, while the
 * file has no editor tab: the language server checked it from disk.
 */
const wb = require('../lib/workbench');

const FILE = 'task_configs/unopened/never_opened.yaml';
const TEXT = ['custom_init_commands:', '- /give @s minecraft:oak_planks 8', '- /gvie @s minecraft:stick 4', 'text: craft sticks', ''].join('\n');
const ROW = /Unknown command '\/gvie'/;

/** The labels of the editor tabs of every group. */
async function tabLabels(page) {
  return page.$$eval('.tabs-container .tab', (tabs) => tabs.map((t) => `${t.getAttribute('aria-label') || ''} ${(t.textContent || '').trim()}`));
}

module.exports = {
  name: 'workspace-problems',
  timeoutMs: 120000,
  extraFiles: { [FILE]: TEXT },
  async run(ctx) {
    const page = await ctx.page('trusted');
    await wb.openProblems(page);
    // The whole workspace's problems are listed; the filter keeps the rows of this file in view.
    const rows = await wb.waitProblems(page, (r) => r.some((x) => ROW.test(x)), `the row "Unknown command '/gvie'"`, 60000, 'never_opened');
    const row = rows.find((x) => ROW.test(x));
    const fileRow = rows.find((x) => x.includes('never_opened.yaml'));
    if (!fileRow) throw new Error(`no Problems row names never_opened.yaml; rows: ${JSON.stringify(rows)}`);
    // The position VS Code shows: line 3, column 4 (after "- /").
    if (!row.includes('[Ln 3, Col 4]')) throw new Error(`the problem is not at [Ln 3, Col 4]: ${row}`);
    const tabs = await tabLabels(page);
    if (tabs.some((t) => t.includes('never_opened.yaml'))) throw new Error(`never_opened.yaml has an editor tab: ${JSON.stringify(tabs)}`);
    ctx.note(`row: ${row}; file row: ${fileRow.trim()}; tabs: ${JSON.stringify(tabs)}`);
    await ctx.shot(page);
    await wb.clearProblemsFilter(page);
  },
};
