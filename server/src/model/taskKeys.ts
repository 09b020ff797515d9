/**
 * The one answer to "is this a task?": a YAML document whose top level has
 * init commands (either of MineStudio's keys), a reward list or an instruction
 * (`text`). Four in five real MCU files have no reward and some have no
 * commands: an instruction alone ("text: Build a small wooden house.") is a
 * task the judge scores. Lint, verify, insight, the report and the editor all
 * ask here, directly or through the file-level isTaskFile.
 */

/** Top-level keys that make a YAML document a task. */
export const TASK_KEYS = ['custom_init_commands', 'commands', 'reward_cfg', 'milestone_reward_cfg', 'text'] as const;

// A key at the start of a line (block style), or right after a flow mapping's opening brace, bare or quoted.
// Read line by line by the regex engine: linear in the text.
const TASK_KEY_LINE = new RegExp(`^(?:\\uFEFF)?(?:\\{\\s*)?(["']?)(?:${TASK_KEYS.join('|')})\\1\\s*:`, 'm');

/** True when the text has a task key at its top level (read without parsing: the editor asks this of every YAML file). */
export function hasTaskKeys(text: string): boolean {
  return TASK_KEY_LINE.test(text);
}
