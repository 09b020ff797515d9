/**
 * The safe writer (server/src/util/safeWrite.ts) against what a hostile task
 * folder can hold where we write: links (dangling or not), folders, linked
 * subfolders that lead out of the tree, and backups planted in advance.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { backupOnce, SafeWriteError, tryWriteFileSafely, writeFileSafely } from '../../../server/src/util/safeWrite';

const code = (c: string) => (e: unknown) => e instanceof SafeWriteError && e.code === c;

describe('writeFileSafely', () => {
  let tmp: string;
  let victim: string;
  before(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-safe-write-'));
    victim = path.join(tmp, 'victim.txt');
    fs.writeFileSync(victim, 'precious\n');
    fs.mkdirSync(path.join(tmp, 'tree'));
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const inTree = (name: string) => path.join(tmp, 'tree', name);
  const leftovers = () => fs.readdirSync(path.join(tmp, 'tree')).filter((n) => n.endsWith('.tmp'));

  it('writes a new file and replaces a regular one, leaving no temporary file', () => {
    writeFileSafely(inTree('a.json'), 'one\n');
    writeFileSafely(inTree('a.json'), 'two\n');
    assert.equal(fs.readFileSync(inTree('a.json'), 'utf8'), 'two\n');
    assert.deepEqual(leftovers(), []);
  });

  it('never writes through a link at the target, dangling or not', () => {
    fs.symlinkSync(victim, inTree('to-victim.json'));
    fs.symlinkSync(path.join(tmp, 'new-victim.txt'), inTree('dangling.json'));
    assert.throws(() => writeFileSafely(inTree('to-victim.json'), 'evil'), code('ELINK'));
    assert.throws(() => writeFileSafely(inTree('dangling.json'), 'evil'), code('ELINK'));
    assert.equal(fs.readFileSync(victim, 'utf8'), 'precious\n');
    assert.equal(fs.existsSync(path.join(tmp, 'new-victim.txt')), false);
    assert.ok(fs.lstatSync(inTree('dangling.json')).isSymbolicLink(), 'the link itself is left alone');
    assert.deepEqual(leftovers(), []);
  });

  it('refuses a folder at the target with a message that says so', () => {
    fs.mkdirSync(inTree('report.json'));
    assert.match(tryWriteFileSafely(inTree('report.json'), '{}') ?? '', /report\.json is a folder, not a regular file; not written/);
  });

  it('with `within`, refuses a linked subfolder that leads out, and creates nothing there', () => {
    fs.mkdirSync(path.join(tmp, 'outside'));
    fs.symlinkSync(path.join(tmp, 'outside'), inTree('linked'));
    const target = path.join(tmp, 'tree', 'linked', 'deeper', 'x.txt');
    assert.throws(() => writeFileSafely(target, 'x', { within: path.join(tmp, 'tree') }), code('EOUTSIDE'));
    assert.deepEqual(fs.readdirSync(path.join(tmp, 'outside')), [], 'no folder was made through the link');
    // A link that stays inside the tree is fine.
    fs.mkdirSync(inTree('real'));
    fs.symlinkSync(inTree('real'), inTree('alias'));
    writeFileSafely(path.join(tmp, 'tree', 'alias', 'y.txt'), 'y', { within: path.join(tmp, 'tree') });
    assert.equal(fs.readFileSync(inTree('real/y.txt'), 'utf8'), 'y');
  });

  it('exclusive refuses anything at the path, a dangling link included', () => {
    writeFileSafely(inTree('once.txt'), 'first', { exclusive: true });
    assert.throws(() => writeFileSafely(inTree('once.txt'), 'second', { exclusive: true }), code('EEXIST'));
    fs.symlinkSync(path.join(tmp, 'elsewhere.txt'), inTree('planted.txt'));
    assert.throws(() => writeFileSafely(inTree('planted.txt'), 'x', { exclusive: true }), code('ELINK'));
    assert.equal(fs.readFileSync(inTree('once.txt'), 'utf8'), 'first');
    assert.equal(fs.existsSync(path.join(tmp, 'elsewhere.txt')), false);
    assert.deepEqual(leftovers(), []);
  });
});

describe('backupOnce', () => {
  let tmp: string;
  before(() => { tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-backup-')); });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('copies once, keeps an earlier backup, and refuses a link or a folder at the backup path', () => {
    const file = path.join(tmp, 'task.yaml');
    fs.writeFileSync(file, 'theirs\n');
    assert.equal(backupOnce(file, file + '.orig'), 'made');
    fs.writeFileSync(file, 'changed\n');
    assert.equal(backupOnce(file, file + '.orig'), 'exists');
    assert.equal(fs.readFileSync(file + '.orig', 'utf8'), 'theirs\n');

    const other = path.join(tmp, 'other.yaml');
    fs.writeFileSync(other, 'key\n');
    const victim = path.join(tmp, 'authorized_keys');
    fs.symlinkSync(victim, other + '.orig');
    assert.throws(() => backupOnce(other, other + '.orig'), code('ELINK'));
    assert.equal(fs.existsSync(victim), false);
    fs.mkdirSync(path.join(tmp, 'third.yaml.orig'));
    fs.writeFileSync(path.join(tmp, 'third.yaml'), 'x');
    assert.throws(() => backupOnce(path.join(tmp, 'third.yaml'), path.join(tmp, 'third.yaml.orig')), code('ENOTREG'));
  });

  it('does not copy a file that is itself a link (it would pull outside content into the folder)', () => {
    const secret = path.join(tmp, 'secret');
    fs.writeFileSync(secret, 'secret\n');
    const link = path.join(tmp, 'linked.yaml');
    fs.symlinkSync(secret, link);
    assert.throws(() => backupOnce(link, link + '.orig'), code('ELINK'));
    assert.equal(fs.existsSync(link + '.orig'), false);
  });
});
