import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { setLongTimeout } from '../util/longTimer';
import { MAX_SECONDS, secondsProblem } from '../util/timeLimits';
import { backoffDelay, BackoffOptions, retryAfterMs, sleep } from './backoff';
import { displayUrl, LlmError, redactSecret } from './llmError';
import { ownValue } from '../util/ownTable';

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
  /** Whole-request limit, streaming included (default 60 s). Timeouts are not retried. */
  timeoutMs?: number;
  /** Retries after 429, 5xx and network errors (default 3). */
  maxRetries?: number;
  /** Stream the answer; defaults to true when onToken is given. */
  stream?: boolean;
  onToken?: (token: string) => void;
  signal?: AbortSignal;
  /** Told before each retry wait, e.g. to show "rate limited, retrying in 2 s". */
  onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void;
}

interface Failure {
  error: LlmError;
  retryable: boolean;
  requestedDelayMs?: number;
}

/** One chat completion with retries, timeout and cancellation; resolves to the answer text. */
export async function chatComplete(messages: ChatMessage[], opts: LlmOptions): Promise<string> {
  if (!opts.model) throw new LlmError('config', 'No model is set (setting mcu.llm.model or --model).');
  if (!/^https?:\/\//i.test(opts.baseUrl || '')) {
    throw new LlmError('config', `The LLM base URL "${displayUrl(opts.baseUrl || '')}" is not an http(s) URL.`);
  }
  // Every caller's limit (flags, environment, settings over the protocol) is checked here once: past
  // 2^31-1 ms the SDK's timer would fire after 1 ms and every request would "time out" at once.
  const timeoutProblem = opts.timeoutMs === undefined ? undefined : secondsProblem(opts.timeoutMs / 1000, 'The LLM time limit', MAX_SECONDS.llm);
  if (timeoutProblem) throw new LlmError('config', `${timeoutProblem}.`);
  const client = new OpenAI({
    baseURL: opts.baseUrl.replace(/\/+$/, ''),
    // The SDK insists on a key; local servers ignore whatever is sent.
    apiKey: opts.apiKey || 'no-key',
    maxRetries: 0,
    timeout: (opts.timeoutMs ?? 60_000) + 5_000,
  });
  const maxRetries = Math.max(0, opts.maxRetries ?? 3);
  for (let attempt = 0; ; attempt++) {
    if (opts.signal?.aborted) throw cancelled();
    let failure: Failure;
    try {
      return await attemptOnce(client, messages, opts);
    } catch (e) {
      failure = classify(e, opts);
    }
    if (!failure.retryable || attempt >= maxRetries) {
      if (failure.retryable) throw finalError(failure, attempt, opts);
      throw failure.error;
    }
    const delayMs = backoffDelay(attempt, failure.requestedDelayMs, opts);
    opts.onRetry?.({ attempt: attempt + 1, delayMs, reason: failure.error.message });
    try {
      await sleep(delayMs, opts.signal);
    } catch {
      throw cancelled();
    }
  }
}

class TimedOut extends Error {}

async function attemptOnce(client: OpenAI, messages: ChatMessage[], opts: LlmOptions): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setLongTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? 60_000);
  const onUserAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onUserAbort, { once: true });
  const stream = opts.stream ?? !!opts.onToken;
  try {
    const body = { model: opts.model, messages: messages as OpenAI.Chat.Completions.ChatCompletionMessageParam[], temperature: opts.temperature ?? 0.7 };
    const reqOpts = { signal: controller.signal, maxRetries: 0 };
    if (stream) {
      const chunks = await client.chat.completions.create({ ...body, stream: true }, reqOpts);
      let text = '';
      for await (const chunk of chunks) {
        const piece = chunk.choices?.[0]?.delta?.content;
        if (piece) {
          text += piece;
          opts.onToken?.(piece);
        }
      }
      return nonEmpty(text, opts);
    }
    const completion = await client.chat.completions.create({ ...body, stream: false }, reqOpts);
    return nonEmpty(completion.choices?.[0]?.message?.content ?? '', opts);
  } catch (e) {
    if (timedOut) throw new TimedOut();
    throw e;
  } finally {
    timer.clear();
    opts.signal?.removeEventListener('abort', onUserAbort);
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
  return { error: new LlmError('network', `The LLM request to ${url} failed: ${redactSecret(msg, opts.apiKey)}`), retryable: false };
}

function finalError(f: Failure, retries: number, opts: LlmOptions): LlmError {
  const tail = retries > 0 ? ` Gave up after ${retries} ${retries === 1 ? 'retry' : 'retries'}.` : '';
  const hint = f.error.kind === 'rate-limit' ? ' Wait a little and try again.' : '';
  return new LlmError(f.error.kind, redactSecret(f.error.message + tail + hint, opts.apiKey), f.error.status);
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
  text = redactSecret(text.replace(/\s+/g, ' ').trim(), apiKey);
  return text.length > 300 ? text.slice(0, 300) + '…' : text;
}
