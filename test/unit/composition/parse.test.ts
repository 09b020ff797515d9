/** "a and b or c" as a tree: AND binds tighter than OR, parentheses group, "from scratch" marks a part. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeTree, leavesOf, parseTaskTree, TaskTreeSyntaxError, treeFromFlags } from '../../../server/src/model/composition/parse';

describe('task tree precedence', () => {
  it('AND binds tighter than OR: (a and b) or c', () => {
    assert.deepEqual(parseTaskTree('craft a furnace and mine iron ore or kill a zombie'), {
      or: [{ and: [{ task: 'craft a furnace' }, { task: 'mine iron ore' }] }, { task: 'kill a zombie' }],
    });
  });
  it('a or b and c is a or (b and c)', () => {
    assert.deepEqual(parseTaskTree('kill a zombie or craft a furnace and mine iron ore'), {
      or: [{ task: 'kill a zombie' }, { and: [{ task: 'craft a furnace' }, { task: 'mine iron ore' }] }],
    });
  });
  it('parentheses override precedence; nested same-kind nodes flatten', () => {
    assert.deepEqual(parseTaskTree('craft a furnace and (mine iron ore or kill a zombie)'), {
      and: [{ task: 'craft a furnace' }, { or: [{ task: 'mine iron ore' }, { task: 'kill a zombie' }] }],
    });
    assert.deepEqual(parseTaskTree('a and (b and c)'), { and: [{ task: 'a' }, { task: 'b' }, { task: 'c' }] });
  });
  it('keeps case, and marks "from scratch" parts', () => {
    assert.deepEqual(parseTaskTree('Craft a Stone Pickaxe from scratch'), { task: 'Craft a Stone Pickaxe', fromScratch: true });
    assert.deepEqual(leavesOf(parseTaskTree('mine coal ore or craft a torch from scratch')).map((l) => !!l.fromScratch), [false, true]);
  });
  it('describes the tree back with parentheses only where needed', () => {
    const text = 'craft a furnace and mine iron ore or kill a zombie';
    assert.equal(describeTree(parseTaskTree(text)), text);
    assert.equal(describeTree(parseTaskTree('a and (b or c)')), 'a and (b or c)');
  });
  it('the CLI flags read as one sentence: --task T --and A --or O is (T and A) or O', () => {
    assert.deepEqual(treeFromFlags('craft a furnace', ['mine iron ore'], ['kill a zombie']), parseTaskTree('craft a furnace and mine iron ore or kill a zombie'));
    // A composed --task stays one group.
    assert.deepEqual(treeFromFlags('a or b', ['c']), { and: [{ or: [{ task: 'a' }, { task: 'b' }] }, { task: 'c' }] });
  });
  it('bad input gets a clear error, not a crash', () => {
    for (const [bad, msg] of [['craft a furnace and', /expected a task but found the end/], ['or kill a zombie', /expected a task but found "or"/], ['(a or b', /expected "\)"/], ['a) or b', /unexpected "\)"/], ['   ', /empty/]] as const) {
      assert.throws(() => parseTaskTree(bad), (e: unknown) => e instanceof TaskTreeSyntaxError && msg.test(e.message), bad);
    }
  });
});
