import * as fs from 'fs';
import * as path from 'path';

/** The repository root, found from the compiled test location (out/test/...) or the source. */
export const repoRoot = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) || path.basename(dir) === 'out') dir = path.dirname(dir);
  return dir;
})();

/** The repository's own example tasks. */
export const examplesDir = path.join(repoRoot, 'examples');

/** Every `.yaml` file below `dir`, each folder's entries in name order. */
export function yamlFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.yaml')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

export function exampleFiles(sub?: string): string[] {
  return yamlFilesUnder(sub ? path.join(examplesDir, sub) : examplesDir);
}
