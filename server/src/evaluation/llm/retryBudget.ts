/**
 * Whether a failed LLM request may be retried within the time the caller
 * gave it (`timeoutMs` bounds the whole call: every attempt, and every wait
 * between them). A server asking for a longer wait than is left (Retry-After:
 * 999999) fails the call at once with a message saying so, instead of
 * sleeping towards a retry that can no longer finish in time.
 */
import { backoffDelay, BackoffOptions } from './backoff';
import { LlmError } from './llmError';

/** Time an attempt needs at the least to be worth starting after a wait. */
export const MIN_ATTEMPT_MS = 500;

export type RetryPlan = { delayMs: number } | { error: LlmError };

/**
 * `requestedMs` is the server's Retry-After, when it sent one; `leftMs` what
 * remains of `timeoutMs`.
 */
export function planRetry(failure: LlmError, attempt: number, requestedMs: number | undefined, leftMs: number, timeoutMs: number, opts: BackoffOptions): RetryPlan {
  const budget = `the timeout of ${seconds(timeoutMs)} s (${seconds(Math.max(0, leftMs))} s left)`;
  if (requestedMs !== undefined && requestedMs + MIN_ATTEMPT_MS > leftMs) {
    return { error: withNote(failure, `The server asked to wait ${seconds(requestedMs)} s before retrying, more than fits in ${budget}. Try again later or raise the timeout.`) };
  }
  const delayMs = backoffDelay(attempt, requestedMs, opts);
  if (delayMs + MIN_ATTEMPT_MS > leftMs) {
    return { error: withNote(failure, `No time is left for a retry within ${budget}.`) };
  }
  return { delayMs };
}

function withNote(e: LlmError, note: string): LlmError {
  return new LlmError(e.kind, `${e.message} ${note}`, e.status);
}

/** 999999000 → "999999", 1500 → "1.5". */
export function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}
