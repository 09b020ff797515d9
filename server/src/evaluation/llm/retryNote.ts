/** What the command line prints and the editor shows before each retry wait. */
export interface RetryInfo {
  /** 1 for the first retry. */
  attempt: number;
  /** Retries allowed in all. */
  of: number;
  delayMs: number;
  /** Why the last attempt failed (a message of the LLM layer). */
  reason: string;
}

/** "The LLM at … is rate limiting requests (429 Too Many Requests). Retrying in 2 s (retry 1 of 3)." */
export function retryNote(info: RetryInfo): string {
  const secs = Math.round(info.delayMs / 100) / 10;
  return `${info.reason} Retrying in ${secs} s (retry ${info.attempt} of ${info.of}).`;
}
