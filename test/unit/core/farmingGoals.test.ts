/**
 * Farming, shears and fire in the goal reader and in lint: bone meal and fire
 * verbs, "use … on <block>", leaves, carving a pumpkin, "flint and steel" as
 * one thing; a carved pumpkin made from a given pumpkin with given shears,
 * and seeds given to plant the crop a goal harvests, are no lint findings.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readTextGoals } from '../../../server/src/model/goals';
import type { StatGoal } from '../../../server/src/model/goals';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { feasibility, withCode } from '../feasibility/helpers';

const reg = getRegistry('1.16.5');
const stats = (t: string) => readTextGoals(t, reg).goals.filter((g): g is StatGoal => g.kind === 'stat');
const one = (t: string) => {
  const [g] = stats(t);
  assert.ok(g, `"${t}" reads as a statistic`);
  return { statistic: g.statistic, objects: g.objects, on: g.on?.ids, tool: g.tool, product: g.product };
};

describe('goal reader: farming, shears and fire', () => {
  it('bone meal: used:bone_meal on the crop the words name', () => {
    assert.deepEqual(one('use bone meal on the wheat'), { statistic: 'used', objects: ['bone_meal'], on: ['wheat'], tool: undefined, product: undefined });
    assert.deepEqual(one('apply bone meal to the carrots').on, ['carrots']);
    assert.deepEqual(one('grow wheat with bone meal').on, ['wheat']);
    assert.deepEqual(one('fertilize the crops with bone meal').objects, ['bone_meal']);
  });
  it('fire: used:flint_and_steel (or a fire charge), on the block named; "flint and steel" is one thing', () => {
    assert.deepEqual(one('light a fire with flint and steel').objects, ['flint_and_steel', 'fire_charge']);
    assert.deepEqual(one('start a fire on the netherrack').on, ['netherrack']);
    assert.deepEqual(one('set the oak log on fire').on, ['oak_log']);
    assert.deepEqual(one('use flint and steel on the netherrack'), { statistic: 'used', objects: ['flint_and_steel'], on: ['netherrack'], tool: undefined, product: undefined });
    assert.deepEqual(one('light the tnt with flint and steel').on, ['tnt']);
  });
  it('shears: carving a pumpkin is picking up a carved pumpkin; leaves and grass are blocks sheared, not sheep', () => {
    assert.deepEqual(one('carve a pumpkin with shears').objects, ['carved_pumpkin']);
    assert.equal(one('carve two pumpkins').statistic, 'picked_up');
    assert.deepEqual(one('use shears on a pumpkin').on, ['pumpkin']);
    const leaves = one('collect leaves with shears');
    assert.equal(leaves.statistic, 'picked_up');
    assert.ok(leaves.objects.includes('oak_leaves') && leaves.objects.every((o) => o.endsWith('_leaves')));
    assert.deepEqual(leaves.tool, ['shears']);
    const shearGrass = one('shear the grass');
    assert.deepEqual([shearGrass.objects, shearGrass.on, shearGrass.product], [['shears'], ['grass'], undefined]);
    assert.ok(one('shear a sheep').product?.includes('white_wool'), 'a sheep still yields wool');
  });
});

describe('lint: farming and carving scenes', () => {
  const file = (commands: string[], text: string) => `custom_init_commands:\n${commands.map((c) => `- ${c}`).join('\n')}\ntext: ${text}\n`;
  it('a carved pumpkin the agent carves from a placed pumpkin with given shears is in the scene', () => {
    const d = feasibility(file(['/give @s minecraft:shears 1', '/setblock ~3 ~ ~ minecraft:pumpkin'], 'carve a pumpkin and pick up the carved pumpkin'));
    assert.deepEqual(withCode(d, 'text-not-in-scene').filter((x) => x.severity === 'warning'), []);
    const without = feasibility(file(['/setblock ~3 ~ ~ minecraft:pumpkin'], 'pick up the carved pumpkin'));
    assert.equal(withCode(without, 'text-not-in-scene').filter((x) => x.severity === 'warning').length, 1, 'no shears: still reported');
  });
  it('seeds given to plant the wheat a goal harvests are not the target given', () => {
    const d = feasibility(file(['/give @s minecraft:wheat_seeds 4', '/give @s minecraft:iron_hoe 1'], 'harvest wheat'));
    assert.deepEqual(withCode(d, 'target-given'), []);
    const grass = feasibility(file(['/give @s minecraft:wheat_seeds 4'], 'break the grass'));
    assert.equal(withCode(grass, 'target-given').length, 1, 'seeds given for a goal that only breaks grass still are');
  });
});
