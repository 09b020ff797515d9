/** `file/…`: a file that was not checked at all. */
import { defineFamily } from './define';

const ANY_TASK = `text: collect wool from a sheep using shears`;

export const FILE_FAMILY = defineFamily('file', { title: 'Files not checked' }, {
  tooLarge: {
    severity: 'warning',
    summary: 'The file is larger than the size limit, so it was not checked.',
    explanation: 'Task files are small; a file of many megabytes is usually not a task, and reading it would slow the editor. The limit is `mcu.maxFileSizeMb` in the editor and `--max-file-size` for `mcu-task lint`; criteria files are read up to 1 MB.',
    wrong: `# a 30 MB YAML file in the benchmark folder`,
    right: ANY_TASK,
    fix: 'Raise the limit if the file really is a task, or move it out of the folder.',
    illustrative: 'it depends on the size of the file, not its text',
  },
  unreadable: {
    severity: 'error',
    summary: 'The file could not be read (permissions, a broken link, not UTF-8 text, …).',
    explanation: 'The message gives the operating system\'s reason.',
    wrong: `# task_configs/collect_wool.yaml with mode 000`,
    right: ANY_TASK,
    fix: 'Make the file readable, or remove it.',
    illustrative: 'it depends on the file system, not the text',
  },
  skipped: {
    severity: 'warning',
    summary: 'An entry of a folder was skipped (a link out of the folder, a special file, …).',
    explanation: '`mcu-task lint` walks folders without following links that leave them; skipped entries are listed so none goes missing silently.',
    wrong: `# task_configs/shared -> /elsewhere/tasks (a link out of the folder)`,
    right: `# task_configs/shared/ (a real folder)`,
    fix: 'Give the target folder on the command line, or copy the files in.',
    illustrative: 'it depends on the folder walked, not a text',
  },
});

export const FILE = FILE_FAMILY.codes;
