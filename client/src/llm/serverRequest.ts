/**
 * LLM requests run in the language server (the client bundle has no LLM
 * client, validator or YAML parser). This sends one, forwards its streamed
 * progress notifications and the editor's cancellation, and turns a failure
 * into an error that still says which kind of LLM error it was.
 */
import * as vscode from 'vscode';
import { LSPErrorCodes, ResponseError } from 'vscode-languageclient/node';
import type { LlmErrorKind } from '../../../server/src/api/client';
import { LlmErrorData, LlmProgress, Requests } from '../../../server/src/api/protocol/requests';
import type { FeatureContext } from '../featureContext';

let nextToken = 0;

export async function llmRequest<P extends { progressToken: string }, R>(
  ctx: FeatureContext, method: string, params: Omit<P, 'progressToken'>, token: vscode.CancellationToken, onProgress: (p: LlmProgress) => void,
): Promise<R> {
  const progressToken = `llm-${process.pid}-${++nextToken}`;
  const sub = ctx.client.onNotification(Requests.llmProgress, (p: LlmProgress) => {
    if (p.token === progressToken) onProgress(p);
  });
  try {
    return await ctx.client.sendRequest<R>(method, { ...params, progressToken }, token);
  } finally {
    sub.dispose();
  }
}

/** The LLM error kind of a failed request; 'cancelled' also when the editor cancelled it before the server saw it. */
export function llmErrorKind(e: unknown): LlmErrorKind | undefined {
  if (e instanceof ResponseError) {
    if (e.code === LSPErrorCodes.RequestCancelled) return 'cancelled';
    return (e.data as LlmErrorData | undefined)?.llmErrorKind;
  }
  return undefined;
}
