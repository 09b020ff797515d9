/**
 * The extension's way into the core for what is not a standard LSP feature:
 * LLM drafting and criteria (with streamed progress and cancellation), the
 * catalogue of atomic tasks, new task files, the task spec used to place
 * verification failures, and the preview models. The client bundle carries
 * none of the code behind these requests (test/unit/bundle/clientBundle.test.ts).
 */
import { CancellationToken, Connection, ResponseError } from 'vscode-languageserver/node';
import {
  AtomicTask, buildCatalogue, buildLeaderboardModel, buildTaskModel, criteriaPathFor, generateConfig, generateCriteria, getRegistry,
  instructionText, LlmError, LlmOptions, newTaskFile, readTaskSpec, TaskModel, VerifyResult,
} from '../../api';
import * as path from 'path';
import { inspectExisting } from '../../evaluation/llm/batchFiles';
import { planBatch } from '../../evaluation/llm/batchPlan';
import { runBatch } from '../../evaluation/llm/batchRun';
import { formatSummary, summarise } from '../../evaluation/llm/batchSummary';
import { treeFromFlags } from '../../model/composition/parse';
import { generateComposed, needsComposition } from '../../evaluation/llm/composeTask';
import {
  BatchPlanParams, BatchPlanResult, BenchmarkReportParams, BenchmarkReportResult, DraftBatchParams, DraftBatchResult,
  GenerateConfigParams, GenerateCriteriaParams, LlmConnection, LlmErrorData, LlmProgress, Requests, TaskModelInput,
} from '../../api/protocol/requests';
import { retryNote } from '../../evaluation/llm/retryNote';
import { tokenRelay } from './tokenRelay';
import { reportForFolder } from '../../evaluation/report/forFolder';

/** Error code of a failed LLM request (in the JSON-RPC range left to servers). */
export const LLM_ERROR_CODE = -32050;

export function llmOptions(c: LlmConnection, token: CancellationToken, progress: (p: Omit<LlmProgress, 'token'>) => void): LlmOptions {
  const abort = new AbortController();
  token.onCancellationRequested(() => abort.abort());
  return {
    baseUrl: c.baseUrl, apiKey: c.apiKey, model: c.model, temperature: c.temperature, timeoutMs: c.timeoutMs,
    signal: abort.signal,
    onToken: tokenRelay(progress),
    // Each wait is shown in the progress box, so a rate-limited draft does not look stuck.
    onRetry: (info) => progress({ kind: 'message', text: retryNote(info) }),
  };
}

/** An LlmError crosses the wire with its kind, so the client can offer "Set API Key" or "Open Settings". */
function asResponseError(e: unknown): ResponseError<LlmErrorData | undefined> {
  if (e instanceof LlmError) return new ResponseError(LLM_ERROR_CODE, e.message, { llmErrorKind: e.kind });
  return new ResponseError(LLM_ERROR_CODE, e instanceof Error ? e.message : String(e), undefined);
}

export function registerCustomRequests(connection: Connection, log: (m: string) => void): void {
  const progressOf = (token: string) => (p: Omit<LlmProgress, 'token'>) => void connection.sendNotification(Requests.llmProgress, { token, ...p } satisfies LlmProgress);

  connection.onRequest(Requests.generateConfig, async (p: GenerateConfigParams, token: CancellationToken) => {
    const progress = progressOf(p.progressToken);
    try {
      const options = {
        llm: llmOptions(p.llm, token, progress),
        version: p.version,
        repairRounds: p.repairRounds,
        examples: p.examples,
        // Verification runs in the extension (it owns the runtime and the CLI child process).
        verify: p.verifyDrafts ? (yaml: string) => connection.sendRequest<VerifyResult>(Requests.verifyDraft, { yaml }) : undefined,
        onProgress: (text: string) => progress({ kind: 'message', text }),
      };
      // "a and b or c" and "x from scratch" are drafted part by part and merged, as on the command line.
      const tree = treeFromFlags(p.task, p.and, p.or);
      if (needsComposition(tree)) return await generateComposed({ tree, mode: p.mode }, options);
      return await generateConfig({ task: p.task, mode: p.mode }, options);
    } catch (e) {
      log(`generateConfig: ${(e as Error)?.message ?? e}`);
      throw asResponseError(e);
    }
  });

  connection.onRequest(Requests.generateCriteria, async (p: GenerateCriteriaParams, token: CancellationToken) => {
    const progress = progressOf(p.progressToken);
    try {
      return await generateCriteria(p.text, p.name, llmOptions(p.llm, token, progress), (text) => progress({ kind: 'message', text }));
    } catch (e) {
      log(`generateCriteria: ${(e as Error)?.message ?? e}`);
      throw asResponseError(e);
    }
  });

  connection.onRequest(Requests.criteriaPath, (p: { taskFile: string; folder?: string }) => criteriaPathFor(p.taskFile, p.folder));
  connection.onRequest(Requests.batchPlan, (p: BatchPlanParams): BatchPlanResult => {
    const jobs = planBatch(p.tasks, p.mode, 1, getRegistry(p.version));
    const foreign = jobs.filter((j) => {
      const e = inspectExisting(path.join(p.outDir, j.relPath), p.version);
      return e.exists && !e.keep && e.foreign;
    }).map((j) => j.relPath);
    return { jobs, foreign };
  });

  connection.onRequest(Requests.draftBatch, async (p: DraftBatchParams, token: CancellationToken): Promise<DraftBatchResult> => {
    const progress = progressOf(p.progressToken);
    const stop = new AbortController();
    token.onCancellationRequested(() => stop.abort());
    const result = await runBatch(p.jobs, {
      outDir: p.outDir, llm: llmOptions(p.llm, token, () => undefined), version: p.version, repairRounds: p.repairRounds, examples: p.examples, jobs: 2, signal: stop.signal,
      onResult: (r, done, total) => progress({
        kind: 'message',
        text: `[${done}/${total}] ${path.relative(p.outDir, r.file)}: ${r.outcome}${r.problems.length ? ` (${r.problems.length} problem${r.problems.length === 1 ? '' : 's'})` : ''}`,
      }),
    });
    const summary = summarise(result.results);
    return { summary, summaryText: formatSummary(summary), ...(result.fatal ? { fatal: result.fatal } : {}) };
  });

  connection.onRequest(Requests.catalogue, (p: { version?: string }) => buildCatalogue(getRegistry(p.version)));
  connection.onRequest(Requests.newTaskFile, (p: { name: string; task?: AtomicTask; and?: string[]; or?: string[] }) => newTaskFile(p.name, p.task, p.and, p.or));
  connection.onRequest(Requests.instruction, (p: { text: string }) => instructionText(new TaskModel(p.text)) ?? null);
  connection.onRequest(Requests.taskSpec, (p: { text: string }) => readTaskSpec(p.text));
  connection.onRequest(Requests.previewTask, (p: TaskModelInput) => buildTaskModel(p));
  connection.onRequest(Requests.previewLeaderboard, (p: { folder: string }) => buildLeaderboardModel(p.folder));
  connection.onRequest(Requests.benchmarkReport, (p: BenchmarkReportParams, token: CancellationToken): Promise<BenchmarkReportResult> => {
    if (typeof p?.folder !== 'string' || typeof p.nonce !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(p.nonce)) throw new ResponseError(-32602, 'mcu/benchmarkReport needs a folder and a nonce of 8–64 letters or digits');
    return reportForFolder(p.folder, p.nonce, () => token.isCancellationRequested);
  });
}
