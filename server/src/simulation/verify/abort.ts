/** Cancellation and time limits shared by the session and the agent's skills. */
import { setLongTimeout } from '../../util/longTimer';

/** Thrown when the caller aborted the job (AbortSignal). */
export class VerifyAborted extends Error {
  constructor() { super('verification cancelled'); }
}

/** Thrown when the time budget ran out; `activity` is the innermost thing the agent was doing. */
export class VerifyTimeout extends Error {
  activity?: string;
}

/**
 * Thrown when our own work (starting the embedded server, joining the agent)
 * did not finish in its budget: the machine is overloaded, by us or by
 * something else. It says nothing about the task, so it is an error of the
 * tool (exit 2) after one retry alone, never a verdict.
 */
export class ToolOverload extends Error {
  readonly overload = true;
}

/** Resolves after `ms`, or rejects early when `signal` aborts; never leaves its timer behind. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) { reject(new VerifyAborted()); return; }
    const onAbort = () => { t.clear(); reject(new VerifyAborted()); };
    const t = setLongTimeout(() => { signal?.removeEventListener('abort', onAbort); resolve(); }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Races `p` against `ms` and the signal. The loser's timer and listener are
 * always removed. `what` names the step in the timeout error.
 */
export function within<T>(p: Promise<T>, ms: number, what: string, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) { reject(new VerifyAborted()); return; }
    let done = false;
    const finish = () => { done = true; t.clear(); signal?.removeEventListener('abort', onAbort); };
    const onAbort = () => { if (!done) { finish(); reject(new VerifyAborted()); } };
    const t = setLongTimeout(() => { if (!done) { finish(); reject(new VerifyTimeout(what)); } }, Math.max(0, ms));
    signal?.addEventListener('abort', onAbort, { once: true });
    p.then((v) => { if (!done) { finish(); resolve(v); } }, (e) => { if (!done) { finish(); reject(e); } });
  });
}

/** "60 s", "0.3 s": a time budget as people write it. */
export function budgetText(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
