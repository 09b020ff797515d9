'use strict';
/**
 * A small valid task written into each test workspace, for the hover and
 * completion steps: its lines are valid commands, so no diagnostic hover or
 * quick fix gets in the way of the item information.
 */
const lastCommand = '- /give @s minecraft:crafting_table 1';

const text = [
  'custom_init_commands:',
  '- /give @s minecraft:diamond 3',
  '- /give @s minecraft:stick 2',
  lastCommand,
  'text: craft a diamond pickaxe',
  'reward_cfg:',
  '- event: craft_item',
  '  identity: craft_diamond_pickaxe',
  '  objects:',
  '  - diamond_pickaxe',
  '  reward: 1.0',
  '  max_reward_times: 1',
  '',
].join('\n');

module.exports = { path: 'e2e/craft_diamond_pickaxe.yaml', text, lastCommand };
