/** Packages the extension exactly as `npm run package` does, into a temp dir, and returns the VSIX size in bytes. */
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

// The packager is plain JS shared with `npm run package` and the end-to-end tests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { packageVsix } = require(path.join(repoRoot, 'server', 'tools', 'package.js')) as { packageVsix(out: string): { ok: boolean; output: string } };

export function vsixSize(): VsixResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-vsix-'));
  const out = path.join(dir, 'x.vsix');
  const t0 = performance.now();
  try {
    const res = packageVsix(out);
    const ms = performance.now() - t0;
    if (!res.ok || !fs.existsSync(out)) {
      return { bytes: null, ms, error: `vsce failed: ${res.output.trim().split('\n').slice(-3).join(' | ')}` };
    }
    // vsce prints "Packaged: … (N files, X MB)"; keep the file count for the report.
    const files = /\((\d+ files?)[^)]*\)/.exec(res.output)?.[1];
    return { bytes: fs.statSync(out).size, ms, files };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
