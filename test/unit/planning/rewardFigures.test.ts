/**
 * The figures both projections gave on the reward examples before they read
 * the goal model (recorded from the two separate builders): reading goals
 * from reward entries through core/goals must not move any of them.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { taskPlanningGraph } from '../../../server/src/analysis/planning/planningComplexity';
import { routeLens } from '../../../server/src/analysis/planning/routeLens';
import { examplesDir } from '../../helpers/paths';
import { reg } from '../feasibility/helpers';

// file: [route lens E+V, steps from scratch, steps with the given items, planning complexity (OR kept)]
const BEFORE: Record<string, [number, number, number, number]> = {
  'broken/infeasible.yaml': [35, 12, 11, 35],
  'broken/unknown_ids.yaml': [22, 8, 8, 22],
  'compositional/craft_ladder_and_kill_spider.yaml': [12, 6, 3, 12],
  'hard/craft_furnace.yaml': [19, 7, 1, 19],
  'hard/mine_diamond_from_scratch.yaml': [35, 12, 12, 35],
  'scene/zombie_sheep_wall.yaml': [1, 1, 1, 1],
  'simple/collect_wool.yaml': [18, 7, 2, 24],
  'simple/combat_zombie.yaml': [1, 1, 1, 1],
  'simple/craft_furnace.yaml': [19, 7, 1, 19],
  'simple/mine_iron_ore.yaml': [22, 8, 1, 22],
  'simple/shoot_with_bow.yaml': [20, 7, 0, 22],
};

test('reward examples: the route lens and the planning graph give the figures they gave before', () => {
  for (const [file, [lensCv, steps, given, planning]] of Object.entries(BEFORE)) {
    const model = new TaskModel(fs.readFileSync(path.join(examplesDir, file), 'utf8'));
    const lens = routeLens(model, reg)!;
    assert.deepEqual([lens.complexity, lens.steps.length, lens.stepsWithGiven], [lensCv, steps, given], file);
    assert.equal(lens.goalSource, 'rewards', file);
    const plan = taskPlanningGraph(model, reg);
    assert.equal(plan.goalSource, 'rewards', file);
    assert.equal(plan.graph!.complexity, planning, file);
  }
});

test('reward entries with an unknown event or a wrong-kind object draw nothing, as before', () => {
  const model = new TaskModel(fs.readFileSync(path.join(examplesDir, 'broken/bad_reward.yaml'), 'utf8'));
  assert.equal(routeLens(model, reg), undefined);
});
