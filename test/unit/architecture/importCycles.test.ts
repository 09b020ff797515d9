import * as assert from 'assert';
import * as path from 'path';
import { test } from 'node:test';
import { repoRoot } from '../../helpers/paths';
import { cycles, Graph, importGraph } from './importGraph';

const out = path.join(repoRoot, 'out');

test('the cycle finder finds a cycle it is given and none in a tree', () => {
  const g: Graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
  assert.deepStrictEqual(cycles(g), [['a', 'b', 'c', 'a']]);
  assert.deepStrictEqual(cycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), []);
});

test('no runtime import cycles in the server and the client', () => {
  const g = importGraph(out, [path.join(out, 'server', 'src'), path.join(out, 'client', 'src')]);
  assert.ok(g.size > 100, `the graph covers the compiled sources (${g.size} files)`);
  const found = cycles(g);
  assert.deepStrictEqual(found.map((c) => c.join(' → ')), []);
});
