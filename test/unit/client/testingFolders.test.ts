/** The Testing view's tree (client/src/testing/folderTree.ts): workspace folder → sub-folders → files. */
import assert from 'node:assert/strict';
import * as path from 'path';
import { describe, it } from 'node:test';
import { groupByFolder, treePath, TreeNode } from '../../../client/src/testing/folderTree';

const p = path.posix;
const show = (nodes: TreeNode[]): unknown => nodes.map((n) => (n.children.length ? { [n.label]: show(n.children) } : n.label));

describe('Testing view folder grouping', () => {
  it('groups files by workspace folder and sub-folder, one item per folder', () => {
    const tree = groupByFolder([{ path: '/w/bench', name: 'bench' }], [
      '/w/bench/task_configs/simple/a.yaml',
      '/w/bench/task_configs/hard/c.yaml',
      '/w/bench/task_configs/simple/b.yaml',
      '/w/bench/top.task.yaml',
    ], p);
    assert.deepEqual(show(tree), [{ bench: [{ task_configs: [{ simple: ['a.yaml', 'b.yaml'] }, { hard: ['c.yaml'] }] }, 'top.task.yaml'] }]);
    assert.equal(tree[0].children[0].children[0].id, '/w/bench/task_configs/simple');
    assert.equal(tree[0].children[0].children[0].children[1].kind, 'file');
  });

  it('a file goes under its innermost workspace folder; one outside every folder is left out', () => {
    const tree = groupByFolder([{ path: '/w', name: 'outer' }, { path: '/w/inner', name: 'inner' }], ['/w/inner/x.yaml', '/w/y.yaml', '/elsewhere/z.yaml'], p);
    assert.deepEqual(show(tree), [{ inner: ['x.yaml'] }, { outer: ['y.yaml'] }]);
  });

  it('treePath names each step with its kind, and none for a path outside the root', () => {
    assert.deepEqual(treePath('/w', 'ws', '/w/a/b.yaml', p)?.map((s) => `${s.kind}:${s.label}`), ['root:ws', 'folder:a', 'file:b.yaml']);
    assert.equal(treePath('/w', 'ws', '/wx/b.yaml', p), undefined);
    assert.equal(treePath('/w', 'ws', '/w', p), undefined);
  });
});
