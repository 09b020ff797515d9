import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { addCommandsEdit, surplus } from '../../../server/src/analysis/feasibility/fixes';

const apply = (text: string, cmds: string[]) => {
  const e = addCommandsEdit(new TaskModel(text), cmds);
  return text.slice(0, e.start) + e.newText + text.slice(e.end);
};

test('inserts after the last command with the same indentation and quoting', () => {
  assert.equal(apply('custom_init_commands:\n  - /give @s minecraft:stone 1\ntext: x\n', ['/give @s minecraft:dirt 2']),
    'custom_init_commands:\n  - /give @s minecraft:stone 1\n  - /give @s minecraft:dirt 2\ntext: x\n');
  assert.equal(apply('custom_init_commands:\n- "/give @s minecraft:stone 1"\n', ['/give @s minecraft:dirt 2', '/time set day']),
    'custom_init_commands:\n- "/give @s minecraft:stone 1"\n- "/give @s minecraft:dirt 2"\n- "/time set day"\n');
});

test('an empty [] becomes a block list; a flow list gets a new element; a missing key is added', () => {
  assert.equal(apply('custom_init_commands: []\ntext: x\n', ['/give @s minecraft:dirt 2']), 'custom_init_commands:\n- /give @s minecraft:dirt 2\ntext: x\n');
  assert.equal(apply('custom_init_commands: [/time set day]\n', ['/weather clear']), 'custom_init_commands: [/time set day, /weather clear]\n');
  assert.equal(apply('text: x\n', ['/weather clear']), 'custom_init_commands:\n- /weather clear\ntext: x\n');
  assert.equal(apply('custom_init_commands:\ntext: x\n', ['/weather clear']), 'custom_init_commands:\n- /weather clear\ntext: x\n');
  const edited = apply('commands:\n- /time set day\n', ['/weather clear']);
  assert.equal(new TaskModel(edited).commands.length, 2, 'MineStudio\'s commands key is kept');
});

test('surplus is at least twice the shortfall, rounded up to a friendly number', () => {
  assert.equal(surplus(3), 8);
  assert.equal(surplus(1), 2);
  assert.equal(surplus(5), 10);
  assert.equal(surplus(40), 128);
  assert.equal(surplus(2, 1), 2, 'unstackable tools: just the shortfall');
});
