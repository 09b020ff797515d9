/**
 * The VSIX carries what the extension needs at run time and nothing else.
 * The file list comes from `vsce ls`, the packager itself (server/tools/package.js
 * packs the same list, with client/README.md as the Marketplace page), so
 * .vscodeignore is read as vsce reads it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'fs';
import * as path from 'path';
import { before, describe, it } from 'node:test';
import { repoRoot } from '../../helpers/paths';

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

/** What may ship: each pattern names a kind of run-time file. */
const ALLOWED: RegExp[] = [
  /^(package\.json|README\.md|CHANGELOG\.md|LICENSE)$/,
  /^dist\/(client|server|cli|verifyWorker|scenePage)\.js$/, // the bundles (no source maps)
  /^server\/data\/(versions|legacy-1\.11)\.json$/, // extracted Minecraft data
  /^server\/data\/\d+\.\d+(\.\d+)?\/registry\.json$/,
  /^schemas\/[\w-]+\.schema\.json$/,
  /^snippets\/[\w-]+\.code-snippets$/,
  /^syntaxes\/[\w.-]+\.tmLanguage\.json$/,
  /^client\/media\/preview\.(js|css)$/, // the preview webview
  /^client\/media\/scene\/\w+\.js$/, // scene viewer sources, bundled on first use
  /^media\/walkthrough\/\w+\.md$/,
  /^examples\/([\w-]+\/)*[\w-]+\.(yaml|yml|md)$/, // copied by "MCU: Open Example Tasks"
];

/** `**` any depth, `*` within one path segment: enough for the rules in .vscodeignore. */
function globToRegExp(glob: string): RegExp {
  const body = glob.split('**').map((part) => part.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')).join('.*');
  return new RegExp(`^${body}$`);
}

describe('VSIX contents', () => {
  let shipped: string[];
  before(() => {
    const vsce = path.join(repoRoot, 'node_modules', '@vscode', 'vsce', 'vsce');
    const res = spawnSync(process.execPath, [vsce, 'ls', '--no-dependencies'], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(res.status, 0, res.stderr);
    shipped = res.stdout.split('\n').map((l) => l.trim()).filter(Boolean).sort();
    assert.ok(shipped.includes('dist/client.js'), 'vsce ls lists the bundles (did `npm run build` run?)');
  });

  it('lists no stray file: every file is of a kind the extension reads at run time', () => {
    assert.deepEqual(shipped.filter((f) => !ALLOWED.some((re) => re.test(f))), []);
  });

  it('ships no sources, tests, maps or documentation pages', () => {
    const stray = shipped.filter((f) => /\.(ts|map)$/.test(f) || /^(test|docs|out|node_modules|server\/src|server\/tools|client\/src|\.)/.test(f));
    assert.deepEqual(stray, []);
  });

  it('ships the README, the CHANGELOG, the licence and the manifest', () => {
    for (const f of ['README.md', 'CHANGELOG.md', 'LICENSE', 'package.json']) assert.ok(shipped.includes(f), f);
  });

  it('ships every file the manifest names', () => {
    const named = [
      pkg.main, ...Object.values(pkg.bin as Record<string, string>),
      ...pkg.contributes.grammars.map((g: { path: string }) => g.path),
      ...pkg.contributes.snippets.map((s: { path: string }) => s.path),
      ...pkg.contributes.yamlValidation.map((v: { url: string }) => v.url),
      ...pkg.contributes.walkthroughs.flatMap((w: { steps: { media: { markdown?: string } }[] }) => w.steps.map((s) => s.media.markdown)),
    ].filter((p): p is string => typeof p === 'string').map((p) => path.posix.normalize(p));
    assert.ok(named.length >= 8, `${named.length} files named`);
    assert.deepEqual(named.filter((f) => !shipped.includes(f)), []);
  });

  it('every rule that lets files in (.vscodeignore `!pattern`) lets at least one in', () => {
    const rules = fs.readFileSync(path.join(repoRoot, '.vscodeignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l.startsWith('!'));
    assert.ok(rules.length > 0);
    const dead = rules.filter((r) => !shipped.some((f) => globToRegExp(r.slice(1)).test(f)));
    assert.deepEqual(dead, []);
  });

  it('the Marketplace page (client/README.md) has no relative link or image, which vsce could not rewrite without a repository', () => {
    const page = fs.readFileSync(path.join(repoRoot, 'client', 'README.md'), 'utf8');
    const relative = [...page.matchAll(/\]\(\s*([^)\s]+)/g)].map((m) => m[1]).filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
    assert.deepEqual(relative, []);
    assert.match(fs.readFileSync(path.join(repoRoot, 'server', 'tools', 'package.js'), 'utf8'), /'--readme-path', 'client\/README\.md'/);
  });
});
