/**
 * Builds the scene viewer's browser bundle (client/media/scene/entry.js with three.js and
 * prismarine-viewer) with the esbuild API on first use. Nothing of it ships in the VSIX: the
 * packages come from the verification runtime's node_modules (in a repo checkout, the repo's
 * own), and the bundle is cached in the user's cache folder (locate.ts: sceneCacheDir) as
 * viewer-<key>.js, where the key hashes the package versions and our entry sources, so an
 * upgrade or an edit rebuilds it and the node_modules folder stays read-only.
 *
 * The meshing worker is built first (prismarine-viewer's viewer/lib/worker.js with
 * minecraft-data trimmed to the 1.16 files meshing reads) and embedded in the main bundle
 * as a string that the page starts from a blob URL.
 */
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { sceneCacheDir, sceneSourceDir, runtimeNodeModules } from './locate';
import { trimmedMinecraftData } from './trimData';
import { readTextFile } from '../../util/safeRead';
import { writeFileSafely } from '../../util/safeWrite';

const KEY_PACKAGES = ['prismarine-viewer', 'three', 'esbuild', 'minecraft-data', 'prismarine-chunk', 'prismarine-block'];

export interface SceneBundle {
  /** The bundle's JavaScript (defines window.mcuScene). */
  code: string;
  file: string;
  /** True when this call built it (false: read from the cache). */
  built: boolean;
}

function versionOf(nodeModules: string, pkg: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

function cacheKey(nodeModules: string, srcDir: string): string {
  const h = crypto.createHash('sha256');
  for (const p of KEY_PACKAGES) h.update(`${p}@${versionOf(nodeModules, p)}\n`);
  for (const f of fs.readdirSync(srcDir).sort()) h.update(f).update(fs.readFileSync(path.join(srcDir, f)));
  // The recipe too: a change to how the bundle is built must not reuse an old one.
  h.update(buildBundle.toString()).update(browserShims.toString()).update(JSON.stringify(NODE_STUBS)).update(trimmedMinecraftData.toString());
  return h.digest('hex').slice(0, 16);
}

const NODE_STUBS: Record<string, string> = {
  util: 'module.exports = { TextEncoder: globalThis.TextEncoder, TextDecoder: globalThis.TextDecoder }',
  assert: 'module.exports = function assert (ok, m) { if (!ok) throw new Error(m || "assertion failed") }',
  // prismarine-nbt compiles its codecs with new Function when loaded, which a strict CSP forbids;
  // meshing only needs prismarine-block's simplify() of block entities.
  'prismarine-nbt': 'module.exports = { simplify: (x) => x, comp: (value) => ({ type: "compound", value }) }',
};

/** esbuild plugin: browser stand-ins for node-only modules prismarine-viewer requires. */
function browserShims(nodeModules: string, srcDir: string, workerSource?: string): any {
  return {
    name: 'mcu-scene-shims',
    setup(build: any) {
      // Its utils.js / utils.electron.js read files with node's fs; utils.web.js loads URLs.
      build.onResolve({ filter: /(^|\/)utils(\.electron)?(\.js)?$/ }, (a: any) =>
        a.importer.includes(`${path.sep}prismarine-viewer${path.sep}`) ? { path: path.join(nodeModules, 'prismarine-viewer', 'viewer', 'lib', 'utils.web.js') } : undefined);
      build.onResolve({ filter: /^canvas$/ }, () => ({ path: path.join(srcDir, 'canvasShim.js') }));
      // buffer is not a direct dependency of anything here; a copy sits under minecraft-protocol.
      build.onResolve({ filter: /^buffer\/?$/ }, () => ({ path: resolveBuffer(nodeModules) }));
      // Node built-ins that only code paths the viewer never takes use (nbt compression, protocol validation).
      build.onResolve({ filter: /^(zlib|assert|util|fs|path|stream|crypto|prismarine-nbt)$/ }, (a: any) => ({ path: a.path, namespace: 'mcu-node-stub' }));
      build.onLoad({ filter: /.*/, namespace: 'mcu-node-stub' }, (a: any) => ({ contents: NODE_STUBS[a.path] ?? 'module.exports = {}', loader: 'js' }));
      build.onResolve({ filter: /^mcu-scene:worker-source$/ }, () => ({ path: 'worker-source', namespace: 'mcu-scene' }));
      build.onLoad({ filter: /.*/, namespace: 'mcu-scene' }, () => ({ contents: `module.exports = ${JSON.stringify(workerSource ?? '')}`, loader: 'js' }));
      build.onLoad({ filter: /minecraft-data[\\/]data\.js$/ }, (a: any) => ({ contents: trimmedMinecraftData(fs.readFileSync(a.path, 'utf8')), loader: 'js', resolveDir: path.dirname(a.path) }));
    },
  };
}

function resolveBuffer(nodeModules: string): string {
  for (const dir of [path.join(nodeModules, 'buffer'), path.join(nodeModules, 'minecraft-protocol', 'node_modules', 'buffer'), path.join(nodeModules, 'protodef', 'node_modules', 'buffer')]) {
    if (fs.existsSync(path.join(dir, 'index.js'))) return path.join(dir, 'index.js');
  }
  throw new Error(`the 'buffer' package is missing from ${nodeModules} (the scene viewer's browser bundle needs it)`);
}

async function buildBundle(nodeModules: string, srcDir: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require(path.join(nodeModules, 'esbuild'));
  const common = {
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'chrome100',
    minify: true,
    legalComments: 'none',
    nodePaths: [nodeModules],
    absWorkingDir: srcDir,
    inject: [path.join(srcDir, 'shims.js')],
    define: { global: 'globalThis', __dirname: '"/"', 'process.platform': '"browser"', 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  };
  const worker = await esbuild.build({
    ...common,
    entryPoints: [path.join(nodeModules, 'prismarine-viewer', 'viewer', 'lib', 'worker.js')],
    plugins: [browserShims(nodeModules, srcDir)],
  });
  const main = await esbuild.build({
    ...common,
    entryPoints: [path.join(srcDir, 'entry.js')],
    plugins: [browserShims(nodeModules, srcDir, worker.outputFiles[0].text)],
  });
  return main.outputFiles[0].text;
}

/** The viewer bundle is a few MB; a cache entry far larger is not ours. */
const BUNDLE_MAX_BYTES = 64 * 1024 * 1024;

/** The bundle from the cache, building it first when missing. */
export async function sceneBundle(): Promise<SceneBundle> {
  const nodeModules = runtimeNodeModules();
  const srcDir = sceneSourceDir();
  const dir = sceneCacheDir();
  const file = path.join(dir, `viewer-${cacheKey(nodeModules, srcDir)}.js`);
  if (fs.existsSync(file)) return { code: readTextFile(file, BUNDLE_MAX_BYTES), file, built: false };
  const code = await buildBundle(nodeModules, srcDir);
  // The safe writer: a temporary file renamed into place (a concurrent reader never sees half a bundle), never through a link.
  writeFileSafely(file, code, { within: dir });
  return { code, file, built: true };
}
