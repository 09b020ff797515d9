/**
 * A small OpenAI-compatible chat client for the judge, kept separate from the
 * general LLM layer so the judge does not depend on it.
 */
import OpenAI from 'openai';

export interface JudgeClientOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export type ChatPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: 'low' | 'high' | 'auto' } };

export interface ChatMessage {
  role: 'system' | 'user';
  content: string | ChatPart[];
}

/** Sends one chat completion and returns the reply text. */
export async function chatOnce(opts: JudgeClientOptions, messages: ChatMessage[]): Promise<string> {
  const client = new OpenAI({
    baseURL: opts.baseUrl,
    // Local servers accept any key; the SDK insists on a non-empty one.
    apiKey: opts.apiKey || 'not-needed',
    timeout: opts.timeoutMs ?? 120_000,
    maxRetries: 0,
  });
  const res = await client.chat.completions.create({
    model: opts.model,
    temperature: 0,
    messages: messages as OpenAI.Chat.Completions.ChatCompletionMessageParam[],
  });
  const text = res.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) throw new Error('the judge model returned an empty reply');
  return text;
}
