/**
 * Scene rendering figures (issue 21): `mcu-task scene` on the test scene as a new process,
 * first with an empty bundle cache (the esbuild build included) and again with the cache
 * filled; then, in this process, a second render in the same browser session (warm). Every
 * request the page makes to anything but data:/blob: URLs is refused and counted.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { repoRoot } from '../helpers/paths';
import { captureScene } from '../../server/src/simulation/sceneView/capture';
import { SceneRenderer } from '../../server/src/simulation/sceneView/render';

export interface SceneFigures {
  /** New process, empty bundle cache: capture, bundle build, Chromium start, render. */
  coldFirstMs: number;
  /** New process, bundle cached. */
  coldMs: number;
  /** The capture alone (embedded server, init commands, settle) in this process. */
  captureMs: number;
  /** Second render of the scene in the same browser session. */
  warmMs: number;
  /** Requests the page tried to make over the network (all refused). */
  networkRequests: number;
  exit: number | null;
}

const TASK = path.join(repoRoot, 'examples', 'scene', 'zombie_sheep_wall.yaml');

function runCli(out: string, cache: string): { ms: number; exit: number | null; stderr: string } {
  const t0 = performance.now();
  const res = spawnSync(process.execPath, [path.join(repoRoot, 'dist', 'cli.js'), 'scene', TASK, '--out', out], {
    encoding: 'utf8', env: { ...process.env, MCU_SCENE_CACHE: cache }, timeout: 120_000,
  });
  return { ms: performance.now() - t0, exit: res.status, stderr: res.stderr ?? '' };
}

export async function sceneFigures(): Promise<SceneFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-scene-bench-'));
  const cache = path.join(dir, 'cache');
  try {
    const first = runCli(path.join(dir, 'a.png'), cache);
    const second = runCli(path.join(dir, 'b.png'), cache);
    let networkRequests = [first, second].reduce((n, r) => n + Number(/tried (\d+) network request/.exec(r.stderr)?.[1] ?? 0), 0);
    const exit = first.exit !== 0 ? first.exit : second.exit;
    if (exit !== 0) throw new Error(`mcu-task scene failed (exit ${exit}): ${(first.stderr + second.stderr).trim().split('\n').slice(-3).join(' | ')}`);

    process.env.MCU_SCENE_CACHE = cache;
    const t0 = performance.now();
    const { scene } = await captureScene(fs.readFileSync(TASK, 'utf8'));
    const captureMs = performance.now() - t0;
    const renderer = await SceneRenderer.launch();
    try {
      await renderer.render(scene);
      const warm = await renderer.render(scene, { camera: 'orbit' });
      networkRequests += renderer.blockedRequests;
      return { coldFirstMs: first.ms, coldMs: second.ms, captureMs, warmMs: warm.ms, networkRequests, exit };
    } finally {
      await renderer.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
