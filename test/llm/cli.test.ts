import { after, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { run as criteria } from '../../server/src/hosts/cli/criteria';
import { run as generate } from '../../server/src/hosts/cli/generate';
import { captureIO } from '../helpers/captureIO';
import { validateText } from '../../server/src/analysis/lint/validate';
import { answer, FakeServer, messagesText, startFakeOpenAI, status, withFakeModelAndFolder } from './fakeOpenAI';
import { CRITERIA_MISSING_CREATIVE, CRITERIA_OK, fenced, FURNACE_WITH_UNKNOWN_ID, GOOD_FURNACE } from './taskFixtures';

const KEY = 'sk-cli-secret-999888777';

describe('mcu-task generate / criteria in-process', () => {
  let fake: FakeServer;
  let tmp: string;
  withFakeModelAndFolder('mcu-llm-cli-', (f, t) => { fake = f; tmp = t; });

  const io = () => captureIO(tmp, { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: KEY });

  it('writes a validated file after a repair round that quoted our diagnostics', async () => {
    fake.script([answer(fenced(FURNACE_WITH_UNKNOWN_ID, 'Here you go:\n')), answer(fenced(GOOD_FURNACE))]);
    const start = fake.requests.length;
    const out = path.join(tmp, 'craft_furnace.yaml');
    const c = io();
    const code = await generate(['--task', 'craft a furnace', '--out', out], c);
    assert.equal(code, 0, c.err);
    const written = fs.readFileSync(out, 'utf8');
    assert.deepEqual(validateText(written).filter((d) => d.severity === 'error'), []);
    assert.equal(fake.requests.length - start, 2);
    const firstDiags = validateText(FURNACE_WITH_UNKNOWN_ID).filter((d) => d.severity === 'error');
    assert.ok(firstDiags.length > 0);
    for (const d of firstDiags) assert.ok(messagesText(fake.requests[start + 1]).includes(d.message));
    assert.match(c.err, /fixed: .*oak_plank/);
    assert.equal(c.out, '', 'nothing on stdout with --out');
  });

  it('refuses to overwrite without --force, and overwrites with it', async () => {
    const out = path.join(tmp, 'existing.yaml');
    fs.writeFileSync(out, 'text: keep me\n');
    fake.script([answer(fenced(GOOD_FURNACE))]);
    const start = fake.requests.length;
    const c = io();
    assert.equal(await generate(['--task', 'craft a furnace', '--out', out], c), 1);
    assert.equal(fs.readFileSync(out, 'utf8'), 'text: keep me\n');
    assert.equal(fake.requests.length, start, 'no tokens spent');
    assert.match(c.err, /already exists/);
    assert.equal(await generate(['--task', 'craft a furnace', '--out', out, '--force'], io()), 0);
    assert.equal(fs.readFileSync(out, 'utf8'), GOOD_FURNACE);
  });

  it('writes nothing when the result does not validate, and prints what remains', async () => {
    fake.script([answer(fenced(FURNACE_WITH_UNKNOWN_ID))]);
    const out = path.join(tmp, 'sub', 'bad.yaml');
    const c = io();
    assert.equal(await generate(['--task', 'craft a furnace', '--out', out, '--rounds', '1'], c), 1);
    assert.equal(fs.existsSync(out), false);
    assert.match(c.err, /remaining: .*'oak_plank'/);
    assert.match(c.err, /Nothing written/);
  });

  it('garbage: clear error, nothing written', async () => {
    fake.script([answer('¯\\_(ツ)_/¯ no idea')]);
    const out = path.join(tmp, 'garbage.yaml');
    await assert.rejects(generate(['--task', 'craft a furnace', '--out', out, '--rounds', '1'], io()), /no task file after 2 attempts/);
    assert.equal(fs.existsSync(out), false);
  });

  it('prints the YAML on stdout without --out; flags beat the environment', async () => {
    fake.script([answer(fenced(GOOD_FURNACE))]);
    const start = fake.requests.length;
    const c = io();
    c.env = { OPENAI_BASE_URL: 'http://127.0.0.1:1/v1', OPENAI_API_KEY: KEY };
    assert.equal(await generate(['--task', 'craft a furnace', '--base-url', fake.baseUrl, '--model', 'my-model'], c), 0);
    assert.equal(c.out, GOOD_FURNACE);
    assert.equal(fake.requests[start].body.model, 'my-model');
  });

  it('a 401 surfaces as an error without the key', async () => {
    fake.script([status(401, `bad key ${KEY}`)]);
    await assert.rejects(generate(['--task', 'craft a furnace'], io()), (e: unknown) => {
      assert.match((e as Error).message, /rejected the API key/);
      assert.ok(!(e as Error).message.includes(KEY));
      return true;
    });
  });

  it('bad usage is a UsageError', async () => {
    await assert.rejects(generate([], io()), /--task/);
    await assert.rejects(generate(['--task', 'x', '--mode', 'medium'], io()), /--mode/);
  });

  it('criteria: repairs a missing section and writes criteria_files/<task>.txt beside the task folder', async () => {
    const dir = path.join(tmp, 'task_configs', 'simple');
    fs.mkdirSync(dir, { recursive: true });
    const task = path.join(dir, 'craft_furnace.yaml');
    fs.writeFileSync(task, GOOD_FURNACE);
    fake.script([answer(CRITERIA_MISSING_CREATIVE), answer(CRITERIA_OK)]);
    const c = io();
    assert.equal(await criteria([path.relative(tmp, task)], c), 0, c.err);
    const written = path.join(tmp, 'task_configs', 'criteria_files', 'craft_furnace.txt');
    const text = fs.readFileSync(written, 'utf8');
    for (const d of ['Task Progress', 'Action Control', 'Error Recognition and Correction', 'Creative Attempts', 'Task Completion Efficiency', 'Material Selection and Usage']) {
      assert.match(text, new RegExp(`^\\*\\*${d}: .+\\*\\*\\n- `, 'm'));
    }
    assert.match(c.err, /repair round/);
    // A second run refuses to overwrite.
    const c2 = io();
    assert.equal(await criteria([task], c2), 1);
    assert.match(c2.err, /already exists/);
  });

  it('criteria: an answer still incomplete after repair writes nothing', async () => {
    const task = path.join(tmp, 'task_configs', 'simple', 'other.yaml');
    fs.writeFileSync(task, GOOD_FURNACE);
    fake.script([answer(CRITERIA_MISSING_CREATIVE)]);
    await assert.rejects(criteria([task], io()), /still incomplete/);
    assert.equal(fs.existsSync(path.join(tmp, 'task_configs', 'criteria_files', 'other.txt')), false);
  });
});
