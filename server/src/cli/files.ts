import * as fs from 'fs';
import * as path from 'path';

const SKIP_DIRS = new Set(['node_modules', '.git', 'out', 'dist']);

/** Expands files and directories into YAML files (directories walked recursively, sorted). */
export function collectYamlFiles(inputs: string[], cwd: string): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  for (const input of inputs) {
    const p = path.resolve(cwd, input);
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch {
      missing.push(input);
      continue;
    }
    if (st.isDirectory()) walk(p, files);
    else files.push(p);
  }
  return { files, missing };
}

function walk(dir: string, out: string[]): void {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) walk(p, out);
    } else if (/\.ya?ml$/i.test(e.name)) out.push(p);
  }
}

/** Reads a text file, dropping a UTF-8 byte order mark as editors do (positions then match VS Code's). */
export function readText(file: string): string {
  const text = fs.readFileSync(file, 'utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
