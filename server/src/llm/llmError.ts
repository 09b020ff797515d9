/**
 * Errors of the LLM layer, with messages meant for a human who set a base URL,
 * a model and a key. No message ever contains the API key: every text that may
 * come from elsewhere goes through `redactSecret` first.
 */
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
