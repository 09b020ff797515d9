/** The embedded server's chance draws (plugins/gameDraws.ts): one stream per kind, from the task's seed. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { draw, seedDraws } from '../../../server/src/simulation/embedded/plugins/gameDraws';
import type { EmbeddedContext } from '../../../server/src/simulation/embedded/plugins/context';

const ctx = (): EmbeddedContext => ({ serv: {}, stats: {} as any, strict: true, log: () => undefined, timers: new Set(), playerTimers: new Set() });

describe('embedded: game draws', () => {
  it('one seed gives one sequence per kind, whatever other kinds drew in between', () => {
    const a = ctx();
    const b = ctx();
    seedDraws(a, 7);
    seedDraws(b, 7);
    const fromA = [draw(a, 'enchanting'), draw(a, 'enchanting')];
    for (let i = 0; i < 50; i++) draw(b, 'crops');
    assert.deepEqual([draw(b, 'enchanting'), draw(b, 'enchanting')], fromA);
    for (const v of fromA) assert.ok(v >= 0 && v < 1);
  });

  it('another seed, or seeding again, starts the streams anew', () => {
    const a = ctx();
    seedDraws(a, 7);
    const seven = draw(a, 'unbreaking');
    seedDraws(a, 8);
    assert.notEqual(draw(a, 'unbreaking'), seven);
    seedDraws(a, 7);
    assert.equal(draw(a, 'unbreaking'), seven);
    // Kinds differ from one another under one seed.
    assert.notEqual(draw(a, 'anvil'), draw(a, 'toss'));
  });
});
