/**
 * `mcu-task scene` end to end: the real embedded server builds examples/scene/zombie_sheep_wall.yaml,
 * real Chromium (software WebGL) renders it. The id pass says how many pixels each object has;
 * the PNG is checked at the objects' projected positions. A cow stands behind the agent: it is
 * in the scene but must have no pixel from the agent's camera (and some from above); a pig
 * right behind the wall must be hidden but for stray edge pixels.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { captureScene } from '../../server/src/simulation/sceneView/capture';
import { SceneRenderer, RenderResult } from '../../server/src/simulation/sceneView/render';
import type { SceneJson } from '../../server/src/simulation/sceneView/format';
import { main } from '../../server/src/hosts/cli/main';
import { readPng } from '../helpers/png';
import { repoRoot } from '../helpers/paths';

const TASK = path.join(repoRoot, 'examples', 'scene', 'zombie_sheep_wall.yaml');
let scene: SceneJson;
let renderer: SceneRenderer;
let shot: RenderResult;
let work: string;

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-scene-'));
  process.env.MCU_SCENE_CACHE ??= path.join(work, 'cache');
  scene = (await captureScene(fs.readFileSync(TASK, 'utf8'))).scene;
  renderer = await SceneRenderer.launch({ timeoutMs: 60_000 });
  shot = await renderer.render(scene, { width: 960, height: 540 });
});

after(async () => {
  await renderer?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

function pixelsOf(label: RegExp): number {
  const found = shot.counts.filter((c) => label.test(c.label));
  assert.equal(found.length, 1, `one object labelled ${label}: ${shot.counts.map((c) => c.label).join('; ')}`);
  return found[0].pixels;
}

const entityId = (type: string) => scene.entities.find((e) => e.type === type)!.id;

test('the capture says which init command put each thing there', () => {
  assert.deepEqual(scene.agent, { ...scene.agent, x: 0.5, y: 64, z: 0.5 });
  const byType = Object.fromEntries(scene.entities.map((e) => [e.type, e.command]));
  assert.deepEqual(byType, { zombie: 1, sheep: 2, pig: 5, cow: 6, item: 7, item_frame: 8 });
  const wall = scene.commands[4].blocks!;
  assert.deepEqual(wall.box, [-4, 64, 8, 5, 67, 8]);
  assert.equal(wall.positions.length, 40);
  assert.deepEqual(scene.placed.filter((b) => b.command === 3), [{ x: -3, y: 64, z: 3, name: 'crafting_table', command: 3 }]);
  assert.equal(scene.placed.filter((b) => b.command === 4 && b.name === 'cobblestone').length, 40);
  assert.ok(scene.columns.length >= 9, 'at least 3×3 chunk columns around the agent');
});

test('the zombie, the sheep, the wall and the crafting table are visible; the pig behind the wall is not', () => {
  assert.ok(pixelsOf(/^zombie/) > 300, 'zombie');
  assert.ok(pixelsOf(/^sheep/) > 300, 'sheep');
  assert.ok(pixelsOf(/^cobblestone/) > 5000, 'wall');
  assert.ok(pixelsOf(/^crafting_table/) > 300, 'crafting table');
  assert.equal(pixelsOf(/^cow/), 0, 'the cow behind the camera');
  // No model in the viewer: drawn as markers, still visible and pickable.
  assert.ok(pixelsOf(/^item \(/) > 20, 'the dropped diamond has a marker');
  assert.ok(pixelsOf(/^item_frame/) > 20, 'the item frame has a marker');
  // Software rasterising can leave a crack of a few pixels where block faces meet.
  assert.ok(pixelsOf(/^pig/) < 30, 'the pig is hidden behind the wall');
  assert.equal(renderer.blockedRequests, 0, 'the page asked for nothing over the network');
});

test('the picture shows them where they project', () => {
  const png = readPng(shot.png);
  assert.deepEqual([png.width, png.height], [960, 540]);
  const at = (key: string | number) => {
    const p = shot.projected[String(key)];
    assert.ok(p?.visible, `${key} projects into the picture`);
    return png.pixel(p.x, p.y);
  };
  const [wr, wg, wb] = at('command:4');
  assert.ok(Math.max(wr, wg, wb) - Math.min(wr, wg, wb) < 25 && wr > 60, `cobblestone is grey, got ${[wr, wg, wb]}`);
  const [sr, sg, sb] = at(entityId('sheep'));
  assert.ok(Math.min(sr, sg, sb) > 150, `the sheep is white, got ${[sr, sg, sb]}`);
  const [tr, , tb] = at('command:3');
  assert.ok(tr > tb + 30, `the crafting table is brown, got ${[tr, tb]}`);
  const [zr, zg, zb] = at(entityId('zombie'));
  assert.ok(zr < zg && zr < zb, `the zombie's shirt is cyan, got ${[zr, zg, zb]}`);
  // The sky above everything keeps the background colour (light blue).
  const [br, bg, bb] = png.pixel(png.width / 2, 5);
  assert.ok(bb > br && bb > 200, `sky at the top, got ${[br, bg, bb]}`);
});

test('a second render in the same session is fast and picks from another camera', async () => {
  const again = await renderer.render(scene, { width: 960, height: 540, camera: 'top' });
  assert.ok(again.ms < 3000, `warm render took ${again.ms} ms`);
  assert.ok(again.counts.find((c) => c.label.startsWith('pig'))!.pixels > 10, 'from above the pig behind the wall shows');
  assert.ok(again.counts.find((c) => c.label.startsWith('cow'))!.pixels > 10, 'from above the cow behind the agent shows');
});

test('mcu-task scene writes the PNG; bad input exits 2 with a message', async () => {
  const out = path.join(work, 'shot.png');
  const lines: string[] = [];
  const io = { stdout: (t: string) => lines.push(t), stderr: (t: string) => lines.push(t), cwd: repoRoot, env: process.env };
  assert.equal(await main(['scene', TASK, '--out', out, '--size', '640x360'], io), 0, lines.join(''));
  const png = readPng(fs.readFileSync(out));
  assert.deepEqual([png.width, png.height], [640, 360]);
  assert.match(lines.join(''), /zombie \(init command 2\): \d+ px/);
  lines.length = 0;
  assert.equal(await main(['scene', path.join(repoRoot, 'examples', 'broken', 'not_yaml.yaml')], io), 2);
  assert.match(lines.join(''), /not valid YAML/);
  lines.length = 0;
  assert.equal(await main(['scene', TASK, '--chromium', path.join(work, 'no-such-chromium')], io), 2);
  assert.match(lines.join(''), /Chromium not found/);
  assert.equal(await main(['scene', TASK, '--size', '12x5'], io), 2);
});
