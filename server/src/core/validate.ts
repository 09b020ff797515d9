import type { TaskDiagnostic } from './diagnostic';
import { TaskModel } from './taskModel';

export interface ValidateOptions {
  /** Minecraft version whose grammar and registries apply (default: the data's default, 1.16.5). */
  version?: string;
  /** Diagnostic codes (or prefixes ending in '/') to leave out. */
  disabled?: string[];
}

/**
 * The protocol-free validation service: every check a task file gets, in the
 * order a reader meets them. The language server, the CLI, the LLM repair loop
 * and the tests all call this one function.
 */
export function validateText(text: string, options: ValidateOptions = {}): TaskDiagnostic[] {
  const model = new TaskModel(text);
  return validateModel(model, options);
}

export function validateModel(model: TaskModel, options: ValidateOptions = {}): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [...model.syntaxDiagnostics];
  return filterDisabled(out, options.disabled);
}

export function filterDisabled(list: TaskDiagnostic[], disabled: string[] | undefined): TaskDiagnostic[] {
  if (!disabled || !disabled.length) return list;
  return list.filter((d) => !disabled.some((x) => (x.endsWith('/') ? d.code.startsWith(x) : d.code === x)));
}
