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

function pack(out: string, extra: string[]) {
  return spawnSync('npx', ['vsce', 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', ...extra, '-o', out], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 180_000,
    // vsce asks before packaging without a LICENSE/README in some versions; never wait for a human.
    input: 'y\n',
  });
}

const tail = (r: ReturnType<typeof spawnSync>) => `${r.stderr ?? ''}${r.stdout ?? ''}`.trim().split('\n').filter((l) => !/npm warn/.test(l)).slice(-3).join(' | ');

/**
 * Packages with the plain command; when that fails only because README.md has
 * relative image links and package.json no repository, packages again with
 * placeholder base URLs (they rewrite README links, the size barely changes)
 * and reports the first failure alongside the size.
 */
export function vsixSize(): VsixResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-vsix-'));
  const out = path.join(dir, 'x.vsix');
  const t0 = performance.now();
  try {
    let res = pack(out, []);
    let error: string | undefined;
    if (res.status !== 0 && /repository|baseContentUrl|baseImagesUrl/i.test(`${res.stderr}${res.stdout}`)) {
      error = `plain \`vsce package\` failed (${tail(res)}); size measured with --baseContentUrl/--baseImagesUrl placeholders`;
      res = pack(out, ['--baseContentUrl', 'https://example.invalid/', '--baseImagesUrl', 'https://example.invalid/']);
    }
    const ms = performance.now() - t0;
    if (res.status !== 0 || !fs.existsSync(out)) {
      return { bytes: null, ms, error: `vsce exited ${res.status}${res.error ? ' (' + res.error.message + ')' : ''}: ${tail(res)}` };
    }
    // vsce prints "Packaged: … (N files, X MB)"; keep the file count for the report.
    const files = /\((\d+ files?)[^)]*\)/.exec(String(res.stdout ?? ''))?.[1];
    return { bytes: fs.statSync(out).size, ms, files, error };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
