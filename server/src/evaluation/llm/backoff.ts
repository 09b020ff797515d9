/** Retry timing for the LLM client: exponential backoff, or what the server asked for. */
import { setLongTimeout } from '../../util/longTimer';

export interface BackoffOptions {
  /** First delay; doubled on each retry (default 1000 ms). */
  baseDelayMs?: number;
  /** Upper bound for any single wait, including a server's Retry-After (default 30 s). */
  maxDelayMs?: number;
}

/**
 * The server's requested wait, in ms, from `retry-after-ms` (non-standard, used
 * by OpenAI) or `retry-after` (seconds or an HTTP date). Undefined when absent
 * or unreadable.
 */
export function retryAfterMs(headers: { get(name: string): string | null } | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const ra = headers.get('retry-after');
  if (!ra) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(ra)) return Number(ra) * 1000;
  const date = Date.parse(ra);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Delay before retry number `attempt` (0 = first retry). */
export function backoffDelay(attempt: number, requested: number | undefined, opts: BackoffOptions = {}): number {
  const max = opts.maxDelayMs ?? 30_000;
  if (requested !== undefined) return Math.min(requested, max);
  const base = opts.baseDelayMs ?? 1000;
  // A little jitter so parallel clients do not retry in lockstep.
  const jitter = 1 + Math.random() * 0.25;
  return Math.min(base * 2 ** attempt * jitter, max);
}

/** Waits `ms`, or rejects early when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const timer = setLongTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      timer.clear();
      reject(new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
