/** `schema/…`: the task's keys and values do not have the shape MCU and MineStudio read. */
import { defineFamily } from './define';

export const SCHEMA_FAMILY = defineFamily('schema', { title: 'Task file shape' }, {
  notAMap: {
    severity: 'error',
    summary: 'The file is not a mapping of task keys.',
    explanation: 'A task file is a YAML mapping (`text:`, `custom_init_commands:`, `reward_cfg:` …); a list or a single value at the top has no keys to read.',
    wrong: `- /give @s minecraft:shears 1
- /summon minecraft:sheep ~2 ~ ~`,
    right: `custom_init_commands:
  - /give @s minecraft:shears 1
  - /summon minecraft:sheep ~2 ~ ~
text: collect wool from a sheep using shears`,
    fix: 'Put the commands under `custom_init_commands:` and add the other task keys.',
  },
  bothCommandKeys: {
    severity: 'warning',
    summary: 'Both `custom_init_commands` and `commands` are set.',
    explanation: 'MineStudio reads one of the two lists, so the other list\'s commands never run.',
    wrong: `custom_init_commands:
  - /give @s minecraft:shears 1
commands:
  - /time set day`,
    right: `custom_init_commands:
  - /give @s minecraft:shears 1
  - /time set day`,
    fix: 'Merge the commands into `custom_init_commands` and remove `commands`.',
  },
  missingField: {
    severity: 'error',
    summary: 'A reward entry lacks a field it needs (`event`, `objects`, `reward`, …).',
    explanation: 'MineStudio\'s reward code reads these fields from every entry; without them the entry is skipped or the episode stops with an error.',
    wrong: `reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    reward: 1
    max_reward_times: 1`,
    right: `reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    objects: [iron_ore]
    reward: 1
    max_reward_times: 1`,
    fix: 'Add the field the message names.',
  },
  type: {
    severity: 'error',
    summary: 'A value has the wrong type (a number where a list is expected, a mapping where a command is, …).',
    explanation: 'Each key has one shape: commands are strings starting with `/`, `objects` is a list of ids, `reward` is a number.',
    wrong: `custom_init_commands:
  - give: "@s minecraft:shears"
reward_cfg:
  - event: pickup
    identity: get_white_wool
    objects: white_wool
    reward: one
    max_reward_times: 1`,
    right: `custom_init_commands:
  - /give @s minecraft:shears 1
reward_cfg:
  - event: pickup
    identity: get_white_wool
    objects: [white_wool]
    reward: 1
    max_reward_times: 1`,
    fix: 'Write the value in the shape the message gives.',
  },
  range: {
    severity: 'error',
    summary: 'A number is below the smallest value its key allows.',
    explanation: 'For example `reward` must be above 0 and `max_reward_times` at least 1: anything else never pays out.',
    wrong: `reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    objects: [iron_ore]
    reward: 1
    max_reward_times: 0`,
    right: `reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    objects: [iron_ore]
    reward: 1
    max_reward_times: 1`,
    fix: 'Use a value in the range the message gives.',
  },
  integer: {
    severity: 'error',
    summary: 'A count is not a whole number.',
    explanation: 'Counts such as `max_reward_times` are compared with whole statistics; a fraction cannot be reached as written.',
    wrong: `reward_cfg:
  - event: mine_block
    identity: mine_stone
    objects: [stone]
    reward: 1
    max_reward_times: 1.5`,
    right: `reward_cfg:
  - event: mine_block
    identity: mine_stone
    objects: [stone]
    reward: 1
    max_reward_times: 2`,
    fix: 'Write a whole number.',
  },
  empty: {
    severity: 'error',
    summary: 'A list or text that must have content is empty.',
    explanation: 'An empty `objects` list watches nothing, so its reward never pays; an empty `text` gives the agent no instruction.',
    wrong: `reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    objects: []
    reward: 1
    max_reward_times: 1`,
    right: `reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    objects: [iron_ore]
    reward: 1
    max_reward_times: 1`,
    fix: 'Fill in the value.',
  },
  invalid: {
    severity: 'error',
    summary: 'A value breaks a rule of the task schema not covered by a more specific code.',
    explanation: 'The message names the JSON-schema rule (keyword) the value fails.',
    wrong: `reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    objects: [iron_ore, iron_ore]
    reward: 1
    max_reward_times: 1`,
    right: `reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    objects: [iron_ore]
    reward: 1
    max_reward_times: 1`,
    fix: 'Change the value so it satisfies the rule named in the message.',
    illustrative: 'the more specific schema codes cover the common cases; this one is the rest',
  },
  unknownKey: {
    severity: 'warning',
    summary: 'A key MCU and MineStudio do not read (often a misspelling).',
    explanation: 'Unknown keys are ignored, so a misspelt `reward_cfg` or `max_reward_times` silently does nothing.',
    wrong: `text: mine iron ore
reward_cgf:
  - event: mine_block
    identity: mine_iron_ore
    objects: [iron_ore]
    reward: 1
    max_reward_times: 1`,
    right: `text: mine iron ore
reward_cfg:
  - event: mine_block
    identity: mine_iron_ore
    objects: [iron_ore]
    reward: 1
    max_reward_times: 1`,
    fix: 'Rename the key to the one suggested, or remove it.',
  },
});

export const SCHEMA = SCHEMA_FAMILY.codes;
