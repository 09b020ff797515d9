import { after, before, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { spawn } from 'child_process';
import { run as generate } from '../../server/src/hosts/cli/generate';
import { captureIO } from '../helpers/captureIO';
import { validateText } from '../../server/src/analysis/lint/validate';
import { planBatch, readTaskList } from '../../server/src/evaluation/llm/batchPlan';
import { runBatch } from '../../server/src/evaluation/llm/batchRun';
import { readMarker } from '../../server/src/evaluation/llm/draftMarker';
import { getRegistry } from '../../server/src/vanilla/registry';
import { answer, delay, dynamic, FakeServer, hang, messagesText, startFakeOpenAI, withFakeModelAndFolder } from './fakeOpenAI';
import { askedTask, realisticReply } from './realisticModel';
import { fenced, FURNACE_WITH_UNKNOWN_ID } from './taskFixtures';

const KEY = 'sk-batch-secret-123454321';

/** Six catalogue tasks of different categories. */
const SIX = ['craft furnace', 'mine iron ore', 'combat a zombie', 'smelt raw beef into steak', 'enchant diamond sword with sharpness', 'trade with a librarian villager'];
const FILES = ['craft_furnace', 'mine_iron_ore', 'combat_zombie', 'smelt_raw_beef_into_steak', 'enchant_diamond_sword_with_sharpness', 'trade_with_librarian_villager'].map((f) => path.join('simple', `${f}.yaml`));

/** A model that never fixes anything: the same file with a misspelt id, whatever is asked. */
const stubborn = () => answer(fenced(FURNACE_WITH_UNKNOWN_ID));

describe('mcu-task generate --tasks (batch)', () => {
  let fake: FakeServer;
  let tmp: string;
  withFakeModelAndFolder('mcu-batch-', (f, t) => { fake = f; tmp = t; });

  const io = () => captureIO(tmp, { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: KEY });

  function list(name: string, tasks: string[]): string {
    const p = path.join(tmp, name);
    fs.writeFileSync(p, `# six tasks\n${tasks.join('\n')}\n\n`);
    return p;
  }

  const read = (dir: string, rel: string) => fs.readFileSync(path.join(tmp, dir, rel), 'utf8');

  it('writes 6 validated files with --jobs 2, two drafts at a time, with progress, category and a summary', async () => {
    fake.script([delay(60, dynamic(realisticReply))]);
    fake.maxInFlight = 0;
    const start = fake.requests.length;
    const c = io();
    const code = await generate(['--tasks', list('six.txt', SIX), '--out', 'run1', '--jobs', '2'], c);
    assert.equal(code, 0, c.err);
    assert.equal(fake.requests.length - start, 6, 'one request per task: all validated at once');
    assert.equal(fake.maxInFlight, 2, 'two drafts in flight');
    for (const f of FILES) {
      const text = read('run1', f);
      assert.deepEqual(validateText(text).filter((d) => d.severity === 'error' || d.severity === 'warning'), [], f);
      assert.equal(readMarker(text).ours, true);
      assert.equal(readMarker(text).needsAttention, false);
    }
    assert.match(read('run1', FILES[0]), /^category: crafting$/m);
    assert.match(read('run1', FILES[5]), /^category: trading$/m);
    assert.match(c.err, /\[6\/6\] run1\/simple\/\S+\.yaml: validated/);
    assert.match(c.err, /6 files: 6 drafted and validated, 0 kept \(already valid\), 0 need attention, 0 failed\./);
    // The catalogue's goal went into the prompt (no text reading could guess "enchant_item").
    const enchantReq = fake.requests.slice(start).find((r) => messagesText(r).includes('Atomic task: enchant diamond sword with sharpness'))!;
    assert.match(messagesText(enchantReq), /event custom and objects \[enchant_item\]/);
    assert.ok(!c.err.includes(KEY) && !c.out.includes(KEY));
  });

  it('a model that never fixes what the repair rounds ask: still 6 files, marked as needing attention, and a summary of why', async () => {
    fake.script([stubborn()]);
    const start = fake.requests.length;
    const c = io();
    const code = await generate(['--tasks', list('six.txt', SIX), '--out', 'run2', '--jobs', '2', '--rounds', '2'], c);
    assert.equal(code, 1);
    assert.equal(fake.requests.length - start, 6 * 3, 'first answer and two repair rounds each');
    for (const f of FILES) {
      const text = read('run2', f);
      assert.equal(readMarker(text).needsAttention, true, f);
      const header = text.split('\n').filter((l) => l.startsWith('#')).join('\n');
      assert.match(header, /^# NEEDS ATTENTION: drafted by mcu-task generate; \d+ problems? left after 3 rounds:/);
      assert.match(header, /#   - line \d+, error: .*'oak_plank'.*\[id\/unknown\]/);
      // The furnace file measures "craft furnace"; for every other task it measures the wrong goal.
      if (f !== FILES[0]) assert.match(header, /does not measure the goal/, 'the shape problem is kept too');
      // The line number in the comment is the misspelt id's line in the file as written.
      const n = Number(/#   - line (\d+), error: [^\n]*oak_plank/.exec(header)![1]);
      assert.match(text.split('\n')[n - 1], /oak_plank 64/);
    }
    assert.match(c.err, /6 files: 0 drafted and validated, 0 kept \(already valid\), 6 need attention, 0 failed\./);
    assert.match(c.err, /Why:\n {2}id\/unknown: 6 files\n/);
    assert.match(c.err, /\n {2}`reward_cfg` does not measure the goal …: 5 files\n/);
  });

  it('a rerun keeps the files that validate (no tokens spent, bytes untouched) and redoes the marked ones', async () => {
    // First run: two tasks get the stubborn answer, the rest realistic ones.
    const broken = new Set([SIX[1], SIX[4]]);
    fake.script([dynamic((body) => (broken.has(askedTask(body).task) ? stubborn() : realisticReply(body)))]);
    let c = io();
    assert.equal(await generate(['--tasks', list('six.txt', SIX), '--out', 'run3', '--jobs', '2', '--rounds', '1'], c), 1);
    assert.match(c.err, /4 drafted and validated, 0 kept \(already valid\), 2 need attention/);
    const before = new Map(FILES.map((f) => [f, { text: read('run3', f), mtime: fs.statSync(path.join(tmp, 'run3', f)).mtimeMs }]));
    // Rerun with a model that answers well.
    fake.script([dynamic(realisticReply)]);
    const start = fake.requests.length;
    c = io();
    assert.equal(await generate(['--tasks', list('six.txt', SIX), '--out', 'run3', '--jobs', '2'], c), 0, c.err);
    const asked = fake.requests.slice(start).map((r) => askedTask(r.body).task).sort();
    assert.deepEqual(asked, [SIX[1], SIX[4]].sort(), 'only the marked files were drafted again');
    for (const [i, f] of FILES.entries()) {
      const now = read('run3', f);
      if (broken.has(SIX[i])) {
        assert.notEqual(now, before.get(f)!.text);
        assert.equal(readMarker(now).needsAttention, false);
      } else {
        assert.equal(now, before.get(f)!.text, f);
        assert.equal(fs.statSync(path.join(tmp, 'run3', f)).mtimeMs, before.get(f)!.mtime, f);
      }
    }
    assert.match(c.err, /6 files: 2 drafted and validated, 4 kept \(already valid\), 0 need attention, 0 failed\./);
  });

  it('interrupted half-way (the server hangs, the signal fires after 3 files): nothing half-written, and a rerun finishes the rest', async () => {
    let answered = 0;
    fake.script([dynamic((body) => (answered++ < 3 ? realisticReply(body) : hang()))]);
    const reg = getRegistry('1.16.5');
    const outDir = path.join(tmp, 'run4');
    const stop = new AbortController();
    const llm = { baseUrl: fake.baseUrl, model: 'test', apiKey: KEY, timeoutMs: 30_000 };
    const result = await runBatch(planBatch(SIX, 'simple', 1, reg), {
      outDir, llm, jobs: 2, signal: stop.signal,
      onResult: (_r, done) => {
        if (done === 3) setTimeout(() => stop.abort(), 50); // the other draft is hanging by now
      },
    });
    assert.equal(result.interrupted, true);
    assert.equal(result.results.filter((r) => r.outcome === 'validated').length, 3);
    assert.equal(result.results.filter((r) => r.outcome === 'interrupted').length, 3);
    const written = FILES.filter((f) => fs.existsSync(path.join(outDir, f)));
    assert.equal(written.length, 3);
    assert.deepEqual(fs.readdirSync(path.join(outDir, 'simple')).filter((f) => !f.endsWith('.yaml')), [], 'no temporary files left');

    fake.script([dynamic(realisticReply)]);
    const start = fake.requests.length;
    const c = io();
    assert.equal(await generate(['--tasks', list('six.txt', SIX), '--out', 'run4', '--jobs', '2'], c), 0, c.err);
    assert.equal(fake.requests.length - start, 3, 'only the three missing files were drafted');
    for (const f of FILES) assert.ok(fs.existsSync(path.join(outDir, f)), f);
    assert.match(c.err, /3 drafted and validated, 3 kept \(already valid\)/);
  });

  it('Ctrl-C on a real mcu-task process half-way: the finished files stay, the summary prints, a rerun does the rest', async () => {
    let answered = 0;
    fake.script([dynamic((body) => (answered++ < 3 ? realisticReply(body) : hang()))]);
    const listFile = list('six.txt', SIX);
    const outDir = path.join(tmp, 'run8');
    const cli = path.join(__dirname, '..', '..', 'server', 'src', 'hosts', 'cli', 'main.js');
    const child = spawn(process.execPath, [cli, 'generate', '--tasks', listFile, '--out', outDir, '--jobs', '2'], {
      env: { ...process.env, OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const count = () => FILES.filter((f) => fs.existsSync(path.join(outDir, f))).length;
    for (let i = 0; i < 400 && (count() < 3 || answered < 5); i++) await new Promise((r) => setTimeout(r, 25));
    assert.equal(count(), 3, err);
    child.kill('SIGINT');
    assert.equal(await exited, 1, err);
    assert.match(err, /3 drafted and validated, 0 kept \(already valid\), 0 need attention, 0 failed, 3 not done \(interrupted; run again to finish\)\./);
    assert.deepEqual(fs.readdirSync(path.join(outDir, 'simple')).filter((f) => !f.endsWith('.yaml')), []);
    assert.ok(!err.includes(KEY));

    fake.script([dynamic(realisticReply)]);
    const start = fake.requests.length;
    const c = io();
    assert.equal(await generate(['--tasks', listFile, '--out', 'run8', '--jobs', '2'], c), 0, c.err);
    assert.equal(fake.requests.length - start, 3);
    assert.equal(count(), 6);
  });

  it('--tasks - reads the list from stdin, e.g. piped from mcu-task catalogue', async () => {
    fake.script([dynamic(realisticReply)]);
    const cli = path.join(__dirname, '..', '..', 'server', 'src', 'hosts', 'cli', 'main.js');
    const child = spawn(process.execPath, [cli, 'generate', '--tasks', '-', '--out', path.join(tmp, 'run10'), '--jobs', '2'], { env: { ...process.env, OPENAI_BASE_URL: fake.baseUrl }, stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdin.end('find a village\nsneak\n');
    assert.equal(await new Promise((r) => child.on('exit', r)), 0, err);
    assert.match(fs.readFileSync(path.join(tmp, 'run10', 'simple', 'find_village.yaml'), 'utf8'), /^category: find$/m);
    assert.ok(fs.existsSync(path.join(tmp, 'run10', 'simple', 'sneak.yaml')));
  });

  it('a single catalogue task (--task) gets its category key and the catalogue goal', async () => {
    fake.script([dynamic(realisticReply)]);
    const start = fake.requests.length;
    const c = io();
    assert.equal(await generate(['--task', 'breed two cows with wheat', '--out', 'single/breed.yaml'], c), 0, c.err);
    const text = read('single', 'breed.yaml');
    assert.match(text, /^category: trapping\ntext: breed two cows with wheat$/m);
    assert.match(messagesText(fake.requests[start]), /event custom and objects \[animals_bred\]/);
  });

  it('files in --out that we did not write: kept when they validate, backed up to .orig and redone when they do not', async () => {
    const dir = path.join(tmp, 'run5', 'simple');
    fs.mkdirSync(dir, { recursive: true });
    const mine = 'text: my own furnace task\ncustom_init_commands:\n- /give @s minecraft:cobblestone 9\n- /give @s minecraft:crafting_table 1\nreward_cfg:\n- event: craft_item\n  identity: furnace\n  objects: [furnace]\n  reward: 1\n  max_reward_times: 1\n';
    fs.writeFileSync(path.join(dir, 'craft_furnace.yaml'), mine);
    fs.writeFileSync(path.join(dir, 'mine_iron_ore.yaml'), 'text: broken\ncustom_init_commands:\n- /give @s minecraft:oak_plank 3\n');
    fake.script([dynamic(realisticReply)]);
    const c = io();
    assert.equal(await generate(['--tasks', list('two.txt', SIX.slice(0, 2)), '--out', 'run5'], c), 0, c.err);
    assert.equal(fs.readFileSync(path.join(dir, 'craft_furnace.yaml'), 'utf8'), mine, 'a valid file is never touched');
    assert.equal(fs.readFileSync(path.join(dir, 'mine_iron_ore.yaml.orig'), 'utf8'), 'text: broken\ncustom_init_commands:\n- /give @s minecraft:oak_plank 3\n');
    assert.equal(readMarker(fs.readFileSync(path.join(dir, 'mine_iron_ore.yaml'), 'utf8')).ours, true);
  });

  it('a file that appears at the path while its draft is on the way is left alone; the draft goes beside it as .new', async () => {
    const target = path.join(tmp, 'run9', 'simple', 'jump.yaml');
    fake.script([dynamic((body) => {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, 'text: somebody else\n');
      return realisticReply(body);
    })]);
    const c = io();
    assert.equal(await generate(['--tasks', list('j.txt', ['jump']), '--out', 'run9'], c), 1);
    assert.equal(fs.readFileSync(target, 'utf8'), 'text: somebody else\n');
    assert.match(fs.readFileSync(target + '.new', 'utf8'), /^# drafted by mcu-task generate; validated\ncategory: motion\n/);
    assert.match(c.err, /conflict: a file appeared at this path during the run and was left alone; the draft is in jump\.yaml\.new/);
  });

  it('--mode both --variants 2 writes simple/ and hard/ files, hard ones with the hard-mode prompt', async () => {
    fake.script([dynamic(realisticReply)]);
    const c = io();
    assert.equal(await generate(['--tasks', list('one.txt', ['hunt a sheep', 'jump']), '--out', 'run6', '--mode', 'both', '--variants', '2', '--jobs', '3'], c), 0, c.err);
    const files = ['simple/hunt_sheep.yaml', 'simple/hunt_sheep_v2.yaml', 'hard/hunt_sheep.yaml', 'hard/hunt_sheep_v2.yaml', 'simple/jump.yaml', 'simple/jump_v2.yaml', 'hard/jump.yaml', 'hard/jump_v2.yaml'];
    for (const f of files) assert.ok(fs.existsSync(path.join(tmp, 'run6', f)), f);
    assert.match(read('run6', 'hard/hunt_sheep.yaml'), /time set midnight/);
    assert.doesNotMatch(read('run6', 'simple/hunt_sheep.yaml'), /time set midnight/);
    assert.match(read('run6', 'simple/jump.yaml'), /^category: motion$/m);
    const prompts = fake.requests.slice(-8).map((r) => messagesText(r));
    assert.equal(prompts.filter((t) => /Variant 2 of 2: make this scene differ/.test(t)).length, 4);
    assert.equal(prompts.filter((t) => /Variant 1 of 2/.test(t)).length, 4);
  });

  it('a rejected key stops the batch at once, without the key in any message', async () => {
    fake.script([{ kind: 'status', status: 401, body: { error: { message: `bad key ${KEY}` } } }]);
    const start = fake.requests.length;
    const c = io();
    assert.equal(await generate(['--tasks', list('six.txt', SIX), '--out', 'run7', '--jobs', '2'], c), 2);
    assert.ok(fake.requests.length - start <= 2, 'no request after the first refusals');
    assert.match(c.err, /Stopped: .*rejected the API key/);
    assert.ok(!c.err.includes(KEY));
    assert.equal(fs.existsSync(path.join(tmp, 'run7', 'simple')), false);
  });

  it('bad usage', async () => {
    const p = list('x.txt', ['jump']);
    await assert.rejects(generate(['--tasks', p], io()), /--out DIR/);
    await assert.rejects(generate(['--tasks', p, '--out', 'd', '--jobs', '0'], io()), /--jobs/);
    await assert.rejects(generate(['--tasks', p, '--out', 'd', '--mode', 'medium'], io()), /--mode/);
    await assert.rejects(generate(['--tasks', p, '--out', 'd', '--task', 'jump'], io()), /leave out --task/);
    assert.deepEqual(readTaskList('# c\n jump \n\nJUMP\nsneak\n'), ['jump', 'sneak']);
  });
});
