/**
 * The in-world ways (vanilla/inWorldWays.ts) name real 1.16.5 ids, and the goal
 * reader takes "make X" for an item the world makes as getting X, never as a
 * crafted statistic that no recipe can move (issue 46: "no recipe" must mean
 * "no way").
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inWorldWays, madeInWorldFrom } from '../../../server/src/vanilla/inWorldWays';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { readTextGoals } from '../../../server/src/model/goals';

const reg = getRegistry('1.16.5');
const MADE = ['carved_pumpkin', 'obsidian', 'cobblestone', 'stripped_oak_log', 'stripped_warped_hyphae', 'grass_path', 'dirt', 'milk_bucket', 'cod_bucket', 'honeycomb', 'wet_sponge', 'white_concrete', 'black_concrete', 'written_book', 'filled_map'];

describe('in-world ways', () => {
  it('every made item and every thing it is made from or with is a 1.16.5 id', () => {
    for (const made of MADE) {
      assert.ok(reg.items.has(made), made);
      const ways = inWorldWays(made);
      assert.ok(ways.length, `${made} has a way`);
      for (const w of ways) for (const id of [...w.from, ...w.using]) assert.ok(reg.items.has(id) || reg.blocks.has(id) || reg.entities.has(id), `${made}: ${id}`);
    }
    assert.deepEqual(inWorldWays('diamond'), []);
  });
  it('a way is at hand only with its source and its tool', () => {
    assert.equal(madeInWorldFrom('carved_pumpkin', (id) => id === 'pumpkin' || id === 'shears'), true);
    assert.equal(madeInWorldFrom('carved_pumpkin', (id) => id === 'pumpkin'), false);
    assert.equal(madeInWorldFrom('written_book', (id) => id === 'writable_book'), true);
  });
  it('"make obsidian", "create a carved pumpkin": getting the item, not a crafted statistic', () => {
    for (const [text, item] of [['make obsidian', 'obsidian'], ['create a carved pumpkin', 'carved_pumpkin'], ['make two blocks of white concrete', 'white_concrete']] as const) {
      const [g] = readTextGoals(text, reg).goals;
      assert.ok(g && g.kind === 'have' && g.items.includes(item), `${text}: ${JSON.stringify(g)}`);
    }
    const [diamond] = readTextGoals('craft a diamond', reg).goals;
    assert.ok(diamond.kind === 'stat' && diamond.statistic === 'crafted', 'a diamond has no way at all: still the crafted statistic (and its no-recipe proof)');
  });
});
