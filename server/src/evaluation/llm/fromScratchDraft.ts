/**
 * Drafting "X from scratch": the model only sets the scene. Every draft is
 * rewritten before it is checked: `milestone_reward_cfg` becomes the chain
 * our dependency graph gives for X (feasibility/scratchMilestones.ts),
 * `reward_cfg` goes, `from_scratch: true` is set, so the validator's
 * from-scratch rule sees the draft and its findings go back to the model.
 * On the last round, commands that still hand out items are removed: the
 * file written never breaks the rule, whatever the model answered.
 */
import { parse } from 'yaml';
import type { Registry } from '../../vanilla/registry';
import { givesItems } from '../../analysis/feasibility/fromScratchRule';
import { parseCommandCached } from '../../analysis/lint/commandCheck';
import { MilestoneEntry, scratchMilestones } from '../../analysis/feasibility/scratchMilestones';
import { FROM_SCRATCH_KEY } from '../../model/composition/storedTree';
import { toYaml } from './answerParsing';
import type { MeasuredGoal } from './atomicTask';

/** A task that cannot be measured by a statistic has no milestone chain to build. */
export class FromScratchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FromScratchError';
  }
}

export function milestonesFor(task: string, goal: MeasuredGoal | undefined, reg: Registry): MilestoneEntry[] {
  if (!goal) throw new FromScratchError(`"${task} from scratch": no statistic measures "${task}" (craft, smelt, mine, kill, use or collect something), so there is no milestone chain to build.`);
  return scratchMilestones({ event: goal.event, objects: goal.objects }, reg);
}

/** "mine log → craft planks → …", for the prompt. */
export function milestoneWords(ms: MilestoneEntry[]): string[] {
  return ms.map((m) => m.identity.replace(/_/g, ' '));
}

/** The draft with our milestones and the from-scratch key; with `strip`, without the commands that give items. */
export function applyScratch(yaml: string, text: string, milestones: MilestoneEntry[], strip: boolean, reg: Registry): string {
  let obj: unknown;
  try {
    obj = parse(yaml);
  } catch {
    return yaml; // a syntax error is the validator's to report
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return yaml;
  const task = { ...(obj as Record<string, unknown>) };
  delete task.reward_cfg;
  if (typeof task.text !== 'string' || !task.text.trim()) task.text = text;
  const key = Array.isArray(task.commands) && !Array.isArray(task.custom_init_commands) ? 'commands' : 'custom_init_commands';
  let commands = Array.isArray(task[key]) ? (task[key] as unknown[]) : [];
  if (strip) commands = commands.filter((c) => typeof c !== 'string' || !givesItems(parseCommandCached(c, reg)));
  task[key] = commands;
  task[FROM_SCRATCH_KEY] = true;
  task.milestone_reward_cfg = milestones.map((m) => ({ ...m }));
  return toYaml(task);
}
