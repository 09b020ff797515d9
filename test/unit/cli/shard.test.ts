/** `--shard i/n`: disjoint, covering, stable shards (issue 34). */
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { parseShard, shardKey, takeShard } from '../../../server/src/hosts/cli/shard';
import { main } from '../../../server/src/hosts/cli/main';
import { captureIO } from '../../helpers/captureIO';

/** A repeatable list of made-up task paths in nested folders. */
function paths(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${['combat', 'crafting', 'building'][(i * 7) % 3]}/sub${(i * 13) % 4}/task_${(i * 31) % 97}_${i}.yaml`);
}

describe('--shard i/n', () => {
  it('reads i/n and refuses 0/n, i > n, n = 0 and words, naming the form', () => {
    assert.deepEqual(parseShard('2/4'), { index: 2, count: 4 });
    assert.deepEqual(parseShard(' 1 / 1 '), { index: 1, count: 1 });
    assert.equal(parseShard(undefined), undefined);
    for (const bad of ['0/4', '5/4', '1/0', 'a/b', '2', '-1/3', '1.5/3']) assert.throws(() => parseShard(bad), /--shard must be i\/n/, bad);
  });

  for (const [total, n] of [[0, 3], [2, 3], [3, 3], [10, 3], [57, 4], [100, 7]]) {
    it(`${total} files in ${n} shards: disjoint, covering, none empty while files ≥ shards, sizes within one`, () => {
      const files = paths(total);
      const shards = Array.from({ length: n }, (_, i) => takeShard(files, (f) => f, { index: i + 1, count: n }));
      const all = shards.flat();
      assert.equal(all.length, files.length, 'every file in exactly one shard');
      assert.deepEqual([...new Set(all)].sort(), [...files].sort());
      if (total >= n) assert.ok(shards.every((s) => s.length > 0), shards.map((s) => s.length).join(','));
      const sizes = shards.map((s) => s.length);
      assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, sizes.join(','));
    });
  }

  it('deals by the path below the folder given, so two checkouts deal alike and the input order does not matter', () => {
    const rels = paths(20);
    const a = rels.map((r) => path.join('/home/ci/a/tasks', r));
    const b = [...rels].reverse().map((r) => path.join('/tmp/x/y/tasks', r));
    const keyA = (f: string) => shardKey(f, ['/home/ci/a/tasks'], '/');
    const keyB = (f: string) => shardKey(f, ['/tmp/x/y/tasks'], '/');
    for (let i = 1; i <= 3; i++) {
      const sa = takeShard(a, keyA, { index: i, count: 3 }).map(keyA).sort();
      const sb = takeShard(b, keyB, { index: i, count: 3 }).map(keyB).sort();
      assert.deepEqual(sa, sb);
    }
  });

  it('keeps the given order within a shard, and takes everything without a shard', () => {
    const files = ['c.yaml', 'a.yaml', 'b.yaml', 'd.yaml'];
    assert.deepEqual(takeShard(files, (f) => f, undefined), files);
    assert.deepEqual(takeShard(files, (f) => f, { index: 1, count: 2 }), ['c.yaml', 'a.yaml']);
  });

  it('verify: a shard left empty by fewer tasks than shards exits 0 and says so; a bad value is a usage error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-shard-'));
    fs.writeFileSync(path.join(dir, 'one.yaml'), 'custom_init_commands: []\ntext: mine a log\n');
    let io = captureIO(dir);
    assert.equal(await main(['verify', '--shard', '2/2', '.'], io), 0);
    assert.match(io.err, /shard 2\/2: 0 of 1 task/);
    io = captureIO(dir);
    assert.equal(await main(['verify', '--shard', '3/2', '.'], io), 2);
    assert.match(io.err, /--shard must be i\/n/);
  });
});

describe('lint --shard i/n', () => {
  it('two shards of the examples lint disjoint files that together are one unsharded run', async () => {
    const examples = path.join(__dirname, '..', '..', '..', '..', 'examples');
    const lint = async (extra: string[]) => {
      const io = captureIO(examples);
      await main(['lint', '--format', 'json', ...extra, '.'], io);
      return (JSON.parse(io.out) as { file: string; diagnostics: unknown[] }[]).map((r) => `${r.file} ${r.diagnostics.length}`);
    };
    const all = await lint([]);
    const a = await lint(['--shard', '1/2']);
    const b = await lint(['--shard', '2/2']);
    assert.ok(a.length > 0 && b.length > 0, `${a.length} + ${b.length}`);
    assert.deepEqual(a.filter((x) => b.includes(x)), [], 'disjoint');
    assert.deepEqual([...a, ...b].sort(), [...all].sort(), 'together the whole folder, with the same findings');
  });
});
