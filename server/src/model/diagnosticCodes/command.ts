/** `command/…`: a command in `custom_init_commands` that Minecraft (1.16.5 unless another version is set) would reject or misread. */
import { defineFamily } from './define';

export const COMMAND_FAMILY = defineFamily('command', { title: 'Init commands' }, {
  unknown: {
    severity: 'error',
    summary: 'A command name Minecraft does not have.',
    explanation: 'The server answers "Unknown command" and the rest of the line does nothing, so the scene is not set up as the task expects.',
    wrong: `custom_init_commands:
  - /gve @s minecraft:shears 1`,
    right: `custom_init_commands:
  - /give @s minecraft:shears 1`,
    fix: 'Use the suggested command (quick fix). A mod\'s command can be silenced with `# mcu-disable-next-line command/unknown`.',
  },
  missingSlash: {
    severity: 'error',
    summary: 'A command without its leading `/`.',
    explanation: 'MineStudio sends each init command as chat; without `/` it is said in chat instead of run.',
    wrong: `custom_init_commands:
  - give @s minecraft:shears 1`,
    right: `custom_init_commands:
  - /give @s minecraft:shears 1`,
    fix: 'Add the `/` (quick fix).',
  },
  newerSyntax: {
    severity: 'error',
    summary: 'A command (or form of one) added after the version checked.',
    explanation: 'For example `/item` came in 1.17; 1.16.5 has `/replaceitem` instead, and a 1.16.5 server rejects the newer command.',
    wrong: `custom_init_commands:
  - /item replace entity @s weapon.mainhand with minecraft:iron_sword`,
    right: `custom_init_commands:
  - /replaceitem entity @s weapon.mainhand minecraft:iron_sword`,
    fix: 'Use the 1.16.5 form the message names (quick fix when there is one).',
  },
  removed: {
    severity: 'error',
    summary: 'A command that the version checked no longer has.',
    explanation: 'For a task checked against a newer version (`--mc-version 1.20.4`, `mcu.minecraftVersion`): /replaceitem was replaced by /item in 1.17, so a 1.16.5 task does not run there unchanged.',
    wrong: `custom_init_commands:
  - /replaceitem entity @s weapon.mainhand minecraft:iron_sword`,
    right: `custom_init_commands:
  - /item replace entity @s weapon.mainhand with minecraft:iron_sword`,
    fix: 'Use the replacement the message names, or check the task against the version it is written for.',
    version: '1.20.4',
  },
  adminCommand: {
    severity: 'warning',
    summary: 'A server administration command (`/stop`, `/op`, `/whitelist`, …) in a task.',
    explanation: 'These act on the server, not the scene; the embedded verification server refuses them and a real one may stop.',
    wrong: `custom_init_commands:
  - /op @s`,
    right: `custom_init_commands:
  - /gamemode survival @s`,
    fix: 'Remove the command.',
  },
  syntax: {
    severity: 'error',
    summary: 'The command\'s arguments do not follow its grammar.',
    explanation: 'Minecraft parses the whole line before running it; an unexpected word, a missing space or a malformed id makes the command fail.',
    wrong: `custom_init_commands:
  - /give @s minecraft:shears  1`,
    right: `custom_init_commands:
  - /give @s minecraft:shears 1`,
    fix: 'Follow the command\'s syntax shown in the hover and signature help.',
  },
  incomplete: {
    severity: 'error',
    summary: 'The command stops before a required argument.',
    explanation: 'Minecraft rejects a command missing an argument it needs (a target, an id, a position).',
    wrong: `custom_init_commands:
  - /summon`,
    right: `custom_init_commands:
  - /summon minecraft:sheep ~2 ~ ~`,
    fix: 'Add the argument the message names.',
  },
  expectedLiteral: {
    severity: 'error',
    summary: 'A word where the command expects one of a fixed set of words.',
    explanation: 'For example `/time set` takes day, night, noon, midnight or a number; another word fails.',
    wrong: `custom_init_commands:
  - /time set morning`,
    right: `custom_init_commands:
  - /time set day`,
    fix: 'Use one of the words listed (quick fix for a close one).',
  },
  trailing: {
    severity: 'error',
    summary: 'Text (or spaces) after the end of the command.',
    explanation: 'Minecraft rejects a command with words after its last argument. Trailing spaces alone are a warning: Minecraft reads them as the start of another argument, and some commands fail on it.',
    wrong: `custom_init_commands:
  - /give @s minecraft:shears 1 please`,
    right: `custom_init_commands:
  - /give @s minecraft:shears 1`,
    fix: 'Remove the extra text (quick fix).',
  },
  selector: {
    severity: 'error',
    summary: 'A malformed target selector (`@e[…]`) or one that selects the wrong targets.',
    explanation: 'Unknown selector arguments, repeated ones, a missing `]`, or several targets where one is allowed make the command fail.',
    wrong: `custom_init_commands:
  - /tp @a[type=minecraft:sheep] ~ ~ ~5`,
    right: `custom_init_commands:
  - /tp @e[type=minecraft:sheep] ~ ~ ~5`,
    fix: 'Correct the selector as the message says.',
  },
  coordinates: {
    severity: 'error',
    summary: 'Malformed or incomplete coordinates.',
    explanation: 'Positions take three values (two for some commands), each a number, `~offset` or `^offset`; `^` cannot be mixed with the others and block positions need whole numbers.',
    wrong: `custom_init_commands:
  - /setblock ~1 ~ minecraft:stone`,
    right: `custom_init_commands:
  - /setblock ~1 ~ ~ minecraft:stone`,
    fix: 'Give every coordinate.',
  },
  numberFormat: {
    severity: 'error',
    summary: 'A value that should be a number (or range, or time) is not one.',
    explanation: 'Counts, durations and ranges must be written as numbers (`5`, `1..3`, `1d`).',
    wrong: `custom_init_commands:
  - /give @s minecraft:oak_log lots`,
    right: `custom_init_commands:
  - /give @s minecraft:oak_log 16`,
    fix: 'Write a number.',
  },
  numberRange: {
    severity: 'error',
    summary: 'A number outside the range the argument accepts.',
    explanation: 'For example /give takes a count of at least 1 and /effect an amplifier from 0 to 255; Minecraft rejects others.',
    wrong: `custom_init_commands:
  - /give @s minecraft:oak_log 0`,
    right: `custom_init_commands:
  - /give @s minecraft:oak_log 1`,
    fix: 'Use a value in the range the message gives.',
  },
  blockState: {
    severity: 'error',
    summary: 'A malformed or unknown block state (`[facing=north]`).',
    explanation: 'Each block has its own properties and values; an unknown property or value makes /setblock and /fill fail.',
    wrong: `custom_init_commands:
  - /setblock ~1 ~ ~ minecraft:furnace[direction=north]`,
    right: `custom_init_commands:
  - /setblock ~1 ~ ~ minecraft:furnace[facing=north]`,
    fix: 'Use the properties and values the message lists.',
  },
  nbt: {
    severity: 'error',
    summary: 'Malformed NBT data (`{…}`).',
    explanation: 'A missing brace, quote or comma in NBT makes the whole command fail.',
    wrong: `custom_init_commands:
  - /summon minecraft:zombie ~3 ~ ~ {NoAI:1b`,
    right: `custom_init_commands:
  - /summon minecraft:zombie ~3 ~ ~ {NoAI:1b}`,
    fix: 'Close or correct the NBT as the message says.',
  },
  nbtIgnored: {
    severity: 'warning',
    summary: 'An NBT key the entity or item does not read in this version (often misspelt).',
    explanation: 'Minecraft silently drops NBT keys it does not know, so a misspelt `NoAI` or `CustomName` has no effect and the scene differs from what the task intends.',
    wrong: `custom_init_commands:
  - /summon minecraft:zombie ~3 ~ ~ {NoAi:1b}`,
    right: `custom_init_commands:
  - /summon minecraft:zombie ~3 ~ ~ {NoAI:1b}`,
    fix: 'Use the key the message suggests (quick fix), or remove it.',
  },
  json: {
    severity: 'error',
    summary: 'Invalid JSON text in a command that takes it (/tellraw, /title, names).',
    explanation: 'Text components are JSON; a missing quote or brace makes the command fail.',
    wrong: `custom_init_commands:
  - '/tellraw @a {"text":"Find the sheep}'`,
    right: `custom_init_commands:
  - '/tellraw @a {"text":"Find the sheep"}'`,
    fix: 'Correct the JSON.',
  },
  runtimeLimit: {
    severity: 'error',
    summary: 'A command that parses but that Minecraft refuses when it runs: an area, a name or a position past one of its limits.',
    explanation: 'In 1.16.5 /fill, /clone and `execute if blocks` take at most 32,768 blocks, /clone\'s source and destination may not overlap (unless `force` or `move`), /forceload takes at most 256 chunks, objective and team names at most 16 characters (until 1.18), block positions must lie inside the world (y 0–255), and a world border must be at least 1 block wide. The command fails with vanilla\'s message and changes nothing. Only what the line alone decides is reported: two relative corners (`~ ~ ~ ~40 ~40 ~40`) have a known size, a mix of absolute and relative values does not.',
    wrong: `custom_init_commands:
  - /fill ~ ~ ~ ~40 ~40 ~40 minecraft:stone`,
    right: `custom_init_commands:
  - /fill ~ ~ ~ ~31 ~31 ~31 minecraft:stone`,
    fix: 'Split the area into several commands, or shorten the name, as the message says.',
  },
  moreProblems: {
    severity: 'information',
    summary: 'A line has more problems than are shown.',
    explanation: 'Only the first problems of a line are reported, so a badly broken line does not flood the Problems panel.',
    wrong: `custom_init_commands:
  - /summon minecraft:zombe ~a ~b ~c {NoAi:1b,CustomNam:"x"}`,
    right: `custom_init_commands:
  - /summon minecraft:zombie ~3 ~ ~ {NoAI:1b}`,
    fix: 'Fix the problems shown; the rest appear as they go.',
    illustrative: 'how many problems a line shows is a limit of the checker; the example only suggests such a line',
  },
});

export const COMMAND = COMMAND_FAMILY.codes;
