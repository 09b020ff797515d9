/** `minestudio/…`: MineStudio's own task keys (init_inventory, summon_mobs, spawn_positions, …) with values its callbacks cannot use. */
import { defineFamily } from './define';

export const MINESTUDIO_FAMILY = defineFamily('minestudio', { title: 'MineStudio keys' }, {
  type: {
    severity: 'error',
    summary: 'A MineStudio key or field has the wrong type.',
    explanation: 'MineStudio\'s callbacks loop over lists, pass numbers to range() and commands, and stop with a Python error on other types. (`use_prev_action` given as a number is a warning: it is tested for truth.)',
    wrong: `init_inventory:
  slot: 0
  type: diamond_sword`,
    right: `init_inventory:
  - slot: 0
    type: diamond_sword
    quantity: 1`,
    fix: 'Write the value in the shape the message gives.',
  },
  missingField: {
    severity: 'error',
    summary: 'An init_inventory, summon_mobs or spawn_positions entry lacks a field MineStudio reads.',
    explanation: 'MineStudio reads the field with `[...]` and stops with a KeyError when it is missing.',
    wrong: `summon_mobs:
  - range_x: [-3, 3]
    range_z: [2, 4]`,
    right: `summon_mobs:
  - name: zombie
    number: 2
    range_x: [-3, 3]
    range_z: [2, 4]`,
    fix: 'Add the field the message names.',
  },
  unknownField: {
    severity: 'warning',
    summary: 'A field MineStudio does not read in this entry (often misspelt).',
    explanation: 'Unknown fields are ignored, so a misspelt `quantity` leaves the default.',
    wrong: `init_inventory:
  - slot: 0
    type: oak_log
    quantiy: 16`,
    right: `init_inventory:
  - slot: 0
    type: oak_log
    quantity: 16`,
    fix: 'Rename the field (quick fix).',
  },
  namespace: {
    severity: 'error',
    summary: 'An id written with `minecraft:` where MineStudio adds it itself.',
    explanation: 'MineStudio writes `minecraft:` before `type` and mob names, so `minecraft:oak_log` becomes `minecraft:minecraft:oak_log`, which is no id.',
    wrong: `init_inventory:
  - slot: 0
    type: minecraft:oak_log`,
    right: `init_inventory:
  - slot: 0
    type: oak_log`,
    fix: 'Remove `minecraft:` (quick fix).',
  },
  range: {
    severity: 'error',
    summary: 'A MineStudio number outside what its callback accepts.',
    explanation: 'A slot above 40, a count above a stack, `random_tp_range` below 1 or `time_limit` below 1 make the command fail or end the episode at once. Warning for values that work but do something unintended (`number: 0`, a reversed range).',
    wrong: `init_inventory:
  - slot: 45
    type: oak_log
    quantity: 16`,
    right: `init_inventory:
  - slot: 8
    type: oak_log
    quantity: 16`,
    fix: 'Use a value in the range the message gives.',
  },
  quantity: {
    severity: 'warning',
    summary: 'An init_inventory `quantity` text MineStudio reads differently from what it says.',
    explanation: 'MineStudio reads `quantity` as a number, `random`, or conditions such as ">2" or "<12,>10"; other text is skipped and any count up to a stack may be drawn.',
    wrong: `init_inventory:
  - slot: 0
    type: oak_log
    quantity: "16"`,
    right: `init_inventory:
  - slot: 0
    type: oak_log
    quantity: 16`,
    fix: 'Write a number or a condition MineStudio reads (quick fix).',
  },
  duplicateSlot: {
    severity: 'warning',
    summary: 'Two init_inventory entries fill the same slot.',
    explanation: 'MineStudio runs both /replaceitem commands and the later one wins, so the first item is lost.',
    wrong: `init_inventory:
  - {slot: 0, type: oak_log, quantity: 16}
  - {slot: 0, type: stone_axe, quantity: 1}`,
    right: `init_inventory:
  - {slot: 0, type: oak_log, quantity: 16}
  - {slot: 1, type: stone_axe, quantity: 1}`,
    fix: 'Use another slot for one of them.',
  },
  metadata: {
    severity: 'warning',
    summary: 'An init_inventory `metadata` that 1.16.5\'s /replaceitem cannot take.',
    explanation: 'MineStudio appends `metadata` after the count; /replaceitem in 1.16.5 takes nothing there (data values ended in 1.13), so the command fails and the slot stays empty.',
    wrong: `init_inventory:
  - {slot: 0, type: wool, quantity: 4, metadata: 14}`,
    right: `init_inventory:
  - {slot: 0, type: red_wool, quantity: 4}`,
    fix: 'Remove `metadata` and use the modern id (quick fix when there is one).',
  },
  notSummonable: {
    severity: 'error',
    summary: 'A summon_mobs name /summon cannot create.',
    explanation: 'Players, items and some technical entities cannot be summoned by name; MineStudio\'s command fails and no mob appears.',
    wrong: `summon_mobs:
  - {name: player, number: 1, range_x: [-3, 3], range_z: [2, 4]}`,
    right: `summon_mobs:
  - {name: zombie, number: 1, range_x: [-3, 3], range_z: [2, 4]}`,
    fix: 'Use a mob that can be summoned.',
  },
  unknownBiome: {
    severity: 'warning',
    summary: 'A `biomes` entry that names no biome of the version.',
    explanation: 'MineStudio\'s fast reset teleports to the biome with /teleportbiome, which finds none by an unknown name.',
    wrong: `biomes: [plain]`,
    right: `biomes: [plains]`,
    fix: 'Use the suggested biome (quick fix).',
  },
  weather: {
    severity: 'error',
    summary: 'A `start_weather` that /weather does not take.',
    explanation: 'MineStudio passes it to /weather, which takes clear, rain or thunder.',
    wrong: `start_weather: sunny`,
    right: `start_weather: clear`,
    fix: 'Use clear, rain or thunder (quick fix).',
  },
  harnessIgnores: {
    severity: 'information',
    summary: 'A key the chosen harness does not read.',
    explanation: 'Shown when a harness is chosen (`--harness`, `mcu.harness`): for example agentbeats ignores `init_inventory`, so the items must come from commands.',
    wrong: `# mcu-task lint --harness agentbeats
init_inventory:
  - {slot: 0, type: shears, quantity: 1}`,
    right: `# mcu-task lint --harness agentbeats
custom_init_commands:
  - /give @s minecraft:shears 1`,
    fix: 'Move what the key does into commands the harness runs, or choose the harness the benchmark uses.',
    harness: 'agentbeats',
  },
});

export const MINESTUDIO = MINESTUDIO_FAMILY.codes;
