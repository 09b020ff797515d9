import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { setLongTimeout } from '../../util/longTimer';
import { MAX_SECONDS, secondsProblem } from '../../util/timeLimits';
import { MAX_JSON_BYTES, MAX_LINE_BYTES, MAX_STREAM_BYTES } from './answerLimits';
import { badAnswer, completionText, readStream, streamedText, tooLarge } from './answerReading';
import { BackoffOptions, retryAfterMs, sleep } from './backoff';
import { BodyTooLarge, cappedFetch } from './cappedFetch';
import { displayUrl, LlmError, quoted, redactSecret } from './llmError';
import { planRetry } from './retryBudget';
import type { RetryInfo } from './retryNote';
import { ownValue } from '../../util/ownTable';

/** A piece of a multimodal message: text, or an image (a URL or a data: URL) for vision models. */
export type ChatPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: 'low' | 'high' | 'auto' } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatPart[];
}

/** Where and how to ask: any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, LM Studio). */
export interface LlmOptions extends BackoffOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://host:8000/v1 (vLLM). */
  baseUrl: string;
  /** Optional: local servers usually need none. */
  apiKey?: string;
  model: string;
  temperature?: number;
  /** Limit for the whole call, streaming, retries and their waits included (default 60 s). Timeouts are not retried. */
  timeoutMs?: number;
  /** Retries after 429, 5xx and network errors (default 3). */
  maxRetries?: number;
  /** Stream the answer; defaults to true when onToken is given. */
  stream?: boolean;
  onToken?: (token: string) => void;
  signal?: AbortSignal;
  /** Told before each retry wait, e.g. to show "rate limited, retrying in 2 s" (retryNote formats it). */
  onRetry?: (info: RetryInfo) => void;
  /** Longest answer text accepted (default MAX_ANSWER_CHARS, 256 KB); a longer one is a 'too-large' error. */
  maxAnswerChars?: number;
}

interface Failure {
  error: LlmError;
  retryable: boolean;
  requestedDelayMs?: number;
}

/**
 * One chat completion with retries, timeout and cancellation; resolves to the
 * whole answer text. `timeoutMs` bounds the call: attempts and the waits
 * between them. Every wait is announced through `onRetry` first.
 */
export async function chatComplete(messages: ChatMessage[], opts: LlmOptions): Promise<string> {
  if (!opts.model) throw new LlmError('config', 'No model is set (setting mcu.llm.model or --model).');
  if (!/^https?:\/\//i.test(opts.baseUrl || '')) {
    throw new LlmError('config', `The LLM base URL "${displayUrl(opts.baseUrl || '')}" is not an http(s) URL.`);
  }
  // Every caller's limit (flags, environment, settings over the protocol) is checked here once: past
  // 2^31-1 ms the SDK's timer would fire after 1 ms and every request would "time out" at once.
  const timeoutProblem = opts.timeoutMs === undefined ? undefined : secondsProblem(opts.timeoutMs / 1000, 'The LLM time limit', MAX_SECONDS.llm);
  if (timeoutProblem) throw new LlmError('config', `${timeoutProblem}.`);
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  const maxRetries = Math.max(0, opts.maxRetries ?? 3);
  for (let attempt = 0; ; attempt++) {
    if (opts.signal?.aborted) throw cancelled();
    let failure: Failure;
    try {
      return await attemptOnce(messages, opts, deadline - Date.now());
    } catch (e) {
      failure = classify(e, opts);
    }
    if (!failure.retryable) throw failure.error;
    if (attempt >= maxRetries) throw finalError(failure, attempt, opts);
    const plan = planRetry(failure.error, attempt, failure.requestedDelayMs, deadline - Date.now(), timeoutMs, opts);
    // The plan's message says why no retry fits in the time left; "wait a little" would contradict it.
    if ('error' in plan) throw finalError({ ...failure, error: plan.error }, attempt, opts, false);
    opts.onRetry?.({ attempt: attempt + 1, of: maxRetries, delayMs: plan.delayMs, reason: failure.error.message });
    try {
      await sleep(plan.delayMs, opts.signal);
    } catch {
      throw cancelled();
    }
  }
}

class TimedOut extends Error {}

/** Marks an error thrown by the stream itself (not by our reading of it): the answer broke off. */
class StreamBroke extends Error {
  constructor(readonly error: unknown) {
    super('stream broke');
  }
}

async function attemptOnce(messages: ChatMessage[], opts: LlmOptions, timeLeftMs: number): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setLongTimeout(() => {
    timedOut = true;
    controller.abort();
  }, Math.max(0, timeLeftMs));
  const onUserAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onUserAbort, { once: true });
  const stream = opts.stream ?? !!opts.onToken;
  let overflow: BodyTooLarge | undefined;
  const client = new OpenAI({
    baseURL: opts.baseUrl.replace(/\/+$/, ''),
    // The SDK insists on a key; local servers ignore whatever is sent.
    apiKey: opts.apiKey || 'no-key',
    maxRetries: 0,
    timeout: Math.max(1, Math.ceil(timeLeftMs)) + 5_000,
    // The library would print a broken stream's raw data to the console (and OPENAI_LOG more): our errors say it instead.
    logLevel: 'off',
    fetch: cappedFetch(stream ? { maxBytes: MAX_STREAM_BYTES, maxLineBytes: MAX_LINE_BYTES } : { maxBytes: MAX_JSON_BYTES }, (e) => {
      overflow = e;
      controller.abort();
    }),
  });
  const read = { url: displayUrl(opts.baseUrl), model: opts.model, maxChars: opts.maxAnswerChars, onToken: opts.onToken };
  // After the library returns, the timer or a cancel may have cut the answer short: it ends an aborted stream without an error.
  const cut = () => {
    if (overflow) return tooLarge(read, overflow.what);
    if (opts.signal?.aborted) return cancelled();
    if (timedOut) return new TimedOut();
    return undefined;
  };
  try {
    const body = { model: opts.model, messages: messages as OpenAI.Chat.Completions.ChatCompletionMessageParam[], temperature: opts.temperature ?? 0.7 };
    const reqOpts = { signal: controller.signal, maxRetries: 0 };
    if (stream) {
      const chunks = await client.chat.completions.create({ ...body, stream: true }, reqOpts);
      let answer;
      try {
        answer = await readStream(chunks, read);
      } catch (e) {
        throw e instanceof LlmError ? e : new StreamBroke(e);
      }
      const early = cut();
      if (early) throw early;
      return nonEmpty(streamedText(answer, read), opts);
    }
    const completion: unknown = await client.chat.completions.create({ ...body, stream: false }, reqOpts);
    const early = cut();
    if (early) throw early;
    return nonEmpty(completionText(completion, read), opts);
  } catch (e) {
    throw cut() ?? e;
  } finally {
    timer.clear();
    opts.signal?.removeEventListener('abort', onUserAbort);
    // Whatever happened, nothing more of this answer is read.
    controller.abort();
  }
}

function nonEmpty(text: string, opts: LlmOptions): string {
  if (!text.trim()) throw new LlmError('empty', `The model "${opts.model}" returned an empty answer.`);
  return text;
}

function cancelled(): LlmError {
  return new LlmError('cancelled', 'The LLM request was cancelled.');
}

/** Turns whatever the SDK or the network threw into a human message, and says whether to retry. */
function classify(e: unknown, opts: LlmOptions): Failure {
  const url = displayUrl(opts.baseUrl);
  const secs = Math.round((opts.timeoutMs ?? 60_000) / 100) / 10;
  if (e instanceof LlmError) return { error: e, retryable: false };
  if (opts.signal?.aborted) return { error: cancelled(), retryable: false };
  if (e instanceof TimedOut || e instanceof APIConnectionTimeoutError) {
    return { error: new LlmError('timeout', `The LLM at ${url} did not answer within ${secs} s (timed out). Try again, raise the timeout, or pick a faster model.`), retryable: false };
  }
  if (e instanceof StreamBroke) return brokenStream(e.error, opts);
  if (e instanceof SyntaxError) return { error: badAnswer({ url }, 'a body that is not valid JSON'), retryable: false };
  if (e instanceof APIConnectionError) {
    const why = connectionCause(e);
    return {
      error: new LlmError('network', `Could not reach the LLM at ${url}${why ? ` (${why})` : ''}. Check the base URL and that the server is running.`),
      retryable: true,
    };
  }
  if (e instanceof APIError && typeof e.status === 'number') {
    const status = e.status;
    const detail = serverDetail(e, opts.apiKey);
    const suffix = detail ? ` Server said: ${detail}` : '';
    // For 401/403 the server's text is left out: OpenAI quotes part of the key in it.
    if (status === 401) {
      return { error: new LlmError('auth', `The LLM at ${url} rejected the API key (401 Unauthorized). Set a valid key ("MCU: Set API Key" or OPENAI_API_KEY).`, status), retryable: false };
    }
    if (status === 403) {
      return { error: new LlmError('auth', `The LLM at ${url} refused access (403 Forbidden): the key may lack access to model "${opts.model}".`, status), retryable: false };
    }
    if (status === 404) {
      return { error: new LlmError('not-found', `Not found (404) at ${url}: check the model name "${opts.model}" and the base URL (it usually ends in /v1).${suffix}`, status), retryable: false };
    }
    const requestedDelayMs = retryAfterMs(e.headers as Headers | undefined);
    if (status === 429) {
      return { error: new LlmError('rate-limit', `The LLM at ${url} is rate limiting requests (429 Too Many Requests).${suffix}`, status), retryable: true, requestedDelayMs };
    }
    if (status >= 500 || status === 408 || status === 409) {
      return { error: new LlmError('server', `The LLM server at ${url} failed (HTTP ${status}).${suffix}`, status), retryable: true, requestedDelayMs };
    }
    return { error: new LlmError('bad-request', `The LLM at ${url} rejected the request (HTTP ${status}).${suffix}`, status), retryable: false };
  }
  const msg = e instanceof Error ? e.message : String(e);
  return { error: new LlmError('network', `The LLM request to ${url} failed: ${quoted(msg, opts.apiKey)}`), retryable: false };
}

/** An error the stream raised while being read: a broken event, an error event, or the connection lost mid-answer. */
function brokenStream(cause: unknown, opts: LlmOptions): Failure {
  const url = displayUrl(opts.baseUrl);
  if (cause instanceof SyntaxError) return { error: badAnswer({ url }, 'a stream event that is not valid JSON'), retryable: false };
  if (cause instanceof APIError) {
    const detail = serverDetail(cause, opts.apiKey);
    return { error: new LlmError('server', `The LLM server at ${url} reported an error in the middle of its answer.${detail ? ` Server said: ${detail}` : ''}`), retryable: true };
  }
  const why = cause instanceof Error ? quoted(cause.message, opts.apiKey) : '';
  return { error: new LlmError('truncated', `The answer from ${url} broke off before the model finished${why ? ` (${why})` : ''}.`), retryable: true };
}

function finalError(f: Failure, retries: number, opts: LlmOptions, hint = true): LlmError {
  const tail = retries > 0 ? ` Gave up after ${retries} ${retries === 1 ? 'retry' : 'retries'}.` : '';
  const wait = hint && f.error.kind === 'rate-limit' ? ' Wait a little and try again.' : '';
  return new LlmError(f.error.kind, quoted(f.error.message + tail + wait, opts.apiKey), f.error.status);
}

/** ECONNREFUSED → "connection refused", ENOTFOUND → "host not found", … */
function connectionCause(e: APIConnectionError): string {
  let c: unknown = (e as { cause?: unknown }).cause;
  for (let depth = 0; c && depth < 4; depth++) {
    const code = (c as { code?: unknown }).code;
    if (typeof code === 'string') {
      const known: Record<string, string> = {
        ECONNREFUSED: 'connection refused',
        ENOTFOUND: 'host not found',
        EAI_AGAIN: 'host name lookup failed',
        ECONNRESET: 'connection reset',
        EHOSTUNREACH: 'host unreachable',
        ETIMEDOUT: 'connection timed out',
      };
      return ownValue(known, code) ?? code;
    }
    c = (c as { cause?: unknown }).cause;
  }
  return '';
}

/** The server's own error text (OpenAI puts it in error.message), shortened and redacted. */
function serverDetail(e: APIError, apiKey: string | undefined): string {
  const body = e.error as { message?: unknown } | undefined;
  let text = typeof body?.message === 'string' ? body.message : '';
  if (!text && typeof e.error === 'string') text = e.error;
  // Redact before cutting (a key across the cut would leak its first half), escape after (an escape is never cut in half).
  text = redactSecret(text.replace(/\s+/g, ' ').trim(), apiKey);
  return quoted(text.length > 300 ? text.slice(0, 300) + '…' : text, apiKey);
}
