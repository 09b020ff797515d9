/**
 * The front door of the protocol-free core: the one module the language
 * server (server/src/hosts/lsp), the CLI (server/src/hosts/cli) and, through the language
 * server's custom requests, the extension use to validate, complete, hover,
 * get the insight, draft with the LLM, verify and judge. Modules behind it may
 * change shape; callers outside the core import from here.
 *
 * Verification and judging pull in the embedded Minecraft server and video
 * tooling: they are loaded on first use (a `require` inside the function), so the language server
 * does not pay for them at start.
 */
import type { VerifyOptions, VerifyReport } from '../simulation/verify';
import type { IsolatedOptions } from '../simulation/verify/isolated';
import type { RunJudgeOptions, RunJudgeOutcome } from '../evaluation/judge/runJudge';

export { analyse, Analysis } from '../analysis/lint/analysis';
export type { AnalysisOptions } from '../analysis/lint/analysis';
export { validateAnalysis, validateText } from '../analysis/lint/validate';
export type { ValidateOptions } from '../analysis/lint/validate';
export type { TaskDiagnostic } from '../model/task/diagnostic';
export { TaskModel } from '../model/task/taskModel';
export { instructionText } from '../model/instruction';
export { complete } from './services/completion';
export { MAX_COMPLETIONS } from '../model/commands';
export { hover } from './services/hover';
export { signatureHelp } from './services/signatureHelp';
export { codeLenses } from './services/codeLens';
export { routeLens } from '../analysis/planning/routeLens';
export type { RouteLens } from '../analysis/planning/routeLens';
export { taskPlanningGraph } from '../analysis/planning/planningComplexity';
export type { PlanningGraph, TaskPlanningGraph } from '../analysis/planning/planningComplexity';
export { planTargets } from '../analysis/planning/targets';
export type { GraphTarget, NotGraphed, PlanTargets } from '../analysis/planning/targets';
export { documentSymbols } from './services/symbols';
export { fixesFor, suppressionFixesFor } from './services/codeActions';
export { applySafeFixes, safeFixesOf } from './services/safeFixes';
export type { SafeFixOptions, SafeFixResult } from './services/safeFixes';
export { documentLinks } from './services/documentLinks';
export type { LinkSearch, TaskLink, TaskLinkKind } from './services/documentLinks';
export { inlayHints, reportOutcomes } from './services/inlayHints';
export type { InlayHintOptions, ReportOutcomes, TaskInlayHint } from './services/inlayHints';
export { DiskSideFiles, folderSideFiles, WorkspaceFileIndex } from '../evaluation/taskFiles/workspaceFiles';
export type { SideFiles } from '../evaluation/taskFiles/workspaceFiles';
export { readContent, WorkspaceChecks } from '../evaluation/taskFiles/workspaceChecks';
export type { FileContent, WorkspaceCheckHost, WorkspaceCheckOptions } from '../evaluation/taskFiles/workspaceChecks';
export { reportPathFor } from '../simulation/verify/reportPath';
export { identityDefinitions, identityReferences, prepareIdentityRename, renameIdentity } from './services/identities';
export { readTaskSpec } from '../analysis/taskSpec';
export type { TaskSpec } from '../analysis/taskSpec';
export { generateConfig } from '../evaluation/llm/generateConfig';
export type { GenerateConfigResult, TaskMode, VerifyResult, WorkspaceExample } from '../evaluation/llm/generateConfig';
export { criteriaPathFor, generateCriteria } from '../evaluation/llm/generateCriteria';
// Criteria files: the one reader, the file check, the task's missing-criteria information, which .txt files are criteria.
export { readCriteria } from '../evaluation/llm/criteriaFormat';
export { checkCriteriaText } from './services/criteriaCheck';
export { criteriaFolderNear, missingCriteria } from './services/criteriaMissing';
export { isCriteriaFile } from '../evaluation/taskFiles/criteriaFileDetection';
export { buildCatalogue } from '../evaluation/llm/catalogue';
export { newTaskFile } from '../evaluation/llm/newTaskFile';
export { LlmError } from '../evaluation/llm/llmError';
export type { AtomicTask } from '../evaluation/llm/catalogue';
export type { LlmOptions } from '../evaluation/llm/llmClient';
export { getRegistry } from '../vanilla/registry';
export { importMineDojo } from '../evaluation/import/minedojo/importTasks';
export type { ImportOptions, ImportSummary } from '../evaluation/import/minedojo/importTasks';
export { buildLeaderboardModel, buildTaskModel } from '../evaluation/preview/buildModel';
export { gatherReport } from '../evaluation/report/gather';
export { renderReportHtml } from '../evaluation/report/html';
export type { SuiteReport } from '../evaluation/report/model';

/** Runs a task in the simulator (see server/src/simulation/verify). */
export async function verify(text: string, opts?: VerifyOptions): Promise<VerifyReport> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  const { verifyTask } = require('../simulation/verify') as typeof import('../simulation/verify');
  return verifyTask(text, opts);
}

/** Runs a task in the simulator in its own worker thread, under a memory limit and a hard cap (the CLI's way). */
export async function verifyIsolated(text: string, opts?: IsolatedOptions): Promise<VerifyReport> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const isolated = require('../simulation/verify/isolated') as typeof import('../simulation/verify/isolated');
  return isolated.verifyIsolated(text, opts);
}

/** Scores one rollout video against criteria with a vision model (see server/src/evaluation/judge). */
export async function judge(opts: RunJudgeOptions): Promise<RunJudgeOutcome> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runJudge } = require('../evaluation/judge/runJudge') as typeof import('../evaluation/judge/runJudge');
  return runJudge(opts);
}
export { closeCodes, DIAGNOSTIC_ENTRIES, DIAGNOSTIC_FAMILIES, diagnosticEntry, diagnosticHref, DIAGNOSTICS_DOC_URL } from '../model/diagnosticCodes';
export type { DiagnosticCode, RegistryEntry } from '../model/diagnosticCodes';
