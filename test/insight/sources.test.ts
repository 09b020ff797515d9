import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { TaskModel } from '../../server/src/model/task/taskModel';
import { taskCategory } from '../../server/src/evaluation/insight/category';
import { hover } from '../../server/src/api/services/hover';
import { getRegistry } from '../../server/src/vanilla/registry';
import { verifyTime } from '../../server/src/evaluation/insight/verifyTime';
import { DIMENSIONS } from '../../server/src/evaluation/insight/taskDifficulty';
import { taskYaml } from './helpers';

test('verification time: last paid reward, else the agent phase, else the whole run; unsolved runs say nothing', () => {
  const timeline = [{ time: 800, event: 'mine_block', object: 'stone' }, { time: 2500, event: 'craft_item', object: 'furnace', identity: 'r0', reward: 1 }, { time: 3000, event: 'pickup', object: 'x' }];
  assert.deepEqual(verifyTime({ verified: true, durationMs: 9000, timeline, phases: [{ name: 'agent', usedMs: 4000 }] }), { ms: 2500, how: 'last reward of the verification run' });
  assert.equal(verifyTime({ verified: true, durationMs: 9000, timeline: [], phases: [{ name: 'setup', usedMs: 5000 }, { name: 'agent', usedMs: 4000 }] })!.ms, 4000);
  assert.equal(verifyTime({ verified: true, durationMs: 9000, timeline: [] })!.ms, 9000);
  assert.equal(verifyTime({ verified: false, durationMs: 9000, timeline }), undefined);
  assert.equal(verifyTime({ verified: null, durationMs: 9000 }), undefined);
  assert.equal(verifyTime('nonsense'), undefined);
});

test('category: the key when present, else inferred from events or words of the text', () => {
  assert.deepEqual(taskCategory(new TaskModel(taskYaml('craft_item', ['furnace'], 'x', 'building')), getRegistry()), { name: 'building', inferred: false, basis: 'category key' });
  assert.equal(taskCategory(new TaskModel(taskYaml('craft_item', ['furnace'])), getRegistry()).name, 'crafting');
  assert.equal(taskCategory(new TaskModel(taskYaml('mine_block', ['stone'])), getRegistry()).name, 'mining');
  assert.equal(taskCategory(new TaskModel(taskYaml('kill_entity', ['zombie'])), getRegistry()).name, 'combat');
  const two = `${taskYaml('craft_item', ['ladder'])}- event: kill_entity\n  identity: r1\n  objects: [spider]\n  reward: 1\n  max_reward_times: 1\n`;
  assert.equal(taskCategory(new TaskModel(two), getRegistry()).name, 'compositional');
  const c = taskCategory(new TaskModel('custom_init_commands: []\ntext: Build a pillar of dirt\n'), getRegistry());
  assert.deepEqual(c, { name: 'building', inferred: true, basis: 'goals read from the text: "Build a pillar of dirt"' });
  assert.equal(taskCategory(new TaskModel('text: hello\n'), getRegistry()).name, 'other');
});

test('hover on the task text shows the six dimensions; the reward_cfg hover is unchanged', () => {
  const reg = getRegistry('1.16.5');
  const text = taskYaml('craft_item', ['string'], 'craft some string');
  const model = new TaskModel(text);
  for (const offset of [text.indexOf('text:') + 1, text.indexOf('craft some') + 3]) {
    const md = hover(model, offset, reg)!.markdown;
    for (const d of DIMENSIONS) assert.match(md, new RegExp(`\\| ${d.replace('_', ' ')} \\|`), `${d} at ${offset}`);
    // string: E + V = (7 AND + 2 OR) + 9 = 18 (planningComplexity.test); the lens's cheapest route alone is 16.
    assert.match(md, /\| planning complexity \| \*\*18\*\* \| E \+ V = \(7 AND \+ 2 OR edges\) \+ 9 vertices; 16 with each choice collapsed/);
    assert.match(md, /category \*\*crafting\*\* \(inferred from reward event craft_item\)/);
  }
  const rewards = hover(model, text.indexOf('reward_cfg') + 2, reg)!.markdown;
  assert.match(rewards, /Planning complexity E \+ V/);
  assert.doesNotMatch(rewards, /Task difficulty/);
});

test('hover with the file path reads the verification report and ratings saved beside the task', () => {
  const fs = require('fs') as typeof import('fs');
  const os = require('os') as typeof import('os');
  const path = require('path') as typeof import('path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-hover-side-'));
  try {
    const file = path.join(dir, 'craft_string.yaml');
    const text = taskYaml('craft_item', ['string'], 'craft some string');
    fs.writeFileSync(file, text);
    const reg = getRegistry('1.16.5');
    const model = new TaskModel(text);
    const offset = text.indexOf('text:') + 1;
    // Before any side file: time consumption has no value.
    assert.match(hover(model, offset, reg, undefined, file)!.markdown, /\| time consumption \| — \|/);
    // A verification whose reward was paid 2.5 s in: 2.5 s × 20 steps/s = 50 steps.
    fs.writeFileSync(path.join(dir, 'craft_string.verify.json'), JSON.stringify({ verified: true, durationMs: 9000, timeline: [{ time: 2500, event: 'craft_item', object: 'string', identity: 'r0', reward: 1 }] }));
    fs.writeFileSync(path.join(dir, 'ratings.json'), JSON.stringify({ craft_string: { intricacy: 3, creativity: [1, 2], novelty: 2 } }));
    const md = hover(model, offset, reg, undefined, file)!.markdown;
    assert.match(md, /\| time consumption \| \*\*50\*\* \|/);
    assert.match(md, /\| intricacy \| \*\*3\*\* \| human ratings \|/);
    assert.match(md, /\| creativity \| \*\*1\.5\*\* \|/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
