/**
 * `mcu-task lint` on a folder with the entries real repositories and hostile
 * ones hold: symlinks (inside, outside, broken, looping, to /dev/zero, to a
 * folder that contains the link), a FIFO, a 100 MB sparse file, a folder it
 * may not read, and a file name with a newline. The CLI runs as a child
 * process with a time limit, so a read that blocks fails the test instead of
 * hanging it.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { collectYamlFiles, readText } from '../../../server/src/evaluation/taskFiles/collectFiles';
import { repoRoot } from '../../helpers/paths';

const CLI = path.join(repoRoot, 'out', 'server', 'src', 'hosts', 'cli', 'main.js');
const TASK = 'custom_init_commands:\n- /gve @s minecraft:diamond 1\ntext: x\n';
// A file name cannot hold '/', so the forged finding uses a code without one.
const EVIL_NAME = 'evil\nforged.yaml:1:1 error forged-code all clear\r.yaml';

function lint(args: string[], asUser?: number): { status: number | null; stdout: string; stderr: string; ms: number } {
  const t0 = performance.now();
  const ids = asUser === undefined ? {} : { uid: asUser, gid: asUser };
  const r = spawnSync(process.execPath, [CLI, 'lint', ...args], { encoding: 'utf8', timeout: 60_000, ...ids });
  assert.equal(r.error, undefined, `lint did not finish: ${r.error}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: performance.now() - t0 };
}

/** Adds o+x to every ancestor of `paths` that lacks it; returns a function that restores the old modes. */
function openTraverse(paths: string[]): () => void {
  const changed = new Map<string, number>();
  for (const p of paths) {
    for (let d = path.dirname(p); ; d = path.dirname(d)) {
      const mode = fs.statSync(d).mode & 0o7777;
      if (!(mode & 0o001) && !changed.has(d)) {
        changed.set(d, mode);
        fs.chmodSync(d, mode | 0o001);
      }
      if (path.dirname(d) === d) break;
    }
  }
  return () => { for (const [d, mode] of changed) fs.chmodSync(d, mode); };
}

describe('mcu-task lint on odd folder entries', { timeout: 180_000 }, () => {
  let tmp: string;
  let root: string;
  let outsideFile: string;
  before(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-walk-'));
    fs.chmodSync(tmp, 0o755); // readable by the unprivileged user of the "unreadable folder" test
    root = path.join(tmp, 'repo');
    fs.mkdirSync(path.join(root, 'tasks', 'real'), { recursive: true });
    fs.mkdirSync(path.join(root, 'locked'));
    fs.writeFileSync(path.join(root, 'tasks', 'good.yaml'), TASK);
    fs.writeFileSync(path.join(root, 'tasks', 'real', 'inside.yaml'), TASK);
    fs.writeFileSync(path.join(root, 'locked', 'hidden.yaml'), TASK);
    outsideFile = path.join(tmp, 'outside.yaml');
    fs.writeFileSync(outsideFile, TASK);
    fs.symlinkSync(path.join('real', 'inside.yaml'), path.join(root, 'tasks', 'linked.yaml'));
    fs.symlinkSync(outsideFile, path.join(root, 'tasks', 'outside.yaml'));
    fs.symlinkSync('/dev/zero', path.join(root, 'tasks', 'x.yaml'));
    fs.symlinkSync('no-such-file.yaml', path.join(root, 'tasks', 'dangling.yaml'));
    fs.symlinkSync('loop-b.yaml', path.join(root, 'tasks', 'loop-a.yaml'));
    fs.symlinkSync('loop-a.yaml', path.join(root, 'tasks', 'loop-b.yaml'));
    fs.symlinkSync('..', path.join(root, 'tasks', 'cycle')); // a folder cycle: repo/tasks/cycle → repo
    execFileSync('mkfifo', [path.join(root, 'tasks', 'y.yaml')]);
    // 100 MB that takes no disk space: the limit must stop it before it is read.
    const big = path.join(root, 'tasks', 'big.yaml');
    fs.writeFileSync(big, TASK);
    fs.truncateSync(big, 100 * 1024 * 1024);
    fs.writeFileSync(path.join(root, 'tasks', EVIL_NAME), TASK);
    fs.chmodSync(path.join(root, 'locked'), 0o000);
  });
  after(() => {
    fs.chmodSync(path.join(root, 'locked'), 0o755);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('walks without opening anything: regular files and inside symlinks in, the rest skipped with a reason', () => {
    const { files, skipped, missing } = collectYamlFiles([root], tmp);
    assert.deepEqual(missing, []);
    const rel = (p: string) => path.relative(root, p);
    const taken = files.map(rel);
    for (const f of ['tasks/good.yaml', 'tasks/linked.yaml', 'tasks/real/inside.yaml', 'tasks/big.yaml', `tasks/${EVIL_NAME}`]) assert.ok(taken.includes(f), `${f} is walked: ${taken.join(', ')}`);
    const reasons = new Map(skipped.map((s) => [rel(s.path), s.reason]));
    assert.match(reasons.get('tasks/outside.yaml') ?? '', /outside the folder/);
    assert.match(reasons.get('tasks/x.yaml') ?? '', /outside the folder|character device/);
    assert.match(reasons.get('tasks/y.yaml') ?? '', /FIFO/);
    assert.match(reasons.get('tasks/dangling.yaml') ?? '', /broken symlink/);
    assert.match(reasons.get('tasks/loop-a.yaml') ?? '', /symlink loop/);
    assert.match(reasons.get('tasks/cycle') ?? '', /symlink to a folder, not followed/);
    for (const f of ['tasks/outside.yaml', 'tasks/x.yaml', 'tasks/y.yaml', 'tasks/dangling.yaml', 'tasks/loop-a.yaml']) assert.ok(!taken.includes(f), `${f} is not taken`);
    if (process.getuid?.() === 0) {
      // chmod 000 does not stop root, so this process reads the folder; the next test runs the CLI as an unprivileged user.
      assert.ok(taken.includes('locked/hidden.yaml'));
    } else {
      assert.match(reasons.get('locked') ?? '', /folder not read: permission denied/);
    }
  });

  it('reports a folder it may not read and goes on with the rest', () => {
    // chmod 000 does not stop root: as root, run the CLI as the unprivileged user "nobody" (65534).
    const asNobody = process.getuid?.() === 0;
    // A clone inside a private folder (mktemp -d makes them 0700) is out of nobody's reach:
    // let others traverse (not list) its ancestors while the test runs, then put the modes back.
    const restore = asNobody ? openTraverse([repoRoot, root]) : () => undefined;
    let r: ReturnType<typeof lint>;
    try {
      r = lint([root], asNobody ? 65534 : undefined);
    } finally {
      restore();
    }
    assert.equal(r.status, 1, r.stderr);
    assert.equal(r.stderr.split('\n').filter((l) => l.endsWith(`locked: skipped: folder not read: permission denied`)).length, 1, r.stderr);
    assert.ok(r.stdout.includes('good.yaml:2:4 error command/unknown'), 'the other tasks are still checked');
  });

  it('refuses a FIFO, a device and an oversized file without opening or reading them', () => {
    const fifo = path.join(root, 'tasks', 'y.yaml');
    assert.throws(() => readText(fifo), /a FIFO, not a regular file/);
    assert.throws(() => readText('/dev/zero'), /a character device, not a regular file/);
    assert.throws(() => readText(path.join(root, 'tasks', 'big.yaml')), (e: Error & { code?: string }) => e.code === 'file/too-large' && /100\.0 MB, over the 5 MB limit/.test(e.message));
    assert.equal(readText(path.join(root, 'tasks', 'big.yaml'), 200 * 1024 * 1024).length > 0, true, 'a raised limit reads it');
  });

  it('lints the rest, prints one line per skipped entry, and reports the big file as an error (text)', () => {
    const r = lint([root]);
    assert.equal(r.status, 1);
    assert.ok(r.ms < 30_000, `took ${r.ms.toFixed(0)} ms`);
    const out = r.stdout.split('\n').filter(Boolean);
    assert.ok(out.some((l) => l.startsWith(path.join('tasks', 'big.yaml')) || l.includes('big.yaml:1:1 error file/too-large')), r.stdout.slice(0, 2000));
    assert.ok(out.some((l) => l.includes('linked.yaml:2:4 error command/unknown')), 'the symlinked task is checked');
    for (const name of ['y.yaml', 'x.yaml', 'outside.yaml', 'dangling.yaml', 'loop-a.yaml']) {
      assert.equal(r.stderr.split('\n').filter((l) => l.includes(name) && l.includes('skipped:')).length, 1, `one message for ${name}: ${r.stderr}`);
    }
  });

  it('escapes control characters of file names in text output, so no line is forged', () => {
    const r = lint([path.join(root, 'tasks')]);
    const lines = r.stdout.split('\n').filter(Boolean);
    assert.ok(!lines.some((l) => l.startsWith('forged.yaml')), 'no line starts with the forged text');
    assert.ok(lines.some((l) => l.includes('evil\\nforged.yaml:1:1 error forged-code all clear\\r.yaml:2:4 error command/unknown')), lines.join('\n'));
    for (const l of lines) assert.match(l, /^\S.*:\d+:\d+ (error|warning|information|hint) \S+ /, `every line is a whole finding: ${JSON.stringify(l)}`);
    const json = JSON.parse(lint(['--format', 'json', path.join(root, 'tasks')]).stdout) as { file: string }[];
    assert.ok(json.some((f) => f.file.endsWith(EVIL_NAME)), 'JSON keeps the real name');
  });

  it('puts skipped entries and the oversized file in the JSON output as per-file problems', () => {
    const r = lint(['--format', 'json', root]);
    assert.equal(r.status, 1);
    const reports = JSON.parse(r.stdout) as { file: string; diagnostics: { code: string; severity: string; message: string }[] }[];
    const byFile = new Map(reports.map((x) => [x.file, x.diagnostics]));
    const rel = (p: string) => path.relative(process.cwd(), path.join(root, p));
    assert.equal(byFile.get(rel('tasks/y.yaml'))?.[0].code, 'file/skipped');
    assert.equal(byFile.get(rel('tasks/x.yaml'))?.[0].code, 'file/skipped');
    const big = byFile.get(rel('tasks/big.yaml'));
    assert.deepEqual(big?.map((d) => [d.code, d.severity]), [['file/too-large', 'error']]);
    assert.match(big![0].message, /100\.0 MB, over the 5 MB limit.*--max-file-size/);
  });

  it('takes --max-file-size in MB and rejects nonsense with a usage error', () => {
    const small = lint(['--format', 'json', '--max-file-size', '0.00001', path.join(root, 'tasks', 'good.yaml')]);
    assert.equal(JSON.parse(small.stdout)[0].diagnostics[0].code, 'file/too-large');
    for (const bad of ['0', '-3', 'lots', '99999']) assert.equal(lint(['--max-file-size', bad, root]).status, 2, bad);
  });

  it('accepts only known --mc-version values (no paths), as a usage error with exit 2', () => {
    for (const bad of ['../../x', '../1.16.5', '/etc', '1.8.9']) {
      const r = lint(['--mc-version', bad, path.join(root, 'tasks', 'good.yaml')]);
      assert.equal(r.status, 2, bad);
      assert.match(r.stderr, /no data for Minecraft .*available: 1\.16\.5/);
    }
    assert.equal(lint(['--mc-version', '1.20.4', path.join(root, 'tasks', 'good.yaml')]).status, 1, 'a known version lints (and finds the /gve)');
  });
});
