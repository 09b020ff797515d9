'use strict';
/**
 * Step 12: inlay hints. In `simple/collect_wool.yaml` the language server's
 * display-name hint "Shears" is rendered right after `minecraft:shears` on
 * line 2, and the relative-position hint "2 east" after the first sheep's
 * `~2 ~ ~`. VS Code draws inlay hints as injected text: spans inside the
 * line's `.view-line` whose class names contain `dyn-rule` (the hint's
 * generated CSS rule, e.g. "mtk1 dyn-rule-2-1"); the line's text then reads
 * "… minecraft:shears Shears 1".
 */
const wb = require('../lib/workbench');

/** The visible editor lines' text and the injected spans' text, top to bottom. */
async function renderedLines(page) {
  return page.$$eval('.editor-instance .view-lines .view-line, .monaco-editor .view-lines .view-line', (lines) =>
    lines
      .filter((l) => l.offsetParent !== null)
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
      .map((l) => ({
        text: (l.textContent || '').replace(/\u00a0/g, ' '),
        hints: [...l.querySelectorAll('span')]
          .filter((s) => /dyn-rule|inlay/.test(s.className) && !s.querySelector('span'))
          .map((s) => ({ cls: s.className, text: (s.textContent || '').replace(/\u00a0/g, ' ').trim() }))
          .filter((h) => h.text),
      })),
  );
}

module.exports = {
  name: 'inlay-hint',
  timeoutMs: 90000,
  async run(ctx) {
    const page = await ctx.page('trusted');
    await wb.openFile(page, 'simple/collect_wool.yaml');
    const found = await wb.waitFor(
      page,
      async () => {
        const lines = await renderedLines(page);
        const shears = lines.find((l) => l.text.includes('minecraft:shears'));
        const hint = shears && shears.hints.find((h) => h.text === 'Shears');
        return hint ? { line: shears, hint, lines } : undefined;
      },
      'an inlay hint "Shears" on the line of minecraft:shears',
      60000,
    );
    // The hint sits after the id: the rendered line reads "minecraft:shears Shears 1".
    if (!/minecraft:shears\s*Shears\s*1/.test(found.line.text)) throw new Error(`hint not after the id: "${found.line.text}"`);
    ctx.note(`line "${found.line.text}", hint span class "${found.hint.cls}"`);
    // The sheep's own name hint comes first ("minecraft:sheep Sheep ~2 ~ ~ 2 east {Color:14}").
    const sheep = found.lines.find((l) => /minecraft:sheep\s*Sheep\s*~2 ~ ~/.test(l.text));
    const where = sheep && sheep.hints.find((h) => h.text.startsWith('2 east'));
    if (!where) throw new Error(`no "2 east" hint on the first sheep's line: ${JSON.stringify(found.lines.map((l) => l.text))}`);
    ctx.note(`position hint "${where.text}"`);
    await ctx.shot(page);
  },
};
