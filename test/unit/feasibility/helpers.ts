import { parseCommands } from '../../../server/src/analysis/lint/commandCheck';
import type { TaskDiagnostic } from '../../../server/src/model/task/diagnostic';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { feasibilityContext } from '../../../server/src/analysis/feasibility/context';
import { checkFeasibility } from '../../../server/src/analysis/feasibility';
import { buildScene } from '../../../server/src/analysis/feasibility/scene';
import { getRegistry } from '../../../server/src/vanilla/registry';

export const reg = getRegistry('1.16.5');

/** A task file from init commands and reward entries (each `[event, objects]`). */
export function task(commands: string[], rewards: [string, string[]][] = [], list = 'reward_cfg'): string {
  const cmds = commands.length ? commands.map((c) => `- ${c}`).join('\n') : ' []';
  const rw = rewards
    .map(([event, objects], i) => `- event: ${event}\n  identity: r${i}\n  objects: [${objects.join(', ')}]\n  reward: 1.0\n  max_reward_times: 1`)
    .join('\n');
  return `custom_init_commands:${commands.length ? '\n' : ''}${cmds}\ntext: test task\n${rewards.length ? `${list}:\n${rw}\n` : ''}`;
}

export function feasibility(text: string): TaskDiagnostic[] {
  const model = new TaskModel(text);
  return checkFeasibility({ model, registry: reg, commands: parseCommands(model, reg) });
}

export function sceneOf(commands: string[]) {
  const model = new TaskModel(task(commands));
  return buildScene(parseCommands(model, reg), reg);
}

export function contextOf(text: string) {
  const model = new TaskModel(text);
  return feasibilityContext(model, reg, parseCommands(model, reg));
}

/** 0-based line of a document offset. */
export const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

export const withCode = (list: TaskDiagnostic[], code: string) => list.filter((d) => d.code === `feasibility/${code}`);

/** The text a diagnostic covers. */
export const covered = (text: string, d: TaskDiagnostic) => text.slice(d.start, d.end);

/** Applies a fix's edits (sorted from the end) to the text. */
export function applyFix(text: string, d: TaskDiagnostic, which = 0): string {
  const edits = [...(d.fixes?.[which]?.edits ?? [])].sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}
