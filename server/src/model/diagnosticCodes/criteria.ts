/**
 * `criteria/…`: a criteria file (`criteria_files/<task>.txt`, the rules MCU's
 * video judge scores by) that the judge cannot read as six dimensions. The
 * examples are criteria text, not YAML, except `criteria/missing`.
 */
import { defineFamily } from './define';

export const CRITERIA_FAMILY = defineFamily('criteria', { title: 'Criteria files', language: 'text' }, {
  missing: {
    severity: 'information',
    summary: 'A task in a benchmark with criteria files has none of its own.',
    explanation: 'MCU\'s judge scores a video against `criteria_files/<task>.txt`; without it the task cannot be judged. Shown only where a criteria folder exists next to the tasks.',
    wrong: `# task_configs/collect_wool.yaml, with no criteria_files/collect_wool.txt
text: collect wool from a sheep using shears`,
    right: `# task_configs/collect_wool.yaml, with criteria_files/collect_wool.txt beside it
text: collect wool from a sheep using shears`,
    fix: 'Write the criteria file, or draft it with "MCU: Generate Criteria" (quick fix).',
    illustrative: 'it depends on the files beside the task (a criteria folder, and no file for this task in it)',
  },
  missingDimension: {
    severity: 'error',
    summary: 'One of the six scoring dimensions has no section.',
    explanation: 'The judge prompt asks for a score in each of Task Progress, Action Control, Error Recognition and Correction, Creative Attempts, Task Completion Efficiency and Material Selection and Usage, each read from its own `**…**` section.',
    wrong: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.`,
    right: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.

**Action Control: precision of movement and clicks**
- Penalise aimless turning.

**Error Recognition and Correction: does the agent notice and fix mistakes**
- Reward going back for a missed sheep.

**Creative Attempts: novel ways of reaching the goal**
- Reward unusual but sensible approaches.

**Task Completion Efficiency: time and steps used**
- Full marks within 15 seconds.

**Material Selection and Usage: right items, no waste**
- Shears only.`,
    fix: 'Add a `**Dimension: …**` heading with `- ` rules where the message says.',
  },
  emptyDimension: {
    severity: 'warning',
    summary: 'A dimension heading with no rule under it.',
    explanation: 'The judge has nothing to score that dimension by.',
    wrong: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.

**Action Control: precision of movement and clicks**
- Penalise aimless turning.

**Error Recognition and Correction: does the agent notice and fix mistakes**
- Reward going back for a missed sheep.

**Creative Attempts: novel ways of reaching the goal**

**Task Completion Efficiency: time and steps used**
- Full marks within 15 seconds.

**Material Selection and Usage: right items, no waste**
- Shears only.`,
    right: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.

**Action Control: precision of movement and clicks**
- Penalise aimless turning.

**Error Recognition and Correction: does the agent notice and fix mistakes**
- Reward going back for a missed sheep.

**Creative Attempts: novel ways of reaching the goal**
- Reward unusual but sensible approaches.

**Task Completion Efficiency: time and steps used**
- Full marks within 15 seconds.

**Material Selection and Usage: right items, no waste**
- Shears only.`,
    fix: 'Add `- ` lines saying what the judge should look for.',
  },
  duplicateDimension: {
    severity: 'warning',
    summary: 'A dimension has two headings.',
    explanation: 'The judge would see two sections for one score.',
    wrong: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.

**Action Control: precision**
- Few misclicks.

**Action Control: movement**
- No aimless turning.

**Error Recognition and Correction: does the agent notice and fix mistakes**
- Reward going back for a missed sheep.

**Creative Attempts: novel ways of reaching the goal**
- Reward unusual but sensible approaches.

**Task Completion Efficiency: time and steps used**
- Full marks within 15 seconds.

**Material Selection and Usage: right items, no waste**
- Shears only.`,
    right: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.

**Action Control: precision of movement and clicks**
- Few misclicks.
- No aimless turning.

**Error Recognition and Correction: does the agent notice and fix mistakes**
- Reward going back for a missed sheep.

**Creative Attempts: novel ways of reaching the goal**
- Reward unusual but sensible approaches.

**Task Completion Efficiency: time and steps used**
- Full marks within 15 seconds.

**Material Selection and Usage: right items, no waste**
- Shears only.`,
    fix: 'Merge the rules under one heading.',
  },
  unknownHeading: {
    severity: 'warning',
    summary: 'A `**…**` heading that is not one of the six dimensions.',
    explanation: 'The judge scores only the six dimensions, so rules under another heading count for none of them.',
    wrong: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.

**Action Control: precision of movement and clicks**
- Penalise aimless turning.

**Error Recognition and Correction: does the agent notice and fix mistakes**
- Reward going back for a missed sheep.

**Creative Attempts: novel ways of reaching the goal**
- Reward unusual but sensible approaches.

**Speed: how fast**
- Full marks within 15 seconds.

**Material Selection and Usage: right items, no waste**
- Shears only.`,
    right: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.

**Action Control: precision of movement and clicks**
- Penalise aimless turning.

**Error Recognition and Correction: does the agent notice and fix mistakes**
- Reward going back for a missed sheep.

**Creative Attempts: novel ways of reaching the goal**
- Reward unusual but sensible approaches.

**Task Completion Efficiency: time and steps used**
- Full marks within 15 seconds.

**Material Selection and Usage: right items, no waste**
- Shears only.`,
    fix: 'Rename the heading to the dimension it belongs to.',
  },
  moreProblems: {
    severity: 'information',
    summary: 'A criteria file has more problems than are shown.',
    explanation: 'Only the first 100 findings of a criteria file are reported, so a damaged or hostile file cannot flood the Problems panel; this last finding counts the rest.',
    wrong: `**X**
**X**
**X**`,
    right: `**Task Progress: how far the agent got**
- 10 if wool is in the inventory.`,
    fix: 'Fix the problems shown; the rest appear as they go.',
    illustrative: 'the cap needs over 100 findings in one file; the example only suggests such a file',
  },
});

export const CRITERIA = CRITERIA_FAMILY.codes;
