/**
 * The front door of the protocol-free core: the one module the language
 * server (server/src/lsp), the CLI (server/src/cli) and, through the language
 * server's custom requests, the extension use to validate, complete, hover,
 * get the insight, draft with the LLM, verify and judge. Modules behind it may
 * change shape; callers outside the core import from here.
 *
 * Verification and judging pull in the embedded Minecraft server and video
 * tooling: they are loaded on first use (a `require` inside the function), so the language server
 * does not pay for them at start.
 */
import type { VerifyOptions, VerifyReport } from '../verify';
import type { IsolatedOptions } from '../verify/isolated';
import type { RunJudgeOptions, RunJudgeOutcome } from '../judge/runJudge';

export { analyse, Analysis } from '../core/analysis';
export type { AnalysisOptions } from '../core/analysis';
export { validateAnalysis, validateText } from '../core/validate';
export type { ValidateOptions } from '../core/validate';
export type { TaskDiagnostic } from '../core/diagnostic';
export { TaskModel } from '../core/taskModel';
export { instructionText } from '../core/instruction';
export { complete } from '../services/completion';
export { MAX_COMPLETIONS } from '../commands';
export { hover } from '../services/hover';
export { signatureHelp } from '../services/signatureHelp';
export { codeLenses } from '../services/codeLens';
export { routeLens } from '../planning/routeLens';
export type { RouteLens } from '../planning/routeLens';
export { taskPlanningGraph } from '../planning/planningComplexity';
export type { PlanningGraph, TaskPlanningGraph } from '../planning/planningComplexity';
export { planTargets } from '../planning/targets';
export type { GraphTarget, NotGraphed, PlanTargets } from '../planning/targets';
export { documentSymbols } from '../services/symbols';
export { fixesFor, suppressionFixesFor } from '../services/codeActions';
export { applySafeFixes, safeFixesOf } from '../services/safeFixes';
export type { SafeFixOptions, SafeFixResult } from '../services/safeFixes';
export { documentLinks } from '../services/documentLinks';
export type { LinkSearch, TaskLink, TaskLinkKind } from '../services/documentLinks';
export { inlayHints, reportOutcomes } from '../services/inlayHints';
export type { InlayHintOptions, ReportOutcomes, TaskInlayHint } from '../services/inlayHints';
export { DiskSideFiles, folderSideFiles, WorkspaceFileIndex } from '../taskFiles/workspaceFiles';
export type { SideFiles } from '../taskFiles/workspaceFiles';
export { readContent, WorkspaceChecks } from '../taskFiles/workspaceChecks';
export type { FileContent, WorkspaceCheckHost, WorkspaceCheckOptions } from '../taskFiles/workspaceChecks';
export { reportPathFor } from '../verify/reportPath';
export { identityDefinitions, identityReferences, prepareIdentityRename, renameIdentity } from '../services/identities';
export { readTaskSpec } from '../verify/taskSpec';
export type { TaskSpec } from '../verify/taskSpec';
export { generateConfig } from '../llm/generateConfig';
export type { GenerateConfigResult, TaskMode, VerifyResult, WorkspaceExample } from '../llm/generateConfig';
export { criteriaPathFor, generateCriteria } from '../llm/generateCriteria';
// Criteria files: the one reader, the file check, the task's missing-criteria information, which .txt files are criteria.
export { readCriteria } from '../llm/criteriaFormat';
export { checkCriteriaText } from '../services/criteriaCheck';
export { criteriaFolderNear, missingCriteria } from '../services/criteriaMissing';
export { isCriteriaFile } from '../taskFiles/criteriaFileDetection';
export { buildCatalogue } from '../llm/catalogue';
export { newTaskFile } from '../llm/newTaskFile';
export { LlmError } from '../llm/llmError';
export type { AtomicTask } from '../llm/catalogue';
export type { LlmOptions } from '../llm/llmClient';
export { getRegistry } from '../mc/registry';
export { importMineDojo } from '../import/minedojo/importTasks';
export type { ImportOptions, ImportSummary } from '../import/minedojo/importTasks';
export { buildLeaderboardModel, buildTaskModel } from '../preview/buildModel';
export { gatherReport } from '../report/gather';
export { renderReportHtml } from '../report/html';
export type { SuiteReport } from '../report/model';

/** Runs a task in the simulator (see server/src/verify). */
export async function verify(text: string, opts?: VerifyOptions): Promise<VerifyReport> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  const { verifyTask } = require('../verify') as typeof import('../verify');
  return verifyTask(text, opts);
}

/** Runs a task in the simulator in its own worker thread, under a memory limit and a hard cap (the CLI's way). */
export async function verifyIsolated(text: string, opts?: IsolatedOptions): Promise<VerifyReport> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const isolated = require('../verify/isolated') as typeof import('../verify/isolated');
  return isolated.verifyIsolated(text, opts);
}

/** Scores one rollout video against criteria with a vision model (see server/src/judge). */
export async function judge(opts: RunJudgeOptions): Promise<RunJudgeOutcome> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runJudge } = require('../judge/runJudge') as typeof import('../judge/runJudge');
  return runJudge(opts);
}
export { closeCodes, DIAGNOSTIC_ENTRIES, DIAGNOSTIC_FAMILIES, diagnosticEntry, diagnosticHref, DIAGNOSTICS_DOC_URL } from '../core/diagnosticCodes';
export type { DiagnosticCode, RegistryEntry } from '../core/diagnosticCodes';
