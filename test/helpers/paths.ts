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

export function exampleFiles(sub?: string): string[] {
  const root = sub ? path.join(examplesDir, sub) : examplesDir;
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.yaml')) out.push(p);
    }
  };
  walk(root);
  return out;
}
