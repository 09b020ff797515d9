/**
 * Criteria files in the SHAPE of MCU's own (CraftJarvis/MCU,
 * MCU_benchmark/auto_eval/criteria_files/: build_a_library.txt,
 * combat_enderman.txt, dig_three_down_and_fill_one_up.txt,
 * prepare_a_birthday_present_for_your_neighbor.txt, use_shield.txt), with our
 * own wording. What the shape holds, kept exactly:
 *  - each dimension a bold line `**Dimension: what it measures**`, the first
 *    one (and sometimes another) with a space after the closing `**`;
 *  - `**Task Completion Efficiency**` alone, without colon or description;
 *  - rules indented by one space: ` - whether …`, many starting `e.g.`, some
 *    ending with a period, some sections with a single rule;
 *  - one blank line between sections, no newline at the end of the file.
 */
export const MCU_SHAPED_BUILD = [
  '**Task Progress: the steps that finish the task** ',
  ' - whether the agent lays out a floor for the hut',
  ' - whether the agent raises four walls around the floor',
  ' - whether the agent closes the hut with a roof',
  ' - whether the agent leaves a doorway',
  '',
  '**Action Control: whether the agent does things unrelated to the task, such as pointless or repeated actions**',
  ' - e.g. breaking blocks that are not part of the hut',
  ' - walking around without building anything',
  '',
  '**Error Recognition and Correction: whether the agent notices its mistakes and fixes them**',
  ' - e.g. whether the agent removes a wall block placed in the wrong column',
  ' - whether the fix leaves the hut better than before.',
  '',
  '**Creative Attempts: any inventive choices the agent makes while doing the task**',
  ' - e.g. a window or a porch the task did not ask for',
  ' - e.g. a roof of a different shape',
  '',
  '**Task Completion Efficiency**',
  ' - whether the agent finishes in a reasonable time',
  ' - whether the agent avoids rebuilding the same part twice',
  '',
  '**Material Selection and Usage: whether the agent uses the materials it was given well**',
  ' - whether the agent builds the walls from the planks in its inventory',
  ' - whether no material is thrown away',
].join('\n');

/** The shape of the single-rule files (dig_three_down…, prepare_a_birthday…): one rule a section, a space after the last heading. */
export const MCU_SHAPED_COMBAT = [
  '**Task Progress: the steps that finish the task** ',
  ' - whether the agent finds the slime',
  ' - whether the agent hits it until it splits and every piece is gone',
  '',
  '**Action Control: whether the agent does things unrelated to the task, such as pointless or repeated actions**',
  ' - e.g. hitting grass or other mobs instead of the slime',
  '',
  '**Error Recognition and Correction: whether the agent notices its mistakes and fixes them**',
  ' - e.g. whether the agent backs off when its health is low and comes back',
  '',
  '**Creative Attempts: any inventive choices the agent makes while doing the task**',
  ' - e.g. luring the pieces into a corner',
  '',
  '**Task Completion Efficiency**',
  ' - whether the fight ends in a reasonable time.',
  '',
  '**Material Selection and Usage: whether the agent uses the materials it was given well** ',
  ' - e.g. whether the agent fights with the sword rather than its fist',
].join('\n');
