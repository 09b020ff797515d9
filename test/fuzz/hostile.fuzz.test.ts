/**
 * The hostile-command family in CI (issue 13): a few thousand cases through
 * the checker and a few hundred lines through a real embedded server with a
 * bot. `npm run fuzz` runs 100,000 and 3,000 of them.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Rng } from '../bench/prng';
import { buildSeeds, runCases, Seeds, warmUp } from './cases';
import { hostileCase, hostileCommand } from './hostileFamily';
import { runHostileOnServer } from './hostileServer';

const LIMIT_MS = Number(process.env.MCU_FUZZ_LIMIT_MS) || 100;

describe('hostile-command fuzzing', () => {
  let seeds: Seeds;
  before(() => {
    seeds = buildSeeds(5, 10);
    warmUp(seeds);
  });

  it(`3,000 hostile cases through the checker: no throw, no range outside the text, none over ${LIMIT_MS} ms`, () => {
    const stats = runCases(11, 3000, LIMIT_MS, seeds, undefined, 1000, (rng, _s, n) => hostileCase(rng, n));
    assert.equal(stats.cases, 3000);
    assert.deepEqual(stats.failures, [], `${stats.failures.length} failing cases; first:\n${stats.failures[0]}`);
  });

  it('the family covers each kind of hostility (guards the generator)', () => {
    const rng = new Rng(2);
    const lines = Array.from({ length: 400 }, () => hostileCommand(rng));
    for (const re of [/^\/(stop|op|ban|kick|whitelist|save-|reload|publish|debug)/, /execute (as|at) @e.* (as|at) /, /^\/fill /, /(execute as @s run ){64}/, /2147483647/, /30000000|29999999/]) {
      assert.ok(lines.some((l) => re.test(l)), `no line matches ${re}`);
    }
  });

  it('300 hostile lines through the embedded server: each answered within its budget, none an internal error', async () => {
    const stats = await runHostileOnServer(13, 300);
    assert.equal(stats.lines, 300);
    assert.deepEqual(stats.failures, []);
    assert.ok(stats.refused > 0 && stats.limited > 0, `refused ${stats.refused}, limited ${stats.limited}`);
  });
});
