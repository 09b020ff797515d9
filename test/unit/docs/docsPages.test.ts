/**
 * The README is a front page and the docs are reachable and whole:
 * - README.md is at most 2,500 words, has no line over 400 characters and names no server/src path;
 * - its first two fenced code blocks are the two commands for a fresh machine and a plain clone;
 * - every docs/*.md page is reached from the README through relative links;
 * - every relative link and image in the README, CONTRIBUTING, CHANGELOG, client/README.md and docs/
 *   points at a file that exists, and every #anchor at a heading of its page.
 * docs/diagnostics.md and docs/ci.md come from other branches: until they are merged this test says so.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { repoRoot } from '../../helpers/paths';
import { anchors, fencedBlocks, isRelative, linkTargets, slug } from './markdownLinks';

const read = (rel: string) => fs.readFileSync(path.join(repoRoot, rel), 'utf8');
const readme = read('README.md');
const docsPages = fs.readdirSync(path.join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`).sort();
const ourPages = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'client/README.md', ...docsPages];

/** A relative link resolved against its page: the repository path and the anchor, if any. */
function resolve(page: string, target: string): { file: string; anchor?: string } {
  const [p, anchor] = target.split('#', 2);
  const file = p ? path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURIComponent(p))) : page;
  return { file, anchor };
}

/** Problems with the relative links of one page: a missing file or a missing heading. */
function brokenLinks(page: string, text: string, exists: (file: string) => boolean, pageText: (file: string) => string): string[] {
  const out: string[] = [];
  for (const target of linkTargets(text).filter(isRelative)) {
    const { file, anchor } = resolve(page, target);
    if (!exists(file)) { out.push(`${page}: ${target} (no file ${file})`); continue; }
    if (anchor && file.endsWith('.md') && !anchors(pageText(file)).has(anchor)) out.push(`${page}: ${target} (no heading #${anchor} in ${file})`);
  }
  return out;
}

const existsInRepo = (file: string) => !file.startsWith('..') && fs.existsSync(path.join(repoRoot, file));

describe('README as a front page', () => {
  it('is at most 2,500 words (wc -w)', () => {
    const words = readme.split(/\s+/).filter(Boolean).length;
    assert.ok(words <= 2500, `README.md has ${words} words`);
  });

  it('starts with the two commands for a fresh machine and a plain clone', () => {
    const blocks = fencedBlocks(readme);
    assert.deepEqual(blocks.slice(0, 2).map((b) => b.trim()), ['npm ci && npm run build && npx mcu-task lint examples', 'npm test']);
    const firstFence = readme.indexOf('```');
    assert.ok(firstFence >= 0 && !/^## /m.test(readme.slice(0, firstFence)), 'the commands come before the first section');
  });

  it('has no line over 400 characters and names no server/src path', () => {
    const long = readme.split('\n').map((l, i) => [i + 1, l.length] as const).filter(([, n]) => n > 400);
    assert.deepEqual(long, []);
    assert.ok(!readme.includes('server/src'), 'README.md names a server/src path');
  });

  it('links to the screenshot, which exists', () => {
    assert.ok(linkTargets(readme).includes('test/e2e/screenshot.png'));
  });
});

describe('docs pages', () => {
  it('every docs/*.md page is reachable from the README through relative links', () => {
    const reached = new Set<string>(['README.md']);
    const queue = ['README.md'];
    while (queue.length) {
      const page = queue.shift()!;
      if (!existsInRepo(page)) continue;
      for (const t of linkTargets(read(page)).filter(isRelative)) {
        const { file } = resolve(page, t);
        if (file.endsWith('.md') && !reached.has(file)) { reached.add(file); queue.push(file); }
      }
    }
    assert.deepEqual(docsPages.filter((p) => !reached.has(p)), [], 'pages no link leads to');
  });

  it('the README links directly to the documentation index and to the pages other branches add', () => {
    const direct = new Set(linkTargets(readme));
    for (const p of ['docs/README.md', 'docs/diagnostics.md', 'docs/ci.md', 'docs/settings.md', 'CONTRIBUTING.md', 'CHANGELOG.md']) assert.ok(direct.has(p), p);
  });

  it('every relative link and image points at an existing file and heading', () => {
    const problems = ourPages.filter(existsInRepo).flatMap((page) => brokenLinks(page, read(page), existsInRepo, read));
    assert.deepEqual(problems, []);
  });
});

describe('the link checker itself', () => {
  const pages: Record<string, string> = {
    'README.md': '# Top\n\n[ok](docs/a.md#two-words) [gone](docs/missing.md) [bad anchor](docs/a.md#nope)\n\n```\n[in code](docs/ignored.md)\n```\n`[inline](docs/ignored2.md)` [web](https://example.com)',
    'docs/a.md': '# A\n\n## Two `words`\n',
  };
  it('finds a missing file and a missing heading, and ignores code and URLs', () => {
    const problems = brokenLinks('README.md', pages['README.md'], (f) => f in pages, (f) => pages[f]);
    assert.deepEqual(problems, [
      'README.md: docs/missing.md (no file docs/missing.md)',
      'README.md: docs/a.md#nope (no heading #nope in docs/a.md)',
    ]);
  });
  it('makes GitHub anchors', () => {
    assert.equal(slug("MineStudio's own keys, in MineStudio's order"), 'minestudios-own-keys-in-minestudios-order');
    assert.equal(slug('Splitting a suite across CI jobs: `--shard i/n`'), 'splitting-a-suite-across-ci-jobs---shard-in');
    assert.deepEqual([...anchors('# X\n## X\n```\n# not\n```\n')], ['x', 'x-1']);
  });
});
