/**
 * The safe reader (server/src/util/safeRead.ts): regular files only, never a
 * blocking open, never more than the limit read, and errors with a code and
 * a reason. The FIFO case is safe in-process because the reader refuses it
 * before opening; were it not, this test would hang, which the runner's
 * timeout turns into a failure.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openRegularFile, readFileBytes, readTextFile, SafeReadError } from '../../../server/src/util/safeRead';

const code = (c: string, message?: RegExp) => (e: unknown) => e instanceof SafeReadError && e.code === c && (!message || message.test(e.message));

describe('safe reader', { timeout: 20_000 }, () => {
  let tmp: string;
  before(() => { tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-safe-read-')); });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('reads a regular file, dropping a byte order mark', () => {
    const f = path.join(tmp, 'bom.json');
    fs.writeFileSync(f, '\ufeff{"a": 1}');
    assert.equal(readTextFile(f, 100), '{"a": 1}');
  });

  it('refuses a FIFO, /dev/zero (also through a link) and a folder without blocking', () => {
    const fifo = path.join(tmp, 'fifo');
    execFileSync('mkfifo', [fifo]);
    fs.symlinkSync('/dev/zero', path.join(tmp, 'zero'));
    assert.throws(() => readTextFile(fifo, 1000), code('ENOTREG', /^a FIFO, not a regular file; not read$/));
    assert.throws(() => readTextFile(path.join(tmp, 'zero'), 1000), code('ENOTREG', /character device/));
    assert.throws(() => readTextFile(tmp, 1000), code('ENOTREG', /a folder/));
    assert.throws(() => openRegularFile(fifo), code('ENOTREG'));
  });

  it('refuses a file over the limit by its size, without reading it, and says both sizes', () => {
    const big = path.join(tmp, 'big.json');
    fs.writeFileSync(big, '{}');
    fs.truncateSync(big, 3 * 1024 * 1024 * 1024); // sparse
    const t0 = performance.now();
    assert.throws(() => readFileBytes(big, 20 * 1024 * 1024), code('ETOOBIG', /^3 GB, over the 20 MB limit for this kind of file; not read$/));
    assert.ok(performance.now() - t0 < 1000);
    const exact = path.join(tmp, 'exact');
    fs.writeFileSync(exact, 'x'.repeat(10));
    assert.equal(readFileBytes(exact, 10).length, 10);
    assert.throws(() => readFileBytes(exact, 9), code('ETOOBIG'));
  });

  it('says ENOENT for a missing file', () => {
    assert.throws(() => readTextFile(path.join(tmp, 'missing'), 10), code('ENOENT', /no such file/));
  });
});
