/** The unified diff of `lint --fix-dry-run` (cli/fix/unifiedDiff.ts): hunks, line numbers, context, the missing final newline, and git apply reading it. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { unifiedDiff } from '../../../server/src/hosts/cli/fix/unifiedDiff';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

/** Applies the diff with git apply to a copy of `before` and returns the result. */
function gitApply(before: string, diff: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-diff-'));
  try {
    fs.writeFileSync(path.join(dir, 't.yaml'), before);
    const r = spawnSync('git', ['apply', '--whitespace=nowarn', '-'], { cwd: dir, input: diff, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    return fs.readFileSync(path.join(dir, 't.yaml'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('unified diff', () => {
  it('is empty for equal texts', () => assert.equal(unifiedDiff('t.yaml', 'a\n', 'a\n'), ''));

  it('one hunk with three lines of context each side', () => {
    const a = lines(10);
    const b = [...a];
    b[4] = 'LINE 5';
    assert.equal(unifiedDiff('t.yaml', a.join('\n') + '\n', b.join('\n') + '\n'),
      '--- a/t.yaml\n+++ b/t.yaml\n@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+LINE 5\n line 6\n line 7\n line 8\n');
  });

  it('changes far apart are separate hunks; near ones share one', () => {
    const a = lines(30);
    const b = [...a];
    b[1] = 'X2';
    b[5] = 'X6';
    b[25] = 'X26';
    const d = unifiedDiff('t.yaml', a.join('\n') + '\n', b.join('\n') + '\n');
    assert.deepEqual(d.split('\n').filter((l) => l.startsWith('@@')), ['@@ -1,9 +1,9 @@', '@@ -23,7 +23,7 @@']);
    assert.equal(gitApply(a.join('\n') + '\n', d), b.join('\n') + '\n');
  });

  it('marks a last line without a line break, and a change of the break alone', () => {
    const d = unifiedDiff('t.yaml', 'a\nb', 'a\nB');
    assert.equal(d, '--- a/t.yaml\n+++ b/t.yaml\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+B\n\\ No newline at end of file\n');
    assert.equal(gitApply('a\nb', d), 'a\nB');
    assert.equal(gitApply('a\nb', unifiedDiff('t.yaml', 'a\nb', 'a\nb\n')), 'a\nb\n');
  });

  it('keeps CRLF line ends and handles a change of the line count', () => {
    const before = 'k: 1\r\nlist:\r\n  - x\r\n  - y\r\nend: 2\r\n';
    const after = 'k: 1\r\nlist:\r\n  - x\r\n  - y2\r\n  - z\r\nend: 2\r\n';
    assert.equal(gitApply(before, unifiedDiff('t.yaml', before, after)), after);
  });
});
