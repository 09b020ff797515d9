/** docs/diagnostics.md is the registry's page: regenerated in memory, it must equal the committed file. */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { DIAGNOSTIC_ENTRIES } from '../../../server/src/model/diagnosticCodes';
import { diagnosticsMarkdown } from '../../../server/src/model/diagnosticCodes/markdown';
import { repoRoot } from '../../helpers/paths';

const PAGE = path.join(repoRoot, 'docs', 'diagnostics.md');

describe('docs/diagnostics.md', () => {
  it('is current: `npm run docs:diagnostics` would not change it', () => {
    const committed = fs.readFileSync(PAGE, 'utf8');
    assert.ok(committed === diagnosticsMarkdown(), 'docs/diagnostics.md is stale: run `npm run docs:diagnostics` and commit the page');
  });

  it('has one anchor per code, once, with its section', () => {
    const page = diagnosticsMarkdown();
    for (const e of DIAGNOSTIC_ENTRIES) {
      const anchor = `<a id="${e.anchor}"></a>`;
      assert.equal(page.split(anchor).length - 1, 1, e.code);
      const at = page.indexOf(anchor);
      const next = page.indexOf('<a id=', at + anchor.length);
      const section = page.slice(at, next < 0 ? undefined : next);
      for (const part of [`### \`${e.code}\``, e.summary, e.explanation, e.wrong, e.right, e.fix]) assert.ok(section.includes(part), `${e.code}: ${part.slice(0, 40)}`);
    }
  });

  it('closes every fence it opens', () => {
    const page = diagnosticsMarkdown();
    // Every fence opened is closed: an even number of fence lines.
    const fences = page.split('\n').filter((l) => /^```/.test(l));
    assert.equal(fences.length % 2, 0);
  });
});
