/**
 * The custom requests between the extension and the language server: how the
 * client reaches LLM drafting, the validation of drafts, the task catalogue,
 * the task spec of a document and the preview models without bundling the
 * core. Method names and shapes only; type imports are erased, so this file
 * costs the client bundle nothing but the strings.
 */
import type { GenerateConfigResult, TaskMode, VerifyResult, WorkspaceExample } from '../../evaluation/llm/generateConfig';
import type { GenerateCriteriaResult } from '../../evaluation/llm/generateCriteria';
import type { AtomicTask } from '../../evaluation/llm/catalogue';
import type { BatchJob, BatchModes } from '../../evaluation/llm/batchPlan';
import type { BatchSummary } from '../../evaluation/llm/batchSummary';
import type { LlmErrorKind } from '../../evaluation/llm/llmError';
import type { TaskSpec } from '../../analysis/taskSpec';
import type { LeaderboardModel, PairwiseView, TaskPreviewModel } from '../../evaluation/preview/model';
import type { TaskModelInput } from '../../evaluation/preview/buildModel';

/** What the client sends for an LLM call: its settings and the key from SecretStorage (never stored by the server). */
export interface LlmConnection {
  baseUrl: string;
  apiKey?: string;
  model: string;
  temperature?: number;
  timeoutMs?: number;
}

export interface GenerateConfigParams {
  task: string;
  and: string[];
  or: string[];
  mode: TaskMode;
  version: string;
  repairRounds: number;
  examples: WorkspaceExample[];
  llm: LlmConnection;
  /** Ask the client (`mcu/verifyDraft`) to verify each draft the validator accepts. */
  verifyDrafts: boolean;
  /** Echoed in `mcu/llmProgress` notifications. */
  progressToken: string;
}

export interface GenerateCriteriaParams {
  text: string;
  name: string;
  llm: LlmConnection;
  progressToken: string;
}

/** Server → client while an LLM request runs: a streamed token or a progress note. */
export interface LlmProgress {
  token: string;
  kind: 'token' | 'message';
  text: string;
}

/** The `data` of a ResponseError raised by an LLM request. */
export interface LlmErrorData {
  llmErrorKind: LlmErrorKind;
}

export const Requests = {
  generateConfig: 'mcu/generateConfig',
  generateCriteria: 'mcu/generateCriteria',
  /** Where `generateCriteria`'s file goes for a task file: { taskFile, folder } → path. */
  criteriaPath: 'mcu/criteriaPath',
  /** The atomic-task catalogue of a version: { version } → AtomicTask[]. */
  catalogue: 'mcu/catalogue',
  /** A new task file's name and text: { name, task?, and?, or? } → NewTaskFile. */
  newTaskFile: 'mcu/newTaskFile',
  /** The instruction (`text`) of a task file: { text } → string | null. */
  instruction: 'mcu/instruction',
  /** Commands and reward entries with offsets (for verification diagnostics): { text } → TaskSpec. */
  taskSpec: 'mcu/taskSpec',
  /** Server → client: verify one draft in the simulator: { yaml } → VerifyResult. */
  verifyDraft: 'mcu/verifyDraft',
  previewTask: 'mcu/previewTask',
  previewLeaderboard: 'mcu/previewLeaderboard',
  /** The files a catalogue batch would draft: BatchPlanParams → BatchPlanResult. */
  batchPlan: 'mcu/batchPlan',
  /** Drafts a planned batch (progress as llmProgress messages, cancellable): DraftBatchParams → DraftBatchResult. */
  draftBatch: 'mcu/draftBatch',
  /** Server → client notification. */
  llmProgress: 'mcu/llmProgress',
  /** The suite report page of a folder (`mcu-task report`): BenchmarkReportParams → BenchmarkReportResult. */
  benchmarkReport: 'mcu/benchmarkReport',
} as const;

/** The report of the task files below `folder`, with judge results from its `vlm_rating_res` folder when it has one; `nonce` goes on the page's script and style. */
export interface BenchmarkReportParams { folder: string; nonce: string }
/** The page, and the task file of each row (the page posts a row's index). */
export interface BenchmarkReportResult { html: string; files: string[]; tasks: number }

/** Client → server notification: the workspace was trusted (the server then reads files beside a task for the hover). */
export const WORKSPACE_TRUSTED_NOTIFICATION = 'mcu/workspaceTrusted';

/**
 * The client command each of the server's edit quick fixes runs after its edit
 * is applied. The client registers it as a no-op: running it is the event that
 * ticks the walkthrough's "apply a fix" step (`onCommand:mcu.quickFixApplied`).
 */
export const QUICK_FIX_APPLIED_COMMAND = 'mcu.quickFixApplied';

export interface BatchPlanParams { tasks: string[]; mode: BatchModes; outDir: string; version?: string }
/** `foreign`: planned files that exist, fail validation and were not written by us (the editor asks before redoing them). */
export interface BatchPlanResult { jobs: BatchJob[]; foreign: string[] }
export interface DraftBatchParams {
  jobs: BatchJob[];
  outDir: string;
  version?: string;
  llm: LlmConnection;
  repairRounds?: number;
  examples?: WorkspaceExample[];
  progressToken: string;
}
export interface DraftBatchResult { summary: BatchSummary; summaryText: string; fatal?: string }

export interface NewTaskFile {
  fileName: string;
  text: string;
}

export type {
  AtomicTask, GenerateConfigResult, GenerateCriteriaResult, LeaderboardModel, PairwiseView, TaskModelInput, TaskPreviewModel, TaskSpec, VerifyResult, WorkspaceExample,
};
