'use strict';
/**
 * A small valid task written into each test workspace, for the hover and
 * completion steps: its lines are valid commands, so no diagnostic hover or
 * quick fix gets in the way of the item information.
 */
const lastCommand = '- /give @s minecraft:iron_pickaxe 1';

const text = [
  'custom_init_commands:',
  '- /give @s minecraft:diamond 1',
  lastCommand,
  'text: pick up a diamond',
  'reward_cfg:',
  '- event: pickup',
  '  identity: pickup_diamond',
  '  objects:',
  '  - diamond',
  '  reward: 1.0',
  '  max_reward_times: 1',
  '',
].join('\n');

module.exports = { path: 'e2e/give_diamond.yaml', text, lastCommand };
