/**
 * The answer's text out of what the OpenAI library hands back, streamed or
 * not, trusting nothing about its shape: any JSON may arrive. An answer is
 * only returned whole: one the model or the server did not finish (no finish
 * reason at the end of a stream, the token limit, a content filter) is an
 * error, so a cut-off draft can never be validated as if it were complete.
 * The caller checks its own timer and cancellation after the stream ends:
 * the library ends a stream quietly when its request is aborted.
 */
import { MAX_ANSWER_CHARS, sizeText } from './answerLimits';
import { LlmError } from './llmError';

export interface ReadOptions {
  /** Where the answer came from, for messages. */
  url: string;
  model: string;
  maxChars?: number;
  onToken?: (token: string) => void;
}

export interface StreamedAnswer {
  text: string;
  /** The last finish reason the stream gave; undefined when it gave none. */
  finish?: string;
  /** Whether any event arrived at all. */
  events: number;
}

/** Reads a stream of chunks; throws 'too-large' as soon as the text passes the cap. */
export async function readStream(chunks: AsyncIterable<unknown>, opts: ReadOptions): Promise<StreamedAnswer> {
  const max = opts.maxChars ?? MAX_ANSWER_CHARS;
  let text = '';
  let finish: string | undefined;
  let events = 0;
  for await (const chunk of chunks) {
    events++;
    const choice = firstChoice(chunk);
    if (!choice) continue; // e.g. a usage-only chunk with no choices
    const delta = (choice as { delta?: unknown }).delta;
    const piece = delta && typeof delta === 'object' ? (delta as { content?: unknown }).content : undefined;
    if (piece !== undefined && piece !== null && typeof piece !== 'string') throw badAnswer(opts, 'a stream event whose delta.content is not text');
    if (piece) {
      if (text.length + piece.length > max) throw tooLarge(opts, max);
      text += piece;
      opts.onToken?.(piece);
    }
    const reason = (choice as { finish_reason?: unknown }).finish_reason;
    if (typeof reason === 'string' && reason) finish = reason;
  }
  return { text, finish, events };
}

/** Checks a finished stream: it ended because the model finished, not because it was cut. */
export function streamedText(answer: StreamedAnswer, opts: ReadOptions): string {
  if (!answer.events) throw badAnswer(opts, 'a response with no stream events');
  if (!answer.finish) {
    throw new LlmError('truncated', `The answer from ${opts.url} ended before the model finished (the stream stopped after ${answer.text.length} characters without a finish reason).`);
  }
  checkFinish(answer.finish, opts);
  return answer.text;
}

/** The text of a non-streamed completion. */
export function completionText(completion: unknown, opts: ReadOptions): string {
  const choice = firstChoice(completion);
  if (!choice) throw badAnswer(opts, typeof completion === 'string' ? 'text that is not JSON' : 'JSON without choices[0]');
  const message = (choice as { message?: unknown }).message;
  const content = message && typeof message === 'object' ? (message as { content?: unknown }).content : undefined;
  if (content !== undefined && content !== null && typeof content !== 'string') throw badAnswer(opts, 'a choice whose message.content is not text');
  const reason = (choice as { finish_reason?: unknown }).finish_reason;
  // A whole JSON body was read, so a missing finish reason cuts nothing; some servers leave it out.
  if (typeof reason === 'string') checkFinish(reason, opts);
  const max = opts.maxChars ?? MAX_ANSWER_CHARS;
  if (content && content.length > max) throw tooLarge(opts, max);
  return content ?? '';
}

function checkFinish(reason: string, opts: ReadOptions): void {
  if (reason === 'length') {
    throw new LlmError('truncated', `The model "${opts.model}" stopped at its token limit (finish_reason "length"): the answer is cut off. Raise the server's output limit (max_tokens) or use a model with a longer context.`);
  }
  if (reason === 'content_filter') {
    throw new LlmError('truncated', `The answer from ${opts.url} was stopped by the provider's content filter (finish_reason "content_filter").`);
  }
}

function firstChoice(value: unknown): object | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const choices = (value as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return undefined;
  const first: unknown = choices[0];
  return first && typeof first === 'object' ? first : undefined;
}

/** `limit`: the text cap in characters, or what passed a byte limit ("body is over 4 MB"). */
export function tooLarge(opts: Pick<ReadOptions, 'url'>, limit: number | string): LlmError {
  const what = typeof limit === 'number' ? `longer than ${sizeText(limit)}` : `too large (its ${limit})`;
  return new LlmError('too-large', `The answer from ${opts.url} is ${what}; stopped reading it. An answer may hold up to ${sizeText(typeof limit === 'number' ? limit : MAX_ANSWER_CHARS)} of text (a task file is a few KB).`);
}

export function badAnswer(opts: Pick<ReadOptions, 'url'>, what: string): LlmError {
  return new LlmError('bad-answer', `The LLM at ${opts.url} sent ${what}: not an OpenAI chat answer. Check that the base URL is an OpenAI-compatible endpoint (it usually ends in /v1).`);
}
