/** Hovering `text` shows the goals the one reader takes from the task, and what it did not read. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { hover } from '../../../server/src/api/services/hover';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');

function hoverText(doc: string): string {
  const model = new TaskModel(doc);
  const at = doc.indexOf('text:') + 8;
  return hover(model, at, reg)?.markdown ?? '';
}

it('hovering the instruction lists its goals, their source, and unread clauses', () => {
  const md = hoverText('text: hunt pigs with an iron sword and do a little dance\ncustom_init_commands: []\n');
  assert.match(md, /\*\*Goals\*\* \(read from the instruction/);
  assert.match(md, /statistic `minecraft:killed` of pig with iron_sword — "hunt pigs with an iron sword"/);
  assert.match(md, /not read: "do a little dance"/);
});

it('with reward entries the goals come from them', () => {
  const md = hoverText('text: craft a furnace\nreward_cfg:\n- {event: craft_item, identity: f, objects: [furnace], reward: 1, max_reward_times: 1}\n');
  assert.match(md, /read from the reward entries/);
  assert.match(md, /statistic `minecraft:crafted` of furnace/);
});
