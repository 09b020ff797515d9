import * as fs from 'fs';
import * as path from 'path';

let cached: string | undefined;

/**
 * Finds server/data, written by the build. The same code runs from the esbuild
 * bundle (dist/), from tsc output (out/server/src/vanilla) and inside the VSIX, so
 * it walks up from this file rather than assuming one layout.
 */
export function dataDir(): string {
  if (cached) return cached;
  const fromEnv = process.env.MCU_DATA_DIR;
  if (fromEnv && fs.existsSync(path.join(fromEnv, 'versions.json'))) return (cached = fromEnv);
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'server', 'data');
    if (fs.existsSync(path.join(candidate, 'versions.json'))) return (cached = candidate);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('Minecraft data not found: run `npm run build` (it extracts server/data from minecraft-data).');
}
