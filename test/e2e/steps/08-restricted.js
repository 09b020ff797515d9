'use strict';
/**
 * Step 8: in Restricted Mode (untrusted workspace, second code-server session)
 * the LLM and Verify code lenses are gone while diagnostics still work.
 * The trusted session first shows those lenses on the same file, so their
 * absence later is a real difference, not a missing feature; a lens that the
 * trusted session lacks fails the step too (it could not be checked).
 */
const wb = require('../lib/workbench');

const GATED = ['Generate config', 'Verify'];
const FILE = 'simple/collect_wool.yaml';
const hasLens = (titles, name) => titles.some((t) => t.startsWith(name));

module.exports = {
  name: 'restricted',
  timeoutMs: 240000,
  async run(ctx) {
    const problems = [];
    const trusted = await ctx.page('trusted');
    await wb.openFile(trusted, FILE);
    const t0 = Date.now();
    let trustedTitles = [];
    let firstLensAt = 0;
    await wb
      .waitFor(
        trusted,
        async () => {
          trustedTitles = await wb.codeLensTitles(trusted);
          if (trustedTitles.length && !firstLensAt) firstLensAt = Date.now();
          // All gated lenses, or lenses rendered 5 s ago and still some missing.
          return GATED.every((g) => hasLens(trustedTitles, g)) || (firstLensAt && Date.now() - firstLensAt > 5000);
        },
        'the gated lenses in the trusted session',
        45000,
      )
      .catch(() => {});
    const lensDelay = Date.now() - t0;
    ctx.note(`trusted lenses: ${trustedTitles.join(' | ') || '(none)'}`);
    for (const g of GATED) if (!hasLens(trustedTitles, g)) problems.push(`the trusted session shows no "${g}" lens, so its gating cannot be checked`);

    const page = await ctx.page('untrusted');
    await wb.waitFor(page, async () => (await wb.statusBarTexts(page)).includes('Restricted Mode'), 'the "Restricted Mode" status', 30000);
    await wb.openFile(page, 'broken/bad_commands.yaml');
    await page.waitForSelector('.editor-instance .monaco-editor .squiggly-error', { timeout: 45000 });
    await wb.openProblems(page);
    await wb.waitProblems(page, (r) => r.some((x) => /unknown command/i.test(x) && x.includes('gve')), 'the `/gve` problem', 45000, 'bad_commands');
    await wb.clearProblemsFilter(page);

    await wb.openFile(page, FILE);
    // Lenses that Restricted Mode keeps (e.g. "Preview") show that lenses have
    // rendered; without any, wait at least as long as the trusted session took.
    const ungated = trustedTitles.filter((t) => !GATED.some((g) => t.startsWith(g)));
    let titles = [];
    if (ungated.length) {
      await wb.waitFor(page, async () => (titles = await wb.codeLensTitles(page)).length > 0, 'any code lens in Restricted Mode', 45000).catch(() => {});
      await page.waitForTimeout(1000);
    } else {
      await page.waitForTimeout(Math.max(5000, 2 * lensDelay));
    }
    titles = await wb.codeLensTitles(page);
    ctx.note(`untrusted lenses: ${titles.join(' | ') || '(none)'}`);
    await ctx.shot(page);
    for (const g of GATED) if (hasLens(titles, g)) problems.push(`Restricted Mode still shows the "${g}" lens`);
    if (problems.length) throw new Error(problems.join('; '));
  },
};
