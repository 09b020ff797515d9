import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { run as insight } from '../../server/src/hosts/cli/insight';
import { main } from '../../server/src/hosts/cli/main';
import { DIMENSIONS } from '../../server/src/evaluation/insight/taskDifficulty';
import { examplesDir, repoRoot } from '../helpers/paths';
import { writeSuite } from './generatedSuite';
import { taskYaml, tempDir, testIO, write } from './helpers';

interface Out {
  tasks: {
    file: string;
    category: string;
    categoryInferred: boolean;
    difficulty: Record<string, number | null>;
    calibrated?: Record<string, number | null>;
    sources: Record<string, string>;
    goalSource: string;
    notGraphed: { text: string; why: string }[];
  }[];
  notes: string[];
  problems: string[];
}

describe('mcu-task insight', () => {
  it('prints the six named dimensions for every example, null where there is no data', async () => {
    const io = testIO(repoRoot);
    const code = await main(['insight', '--format', 'json', '--no-video', examplesDir], io);
    const out = JSON.parse(io.out) as Out;
    assert.ok(out.tasks.length >= 12, `${out.tasks.length} examples`);
    for (const t of out.tasks) {
      assert.deepEqual(Object.keys(t.difficulty), [...DIMENSIONS], t.file);
      for (const d of ['time_consumption', 'operational_effort', 'intricacy', 'creativity', 'novelty']) assert.equal(t.difficulty[d], null, `${t.file} ${d}`);
    }
    const wool = out.tasks.find((t) => t.file.endsWith('simple/collect_wool.yaml'))!;
    assert.equal(wool.difficulty.planning_complexity, 24, 'pickup white_wool: the white wool graph counted in planningComplexity.test');
    assert.equal(wool.category, 'collecting');
    assert.equal(wool.categoryInferred, true);
    assert.equal(out.tasks.find((t) => t.file.endsWith('combat_zombie.yaml'))!.difficulty.planning_complexity, 1);
    assert.equal(wool.goalSource, 'rewards');
    // No reward entry: the goal is read from the instruction ("a pillar of cobblestone": the cobblestone to place is obtained first).
    const pillar = out.tasks.find((t) => t.file.endsWith('build_a_pillar.yaml'))!;
    assert.equal(pillar.goalSource, 'text');
    assert.equal(pillar.difficulty.planning_complexity, 16, 'cobblestone: 8 vertices, 8 AND edges');
    assert.match(pillar.sources.planning_complexity, /goals read from the instruction/);
    // A trade is counted by a custom statistic: nothing to obtain, said so rather than a 0.
    const trade = out.tasks.find((t) => t.file.endsWith('trade_for_iron_helmet.yaml'))!;
    assert.equal(trade.difficulty.planning_complexity, null);
    assert.equal(trade.goalSource, 'text');
    assert.match(trade.notGraphed[0].why, /custom statistic/);
    assert.equal(code, 0, io.err);
  });

  it('reads action logs, verification reports (with and without phases) and ratings beside the task', async () => {
    const dir = tempDir('mcu-insight-side-');
    write(dir, 'a/craft_string.yaml', taskYaml('craft_item', ['string'], 'craft string', 'crafting'));
    // Two rollouts: 6 steps (the hand-worked sequence of actionLog.test: PE = 1.5 ln 2 / ln 6) and 4 idle steps (PE 0).
    const steps = [{ forward: 1 }, { attack: 1 }, {}, { forward: 1, jump: 1 }, { camera: [0, 10] }, { camera: [-10, 0] }];
    write(dir, 'a/craft_string.actions.json', JSON.stringify(steps));
    write(dir, 'a/craft_string.actions.2.jsonl', '{}\n{}\n{}\n{}\n');
    write(dir, 'a/craft_string.verify.json', JSON.stringify({ verified: true, durationMs: 9000, phases: [{ name: 'agent', usedMs: 4000 }], timeline: [] }));
    write(dir, 'ratings.json', JSON.stringify({ craft_string: { intricacy: [2, 4], creativity: 1 }, 'a/craft_string': { novelty: 3 } }));
    write(dir, 'b/mine_stone.yaml', taskYaml('mine_block', ['stone']));
    write(dir, 'b/mine_stone.verify.json', JSON.stringify({ verified: true, durationMs: 7000, timeline: [] }));
    write(dir, 'b/kill_zombie.yaml', taskYaml('kill_entity', ['zombie']));
    write(dir, 'b/kill_zombie.verify.json', JSON.stringify({ reportVersion: 2, verified: true, durationMs: 8000, phases: [{ name: 'setup', usedMs: 6000 }, { name: 'agent', usedMs: 2000 }], timeline: [] }));
    write(dir, 'b/kill_pig.yaml', taskYaml('kill_entity', ['pig']));
    write(dir, 'b/kill_pig.verify.json', JSON.stringify({ verified: false, durationMs: 60000, timeline: [] }));
    const io = testIO(dir);
    assert.equal(await insight(['--format', 'json', '--no-video', '.'], io), 0, io.err);
    const out = JSON.parse(io.out) as Out;
    const byName = (n: string) => out.tasks.find((t) => t.file.endsWith(n))!;
    const s = byName('craft_string.yaml').difficulty;
    // Rollouts win over the verification run: (6 + 4) / 2 = 5 steps.
    assert.equal(s.time_consumption, 5);
    // Mean PE of the two logs: (1.5 ln 2 / ln 6 + 0) / 2 = 0.580280 / 2 = 0.290140.
    assert.ok(Math.abs(s.operational_effort! - (1.5 * Math.log(2)) / Math.log(6) / 2) < 1e-12);
    // Ratings: a list is averaged ((2 + 4) / 2 = 3); the path key "a/craft_string" wins over the name for novelty only.
    assert.equal(s.intricacy, null, 'the path key has no intricacy, and it wins over the name key');
    assert.equal(s.novelty, 3);
    assert.equal(s.planning_complexity, 18);
    // Version 1 report without phases, without a paid timeline entry: the whole run, 7000 ms × 20 / s = 140 steps.
    assert.equal(byName('mine_stone.yaml').difficulty.time_consumption, 140);
    // Version 2: the agent phase, 2000 ms → 40 steps (setup not counted).
    assert.equal(byName('kill_zombie.yaml').difficulty.time_consumption, 40);
    // A run that did not solve the task says nothing about the time to solve it.
    assert.equal(byName('kill_pig.yaml').difficulty.time_consumption, null);
    assert.equal(byName('kill_pig.yaml').category, 'combat');
  });

  it('ratings by name from ratings.json, and --ratings FILE (csv) overrides the discovered file', async () => {
    const dir = tempDir('mcu-insight-ratings-');
    write(dir, 't/craft_stick.yaml', taskYaml('craft_item', ['stick']));
    write(dir, 't/ratings.json', JSON.stringify({ craft_stick: { intricacy: [2, 4], creativity: 1, novelty: 0 } }));
    write(dir, 'other.csv', 'Task,Intricacy,Creativity,Novelty,comment\ncraft_stick,5,,1,"a, b"\ncraft_stick,3,2,,\n');
    let io = testIO(dir);
    await insight(['--format', 'json', 't'], io);
    // (2 + 4) / 2 = 3
    assert.deepEqual(pick(JSON.parse(io.out) as Out), { intricacy: 3, creativity: 1, novelty: 0 });
    io = testIO(dir);
    await insight(['--format', 'json', '--ratings', 'other.csv', 't'], io);
    // Rows averaged, empty cells skipped: intricacy (5 + 3) / 2 = 4, creativity 2, novelty 1.
    assert.deepEqual(pick(JSON.parse(io.out) as Out), { intricacy: 4, creativity: 2, novelty: 1 });
  });

  it('a broken side file is reported and the task still counts (exit 1)', async () => {
    const dir = tempDir('mcu-insight-broken-');
    write(dir, 'kill_pig.yaml', taskYaml('kill_entity', ['pig']));
    write(dir, 'kill_pig.actions.jsonl', '{}\nnope\n');
    write(dir, 'docker-compose.yaml', 'services: {}\n');
    const io = testIO(dir);
    assert.equal(await insight(['--format', 'json', '.'], io), 1);
    const out = JSON.parse(io.out) as Out;
    assert.equal(out.tasks.length, 1, 'the YAML file that is not a task is left out');
    assert.match(out.notes.join('\n'), /docker-compose\.yaml: not a task file/);
    assert.match(out.problems[0], /kill_pig\.actions\.jsonl: line 2 is not JSON/);
  });

  it('--calibrate on a generated suite of 36 tasks: every value in [0, 5], in the order of the raw scores', async () => {
    const dir = tempDir('mcu-insight-suite-');
    const order = writeSuite(dir);
    const io = testIO(dir);
    assert.equal(await insight(['--format', 'json', '--calibrate', '.'], io), 0, io.err);
    const out = JSON.parse(io.out) as Out;
    assert.equal(out.tasks.length, 36);
    for (const d of ['time_consumption', 'planning_complexity', 'intricacy', 'creativity', 'novelty']) {
      const pairs = out.tasks.map((t) => [t.difficulty[d]!, t.calibrated![d]!]);
      for (const [raw, cal] of pairs) {
        assert.ok(typeof cal === 'number' && cal >= 0 && cal <= 5, `${d} ${cal}`);
        assert.ok(typeof raw === 'number');
      }
      for (const [ra, ca] of pairs) for (const [rb, cb] of pairs) if (ra < rb) assert.ok(ca <= cb, `${d}: ${ra} < ${rb} but ${ca} > ${cb}`);
      assert.ok(pairs.some(([, c]) => c === 5), `${d} reaches 5`);
    }
    // Time: task n was solved in n seconds = 20n steps, so the quantiles are evenly spaced: task 1 → 0, task 36 → 5,
    // and task n → 5 (n − 1) / 35 (Qj = 20 (1 + 7j) steps: positions 7j of 36 evenly spaced values).
    for (const t of out.tasks) {
      const n = order.get(path.join(dir, t.file))!;
      assert.equal(t.difficulty.time_consumption, 20 * n);
      assert.ok(Math.abs(t.calibrated!.time_consumption! - (5 * (n - 1)) / 35) < 1e-9, `${t.file}`);
    }
    // Planning: killing a mob (1 vertex) is the easiest; a diamond pickaxe or obsidian is among the hardest.
    const cal = (f: string) => out.tasks.find((t) => t.file.endsWith(f))!.calibrated!.planning_complexity!;
    assert.ok(cal('kill_entity_zombie.yaml') < cal('craft_item_oak_planks.yaml'));
    assert.ok(cal('craft_item_oak_planks.yaml') < cal('mine_block_diamond_ore.yaml'));
    assert.ok(cal('mine_block_obsidian.yaml') >= 4.5);
    assert.ok(out.notes.some((n) => /operational_effort/.test(n)) === false, 'no action logs: nothing to note, the dimension is just null');
    assert.equal(out.tasks[0].calibrated!.operational_effort, null);
  });

  it('refuses to calibrate fewer than 30 tasks, with a message', async () => {
    const io = testIO(repoRoot);
    assert.equal(await insight(['--calibrate', '--no-video', examplesDir], io), 2);
    assert.match(io.err, /at least 30 tasks .* found/);
    assert.equal(io.out, '');
  });

  it('text output names every dimension and where the value came from', async () => {
    const io = testIO(repoRoot);
    await insight(['--no-video', path.join(examplesDir, 'simple', 'collect_wool.yaml')], io);
    for (const d of DIMENSIONS) assert.match(io.out, new RegExp(`^  ${d} `, 'm'));
    assert.match(io.out, /planning_complexity +24 +\(dependency graph: 12 vertices, 8 AND \+ 4 OR edges\)/);
    assert.match(io.out, /\[collecting, inferred from reward event pickup\]/);
    assert.ok(fs.existsSync(examplesDir));
  });

  it('text output says when the planning complexity was read from the instruction, and why a task has none', async () => {
    const dir = tempDir('mcu-insight-text-goals-');
    write(dir, 'iron.yaml', 'custom_init_commands: []\ntext: mine iron ore\n');
    write(dir, 'jump.yaml', 'custom_init_commands: []\ntext: Jump 10 times on the spot\n');
    write(dir, 'vague.yaml', 'custom_init_commands: []\ntext: have fun\n');
    const io = testIO(dir);
    assert.equal(await insight(['--no-video', '.'], io), 0, io.err);
    // Mining iron ore from its words: the graph of a mine_block iron_ore reward (22, planningComplexity.test figures).
    assert.match(io.out, /iron\.yaml[^\n]*\n(?:.*\n)*?  planning_complexity +22 +\(dependency graph: 10 vertices, 12 AND \+ 0 OR edges; goals read from the instruction\)/);
    assert.match(io.out, /planning_complexity +— +\(no goal with a dependency graph \(goals read from the instruction\): "Jump 10 times on the spot" counted by a custom statistic \(jump\)/);
    assert.match(io.out, /vague\.yaml[^\n]*\n(?:.*\n)*?  planning_complexity +— +\(no goal read: no reward entry, and no goal in the instruction/);
  });
});

function pick(out: Out) {
  const d = out.tasks[0].difficulty;
  return { intricacy: d.intricacy, creativity: d.creativity, novelty: d.novelty };
}

describe('mcu-task insight with rollout videos', () => {
  const ffmpeg = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((p) => fs.existsSync(p));
  it('counts a video beside the task as a rollout of duration × 20 steps', { skip: !ffmpeg && 'ffmpeg not installed' }, async () => {
    const dir = tempDir('mcu-insight-video-');
    write(dir, 'kill_cow.yaml', taskYaml('kill_entity', ['cow']));
    // 1.5 s at 20 fps and 2 s at 30 fps: 30 and 40 steps of 1/20 s; mean (30 + 40) / 2 = 35.
    const { execFileSync } = await import('child_process');
    const make = (name: string, fps: number, seconds: number) =>
      execFileSync(ffmpeg!, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=black:s=64x36:r=${fps}:d=${seconds}`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path.join(dir, name)]);
    make('kill_cow.mp4', 20, 1.5);
    make('kill_cow episode_2.mp4', 30, 2);
    make('kill_cow_other.mp4', 20, 9); // another task's name: not read
    const io = testIO(dir);
    assert.equal(await insight(['--format', 'json', '.'], io), 0, io.out);
    const t = (JSON.parse(io.out) as Out).tasks[0];
    assert.ok(Math.abs(t.difficulty.time_consumption! - 35) < 0.5, String(t.difficulty.time_consumption));
    assert.match(t.sources.time_consumption, /mean of 2 rollouts \(0 action log, 2 video\)/);
  });
});
