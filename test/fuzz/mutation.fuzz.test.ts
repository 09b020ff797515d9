/**
 * Mutation fuzzing in CI: a few thousand mutated task files and command lines
 * through validateText, parseCommand (with the command completer and
 * describer), complete and hover. A case fails when a call throws, returns a
 * range outside its text, validateText reports an internal error, or a call
 * takes over 100 ms on three runs. `npm run fuzz` runs the same cases longer.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { validateText } from '../../server/src/analysis/lint/validate';
import { Rng } from '../bench/prng';
import { buildSeeds, runCases, Seeds, warmUp } from './cases';
import { mutate } from './mutate';

// 100 ms per call is the requirement; MCU_FUZZ_LIMIT_MS can raise it on a
// machine known to be overloaded (say so when you use it).
const LIMIT_MS = Number(process.env.MCU_FUZZ_LIMIT_MS) || 100;

describe('mutation fuzzing of the services', () => {
  let seeds: Seeds;
  before(() => {
    seeds = buildSeeds(7);
    warmUp(seeds);
  });

  // Two seeds so a regression cannot hide behind one lucky sequence.
  for (const [seed, count] of [[1, 1200], [99, 800]] as const) {
    it(`${count} cases from seed ${seed}: no throw, no range outside the text, none over ${LIMIT_MS} ms`, () => {
      const stats = runCases(seed, count, LIMIT_MS, seeds);
      assert.equal(stats.cases, count);
      for (const k of ['validate', 'command', 'complete', 'hover'] as const) assert.ok(stats.byKind[k] > count / 10, `too few ${k} cases: ${stats.byKind[k]}`);
      assert.deepEqual(stats.failures, [], `${stats.failures.length} failing cases; first:\n${stats.failures[0]}`);
    });
  }

  it('the mutator really breaks files (most mutated files get diagnostics)', () => {
    // Guards the fuzzer itself: if mutations stopped changing anything, the test above would pass vacuously.
    const rng = new Rng(3);
    let changed = 0;
    let flagged = 0;
    for (let i = 0; i < 200; i++) {
      const base = seeds.tasks[i % 14];
      const m = mutate(rng, base, seeds.pools, 5);
      if (m !== base) changed++;
      if (validateText(m).length > validateText(base).length) flagged++;
    }
    assert.ok(changed > 180, `only ${changed}/200 mutations changed the text`);
    assert.ok(flagged > 60, `only ${flagged}/200 mutated files got more diagnostics`);
  });
});
