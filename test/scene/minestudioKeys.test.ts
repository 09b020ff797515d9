/**
 * `mcu-task scene` with MineStudio's own keys: the real embedded server runs the example
 * (summon_mobs, init commands, init_inventory, in MineStudio's order) and real Chromium renders it;
 * the two zombies are in the scene and in the picture, each named by the key entry that made it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { captureScene } from '../../server/src/simulation/sceneView/capture';
import { SceneRenderer, RenderResult } from '../../server/src/simulation/sceneView/render';
import type { SceneJson } from '../../server/src/simulation/sceneView/format';
import { MINESTUDIO_EXAMPLE as EXAMPLE } from '../helpers/minestudioExample';

let scene: SceneJson;
let renderer: SceneRenderer;
let shot: RenderResult;
let work: string;

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-scene-keys-'));
  process.env.MCU_SCENE_CACHE ??= path.join(work, 'cache');
  scene = (await captureScene(EXAMPLE, { seed: 99 })).scene;
  renderer = await SceneRenderer.launch({ timeoutMs: 60_000 });
  shot = await renderer.render(scene, { width: 960, height: 540, camera: 'top' });
});

after(async () => {
  await renderer?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('the capture has both zombies, within the ranges, named by summon_mobs 1', () => {
  const zombies = scene.entities.filter((e) => e.type === 'zombie');
  assert.equal(zombies.length, 2, JSON.stringify(scene.entities));
  for (const z of zombies) {
    assert.equal(z.source, 'summon_mobs 1');
    assert.equal(z.command, undefined, 'no init command made it');
    assert.ok(z.x - scene.agent.x >= -3 && z.x - scene.agent.x <= 3, `x ${z.x}`);
    assert.ok(z.z - scene.agent.z >= 2 && z.z - scene.agent.z <= 4, `z ${z.z}`);
  }
  assert.equal(scene.reset?.seed, 99);
  assert.deepEqual(scene.reset?.steps.map((s) => s.label), ['zombie (summon_mobs 1)', 'zombie (summon_mobs 1)', 'diamond_sword (init_inventory 1)']);
  assert.deepEqual(scene.commands.map((c) => c.text), ['/time set night']);
});

test('the picture shows the two zombies, labelled "zombie (summon_mobs 1)"', () => {
  const labelled = shot.counts.filter((c) => c.kind === 'entity' && c.label === 'zombie (summon_mobs 1)');
  assert.equal(labelled.length, 2, shot.counts.map((c) => c.label).join('; '));
  for (const c of labelled) assert.ok(c.pixels > 50, `${c.label}: ${c.pixels} px`);
});
