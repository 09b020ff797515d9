/**
 * Captures a task's scene for the preview's Scene tab: the bundled CLI's
 * `scene --format preview` as a child process with NODE_PATH at the
 * verification runtime (as a verification runs), so the embedded server, the
 * viewer bundle and its textures all come from the runtime, never the VSIX.
 * Prints one JSON object: { bundleFile, assets, scene }.
 */
import * as cp from 'child_process';
import type { SceneAssets } from './scene/sceneApi';

export interface SceneJobResult {
  /** The built viewer bundle (in the user's cache folder). */
  bundleFile: string;
  assets: SceneAssets;
  scene: unknown;
}

/** Setup budget of the capture plus building the bundle the first time. */
const KILL_AFTER_MS = 180_000;

export interface SceneJobOptions {
  cliPath: string;
  nodeModules: string;
  /** Where the viewer bundle is built and cached (the one folder the webview may load it from). */
  cacheDir: string;
  file: string;
  /** The setting mcu.verify.world: the scene is built in the world verify would use. */
  world?: string;
  log(line: string): void;
}

export function runSceneJob(o: SceneJobOptions): Promise<SceneJobResult> {
  return new Promise((resolve, reject) => {
    const child = cp.spawn(process.execPath, [o.cliPath, 'scene', '--format', 'preview', '--world', o.world || 'auto', o.file], {
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', NODE_PATH: o.nodeModules, MCU_SCENE_CACHE: o.cacheDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d) => { err += String(d); for (const l of String(d).split('\n')) if (l.trim()) o.log(l); });
    const killer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    child.on('error', (e) => { clearTimeout(killer); reject(e); });
    child.on('close', (code) => {
      clearTimeout(killer);
      try {
        const r = JSON.parse(Buffer.concat(out).toString('utf8')) as SceneJobResult & { error?: string };
        if (r.error) reject(new Error(r.error));
        else if (!r.bundleFile || !r.assets || !r.scene) reject(new Error('the scene capture printed no scene'));
        else resolve(r);
      } catch {
        reject(new Error(`the scene capture exited with code ${code}: ${err.trim().split('\n').pop() ?? 'no output'}`));
      }
    });
  });
}
