'use strict';
/**
 * Step 1: the workbench is up and the extension activated: its status bar
 * item shows the Minecraft version and its Output channel exists.
 */
const wb = require('../lib/workbench');

module.exports = {
  name: 'activated',
  timeoutMs: 120000,
  async run(ctx) {
    const page = await ctx.page('trusted');
    // A task file activates the extension whatever its activation events are.
    const t0 = Date.now();
    await wb.openFile(page, 'simple/collect_wool.yaml');
    const item = await wb.waitFor(
      page,
      async () => (await wb.statusBarTexts(page)).find((t) => t.includes('MC 1.16.5')),
      'a status bar item with "MC 1.16.5"',
      60000,
    );
    ctx.note(`status bar "${item}" ${Date.now() - t0} ms after opening a task file`);
    await wb.runCommand(page, 'Output: Show Output Channels');
    await wb.pickQuickRow(page, 'MCU Task Studio', (aria) => aria === 'MCU Task Studio', 'Output channel "MCU Task Studio"');
    await page.waitForSelector('.output-view, .panel .output', { state: 'visible' });
    await ctx.shot(page);
  },
};
