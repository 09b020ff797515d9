'use strict';
/** Step 3: hovering an item id shows the item's information (display name "Diamond"). */
const wb = require('../lib/workbench');

module.exports = {
  name: 'hover',
  timeoutMs: 60000,
  async run(ctx) {
    const page = await ctx.page('trusted');
    const file = ctx.scratchFile;
    await wb.openFile(page, file.path);
    const pos = ctx.positionOf(file.text, 'minecraft:diamond', 'minecraft:'.length + 2);
    await wb.gotoPosition(page, pos.line, pos.column);
    // "Show or Focus Hover" (Ctrl+K Ctrl+I) hovers at the cursor: no mouse coordinates needed.
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
    const text = await wb.waitFor(
      page,
      async () => {
        const texts = await page.$$eval('.monaco-hover', (hs) =>
          hs.filter((h) => h.offsetParent !== null).map((h) => h.textContent || ''),
        );
        return texts.find((t) => t.includes('Diamond') && t.includes('minecraft:diamond'));
      },
      'a hover with "Diamond" and its id minecraft:diamond',
      30000,
    );
    ctx.note(`hover: ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
    await ctx.shot(page);
    await page.keyboard.press('Escape');
  },
};
