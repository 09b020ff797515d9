/** `mcu/…`: the tool itself could not check the file as asked. */
import { defineFamily } from './define';

export const MCU_FAMILY = defineFamily('mcu', { title: 'The tool itself' }, {
  version: {
    severity: 'error',
    summary: 'The Minecraft version asked for has no data.',
    explanation: 'Commands and ids are checked against the data of one Minecraft version; the version set (setting `mcu.minecraftVersion`, `--mc-version`, or the folder\'s) is not one that ships with the tool.',
    wrong: `# .vscode/settings.json: "mcu.minecraftVersion": "1.16.6"
text: collect wool`,
    right: `# .vscode/settings.json: "mcu.minecraftVersion": "1.16.5"
text: collect wool`,
    fix: 'Use one of the versions the message lists.',
    illustrative: 'it depends on the version set for the file, not its text',
  },
  internalError: {
    severity: 'warning',
    summary: 'One check stopped on an internal error and was skipped.',
    explanation: 'The other checks still ran; the findings of this one are missing for the file.',
    wrong: `# any file that makes a check throw`,
    right: `# the same file after the tool is fixed`,
    fix: 'Please report it with the file that caused it.',
    illustrative: 'no known file makes a check fail; it is reported when one does',
  },
});

export const MCU = MCU_FAMILY.codes;
