import { CRITERIA_DIMENSIONS } from './criteriaFormat';
import type { ChatMessage } from './llmClient';

/** Prompts for judging criteria (MCU's six dimensions), in our own words. */
export const CRITERIA_SYSTEM_PROMPT = `You write judging criteria for Minecraft Universe (MCU) tasks. A vision-language model will read your criteria together with frames of an agent's rollout video and score the agent on six dimensions.
Write exactly these six sections, in this order, each a bold heading line followed by 2 to 5 rules that start with "- ":
${CRITERIA_DIMENSIONS.map((d) => `**${d}: <what this dimension measures for this task>**`).join('\n')}
Rules must be specific to the task: name the items, blocks, mobs, tools and steps involved, what visible progress looks like in the video, typical mistakes and how an agent could recover from them, what a wasteful or clumsy attempt looks like.
Plain text only: no introduction, no closing remarks, no code fences.`;

export function criteriaMessages(taskText: string, commands: string[], taskName: string): ChatMessage[] {
  const scene = commands.length ? commands.map((c) => `- ${c}`).join('\n') : '(none: the agent starts with nothing)';
  return [
    { role: 'system', content: CRITERIA_SYSTEM_PROMPT },
    {
      role: 'user',
      content: `Task: ${taskText || taskName}\nTask file: ${taskName}\nThe scene is set up with these Minecraft 1.16.5 commands:\n${scene}\nWrite the criteria.`,
    },
  ];
}

export function criteriaRepairMessage(problems: string[]): string {
  return [
    'The criteria are incomplete:',
    ...problems.map((p) => `- ${p}`),
    'Write the whole criteria again with all six sections, each a bold heading line followed by "- " rules.',
  ].join('\n');
}
