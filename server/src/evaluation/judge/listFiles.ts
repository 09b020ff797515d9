/** Files below a folder whose names match, sorted; dot-folders and node_modules are skipped, unreadable folders passed over. */
import * as fs from 'fs';
import * as path from 'path';

export function listFiles(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && !e.name.startsWith('.')) walk(p);
      } else if (e.isFile() && keep(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}
