/** The file name as the reader's hint (model/goals/fileNameHint.ts): used only when the instruction states nothing checkable. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readTaskGoals } from '../../../server/src/model/goals';
import { taskNameWords } from '../../../server/src/model/goals/fileNameHint';
import { Analysis } from '../../../server/src/analysis/lint/analysis';
import { taskFileGoals } from '../../../server/src/model/goals/ofTask';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');

test('a file name in words: folders, extension, numbering and separators dropped', () => {
  assert.equal(taskNameWords('tasks/combat/combat_spiders.yaml'), 'combat spiders');
  assert.equal(taskNameWords('C:\\mcu\\03-hunt_animals_2.yml'), 'hunt animals');
  assert.equal(taskNameWords('file:///work/stacking%20acacia%20fence.yaml'), 'stacking acacia fence');
  assert.equal(taskNameWords('leadAnimals.yaml'), 'lead animals');
  assert.equal(taskNameWords('0042.yaml'), undefined);
});

test('a vague instruction is read through the file name, and the readings say so', () => {
  const read = readTaskGoals({ text: 'Complete the task shown to you.', fileName: 'combat_spiders.yaml' }, reg);
  assert.equal(read.goals.length, 1);
  assert.equal(read.goals[0].kind, 'stat');
  if (read.goals[0].kind === 'stat') assert.deepEqual(read.goals[0].objects, ['spider']);
  assert.ok(read.readings.some((r) => /file name as "combat spiders"/.test(r)), read.readings.join('; '));
  // Its span is the whole instruction, which is what asked for it.
  assert.deepEqual(read.goals[0].from, { source: 'text', start: 0, end: 'Complete the task shown to you.'.length });
});

test('the name never overrides what the words say, nor reward entries', () => {
  const words = readTaskGoals({ text: 'kill a zombie', fileName: 'combat_spiders.yaml' }, reg);
  assert.ok(words.goals[0].kind === 'stat' && words.goals[0].objects.includes('zombie'));
  const rewards = readTaskGoals({ text: 'Do it.', fileName: 'combat_spiders.yaml', rewards: [{ event: 'mine_block', objects: ['stone'], identity: 'mine', list: 'reward_cfg', index: 0, maxRewardTimes: 1 }] }, reg);
  assert.equal(rewards.source, 'rewards');
  // A name that does not read whole ("my_task_final") adds nothing.
  assert.equal(readTaskGoals({ text: 'Complete the task.', fileName: 'my_task_final.yaml' }, reg).goals.length, 0);
});

test('lint and verify take the hint from the analysis of the file (one reading for both)', () => {
  const a = new Analysis('custom_init_commands:\n  - /give @p minecraft:lead 1\ntext: Do as the title says.\n', { fileName: 'lead_animals.yaml' });
  const goals = taskFileGoals(a.model, a.registry);
  assert.equal(goals.goals[0]?.kind, 'carry');
});
