/**
 * The CLI's door to drafting with an LLM: configs, criteria, batches, catalogues.
 */
export { taskFileName } from '../evaluation/llm/atomicTask';
export { planBatch, readTaskList } from '../evaluation/llm/batchPlan';
export type { BatchModes } from '../evaluation/llm/batchPlan';
export { runBatch } from '../evaluation/llm/batchRun';
export { formatSummary, summarise } from '../evaluation/llm/batchSummary';
export { llmOptionsFrom } from '../evaluation/llm/cliOptions';
export { generateComposed, needsComposition } from '../evaluation/llm/composeTask';
export { runCriteriaBatch } from '../evaluation/llm/criteriaBatch';
export { isBlocking } from '../evaluation/llm/describeDiagnostics';
export { FromScratchError } from '../evaluation/llm/fromScratchDraft';
export type { LlmOptions } from '../evaluation/llm/llmClient';
export { retryNote } from '../evaluation/llm/retryNote';
