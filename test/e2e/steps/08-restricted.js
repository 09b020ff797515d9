'use strict';
/**
 * Step 8: in Restricted Mode (untrusted workspace, second code-server session)
 * the LLM and Verify code lenses are gone while diagnostics still work.
 * The trusted session first shows those lenses on the same file, so their
 * absence later is a real difference, not a missing feature.
 */
const wb = require('../lib/workbench');

const GATED = ['Generate config', 'Verify'];
const FILE = 'simple/collect_wool.yaml';

module.exports = {
  name: 'restricted',
  timeoutMs: 240000,
  async run(ctx) {
    const trusted = await ctx.page('trusted');
    await wb.openFile(trusted, FILE);
    const t0 = Date.now();
    const seen = await wb.waitFor(
      trusted,
      async () => {
        const titles = await wb.codeLensTitles(trusted);
        return GATED.every((g) => titles.some((t) => t.startsWith(g))) ? titles : null;
      },
      `the trusted session to show the lenses ${GATED.join(', ')}`,
      45000,
    );
    const lensDelay = Date.now() - t0;
    ctx.note(`trusted lenses: ${seen.join(' | ')}`);

    const page = await ctx.page('untrusted');
    await wb.waitFor(page, async () => (await wb.statusBarTexts(page)).includes('Restricted Mode'), 'the "Restricted Mode" status', 30000);
    await wb.openFile(page, 'broken/bad_commands.yaml');
    await page.waitForSelector('.editor-instance .monaco-editor .squiggly-error', { timeout: 45000 });
    await wb.openProblems(page);
    await wb.waitProblems(page, (r) => r.some((x) => x.includes('gve')), 'the `/gve` problem', 45000);

    await wb.openFile(page, FILE);
    // Give the lenses at least as long as they took in the trusted session (and 5 s).
    await page.waitForTimeout(Math.max(5000, 2 * lensDelay));
    const titles = await wb.codeLensTitles(page);
    ctx.note(`untrusted lenses: ${titles.join(' | ') || '(none)'}`);
    await ctx.shot(page);
    const shown = GATED.filter((g) => titles.some((t) => t.startsWith(g)));
    if (shown.length) throw new Error(`Restricted Mode still shows ${shown.join(', ')}`);
  },
};
