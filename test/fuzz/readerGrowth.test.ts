/**
 * Issue 44: the MineDojo source reader and criteria files read long runs of
 * their own delimiters and whitespace in linear time (readerGrowthFamily.ts,
 * also run by `npm run fuzz`). One test per case, n against 10n.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { describeGrowth, growth } from './growth';
import { MAX_GROWTH_RATIO, READER_GROWTH_CASES, removeScratch } from './readerGrowthFamily';

describe('MineDojo source reader and criteria files grow linearly', { timeout: 300_000 }, () => {
  after(removeScratch);
  for (const c of READER_GROWTH_CASES) {
    it(c.name, (t) => {
      let g = growth(c.build, c.run, c.n);
      // One more measurement before calling it quadratic: a collection landing in a timing is noise.
      if (g.ratio >= MAX_GROWTH_RATIO) g = growth(c.build, c.run, c.n);
      t.diagnostic(describeGrowth(c.name, c.n, g));
      assert.ok(g.ratio < MAX_GROWTH_RATIO, describeGrowth(c.name, c.n, g));
    });
  }
});
