/** The stored tree: reading task_tree and deciding any-of (OR) and all-of (AND). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateTree } from '../../../server/src/model/composition/evaluate';
import { readStoredTree, StoredTree } from '../../../server/src/model/composition/storedTree';

const tree: StoredTree = {
  or: [{ and: [{ task: 'craft a furnace', rewards: ['craft_furnace'] }, { task: 'mine iron ore', rewards: ['mine_iron_ore'] }] }, { task: 'kill a zombie', rewards: ['kill_zombie'] }],
};
const earnedOf = (...ids: string[]) => (id: string) => ids.includes(id);

describe('task tree evaluation', () => {
  it('OR is any-of: the zombie branch alone satisfies it, through that branch', () => {
    assert.deepEqual(evaluateTree(tree, earnedOf('kill_zombie')), { satisfied: true, through: ['kill a zombie'] });
  });
  it('AND is all-of: half the AND branch is not enough', () => {
    assert.deepEqual(evaluateTree(tree, earnedOf('craft_furnace')), { satisfied: false, through: [] });
    assert.deepEqual(evaluateTree(tree, earnedOf('craft_furnace', 'mine_iron_ore')), { satisfied: true, through: ['craft a furnace', 'mine iron ore'] });
  });
  it('a leaf needs every entry it names (a from-scratch chain)', () => {
    const leaf: StoredTree = { task: 'craft a stone pickaxe from scratch', rewards: ['mine_log', 'craft_planks', 'craft_stone_pickaxe'] };
    assert.equal(evaluateTree(leaf, earnedOf('mine_log', 'craft_planks')).satisfied, false);
    assert.equal(evaluateTree(leaf, earnedOf('mine_log', 'craft_planks', 'craft_stone_pickaxe')).satisfied, true);
  });
  it('reads the stored form, and says what is wrong with a malformed one', () => {
    assert.deepEqual(readStoredTree(JSON.parse(JSON.stringify(tree))).tree, tree);
    assert.equal(readStoredTree(undefined).tree, undefined);
    assert.match(readStoredTree({ or: [{ task: 'a', rewards: ['x'] }] }).problem!, /task_tree\.or` must list at least two parts/);
    assert.match(readStoredTree({ task: 'a' }).problem!, /task_tree\.rewards` must list the identities/);
    assert.match(readStoredTree({ task: 'a', rewards: ['x'], and: [] }).problem!, /exactly one of/);
    assert.match(readStoredTree({ and: [{ task: 'a', rewards: ['x'] }, 'b'] }).problem!, /task_tree\.and\[1\]` must be a mapping/);
  });
});
