/**
 * Issue 25 item 6: writers must not follow links out of the folder. Each test
 * plants a link where a command writes (a report, a picture, a criteria
 * folder, a judge result) pointing at a "victim" outside, runs the real
 * command, and checks that the victim was neither created nor changed.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { run as criteria } from '../../server/src/hosts/cli/criteria';
import { main } from '../../server/src/hosts/cli/main';
import { run as verify } from '../../server/src/hosts/cli/verify';
import { captureIO } from '../helpers/captureIO';
import { answer, FakeServer, startFakeOpenAI } from '../llm/fakeOpenAI';
import { CRITERIA_OK, GOOD_FURNACE } from '../llm/taskFixtures';
import { describeRun, furnaceTask, put, runCli, scratch } from './helpers';

describe('verify --save', { timeout: 120_000 }, () => {
  let dir: string;
  let code: number;
  let io: ReturnType<typeof captureIO>;
  before(async () => {
    dir = scratch('verify-save');
    put(dir, 'tasks/linked.yaml', furnaceTask());
    put(dir, 'tasks/folder.yaml', furnaceTask());
    fs.symlinkSync('../victim.txt', path.join(dir, 'tasks', 'linked.verify.json'));
    fs.mkdirSync(path.join(dir, 'tasks', 'folder.verify.json'));
    io = captureIO(dir);
    code = await verify(['--save', '--jobs', '2', 'tasks'], io);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('does not write the report through a <task>.verify.json link', () => {
    assert.equal(fs.existsSync(path.join(dir, 'victim.txt')), false, `the report went through the link:\n${io.out}${io.err}`);
    assert.ok(fs.lstatSync(path.join(dir, 'tasks', 'linked.verify.json')).isSymbolicLink());
    assert.match(io.err, /linked\.verify\.json.*symbolic link/);
  });

  it('still prints the verdict when <task>.verify.json is a folder, says the report was not saved, and exits 2', () => {
    assert.match(io.out, /tasks\/folder\.yaml\s+yes\s+1\/1/, `the verdict of folder.yaml is lost:\n${io.out}`);
    assert.match(io.err, /folder\.verify\.json.*folder/);
    assert.equal(code, 2);
  });
});

describe('scene', { timeout: 120_000 }, () => {
  it('does not write the picture through a <task>.scene.png link', async () => {
    const dir = scratch('scene');
    try {
      put(dir, 'tasks/tiny.yaml', 'custom_init_commands:\n- /give @s minecraft:diamond 1\ntext: hold a diamond\n');
      fs.symlinkSync('../victim.png', path.join(dir, 'tasks', 'tiny.scene.png'));
      const r = await runCli(['scene', 'tasks/tiny.yaml'], { cwd: dir, timeoutMs: 100_000, env: { MCU_SCENE_CACHE: path.join(dir, 'cache') }, heapMb: 1024 });
      assert.equal(fs.existsSync(path.join(dir, 'victim.png')), false, `the picture went through the link: ${describeRun(r)}`);
      assert.match(r.stderr, /tiny\.scene\.png.*symbolic link/, describeRun(r));
      assert.equal(r.code, 2, describeRun(r));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('criteria DIR', () => {
  let fake: FakeServer;
  before(async () => { fake = await startFakeOpenAI([answer(CRITERIA_OK)]); });
  after(() => fake.close());

  it('does not write into a criteria_files folder that is a link out of the tree', async () => {
    const dir = scratch('criteria');
    try {
      put(dir, 'suite/simple/craft_furnace.yaml', GOOD_FURNACE);
      fs.mkdirSync(path.join(dir, 'elsewhere'));
      fs.symlinkSync(path.join(dir, 'elsewhere'), path.join(dir, 'suite', 'criteria_files'));
      const io = captureIO(dir, { OPENAI_BASE_URL: fake.baseUrl });
      const code = await criteria(['suite'], io);
      assert.deepEqual(fs.readdirSync(path.join(dir, 'elsewhere')), [], `criteria were written through the link:\n${io.err}`);
      assert.match(io.err, /criteria_files.*: failed \(.*(link|leaves)/);
      assert.equal(code, 1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('judge FOLDER', { timeout: 120_000 }, () => {
  let fake: FakeServer;
  before(async () => {
    fake = await startFakeOpenAI([answer(JSON.stringify({ 'Task Progress': { evidence: 'ladder', score: 7 } }))]);
  });
  after(() => fake.close());

  it('does not write a result through a dangling link at the result path', async () => {
    const dir = scratch('judge');
    try {
      fs.mkdirSync(path.join(dir, 'videos', 'judge_results'), { recursive: true });
      const video = path.join(dir, 'videos', 'craft_ladder episode_1.mp4');
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=20', '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', video]);
      put(dir, 'criteria/craft_ladder.txt', CRITERIA_OK);
      const victim = path.join(dir, 'victim.json');
      fs.symlinkSync(victim, path.join(dir, 'videos', 'judge_results', 'craft_ladder episode_1.judge.json'));
      const io = captureIO(dir, { OPENAI_BASE_URL: fake.baseUrl });
      const code = await main(['judge', 'videos', '--criteria', 'criteria', '--cache', 'cache'], io);
      assert.equal(fs.existsSync(victim), false, `the result went through the link:\n${io.out}${io.err}`);
      assert.equal(code, 0, io.err);
      assert.ok(fs.existsSync(path.join(dir, 'videos', 'judge_results', 'craft_ladder episode_1.2.judge.json')), 'written beside the link instead');

      // The default judge_results/ itself a link out of the videos folder (found by the side-file fuzz family).
      fs.rmSync(path.join(dir, 'videos', 'judge_results'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'elsewhere'));
      fs.symlinkSync(path.join(dir, 'elsewhere'), path.join(dir, 'videos', 'judge_results'));
      const again = captureIO(dir, { OPENAI_BASE_URL: fake.baseUrl });
      assert.equal(await main(['judge', 'videos', '--criteria', 'criteria', '--cache', 'cache'], again), 1, again.err);
      assert.deepEqual(fs.readdirSync(path.join(dir, 'elsewhere')), [], `a result went through the linked folder:\n${again.err}`);
      assert.match(again.err, /failed: .*leads out of/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
