/**
 * The side-file family in CI (issue 25): a few dozen task folders with odd
 * files beside the task and planted links where commands write, through the
 * readers and every writer, each case within a time limit in a child with a
 * capped heap. `npm run fuzz` runs 300 (--side-cases).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeSideCase, READ_SLOTS, WRITE_SLOTS } from './sideFileCases';
import { describeSideStats, runSideFileFamily } from './sideFileFamily';
import { caseRng } from './sideFileWorker';

describe('side-file fuzzing', { timeout: 300_000 }, () => {
  it('40 cases: no hang (10 s each), no crash, no write outside the folder, heap under 512 MB', async () => {
    const t0 = performance.now();
    const stats = await runSideFileFamily({ seed: 25, cases: 40, limitMs: 10_000 });
    console.log(describeSideStats(stats, (performance.now() - t0) / 1000));
    assert.equal(stats.cases, 40);
    assert.deepEqual(stats.failures, [], `${stats.failures.length} failing cases; first:\n${stats.failures[0]}`);
  });

  it('the generator plants every kind of thing in every slot over a few hundred cases (guards the generator)', () => {
    const seen = new Set<string>();
    const slots = new Set<string>();
    for (let i = 0; i < 400; i++) {
      for (const p of makeSideCase(caseRng(3, i), i).plants) {
        seen.add(p.plant.kind === 'linkOut' ? `linkOut:${p.plant.to}` : p.plant.kind);
        slots.add(p.rel);
      }
    }
    for (const k of ['fifo', 'devzero', 'dir', 'linkOut:file', 'linkOut:folder', 'linkOut:dangling', 'sparse', 'text']) assert.ok(seen.has(k), k);
    for (const s of [...READ_SLOTS, ...WRITE_SLOTS]) assert.ok(slots.has(s), s);
  });
});
