/** Packages the extension with vsce into a temp dir and returns the VSIX size in bytes. */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { repoRoot } from '../helpers/paths';

export interface VsixResult {
  bytes: number | null;
  ms: number;
  error?: string;
  files?: string;
}

export function vsixSize(): VsixResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-vsix-'));
  const out = path.join(dir, 'x.vsix');
  const t0 = performance.now();
  const res = spawnSync('npx', ['vsce', 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '-o', out], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 180_000,
    // vsce asks before packaging without a LICENSE/README in some versions; never wait for a human.
    input: 'y\n',
  });
  const ms = performance.now() - t0;
  try {
    if (res.status !== 0 || !fs.existsSync(out)) {
      const tail = `${res.stderr ?? ''}${res.stdout ?? ''}`.trim().split('\n').slice(-5).join('\n');
      return { bytes: null, ms, error: `vsce exited ${res.status}${res.error ? ' (' + res.error.message + ')' : ''}: ${tail}` };
    }
    // vsce prints "Packaged: … (N files, X MB)"; keep the file count for the report.
    const files = /\((\d+ files?)[^)]*\)/.exec(res.stdout ?? '')?.[1];
    return { bytes: fs.statSync(out).size, ms, files };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
