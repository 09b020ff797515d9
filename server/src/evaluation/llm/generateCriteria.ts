import * as path from 'path';
import { parse } from 'yaml';
import { checkCriteria, formatCriteria } from './criteriaFormat';
import { criteriaMessages, criteriaRepairMessage } from './criteriaPrompt';
import { chatComplete, ChatMessage, LlmOptions } from './llmClient';

export interface CriteriaRound {
  answer: string;
  problems: string[];
}

export interface GenerateCriteriaResult {
  /** Canonical criteria text, ready to write. */
  text: string;
  rounds: CriteriaRound[];
  repaired: boolean;
}

export class CriteriaError extends Error {
  constructor(message: string, readonly rounds: CriteriaRound[]) {
    super(message);
    this.name = 'CriteriaError';
  }
}

/** The task's instruction and commands, read leniently (a task with YAML errors still has a name). */
export function taskSummary(taskYaml: string): { text: string; commands: string[] } {
  let obj: unknown;
  try {
    obj = parse(taskYaml);
  } catch {
    obj = undefined;
  }
  const rec = obj && typeof obj === 'object' && !Array.isArray(obj) ? (obj as Record<string, unknown>) : {};
  const list = rec.custom_init_commands ?? rec.commands;
  return {
    text: typeof rec.text === 'string' ? rec.text : '',
    commands: Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [],
  };
}

/**
 * Where a task's criteria go: `<folder>/<task>.txt`, the folder being a
 * sibling of the folder holding the task file (task_configs/simple/x.yaml →
 * task_configs/criteria_files/x.txt), or absolute when configured so.
 */
export function criteriaPathFor(taskFile: string, folder = 'criteria_files'): string {
  const name = path.basename(taskFile).replace(/\.(task\.)?ya?ml$/i, '');
  const dir = path.isAbsolute(folder) ? folder : path.join(path.dirname(path.dirname(path.resolve(taskFile))), folder);
  return path.join(dir, `${name}.txt`);
}

/** Asks for criteria, checks all six sections, and allows one repair round. */
export async function generateCriteria(taskYaml: string, taskName: string, llm: LlmOptions, onProgress?: (m: string) => void): Promise<GenerateCriteriaResult> {
  const { text, commands } = taskSummary(taskYaml);
  const messages: ChatMessage[] = criteriaMessages(text, commands, taskName);
  const rounds: CriteriaRound[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    onProgress?.(attempt === 0 ? `Asking ${llm.model} for judging criteria…` : 'Asking for the missing sections…');
    const answer = await chatComplete(messages, llm);
    const check = checkCriteria(answer);
    rounds.push({ answer, problems: check.problems });
    if (check.ok) return { text: formatCriteria(check.sections), rounds, repaired: attempt > 0 };
    messages.push({ role: 'assistant', content: answer }, { role: 'user', content: criteriaRepairMessage(check.problems) });
  }
  throw new CriteriaError(`The model's criteria are still incomplete after a repair round: ${rounds[rounds.length - 1].problems.join(' ')}`, rounds);
}
