/** `id/…`: a block, item, entity or other id that Minecraft 1.16.5 (or the version checked) does not have. */
import { defineFamily } from './define';

export const ID_FAMILY = defineFamily('id', { title: 'Ids' }, {
  unknown: {
    severity: 'error',
    summary: 'An id that is not in the registry of the Minecraft version checked.',
    explanation: 'Minecraft rejects a command with an unknown id, and a reward entry with one never counts anything. The check suggests the nearest known ids.',
    wrong: `custom_init_commands:
  - /give @s minecraft:diamond_pickax 1`,
    right: `custom_init_commands:
  - /give @s minecraft:diamond_pickaxe 1`,
    fix: 'Use the suggested id (quick fix), or check the spelling against the version\'s registry.',
  },
  legacy: {
    severity: 'error',
    summary: 'A pre-1.13 id (or a renamed one) that 1.16.5 no longer knows.',
    explanation: 'The 1.13 "flattening" renamed many ids (`wool` with a data value became `white_wool`, `red_wool`, …); the old names fail in 1.16.5.',
    wrong: `custom_init_commands:
  - /give @s minecraft:wool 4`,
    right: `custom_init_commands:
  - /give @s minecraft:white_wool 4`,
    fix: 'Use the modern id the message names (quick fix when there is exactly one).',
  },
  otherVersion: {
    severity: 'error',
    summary: 'An id that exists only in another Minecraft version.',
    explanation: 'Ids added after 1.16.5 (copper, deepslate, …) or removed before it do not exist in the version the task runs on.',
    wrong: `custom_init_commands:
  - /give @s minecraft:copper_ingot 8`,
    right: `custom_init_commands:
  - /give @s minecraft:iron_ingot 8`,
    fix: 'Use an id of the task\'s version, or change `mcu.minecraftVersion` / `--mc-version` if the task targets another version.',
  },
  wrongKind: {
    severity: 'error',
    summary: 'An id of the wrong kind (an item where a block is needed, an entity that cannot be summoned, …).',
    explanation: 'For example /setblock takes blocks, and `diamond` is an item; mine_block watches blocks, so an item id never counts.',
    wrong: `custom_init_commands:
  - /setblock ~1 ~ ~ minecraft:diamond`,
    right: `custom_init_commands:
  - /setblock ~1 ~ ~ minecraft:diamond_ore`,
    fix: 'Use an id of the kind the message names.',
  },
  unknownTag: {
    severity: 'warning',
    summary: 'A `#tag` that the version does not define.',
    explanation: 'Block and item tags (`#minecraft:logs`) come from the game\'s data; the command fails on a tag the version does not define, unless a data pack adds it (hence a warning).',
    wrong: `custom_init_commands:
  - /clear @s #minecraft:wood_logs`,
    right: `custom_init_commands:
  - /clear @s #minecraft:logs`,
    fix: 'Use an existing tag, or list the ids.',
    illustrative: 'which arguments take a tag, and whether a namespaced tag is checked, depends on the command',
  },
  doubleNamespace: {
    severity: 'error',
    summary: 'An id with its namespace written twice (`minecraft:minecraft:stone`).',
    explanation: 'Often made by tools that add `minecraft:` to ids that already have it; Minecraft cannot read the id.',
    wrong: `custom_init_commands:
  - /give @s minecraft:minecraft:stone 16`,
    right: `custom_init_commands:
  - /give @s minecraft:stone 16`,
    fix: 'Remove one `minecraft:` (quick fix).',
  },
});

export const ID = ID_FAMILY.codes;
