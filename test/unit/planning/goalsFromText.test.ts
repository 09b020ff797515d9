/** A task whose goal is only in its words gets the same dependency graph as the reward entry that would measure it, and says where it came from. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { taskDifficulty } from '../../../server/src/evaluation/insight/taskDifficulty';
import { difficultyMarkdown } from '../../../server/src/evaluation/insight/difficultyHover';
import { taskPlanningGraph } from '../../../server/src/analysis/planning/planningComplexity';
import { noRouteLens, routeLens } from '../../../server/src/analysis/planning/routeLens';
import { planTargets } from '../../../server/src/analysis/planning/targets';
import { codeLenses } from '../../../server/src/api/services/codeLens';
import { hover } from '../../../server/src/api/services/hover';
import { reg, task } from '../feasibility/helpers';

const textOnly = (text: string, commands: string[] = []) =>
  new TaskModel(`# reward-less, as four in five MCU files are\ncustom_init_commands:${commands.length ? '\n' + commands.map((c) => `  - ${c}`).join('\n') : ' []'}\ntext: ${text}\n`);

test('read from the instruction: the same figures as the reward entry that measures the goal', () => {
  for (const [text, event, id] of [
    ['Craft a wooden pickaxe from scratch.', 'craft_item', 'wooden_pickaxe'],
    ['mine iron ore', 'mine_block', 'iron_ore'],
    ['go and kill a zombie', 'kill_entity', 'zombie'],
  ]) {
    const words = textOnly(text);
    const rewards = new TaskModel(task([], [[event, [id]]]));
    const lens = routeLens(words, reg)!;
    assert.ok(lens, text);
    assert.equal(lens.goalSource, 'text', text);
    assert.equal(routeLens(rewards, reg)!.goalSource, 'rewards');
    assert.equal(lens.complexity, routeLens(rewards, reg)!.complexity, text);
    assert.deepEqual(lens.steps.map((s) => s.id), routeLens(rewards, reg)!.steps.map((s) => s.id), text);
    const g = taskPlanningGraph(words, reg);
    assert.equal(g.goalSource, 'text');
    assert.equal(g.graph!.complexity, taskPlanningGraph(rewards, reg).graph!.complexity, text);
    assert.match(lens.summary, /goals read from the instruction/);
    assert.doesNotMatch(routeLens(rewards, reg)!.summary, /instruction/);
  }
  // mine iron ore: 10 vertices, 12 AND edges (the figure of the mine_block reward, planningComplexity.test).
  assert.equal(taskPlanningGraph(textOnly('mine iron ore'), reg).graph!.complexity, 22);
});

test('a fixed tool is a need of the goal: hunting pigs with an iron sword draws the sword\'s chain', () => {
  const lens = routeLens(textOnly('hunt pigs with an iron sword'), reg)!;
  const pig = lens.nodes.find((n) => n.id === 'pig')!;
  assert.deepEqual(pig.needs, ['iron_sword']);
  assert.ok(lens.steps.findIndex((s) => s.id === 'iron_ingot') < lens.steps.findIndex((s) => s.id === 'iron_sword'));
  const bare = routeLens(textOnly('hunt pigs'), reg)!;
  assert.equal(bare.complexity, 1, 'a pig alone: one vertex');
  assert.ok(lens.complexity > 20);
  const g = taskPlanningGraph(textOnly('hunt pigs with an iron sword'), reg).graph!;
  assert.ok(g.nodes.find((n) => n.key === 'pig')!.and.includes('iron_sword'));
});

test('a tool the goal\'s own chain needs first closes no cycle', () => {
  // Cobblestone for the diamond pickaxe's furnace comes from mining stone: stone → diamond_pickaxe would be a cycle.
  for (const model of [textOnly('mine stone with a diamond pickaxe'), textOnly('mine stone using a wooden pickaxe')]) {
    const lens = routeLens(model, reg)!;
    const pos = new Map(lens.nodes.map((n, i) => [n.id, i]));
    for (const n of lens.nodes) for (const d of n.needs) assert.ok(pos.get(d)! < pos.get(n.id)!, `${d} before ${n.id}`);
    const g = taskPlanningGraph(model, reg).graph!;
    const byKey = new Map(g.nodes.map((n) => [n.key, n]));
    const open = new Set<string>();
    const done = new Set<string>();
    const visit = (k: string) => {
      assert.ok(!open.has(k), `cycle through ${k}`);
      if (done.has(k)) return;
      open.add(k);
      for (const d of [...byKey.get(k)!.and, ...byKey.get(k)!.or]) visit(d);
      open.delete(k);
      done.add(k);
    };
    for (const k of byKey.keys()) visit(k);
  }
  assert.ok(routeLens(textOnly('mine stone with a diamond pickaxe'), reg)!.nodes.some((n) => n.id === 'diamond_pickaxe'), 'the tool is still drawn');
});

test('structures: the materials named, and what a golem is made of', () => {
  const pillar = planTargets(textOnly('build a pillar of dirt 5 blocks high'), reg);
  assert.deepEqual(pillar.targets[0].main, { kind: 'item', ids: ['dirt'] });
  const golem = planTargets(textOnly('build a snow golem'), reg);
  assert.deepEqual(golem.targets[0].needs, [['snow_block'], ['carved_pumpkin', 'jack_o_lantern']]);
  assert.ok(routeLens(textOnly('build a snow golem'), reg)!.nodes.some((n) => n.id === 'carved_pumpkin'));
  // Given cobblestone: nothing left to obtain for a cobblestone pillar.
  const given = routeLens(textOnly('build a pillar of cobblestone 6 blocks high', ['/give @s minecraft:cobblestone 64']), reg)!;
  assert.equal(given.stepsWithGiven, 0);
  assert.ok(given.steps.length > 0);
});

test('no graphable goal: said so with the reason, never a complexity of 0', () => {
  for (const [text, why] of [
    ['Explore the cave.', /judged by a viewer/],
    ['Jump 10 times.', /custom statistic \(jump\)/],
    ['find a village', /place to reach/],
  ] as const) {
    const model = textOnly(text);
    assert.equal(routeLens(model, reg), undefined, text);
    const plan = taskPlanningGraph(model, reg);
    assert.equal(plan.graph, undefined);
    assert.equal(plan.goalSource, 'text');
    assert.match(plan.notGraphed[0].why, why, text);
    const d = taskDifficulty(model, reg);
    assert.equal(d.difficulty.planning_complexity, null);
    assert.equal(d.goalSource, 'text');
    const note = noRouteLens(planTargets(model, reg))!;
    assert.match(note.summary, /no goal with a dependency graph \(goals read from the instruction\)/);
    assert.match(difficultyMarkdown(model, reg), /\| planning complexity \| — \| no goal with a dependency graph; goals read from the instruction; not graphed: /);
  }
  // No instruction understood at all: nothing on the lens.
  assert.equal(noRouteLens(planTargets(textOnly('have fun'), reg)), undefined);
});

test('the lens sits on `text` when the goals were read from it, on the reward lists otherwise', () => {
  const words = textOnly('craft a furnace');
  const lenses = codeLenses(words, reg);
  const text = words.text;
  assert.equal(lenses.length, 1);
  assert.equal(text.slice(lenses[0].start, lenses[0].end), 'text');
  assert.match(lenses[0].title, /^Insight: \d+ steps from scratch, complexity E\+V = 19 \(goals read from the instruction\)$/);
  const h = hover(words, text.indexOf('text:') + 1, reg)!.markdown;
  assert.match(h, /\*\*Task insight\*\* — 7 acquisition steps from scratch \(7 with the given items\); goals read from the instruction/);
  assert.match(h, /\| planning complexity \| \*\*19\*\* \|[^\n]*goals read from the instruction/);

  const none = textOnly('Jump 10 times.');
  assert.match(codeLenses(none, reg)[0].title, /no goal with a dependency graph/);

  const rewards = new TaskModel(task([], [['craft_item', ['furnace']]]));
  const onRewards = codeLenses(rewards, reg);
  assert.deepEqual(onRewards.map((l) => rewards.text.slice(l.start, l.end)), ['reward_cfg']);
  assert.doesNotMatch(onRewards[0].title, /instruction/);
});
