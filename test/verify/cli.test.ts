/** `mcu-task verify` in-process: exit codes, JSON output, --save, usage errors. */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { run, parseServer, reportPathFor } from '../../server/src/hosts/cli/verify';
import type { CliIO } from '../../server/src/hosts/cli/io';
import { examplesDir } from '../helpers/paths';
import { assertValidReport } from './helpers';
import { TOOL_VERSION } from '../../server/src/util/toolVersion';

function io(cwd: string): CliIO & { out: string; err: string } {
  const o = { out: '', err: '', cwd, env: {} as NodeJS.ProcessEnv, stdout(t: string) { o.out += t; }, stderr(t: string) { o.err += t; } };
  return o;
}

describe('mcu-task verify', () => {
  it('verifies a folder, prints a JSON array of reports, saves <task>.verify.json and exits 1 when one is not verified', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-verify-cli-'));
    try {
      fs.copyFileSync(path.join(examplesDir, 'simple', 'craft_furnace.yaml'), path.join(dir, 'craft_furnace.yaml'));
      fs.writeFileSync(path.join(dir, 'too_few.yaml'), fs.readFileSync(path.join(examplesDir, 'simple', 'craft_furnace.yaml'), 'utf8').replace('cobblestone 16', 'cobblestone 5'));
      // Issue 46: too few cobblestone is our bot's limit (a generated world has more): undecided. A bell has no recipe: a proof.
      fs.writeFileSync(path.join(dir, 'no_recipe.yaml'), fs.readFileSync(path.join(examplesDir, 'simple', 'craft_furnace.yaml'), 'utf8').replace(/furnace/g, 'bell'));
      fs.writeFileSync(path.join(dir, 'notes.yaml'), 'just: notes\n');
      const o = io(dir);
      const code = await run(['--format', 'json', '--save', '--jobs', '2', '--shard', '1/1', '--seed', '7', '.'], o);
      assert.equal(code, 1, o.err);
      const reports = JSON.parse(o.out);
      assert.equal(reports.length, 3, 'notes.yaml is not a task and is skipped');
      for (const r of reports) assertValidReport(r);
      assert.deepEqual(reports.map((r: any) => [r.file, r.verified]), [['craft_furnace.yaml', true], ['no_recipe.yaml', false], ['too_few.yaml', null]]);
      assert.equal(reports[1].proof.kind, 'feasibility/no-recipe');
      assert.equal(reports[1].proof.line, 8, 'the entry of the bell');
      const saved = JSON.parse(fs.readFileSync(path.join(dir, 'craft_furnace.verify.json'), 'utf8'));
      assertValidReport(saved);
      // The run manifest says how the report was made.
      assert.deepEqual({ ...saved.run!, startedAt: typeof saved.run!.startedAt }, {
        tool: 'mcu-task', toolVersion: TOOL_VERSION, startedAt: 'string', timeoutSeconds: 60, setupTimeoutSeconds: saved.run!.setupTimeoutSeconds,
        seed: 7, worldRequest: 'auto', jobs: 2, shard: '1/1', warmStart: true,
      });
      // Each report says how its server started (a job's first task starts fresh).
      assert.ok(reports.every((r: any) => typeof r.start?.warm === 'boolean'), JSON.stringify(reports.map((r: any) => r.start)));
      assert.ok(reports.some((r: any) => r.start.why === 'first-task'));
      assert.ok(saved.run!.setupTimeoutSeconds > 0);
      assert.ok(saved.timeline.some((t: any) => t.event === 'craft_item' && t.object === 'furnace' && t.identity === 'craft_furnace'));
      assert.ok(fs.existsSync(path.join(dir, 'too_few.verify.json')));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints a summary table in text mode and exits 0 when verified', async () => {
    const o = io(examplesDir);
    const code = await run([path.join('simple', 'shoot_with_bow.yaml')], o);
    assert.equal(code, 0, o.err + o.out);
    assert.match(o.out, /^file\s+verified\s+reward\s+time\s+why not verified\n/);
    assert.match(o.out, /shoot_with_bow\.yaml\s+yes\s+1\/1\s+\d+\.\d s/);
  });

  it('usage errors and helpers', async () => {
    await assert.rejects(run(['--format', 'xml', 'x.yaml'], io('/')), /--format must be text, json or junit/);
    await assert.rejects(run(['--jobs', '0', 'x.yaml'], io('/')), /--jobs/);
    await assert.rejects(run([], io('/')), /at least one/);
    assert.equal(await run(['definitely-missing.yaml'], io(os.tmpdir())), 2);
    assert.deepEqual(parseServer('localhost:25565'), { host: 'localhost', port: 25565 });
    assert.equal(parseServer(undefined), 'embedded');
    assert.throws(() => parseServer('nope'), /HOST:PORT/);
    assert.equal(reportPathFor('/a/b/task.yaml'), path.join('/a/b', 'task.verify.json'));
  });
});
