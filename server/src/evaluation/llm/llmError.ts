/**
 * Errors of the LLM layer, with messages meant for a human who set a base URL,
 * a model and a key. No message ever contains the API key: every text that may
 * come from elsewhere goes through `redactSecret` first, and `quoted` as well,
 * so a server's text cannot smuggle terminal escapes into a message.
 */
import { terminalSafe } from '../../util/terminalText';

export type LlmErrorKind =
  | 'auth'          // 401 / 403: bad or missing key
  | 'not-found'     // 404: wrong model name or base URL
  | 'rate-limit'    // 429 after all retries
  | 'server'        // 5xx after all retries
  | 'bad-request'   // other 4xx
  | 'timeout'
  | 'network'       // connection refused, DNS, reset
  | 'cancelled'
  | 'empty'         // the model answered nothing
  | 'too-large'     // the answer passed the size cap (answerLimits.ts); reading stopped there
  | 'truncated'     // the answer was cut off: the stream broke, the token limit or a filter stopped it
  | 'bad-answer'    // a 200 whose body is not an OpenAI chat answer
  | 'config';       // our own options are unusable (no model, bad URL)

export class LlmError extends Error {
  constructor(readonly kind: LlmErrorKind, message: string, readonly status?: number) {
    super(message);
    this.name = 'LlmError';
  }
}

/** Replaces every occurrence of the secret (and of a Bearer header carrying it) in a text. */
export function redactSecret(text: string, secret: string | undefined): string {
  let out = text.replace(/Bearer\s+[^\s"',;]+/gi, 'Bearer ***');
  if (secret && secret.length >= 4) out = out.split(secret).join('***');
  return out;
}

/** Text from the server or the network, made fit for a one-line message: whitespace runs as one space, no secret, control characters escaped. */
export function quoted(text: string, secret: string | undefined): string {
  return terminalSafe(redactSecret(text.replace(/\s+/g, ' ').trim(), secret));
}

/** The base URL as shown in messages: without user:password@ or query strings that may hold tokens. */
export function displayUrl(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    u.username = '';
    u.password = '';
    u.search = '';
    u.hash = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return baseUrl;
  }
}
