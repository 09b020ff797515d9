'use strict';
/**
 * Step 2: a broken task file gets error squiggles and Problems rows with the
 * messages its leading comment asks for (at least the unknown `/gve`), and
 * the row's code `command/unknown` is a link to its section of docs/diagnostics.md.
 */
const wb = require('../lib/workbench');

module.exports = {
  name: 'diagnostics',
  timeoutMs: 90000,
  async run(ctx) {
    const page = await ctx.page('trusted');
    await wb.openFile(page, 'broken/bad_commands.yaml');
    await page.waitForSelector('.editor-instance .monaco-editor .squiggly-error', { timeout: 45000 });
    await wb.openProblems(page);
    const rows = await wb.waitProblems(
      page,
      (r) => r.some((x) => /unknown command/i.test(x) && x.includes('gve')),
      'a row "Unknown command … gve"',
      45000,
      'bad_commands',
    );
    // The file's leading comment lists five errors; all five must be reported.
    const mustMention = [/gve/, /lots|integer/i, /\/?item\b/, /tpye/, /nbt|unterminated|\}/i];
    const missing = mustMention.filter((re) => !rows.some((r) => re.test(r)));
    const squiggles = await page.$$eval('.editor-instance .monaco-editor .squiggly-error', (e) => e.length);
    // The code of a row is a link to its section of docs/diagnostics.md (the diagnostic's codeDescription).
    const links = await wb.problemCodeLinks(page);
    const unknownLink = links.find((l) => l.code === 'command/unknown');
    ctx.note(`${squiggles} squiggles, ${rows.length} Problems rows, ${links.length} code links`);
    await ctx.shot(page);
    if (missing.length) throw new Error(`Problems rows miss ${missing.join(', ')}; rows: ${JSON.stringify(rows)}`);
    if (!unknownLink || !/^https:\/\/.+\/docs\/diagnostics\.md#command-unknown$/.test(unknownLink.href)) {
      throw new Error(`the code command/unknown is not a link to docs/diagnostics.md#command-unknown; code links: ${JSON.stringify(links)}`);
    }
  },
};
