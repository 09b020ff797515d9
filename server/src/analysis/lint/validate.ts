import { checkFeasibility } from '../feasibility';
import { provedFindings } from '../feasibility/provedFindings';
import type { Scene } from '../feasibility/scene';
import type { Registry } from '../../vanilla/registry';
import { Analysis } from './analysis';
import { CheckedCommand, commandDiagnostics, nbtDiagnostics } from './commandCheck';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import { checkRewards } from './rewardCheck';
import { checkTaskTree } from '../../model/composition/treeCheck';
import { weighBranches } from '../../model/composition/branchSeverity';
import { checkSchema, TOP_LEVEL_KEYS } from './schemaCheck';
import { checkMineStudio } from '../../model/minestudio/checks';
import { Harness, harnessFindings } from '../../model/minestudio/harness';
import { TaskModel } from '../../model/task/taskModel';
import { applySuppressions, cannotBeSilenced, codeSwitchedOff } from '../../model/task/suppression';
import { MCU } from '../../model/diagnosticCodes';
import { pushAll } from '../../util/pushAll';

export interface ValidateOptions {
  /** Minecraft version whose grammar and registries apply (default: the data's default, 1.16.5). */
  version?: string;
  /** Diagnostic codes (or prefixes ending in '/') to leave out. */
  disabled?: string[];
  /** The harness the project targets (minestudio/harness.ts): keys it ignores get an information finding. Default any. */
  harness?: Harness;
}

/** A check that reads the model (and the parsed commands) and reports diagnostics. */
export interface CheckContext {
  model: TaskModel;
  registry: Registry;
  commands: CheckedCommand[];
  /** The scene the commands build (undefined when it cannot be built). */
  scene?: Scene;
  harness?: Harness;
}
export type Checker = (ctx: CheckContext) => TaskDiagnostic[];

/** Each checker with the code prefixes it reports: one whose prefixes are all switched off is not run at all. */
const checkers: readonly { name: string; prefixes: string[]; run: Checker }[] = [
  { name: 'schema', prefixes: ['schema/'], run: (c) => checkSchema(c.model) },
  { name: 'commands', prefixes: ['command/', 'id/'], run: (c) => commandDiagnostics(c.commands) },
  { name: 'nbt', prefixes: ['command/', 'id/'], run: (c) => nbtDiagnostics(c.commands, c.registry) },
  { name: 'rewards', prefixes: ['reward/', 'id/'], run: (c) => checkRewards(c.model, c.registry, c.commands, c.scene) },
  { name: 'task tree', prefixes: ['reward/'], run: (c) => checkTaskTree(c.model) },
  { name: 'MineStudio keys', prefixes: ['minestudio/', 'id/'], run: (c) => checkMineStudio(c.model, c.registry) },
  { name: 'harness', prefixes: ['minestudio/'], run: (c) => harnessFindings(c.model, c.harness, TOP_LEVEL_KEYS) },
  { name: 'feasibility', prefixes: ['feasibility/'], run: checkFeasibility },
];

/**
 * The protocol-free validation service: every check a task file gets, in the
 * order a reader meets them. The language server, the CLI, the LLM repair loop
 * and the tests all call this one function. It never throws: a checker that
 * fails reports an internal-error diagnostic and the others still run.
 */
export function validateText(text: string, options: ValidateOptions = {}): TaskDiagnostic[] {
  return validateAnalysis(new Analysis(text, options), options.disabled, options.harness);
}

export function validateModel(model: TaskModel, options: ValidateOptions = {}): TaskDiagnostic[] {
  return validateAnalysis(new Analysis(model, options), options.disabled, options.harness);
}

/** Every check on one analysed version (its commands and scene are shared with hover, lens and insight). */
export function validateAnalysis(analysis: Analysis, disabled?: string[], harness?: Harness): TaskDiagnostic[] {
  const { model, registry } = analysis;
  const out: TaskDiagnostic[] = [...model.syntaxDiagnostics];
  if (analysis.versionProblem) out.push(analysis.versionProblem);
  let commands: CheckedCommand[] = [];
  let scene: Scene | undefined;
  try {
    commands = analysis.commands;
    scene = analysis.scene;
  } catch (e) {
    out.push(internal('command parser', e));
  }
  const ctx: CheckContext = { model, registry, commands, scene, harness };
  const off = new Set(disabled ?? []);
  for (const c of checkers) {
    if (c.prefixes.every((p) => off.has(p))) continue;
    try {
      pushAll(out, c.run(ctx));
    } catch (e) {
      out.push(internal(c.name, e));
    }
  }
  // Last, the proofs verify decides "not verified" with: they need the other checks' errors (the refused lines).
  if (!off.has('feasibility/')) {
    try {
      pushAll(out, provedFindings(analysis, out));
    } catch (e) {
      out.push(internal('proofs', e));
    }
  }
  // yaml reports an error at the end of the text as [length, length + 1] and
  // nodes there can end one past it: keep every range inside the document.
  const len = model.text.length;
  for (const d of out) {
    d.start = Math.min(Math.max(0, d.start), len);
    d.end = Math.min(Math.max(d.start, d.end), len);
  }
  try {
    weighBranches(model, out);
  } catch (e) {
    out.push(internal('task tree severity', e));
  }
  // `# mcu-disable…` comments: once here, so the editor and `mcu-task lint` agree (suppression.ts).
  let kept = out;
  try {
    kept = applySuppressions(model, out, disabled);
  } catch (e) {
    kept.push(internal('suppression comment', e));
  }
  kept.sort((a, b) => a.start - b.start || a.end - b.end);
  return filterDisabled(kept, disabled);
}

function internal(what: string, e: unknown): TaskDiagnostic {
  return diag(0, 0, 'warning', MCU.internalError, `The ${what} check stopped on an internal error and was skipped: ${(e as Error)?.message ?? e}. Please report it.`);
}

export function filterDisabled(list: TaskDiagnostic[], disabled: string[] | undefined): TaskDiagnostic[] {
  if (!disabled || !disabled.length) return list;
  // An error that means the file cannot load stays, whatever is switched off (suppression.ts).
  return list.filter((d) => cannotBeSilenced(d) || !codeSwitchedOff(d.code, disabled));
}
