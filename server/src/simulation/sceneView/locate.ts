/**
 * Where the scene viewer's parts are: our browser sources (client/media/scene, shipped in the
 * VSIX as plain files), the node_modules with prismarine-viewer, three and esbuild (the
 * verification runtime, found like the other runtime packages: NODE_PATH or the repo's own),
 * and the cache folder for the built bundle.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { RuntimeMissingError } from '../verify/runtime';

/** client/media/scene, found by walking up from this file (dist/, out/server/src/simulation/sceneView or the VSIX). */
export function sceneSourceDir(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'client', 'media', 'scene');
    if (fs.existsSync(path.join(candidate, 'entry.js'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('the scene viewer sources (client/media/scene/entry.js) were not found next to mcu-task');
}

/** The node_modules folder that holds prismarine-viewer (and three, esbuild beside it). */
export function runtimeNodeModules(): string {
  for (const pkg of ['prismarine-viewer', 'three', 'esbuild']) {
    try {
      require.resolve(`${pkg}/package.json`);
    } catch {
      throw new RuntimeMissingError(`the scene viewer needs ${pkg} in the verification runtime (install prismarine-viewer@1.33.0 three@0.128.0 esbuild playwright-core beside flying-squid and point NODE_PATH at that node_modules)`);
    }
  }
  return path.dirname(path.dirname(require.resolve('prismarine-viewer/package.json')));
}

/** Built bundles live here: $MCU_SCENE_CACHE, else the user's cache folder (never the VSIX or node_modules). */
export function sceneCacheDir(): string {
  if (process.env.MCU_SCENE_CACHE) return process.env.MCU_SCENE_CACHE;
  const base = process.env.XDG_CACHE_HOME || (process.platform === 'win32' ? process.env.LOCALAPPDATA : undefined) || path.join(os.homedir(), '.cache');
  return path.join(base || os.tmpdir(), 'mcu-task-studio', 'scene');
}
