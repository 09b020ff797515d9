/**
 * Output of the commands that print what a model or an LLM server wrote
 * (generate, criteria, judge, compare): every text goes through
 * `terminalSafe` (io.ts's terminalIO), so a model's answer or a server's error body cannot drive
 * the terminal, and every retry wait is announced on stderr before it starts.
 */
import type { LlmOptions } from '../../api/llm';
import { retryNote } from '../../api/llm';
import type { CliIO } from './io';

/** The same IO with control characters escaped on both streams (newlines and tabs kept); main() applies it to every command too. */
export { terminalIO } from './io';

/** Adds the stderr announcement of each retry wait to LLM options. */
export function announcingRetries<T extends Partial<LlmOptions>>(llm: T, io: CliIO): T {
  return { ...llm, onRetry: (info) => io.stderr(`LLM: ${retryNote(info)}\n`) };
}
