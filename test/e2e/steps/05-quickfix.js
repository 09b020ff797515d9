'use strict';
/** Step 5: the quick fix on `/gve` applies, and the unknown-command diagnostic goes away. */
const wb = require('../lib/workbench');

module.exports = {
  name: 'quickfix',
  timeoutMs: 90000,
  async run(ctx) {
    const page = await ctx.page('trusted');
    const rel = 'broken/bad_commands.yaml';
    const text = ctx.readWorkspaceFile('trusted', rel);
    await wb.openFile(page, rel);
    await wb.openProblems(page);
    // The filter stays set until the problem is gone, so its absence is never a row scrolled out of view.
    await wb.waitProblems(page, (r) => r.some((x) => x.includes('gve')), 'the `/gve` problem', 45000, 'bad_commands');
    const pos = ctx.positionOf(text, '- /gve', 4);
    const titles = await wb.openQuickFixes(page, pos.line, pos.column);
    const index = titles.findIndex((t) => /give/.test(t));
    if (index < 0) throw new Error(`no quick fix mentioning /give; offered: ${JSON.stringify(titles)}`);
    ctx.note(`quick fix: "${titles[index]}"`);
    await ctx.shot(page, 'menu');
    // Lines are read without their inlay hints (the display name "Diamond" is drawn after the id).
    // Keyboard, not a click: the widget's rows get covered by the hover that
    // the cursor position opens. The first action row has the focus.
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const line = pos.line - 1;
    await wb.waitFor(page, async () => (await wb.editorCode(page))[line]?.includes('/give @s minecraft:diamond 3'), 'line 5 to read /give', 15000);
    await wb.waitProblems(page, (r) => !r.some((x) => x.includes('gve')) && r.length > 0, 'the `/gve` problem to disappear', 30000, 'bad_commands');
    await wb.clearProblemsFilter(page);
    await ctx.shot(page);
    await wb.revertActiveFile(page, (lines) => !!lines[line]?.includes('/gve @s minecraft:diamond 3'), 'line 5 to read /gve again after the revert');
  },
};
