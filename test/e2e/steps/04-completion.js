'use strict';
/** Step 4: Ctrl+Space after `/give @s minecraft:dia` offers item ids such as diamond. */
const wb = require('../lib/workbench');

module.exports = {
  name: 'completion',
  timeoutMs: 60000,
  async run(ctx) {
    const page = await ctx.page('trusted');
    const file = ctx.scratchFile;
    await wb.openFile(page, file.path);
    // End of the last command line, then a new list entry.
    const pos = ctx.positionOf(file.text, file.lastCommand, file.lastCommand.length);
    await wb.gotoPosition(page, pos.line, pos.column);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.type('- /give @s minecraft:dia', { delay: 15 });
    await page.keyboard.press('Escape'); // close any suggestions opened while typing
    await page.keyboard.press('Control+Space');
    const labels = await wb.waitFor(
      page,
      async () => {
        const l = await page.$$eval('.suggest-widget.visible .monaco-list-row', (rows) =>
          rows.map((r) => r.getAttribute('aria-label') || r.textContent || ''),
        );
        return l.some((x) => /(^|[:\s])diamond\b/.test(x)) ? l : null;
      },
      'a completion row "diamond"',
      30000,
    );
    ctx.note(`${labels.length} suggestions, e.g. ${labels.slice(0, 4).join(' | ')}`);
    await ctx.shot(page);
    await page.keyboard.press('Escape');
    await wb.revertActiveFile(page, (lines) => !lines.some((l) => /minecraft:dia(\s|$)/.test(l)), 'the typed line to go with the revert');
  },
};
