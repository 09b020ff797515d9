import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { routeLens } from '../../../server/src/analysis/planning/routeLens';
import { examplesDir } from '../../helpers/paths';
import { reg, task } from '../feasibility/helpers';

test('mine diamond from scratch: a valid topological order from logs to diamond ore', () => {
  const model = new TaskModel(fs.readFileSync(path.join(examplesDir, 'hard/mine_diamond_from_scratch.yaml'), 'utf8'));
  const ins = routeLens(model, reg)!;
  const order = ins.nodes.map((n) => n.id);
  const pos = (id: string) => order.indexOf(id);
  for (const n of ins.nodes) for (const d of n.needs) assert.ok(pos(d) < pos(n.id), `${d} before ${n.id}`);
  const steps = ins.steps.map((n) => n.id);
  for (const [a, b] of [['oak_log', 'oak_planks'], ['oak_planks', 'crafting_table'], ['wooden_pickaxe', 'stone'], ['stone_pickaxe', 'iron_ore'], ['furnace', 'iron_ingot'], ['iron_pickaxe', 'diamond_ore']]) {
    assert.ok(steps.indexOf(a) >= 0 && steps.indexOf(a) < steps.indexOf(b), `${a} before ${b} in ${steps.join(' ')}`);
  }
  assert.ok(ins.steps.length >= 9);
  assert.equal(ins.complexity, ins.edges + ins.vertices);
  assert.equal(ins.edges, ins.nodes.reduce((n, x) => n + x.needs.length, 0));
  assert.equal(ins.vertices, ins.nodes.length);
  assert.equal(ins.summary, `Insight: ${ins.steps.length} steps from scratch, complexity E+V = ${ins.complexity}`);
  assert.match(ins.markdown, /Planning complexity E \+ V/);
  assert.equal(ins.stepsWithGiven, ins.steps.length, 'nothing is given');
});

test('a craft task: fewer steps with the given items; crafting table and ingredients in the graph', () => {
  const text = task(['/give @s minecraft:cobblestone 16', '/give @s minecraft:crafting_table 1'], [['craft_item', ['furnace']]]);
  const ins = routeLens(new TaskModel(text), reg)!;
  const furnace = ins.nodes.find((n) => n.id === 'furnace')!;
  assert.deepEqual([...furnace.needs].sort(), ['cobblestone', 'crafting_table']);
  assert.equal(ins.stepsWithGiven, 1);
  assert.ok(ins.steps.length > 3);
});

test('kill and mine targets; no rewards gives no insight', () => {
  const ins = routeLens(new TaskModel(task([], [['kill_entity', ['zombie']], ['mine_block', ['oak_log']]])), reg)!;
  assert.deepEqual(ins.steps.map((n) => `${n.action} ${n.id}`), ['kill zombie', 'mine oak_log']);
  assert.equal(ins.complexity, 2);
  assert.equal(routeLens(new TaskModel('text: only text\n'), reg), undefined);
});
