/** `suppression/…`: a `# mcu-disable…` comment that does nothing. */
import { defineFamily } from './define';

export const SUPPRESSION_FAMILY = defineFamily('suppression', { title: 'Suppression comments' }, {
  unused: {
    severity: 'information',
    summary: 'A suppression comment silences nothing.',
    explanation: 'No diagnostic with that code is reported where the comment applies (the next line, or the file), or the comment names no code; a stale comment could hide a future problem.',
    wrong: `custom_init_commands:
  # mcu-disable-next-line command/unknown
  - /give @s minecraft:shears 1`,
    right: `custom_init_commands:
  - /give @s minecraft:shears 1`,
    fix: 'Remove the comment, or name the code it should silence.',
  },
  unknownCode: {
    severity: 'information',
    summary: 'A suppression comment names something that is not a diagnostic code.',
    explanation: 'Codes look like `group/name` (`command/unknown`), or `group/` for a whole group; anything else matches nothing.',
    wrong: `custom_init_commands:
  # mcu-disable-next-line unknown-command
  - /mymod:teleport @s 0 64 0`,
    right: `custom_init_commands:
  # mcu-disable-next-line command/unknown
  - /mymod:teleport @s 0 64 0`,
    fix: 'Use the code shown in the Problems panel.',
  },
  cannotSilence: {
    severity: 'information',
    summary: 'A suppression comment names a YAML error, which cannot be silenced.',
    explanation: 'A YAML error means MineStudio cannot load the file at all, so lint keeps failing on it whatever a comment, `--disable` or a setting says; the comment does nothing.',
    wrong: `# mcu-disable yaml/
text: collect wool
custom_init_commands: [/give @s minecraft:shears 1`,
    right: `text: collect wool
custom_init_commands: [/give @s minecraft:shears 1]`,
    fix: 'Fix the YAML error and remove the code from the comment.',
  },
});

export const SUPPRESSION = SUPPRESSION_FAMILY.codes;
