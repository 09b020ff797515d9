/** The scene's node-side parts that need no server or browser: the block recorder, the data trim, option parsing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { BlockRecorder, BLOCK_POSITIONS_MAX } from '../../../server/src/simulation/verify/blockRecorder';
import { trimmedMinecraftData } from '../../../server/src/simulation/sceneView/trimData';
import { parseSize } from '../../../server/src/hosts/cli/scene';
import { UsageError } from '../../../server/src/hosts/cli/io';
import { repoRoot } from '../../helpers/paths';

test('BlockRecorder keeps the box of every block and lists positions up to its cap', () => {
  assert.equal(new BlockRecorder().result(), undefined);
  const r = new BlockRecorder();
  for (let i = 0; i < BLOCK_POSITIONS_MAX + 5; i++) r.add(i % 7, 64 + (i % 3), 0 - i);
  const out = r.result()!;
  assert.deepEqual(out.box, [0, 64, -(BLOCK_POSITIONS_MAX + 4), 6, 66, 0]);
  assert.equal(out.positions.length, BLOCK_POSITIONS_MAX);
  assert.equal(out.truncated, true);
});

test('the trimmed minecraft-data index keeps only Java 1.16 meshing files', () => {
  const source = fs.readFileSync(path.join(repoRoot, 'node_modules', 'minecraft-data', 'data.js'), 'utf8');
  const trimmed = trimmedMinecraftData(source);
  const required = [...trimmed.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
  assert.ok(required.length > 0);
  for (const r of required) assert.match(r, /\/pc\/(1\.16[^/]*|common)\/(blocks|blockCollisionShapes|tints|blockStates|biomes|features|version|legacy)\.json$/, r);
  assert.ok(required.some((r) => r.endsWith('/blocks.json')));
  assert.ok(trimmed.length < source.length / 10);
  // Still a module whose pc table has the 1.16.4 entry the viewer asks for.
  const m = { exports: {} as any };
  new Function('module', 'require', '__dirname', trimmed)(m, () => [], '/');
  assert.ok(m.exports.pc['1.16.4']);
  assert.equal(m.exports.pc['1.20.4'], undefined);
});

test('--size takes WIDTHxHEIGHT within bounds', () => {
  assert.deepEqual(parseSize(undefined), { width: 1280, height: 720 });
  assert.deepEqual(parseSize('640x360'), { width: 640, height: 360 });
  for (const bad of ['640', '10x10', '99999x100', 'axb', '640x-3']) assert.throws(() => parseSize(bad), UsageError, bad);
});
