import type { LlmOptions } from './llmClient';
import { MAX_SECONDS, parseSeconds } from '../../util/timeLimits';

/** LLM settings from command-line flags, falling back to the usual OpenAI environment variables. */
export interface LlmFlags {
  baseUrl?: string;
  model?: string;
  temperature?: string;
  timeoutSeconds?: string;
}

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_MODEL = 'gpt-4o-mini';

export function llmOptionsFrom(flags: LlmFlags, env: NodeJS.ProcessEnv): LlmOptions {
  const num = (v: string | undefined, name: string): number | undefined => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number, got "${v}"`);
    return n;
  };
  // Above 0 and at most an hour (util/timeLimits.ts): the SDK's own timer would overflow to 1 ms past 2^31-1 ms.
  const rawTimeout = flags.timeoutSeconds ?? env.MCU_LLM_TIMEOUT;
  const timeout = rawTimeout === undefined ? undefined
    : parseSeconds(rawTimeout, flags.timeoutSeconds !== undefined ? '--timeout' : 'MCU_LLM_TIMEOUT', MAX_SECONDS.llm);
  return {
    baseUrl: flags.baseUrl || env.OPENAI_BASE_URL || DEFAULT_BASE_URL,
    apiKey: env.OPENAI_API_KEY || undefined,
    model: flags.model || env.OPENAI_MODEL || DEFAULT_MODEL,
    temperature: num(flags.temperature, 'temperature') ?? 0.7,
    timeoutMs: timeout !== undefined ? timeout * 1000 : 60_000,
  };
}
