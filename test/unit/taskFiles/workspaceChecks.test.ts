/**
 * The workspace-diagnostics queue (taskFiles/workspaceChecks.ts) with its
 * macrotasks in the test's hands: one file per deferred step, nothing while
 * the host is busy, open files skipped and closed ones first, the too-large
 * head instead of the text, deletions (of a folder too) clearing only what
 * showed diagnostics, and progress counted to the end of a round.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { FileContent, WorkspaceChecks, WorkspaceFileIndex } from '../../../server/src/api';

function folder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-wschecks-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

/** A queue whose deferred steps and waits run only when the test says so. */
function harness(root: string, opts: { maxBytes?: number; exclude?: string[] } = {}) {
  const deferred: (() => void)[] = [];
  const waits: (() => void)[] = [];
  const published: { file: string; diagnostics: string[] }[] = [];
  const seen: { file: string; content: FileContent }[] = [];
  const progress: [number, number][] = [];
  const open = new Set<string>();
  const state = { busy: false, enabled: true };
  const checks = new WorkspaceChecks<string>(
    {
      // A "task" is a file with `task:` in it; each `bad` is a finding.
      diagnose: (file, content) => {
        seen.push({ file, content });
        const text = content.kind === 'text' ? content.text : content.head;
        if (!text.includes('task:')) return undefined;
        return content.kind === 'tooLarge' ? ['too-large'] : (text.match(/bad/g) ?? []).map(() => 'bad');
      },
      publish: (file, diagnostics) => published.push({ file: path.relative(root, file), diagnostics }),
      isOpen: (file) => open.has(file),
      busy: () => state.busy,
      progress: (done, total) => progress.push([done, total]),
    },
    () => ({ enabled: state.enabled, maxBytes: opts.maxBytes ?? 1_000_000, criteriaFolder: 'criteria_files', exclude: opts.exclude }),
    (fn) => void deferred.push(fn),
    (fn) => void waits.push(fn),
  );
  /** Runs deferred steps one at a time until none is left (or `max` ran). */
  const drain = (max = 1000) => {
    for (let i = 0; i < max && deferred.length; i++) deferred.shift()!();
  };
  return { checks, deferred, waits, published, seen, progress, open, state, drain, index: new WorkspaceFileIndex(root) };
}

describe('workspace checks queue', () => {
  it('checks one file per deferred step, YAML and criteria files only, skipping node_modules', async () => {
    const root = folder({ 'a.yaml': 'task: bad', 'b.yml': 'task: ok', 'c.json': 'task: bad', 'criteria_files/t.txt': 'task: bad', 'notes.txt': 'task: bad', 'node_modules/x.yaml': 'task: bad' });
    const h = harness(root);
    await h.checks.rescan([h.index]);
    assert.equal(h.deferred.length, 1);
    h.deferred.shift()!();
    assert.equal(h.seen.length, 1, 'one file per step');
    h.drain();
    assert.deepEqual(h.seen.map((s) => path.relative(root, s.file)).sort(), ['a.yaml', 'b.yml', 'criteria_files/t.txt']);
    assert.deepEqual(h.published.sort((x, y) => x.file.localeCompare(y.file)), [
      { file: 'a.yaml', diagnostics: ['bad'] },
      { file: 'b.yml', diagnostics: [] },
      { file: path.join('criteria_files', 't.txt'), diagnostics: ['bad'] },
    ]);
    assert.deepEqual(h.progress.at(-1), [3, 0]);
    assert.deepEqual(h.progress.slice(0, 3), [[1, 3], [2, 3], [3, 3]]);
    await h.checks.idle();
  });

  it('waits while the host is busy and goes on after', async () => {
    const root = folder({ 'a.yaml': 'task: bad', 'b.yaml': 'task: bad' });
    const h = harness(root);
    await h.checks.rescan([h.index]);
    h.state.busy = true;
    h.drain();
    assert.equal(h.seen.length, 0);
    assert.equal(h.waits.length, 1, 'looks again later');
    h.state.busy = false;
    h.waits.shift()!();
    h.drain();
    assert.equal(h.seen.length, 2);
  });

  it('skips open files and checks a closed one before the rest', async () => {
    const root = folder({ 'a.yaml': 'task: bad', 'b.yaml': 'task: bad', 'c.yaml': 'task: bad' });
    const h = harness(root);
    h.open.add(path.join(root, 'a.yaml'));
    await h.checks.rescan([h.index]);
    h.open.delete(path.join(root, 'a.yaml'));
    assert.equal(h.checks.closed(path.join(root, 'a.yaml')), true);
    h.drain();
    assert.deepEqual(h.seen.map((s) => path.basename(s.file)), ['a.yaml', 'b.yaml', 'c.yaml']);
  });

  it('gives a file over the limit its head only', async () => {
    const root = folder({ 'big.yaml': 'task: x\n' + 'y'.repeat(5000), 'big_plain.yaml': 'z'.repeat(5000) });
    const h = harness(root, { maxBytes: 1000 });
    await h.checks.rescan([h.index]);
    h.drain();
    const big = h.seen.find((s) => s.file.endsWith('big.yaml'))!.content;
    assert.equal(big.kind, 'tooLarge');
    assert.equal(big.kind === 'tooLarge' && big.bytes, 5008);
    assert.deepEqual(h.published, [{ file: 'big.yaml', diagnostics: ['too-large'] }]);
  });

  it('a deleted folder clears the files below it that showed diagnostics, and nothing else', async () => {
    const root = folder({ 'sub/a.yaml': 'task: bad', 'sub/b.yaml': 'task: ok', 'subway.yaml': 'task: bad' });
    const h = harness(root);
    await h.checks.rescan([h.index]);
    h.drain();
    h.published.length = 0;
    fs.rmSync(path.join(root, 'sub'), { recursive: true });
    h.checks.changed(path.join(root, 'sub'), 3);
    assert.deepEqual(h.published, [{ file: path.join('sub', 'a.yaml'), diagnostics: [] }]);
  });

  it('switched off, a rescan clears what was shown and queues nothing', async () => {
    const root = folder({ 'a.yaml': 'task: bad' });
    const h = harness(root);
    await h.checks.rescan([h.index]);
    h.drain();
    h.state.enabled = false;
    h.published.length = 0;
    await h.checks.rescan([h.index]);
    assert.deepEqual(h.published, [{ file: 'a.yaml', diagnostics: [] }]);
    assert.equal(h.checks.pending, 0);
    assert.equal(h.checks.closed(path.join(root, 'a.yaml')), false);
  });

  it('a file that stops being a task loses its diagnostics; a changed one is checked again', async () => {
    const root = folder({ 'a.yaml': 'task: bad' });
    const h = harness(root);
    await h.checks.rescan([h.index]);
    h.drain();
    fs.writeFileSync(path.join(root, 'a.yaml'), 'just: yaml');
    h.checks.changed(path.join(root, 'a.yaml'), 2);
    h.drain();
    assert.deepEqual(h.published.at(-1), { file: 'a.yaml', diagnostics: [] });
    fs.writeFileSync(path.join(root, 'a.yaml'), 'task: bad bad');
    h.checks.changed(path.join(root, 'a.yaml'), 2);
    h.drain();
    assert.deepEqual(h.published.at(-1), { file: 'a.yaml', diagnostics: ['bad', 'bad'] });
  });

  it("leaves out files in or under the editor's files.exclude globs, also when they change", async () => {
    const root = folder({ 'gen/deep/a.yaml': 'task: bad', 'keep/b.yaml': 'task: bad', 'keep/c.tmp.yaml': 'task: bad' });
    const h = harness(root, { exclude: ['gen', '**/*.tmp.yaml'] });
    await h.checks.rescan([h.index]);
    h.drain();
    assert.deepEqual(h.seen.map((x) => path.relative(root, x.file)), [path.join('keep', 'b.yaml')]);
    h.checks.changed(path.join(root, 'gen', 'deep', 'a.yaml'), 2);
    assert.equal(h.checks.pending, 0);
  });
});
