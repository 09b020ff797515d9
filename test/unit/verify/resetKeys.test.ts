/** time_limit as the agent's budget (capped by --timeout) and the CLI's lines about MineStudio's keys. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { mineStudioKeys } from '../../../server/src/model/minestudio/taskKeys';
import { agentBudget, hasKeys, planOf } from '../../../server/src/simulation/verify/resetKeys';
import { resetLines } from '../../../server/src/simulation/verify/format';
import { getRegistry } from '../../../server/src/vanilla/registry';

const keys = (text: string) => mineStudioKeys(new TaskModel(text)).keys;

describe('verify: MineStudio keys', () => {
  it('turns time_limit steps into seconds at 20 a second, capped by the --timeout', () => {
    assert.deepEqual(agentBudget(keys('time_limit: 1200\n'), 60000), { budgetMs: 60000, timeLimit: { steps: 1200, budgetMs: 60000 } });
    assert.deepEqual(agentBudget(keys('time_limit: 200\n'), 60000), { budgetMs: 10000, timeLimit: { steps: 200, budgetMs: 10000 } });
    assert.deepEqual(agentBudget(keys('time_limit: 6000\n'), 60000), { budgetMs: 60000, timeLimit: { steps: 6000, budgetMs: 60000, cappedByTimeoutMs: 60000 } });
    assert.deepEqual(agentBudget(keys('text: no keys\n'), 45000), { budgetMs: 45000 });
  });

  it('has a reset section only when a key adds something', () => {
    const reg = getRegistry('1.16.5');
    const none = keys('text: nothing\n');
    assert.equal(hasKeys(planOf(none, 1, reg), none), false);
    const some = keys('summon_mobs:\n- {name: pig, number: 1, range_x: [1, 2], range_z: [1, 2]}\n');
    assert.equal(hasKeys(planOf(some, 1, reg), some), true);
  });

  it('prints the seed, each step by what made it and the time_limit budget', () => {
    const lines = resetLines({ reset: { seed: 9, notes: [], timeLimit: { steps: 6000, budgetMs: 60000, cappedByTimeoutMs: 60000 }, steps: [
      { key: 'summon_mobs', entry: 0, label: 'zombie (summon_mobs 1)', phase: 'before-commands', text: '/execute …', reply: 'Summoned new Zombie', rejected: false, offset: [1.234, 0, 2.5] },
      { key: 'init_inventory', entry: 0, label: 'wool (init_inventory 1)', phase: 'after-commands', text: '/replaceitem …', reply: 'Incorrect argument', rejected: true },
    ] } });
    assert.deepEqual(lines, [
      'MineStudio keys (seed 9; again with --seed 9):',
      '  zombie (summon_mobs 1) at 1.2 0 2.5 from the agent',
      '  wool (init_inventory 1): refused (Incorrect argument)',
      '  time_limit 6000 steps: the agent had 60.0 s (capped by --timeout)',
    ]);
  });
});
