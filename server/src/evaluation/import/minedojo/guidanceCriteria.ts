/**
 * MineDojo's guidance (numbered steps written for each task in
 * programmatic_tasks.yaml / creative_tasks.yaml) → MCU's six-dimension
 * criteria file, in the one format the criteria tools write and check
 * (llm/criteriaFormat.ts). The guidance steps become the Task Progress
 * rules; the other dimensions get rules naming the task's goal and the
 * items it starts with, so every section has at least one rule.
 */
import { CriteriaSection, formatCriteria } from '../../llm/criteriaFormat';
import { collapseSpaces } from '../../../util/collapseSpaces';

export interface CriteriaFacts {
  /** The instruction (the file's `text`). */
  prompt: string;
  guidance?: string;
  /** What the agent starts with, as words ("diamond sword, shield"). */
  startsWith: string[];
  /** What success is measured by, as words ("kill a zombie"). */
  goals: string[];
}

/** "1. Find a cow.\n\n2. Use the bucket." → ["Find a cow.", "Use the bucket."] */
export function guidanceSteps(guidance: string | undefined): string[] {
  if (!guidance) return [];
  const text = guidance.replace(/\r\n?/g, '\n');
  const parts = text.split(/\n\s*\n|\n(?=\s*\d+[.)]\s)/);
  return parts
    .map((p) => collapseSpaces(p.replace(/^\s*\d+[.)]\s*/, '')).trim())
    .filter((p) => p.length > 0);
}

export function criteriaFromGuidance(f: CriteriaFacts): string {
  const goal = f.goals.length ? f.goals.join('; ') : f.prompt;
  const steps = guidanceSteps(f.guidance);
  const items = f.startsWith.length ? f.startsWith.join(', ') : '';
  const sections: CriteriaSection[] = [
    {
      dimension: 'Task Progress',
      measures: `how far the agent got towards: ${f.prompt}`,
      rules: [`The task is complete when the agent has done this: ${goal}.`, ...steps.map((s) => `Progress step: ${s}`)],
    },
    {
      dimension: 'Action Control',
      measures: 'whether actions are purposeful and free of needless moves',
      rules: ['Movements, camera turns and clicks serve the task; no wandering, spinning or repeated useless clicks.'],
    },
    {
      dimension: 'Error Recognition and Correction',
      measures: 'whether the agent notices and fixes its mistakes',
      rules: ['When an attempt fails (a missed hit, a wrong block, a wrong recipe), the agent notices it and changes what it does.'],
    },
    {
      dimension: 'Creative Attempts',
      measures: 'whether the agent tries new ways when stuck',
      rules: ['When the direct way is blocked, the agent tries another reasonable way rather than repeating the failing one.'],
    },
    {
      dimension: 'Task Completion Efficiency',
      measures: 'how quickly and directly the agent finishes',
      rules: [`The agent reaches the goal (${goal}) without needless detours or idle time.`],
    },
    {
      dimension: 'Material Selection and Usage',
      measures: 'whether the right items and tools are chosen and used',
      rules: [
        items ? `The agent makes use of what it starts with (${items}) where it helps.` : 'The agent gathers and uses the materials and tools the task needs.',
        'Tools and items are chosen for the job (the right tool for a block, a weapon for a fight).',
      ],
    },
  ];
  return formatCriteria(sections);
}
