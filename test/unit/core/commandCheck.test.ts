/** Command lines as document diagnostics: how many problems one line may show. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';

describe('problems per command line', () => {
  it('a line with more than 20 problems shows 20 and says how many more', () => {
    const states = Array.from({ length: 30 }, (_, i) => `p${i}=v`).join(',');
    const text = `custom_init_commands:\n- /setblock ~1 ~ ~ minecraft:chest[${states}]\n- /give @s minecraft:wool 1\n`;
    const diags = validateText(text);
    const first = diags.filter((d) => d.start < text.indexOf('/give'));
    const more = first.filter((d) => d.code === 'command/more-problems');
    assert.equal(more.length, 1);
    assert.equal(more[0].severity, 'information');
    assert.match(more[0].message, /^10 more problems on this line are not shown \(the first 20 are\)\.$/);
    assert.equal(first.filter((d) => d.code !== 'command/more-problems' && d.code.startsWith('command/')).length + first.filter((d) => d.code.startsWith('id/')).length, 20);
    // The next line keeps its own finding.
    assert.ok(diags.some((d) => d.start > text.indexOf('/give') && d.code.startsWith('id/')));
  });
});
