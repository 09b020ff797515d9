/**
 * How much of an answer the LLM client reads. A task file is 1–5 KB, judging
 * criteria 2–4 KB, a judge's scores under 2 KB; a reasoning model's <think>
 * block adds a few tens of KB. 256 KB of text is fifty times the largest
 * answer we use and still cheap to hold, validate and show: beyond it an
 * answer is a broken or hostile server, not a draft.
 */
export const MAX_ANSWER_CHARS = 256 * 1024;

/**
 * Bytes on the wire, checked before the OpenAI library buffers or parses
 * anything. A JSON answer carries its text at most ~6 bytes a character
 * (\u escapes) plus a small envelope. A stream wraps every token (3–4
 * characters) in an event of 200–400 bytes, and reasoning models stream
 * their thinking in events that carry no answer text, so a stream gets much
 * more room; the library never holds more than one line of it, and no line
 * (one event) may exceed MAX_LINE_BYTES.
 */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;
export const MAX_STREAM_BYTES = 64 * 1024 * 1024;
export const MAX_LINE_BYTES = 1024 * 1024;
/** An error body is only quoted (300 characters of it): the rest is not read. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** 262144 → "256 KB", 67108864 → "64 MB". */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
