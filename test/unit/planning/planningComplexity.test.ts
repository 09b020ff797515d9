import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { planningGraph } from '../../../server/src/analysis/planning/planningComplexity';
import { routeLens } from '../../../server/src/analysis/planning/routeLens';
import { planTargets } from '../../../server/src/analysis/planning/targets';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { taskYaml } from '../../insight/helpers';

const reg = getRegistry('1.16.5');
const graphOf = (event: string, objects: string[]) => planningGraph(planTargets(new TaskModel(taskYaml(event, objects)), reg).targets, reg)!;
const node = (g: ReturnType<typeof graphOf>, key: string) => g.nodes.find((n) => n.key === key);

test('craft string: an OR edge to each source, counted by hand', () => {
  const g = graphOf('craft_item', ['string']);
  // string ─OR→ cobweb (mine, needs a sword) and ─OR→ spider (kill).
  // cobweb → wooden_sword → oak_planks, stick, crafting_table; oak_planks → oak_log;
  // stick → dead_bush (a dead bush drops sticks); crafting_table → oak_planks.
  // V = string, cobweb, spider, wooden_sword, oak_planks, oak_log, stick, dead_bush, crafting_table = 9
  // AND = 1 (cobweb) + 3 (wooden_sword) + 1 (oak_planks) + 1 (stick) + 1 (crafting_table) = 7; OR = 2
  // E + V = 7 + 2 + 9 = 18
  assert.deepEqual([...node(g, 'string')!.or].sort(), ['cobweb', 'spider']);
  assert.deepEqual(node(g, 'cobweb')!.and, ['wooden_sword']);
  assert.deepEqual([...node(g, 'wooden_sword')!.and].sort(), ['crafting_table', 'oak_planks', 'stick']);
  assert.equal(g.vertices, 9);
  assert.equal(g.andEdges, 7);
  assert.equal(g.orEdges, 2);
  assert.equal(g.complexity, 18);
});

test("craft white wool: the paper's bed-graph shape, hunt sheep OR craft from string", () => {
  const g = graphOf('craft_item', ['white_wool']);
  // white_wool ─OR→ sheep, ─OR→ "craft white_wool" ─AND→ string; then string's graph as above (9 nodes, 7 AND, 2 OR).
  // V = 9 + white_wool + sheep + recipe node = 12; AND = 7 + 1 = 8; OR = 2 + 2 = 4; E + V = 8 + 4 + 12 = 24.
  assert.deepEqual(node(g, 'white_wool')!.or, ['sheep', 'craft white_wool']);
  assert.deepEqual(node(g, 'craft white_wool')!.and, ['string']);
  assert.equal(g.complexity, 24);
  // The code lens keeps only the cheapest way, wool ← string ← cobweb, with no OR edge:
  // V = white_wool, string, cobweb, wooden_sword, oak_planks, oak_log, stick, dead_bush, crafting_table = 9;
  // E = 1 + 1 + 1 + 3 + 1 + 1 + 1 = 9; E + V = 18.
  assert.equal(routeLens(new TaskModel(taskYaml('craft_item', ['white_wool'])), reg)!.complexity, 18);
});

test('without choices the graph is the AND graph; it never has a cycle', () => {
  const g = graphOf('kill_entity', ['zombie']);
  assert.equal(g.complexity, 1, 'one vertex, no edge');
  for (const [event, ids] of [['mine_block', ['diamond_ore']], ['craft_item', ['iron_ingot']], ['craft_item', ['white_bed']], ['pickup', ['iron_nugget']]] as const) {
    const gr = graphOf(event, [...ids]);
    const byKey = new Map(gr.nodes.map((n) => [n.key, n]));
    const state = new Map<string, 'open' | 'done'>();
    const visit = (k: string) => {
      assert.notEqual(state.get(k), 'open', `cycle through ${k} in ${ids}`);
      if (state.get(k) === 'done') return;
      state.set(k, 'open');
      for (const d of [...byKey.get(k)!.and, ...byKey.get(k)!.or]) {
        assert.ok(byKey.has(d), `${d} is a node`);
        visit(d);
      }
      state.set(k, 'done');
    };
    for (const k of byKey.keys()) visit(k);
    assert.equal(gr.complexity, gr.vertices + gr.andEdges + gr.orEdges);
  }
  // Iron ingots are not drawn as made from iron blocks or nuggets (those need ingots first).
  assert.equal(node(graphOf('craft_item', ['iron_ingot']), 'iron_ingot')!.action, 'smelt');
});

test('the code lens agrees where there is no choice, and its graph has no cycle either', () => {
  // Mining diamond ore: diamond_ore ← iron_pickaxe ← iron_ingot ← iron_ore ← stone_pickaxe ← … The lens used to
  // pick the iron pickaxe it was still building as iron ore's tool (a cycle, and 8 fewer in E + V).
  for (const [event, id] of [['mine_block', 'diamond_ore'], ['craft_item', 'iron_ingot'], ['craft_item', 'furnace'], ['mine_block', 'iron_ore']]) {
    const model = new TaskModel(taskYaml(event, [id]));
    const lens = routeLens(model, reg)!;
    const g = planningGraph(planTargets(model, reg).targets, reg)!;
    assert.equal(g.orEdges, 0, id);
    assert.equal(lens.complexity, g.complexity, id);
    const pos = new Map(lens.nodes.map((n, i) => [n.id, i]));
    for (const n of lens.nodes) for (const d of n.needs) assert.ok(pos.get(d)! < pos.get(n.id)!, `${id}: ${d} before ${n.id}`);
  }
  assert.equal(node(graphOf('mine_block', ['iron_ore']), 'iron_ore')!.and[0], 'stone_pickaxe');
});
