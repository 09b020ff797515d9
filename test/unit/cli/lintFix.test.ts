/**
 * `mcu-task lint --fix` and `--fix-dry-run` on a copy of a folder of
 * real-style task files written for older and newer games (fixtures/dead_ids):
 * the safe fixes go, nothing new appears, a second run changes nothing, the
 * dry run writes nothing and prints the diff that --fix then makes, invalid
 * YAML is left alone, comments, CRLF and a byte order mark survive.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { run } from '../../../server/src/hosts/cli/lint';
import { captureIO } from '../../helpers/captureIO';
import { repoRoot } from '../../helpers/paths';

const FIXTURES = path.join(repoRoot, 'test', 'unit', 'cli', 'fixtures', 'dead_ids');

interface Finding { file: string; line: number; code: string; severity: string; message: string }

function copyFixtures(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-fix-'));
  fs.cpSync(FIXTURES, dir, { recursive: true });
  // Written here, not kept in git (which may rewrite line ends): CRLF, a byte order mark, no final newline.
  fs.writeFileSync(path.join(dir, 'task_configs', 'simple', 'crlf_bom.yaml'),
    '\ufeff# saved on Windows\r\ncustom_init_commands:\r\n  - /give @p minecraft:minecraft:bread 2\r\n  - /summon pig_zombie ~ ~ ~3\r\ntext: eat bread');
  return dir;
}

function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(dir, p), crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

async function lint(dir: string, ...args: string[]) {
  const io = captureIO(dir);
  const code = await run([...args, 'task_configs'], io);
  return { code, out: io.out, err: io.err };
}

async function findings(dir: string): Promise<Finding[]> {
  const r = await lint(dir, '--format', 'json');
  const reports = JSON.parse(r.out) as { file: string; diagnostics: { range: { start: { line: number } }; code: string; severity: string; message: string }[] }[];
  return reports.flatMap((f) => f.diagnostics.map((d) => ({ file: f.file, line: d.range.start.line, code: d.code, severity: d.severity, message: d.message })));
}

const key = (f: Finding) => `${f.file}:${f.line}:${f.code}`;

describe('mcu-task lint --fix', { timeout: 60_000 }, () => {
  let fixed = '';
  let dry = '';
  let beforeFindings: Finding[] = [];
  let firstRun: Awaited<ReturnType<typeof lint>>;
  let dryRun: Awaited<ReturnType<typeof lint>>;
  const original = new Map<string, string>();

  before(async () => {
    fixed = copyFixtures();
    dry = copyFixtures();
    for (const [rel] of hashes(fixed)) original.set(rel, fs.readFileSync(path.join(fixed, rel), 'utf8'));
    beforeFindings = await findings(fixed);
    firstRun = await lint(fixed, '--fix');
    dryRun = await lint(dry, '--fix-dry-run');
  });
  after(() => {
    fs.rmSync(fixed, { recursive: true, force: true });
    fs.rmSync(dry, { recursive: true, force: true });
  });

  it('removes the fixable errors and leaves the ambiguous ones', async () => {
    const now = await findings(fixed);
    const errors = (l: Finding[]) => l.filter((f) => f.severity === 'error');
    const codes = (l: Finding[]) => errors(l).map((f) => f.code).sort();
    // Measured on this folder: 21 errors before, 13 safe fixes, 8 left (the wool and data-value lines, the invalid file).
    assert.equal(errors(beforeFindings).length, 21, codes(beforeFindings).join(' '));
    assert.equal(errors(now).length, 8, codes(now).join(' '));
    for (const gone of ['id/double-namespace@simple', 'command/missing-slash', 'command/newer-syntax', 'minestudio/namespace', 'id/other-version']) {
      const [code, where] = gone.split('@');
      assert.ok(!now.some((f) => f.code === code && !f.file.includes('broken') && (!where || f.file.includes(where))), `${code} is left: ${JSON.stringify(now)}`);
    }
    // What needs a choice stays: wool (three colours), stained_glass followed by a 1.12 data value.
    assert.deepEqual(now.filter((f) => f.code === 'id/legacy').map((f) => `${path.basename(f.file)}:${f.line + 1}`).sort(),
      ['collect_red_wool.yaml:12', 'collect_red_wool.yaml:5', 'mine_stone_bricks.yaml:5']);
    assert.equal(firstRun.code, 1, 'errors are left, so the exit code stays 1');
    assert.match(firstRun.err, /applied 13 fixes in 4 files; 8 errors and 1 warning left \(1 file not valid YAML, left alone\)/);
  });

  it('adds no finding: what is left was there before', async () => {
    const was = new Set(beforeFindings.map(key));
    const added = (await findings(fixed)).filter((f) => !was.has(key(f)));
    assert.deepEqual(added, []);
  });

  it('edits in place: comments, CRLF line ends and the byte order mark stay', () => {
    for (const [rel, text] of original) {
      const now = fs.readFileSync(path.join(fixed, rel), 'utf8');
      for (const comment of text.match(/#.*$/gm) ?? []) assert.ok(now.includes(comment), `${rel} lost ${comment}`);
      assert.equal(now.split('\n').length, text.split('\n').length, `${rel}: line count changed`);
    }
    const bytes = fs.readFileSync(path.join(fixed, 'task_configs', 'simple', 'crlf_bom.yaml'));
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.equal(bytes.toString('utf8').slice(1),
      '# saved on Windows\r\ncustom_init_commands:\r\n  - /give @p minecraft:bread 2\r\n  - /summon zombified_piglin ~ ~ ~3\r\ntext: eat bread');
    assert.equal(fs.readFileSync(path.join(fixed, 'task_configs', 'hard', 'path_and_helmet.yaml'), 'utf8'),
      original.get(path.join('task_configs', 'hard', 'path_and_helmet.yaml'))!
        .replace('minecraft:dirt_path', 'minecraft:grass_path')
        .replace('/item replace entity @s armor.head with minecraft:iron_helmet', '/replaceitem entity @s armor.head minecraft:iron_helmet')
        .replace('name: minecraft:cow', 'name: cow'));
  });

  it('leaves a file that is not valid YAML alone and says so', () => {
    const rel = path.join('task_configs', 'broken', 'not_yaml.yaml');
    assert.equal(fs.readFileSync(path.join(fixed, rel), 'utf8'), original.get(rel));
    assert.match(firstRun.err, /not_yaml\.yaml: not fixed: the file is not valid YAML/);
  });

  it('a second run changes nothing', async () => {
    const was = hashes(fixed);
    const mtimes = [...was.keys()].map((rel) => fs.statSync(path.join(fixed, rel)).mtimeMs);
    const again = await lint(fixed, '--fix');
    assert.deepEqual(hashes(fixed), was);
    assert.deepEqual([...was.keys()].map((rel) => fs.statSync(path.join(fixed, rel)).mtimeMs), mtimes, 'a file was written again');
    assert.match(again.err, /applied 0 fixes in 0 files; 8 errors/);
  });

  it('--fix-dry-run writes nothing and prints the diff that --fix makes', () => {
    assert.deepEqual(hashes(dry), new Map([...original].map(([rel, text]) => [rel, crypto.createHash('sha256').update(fs.readFileSync(path.join(dry, rel))).digest('hex')])));
    for (const [rel, text] of original) assert.equal(fs.readFileSync(path.join(dry, rel), 'utf8'), text);
    assert.match(dryRun.out, /^--- a\/task_configs\//);
    assert.doesNotMatch(dryRun.out, /error id\//, 'findings are not mixed into the diff');
    assert.match(dryRun.err, /would apply 13 fixes in 4 files; 8 errors and 1 warning would be left/);
    // git apply reads the diff as a patch: applied to the untouched copy it gives what --fix wrote.
    const applied = spawnSync('git', ['apply', '--whitespace=nowarn', '-'], { cwd: dry, input: dryRun.out, encoding: 'utf8' });
    assert.equal(applied.status, 0, applied.stderr);
    const bom = (rel: string, t: Buffer) => (rel.endsWith('crlf_bom.yaml') ? t.subarray(3) : t);
    for (const rel of original.keys()) {
      assert.equal(bom(rel, fs.readFileSync(path.join(dry, rel))).toString('utf8'), bom(rel, fs.readFileSync(path.join(fixed, rel))).toString('utf8'), rel);
    }
  });

  it('does not write through a symbolic link, and says so', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-fix-link-'));
    try {
      fs.mkdirSync(path.join(dir, 'task_configs'));
      // Inside the folder, so the walk follows the link (links out of it are skipped anyway).
      const target = path.join(dir, 'task_configs', 'real.txt');
      const text = 'custom_init_commands:\n  - /give @p web 1\ntext: x\n';
      fs.writeFileSync(target, text);
      fs.symlinkSync(target, path.join(dir, 'task_configs', 'linked.yaml'));
      const r = await lint(dir, '--fix');
      assert.equal(fs.readFileSync(target, 'utf8'), text);
      assert.ok(fs.lstatSync(path.join(dir, 'task_configs', 'linked.yaml')).isSymbolicLink());
      assert.match(r.err, /linked\.yaml: not fixed: .*link/);
      assert.match(r.err, /applied 0 fixes in 0 files; 1 error .*1 file not written/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a reader that stops early (| head) gets no stack trace, and the exit code stays', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-fix-pipe-'));
    try {
      // A diff far larger than a pipe holds, so writing it must meet the closed pipe.
      const commands = Array.from({ length: 300 }, (_, i) => `  - /setblock ~${i} ~ ~1 stonebrick   # ${'x'.repeat(500)}\n`).join('');
      fs.writeFileSync(path.join(dir, 'big.yaml'), `custom_init_commands:\n${commands}  - /give @p wool 1\ntext: x\n`);
      const cli = path.join(repoRoot, 'out', 'server', 'src', 'hosts', 'cli', 'main.js');
      const r = spawnSync('bash', ['-c', `"$0" "$1" lint --fix-dry-run big.yaml | head -c 1 >/dev/null; exit \${PIPESTATUS[0]}`, process.execPath, cli],
        { cwd: dir, encoding: 'utf8', timeout: 60_000 });
      assert.doesNotMatch(r.stderr, /EPIPE|at .*\.js:\d+/);
      assert.equal(r.status, 1, 'wool is left: exit 1');
      assert.match(r.stderr, /would apply 300 fixes in 1 file/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses --fix with --fix-dry-run, and the dry run with a machine format', async () => {
    await assert.rejects(run(['--fix', '--fix-dry-run', 'x.yaml'], captureIO(os.tmpdir())), /not both/);
    await assert.rejects(run(['--fix-dry-run', '--format', 'json', 'x.yaml'], captureIO(os.tmpdir())), /--format text only/);
  });
});
