/**
 * A `fetch` for the OpenAI client that counts the bytes of each response
 * body as the library reads them. The library itself buffers a whole JSON
 * answer (and a whole line of a stream) before looking at it, so this is the
 * only place where a 250 MB answer can be stopped before it is held.
 *
 * Over the limit, a successful response's body fails with `BodyTooLarge`
 * (and the connection is dropped), so no partial answer can pass for a whole
 * one. An error response's body is only quoted in a message: it is cut at
 * MAX_ERROR_BODY_BYTES instead, so its status still says what went wrong.
 */
import { MAX_ERROR_BODY_BYTES, sizeText } from './answerLimits';

export interface BodyLimits {
  /** Most bytes of a successful response's body. */
  maxBytes: number;
  /** Most bytes between two line ends (for streams of events); unlimited when absent. */
  maxLineBytes?: number;
}

export class BodyTooLarge extends Error {
  constructor(readonly what: string) {
    super(`the answer's ${what}`);
    this.name = 'BodyTooLarge';
  }
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** `onTooLarge` learns of the overflow even when the library swallows the body's error. */
export function cappedFetch(limits: BodyLimits, onTooLarge: (e: BodyTooLarge) => void, inner: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    // 204/205/304 have no body; a Response with one cannot even be built for them.
    if (!res.body || [204, 205, 304].includes(res.status)) return res;
    const max = res.ok ? limits.maxBytes : MAX_ERROR_BODY_BYTES;
    const reader = res.body.getReader();
    let total = 0;
    let line = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(ctrl) {
          const { done, value } = await reader.read();
          if (done) return ctrl.close();
          total += value.byteLength;
          let longest = 0;
          if (res.ok && limits.maxLineBytes) ({ longest, open: line } = scanLines(line, value));
          const over = total > max ? `body is over ${sizeText(max)}` : longest > limits.maxLineBytes! ? `event line is over ${sizeText(limits.maxLineBytes!)}` : undefined;
          if (!over) return ctrl.enqueue(value);
          // Stop the download either way; only the error body is passed on, cut.
          reader.cancel().catch(() => undefined);
          if (!res.ok) {
            ctrl.enqueue(value.subarray(0, Math.max(0, value.byteLength - (total - max))));
            return ctrl.close();
          }
          const e = new BodyTooLarge(over);
          onTooLarge(e);
          ctrl.error(e);
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      },
      // Read only as fast as the library asks: nothing piles up here.
      { highWaterMark: 0 },
    );
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/**
 * After `chunk`: the longest line it touched (the one open before it counts
 * with its earlier bytes) and the length of the line still open at its end.
 * A line ends at LF or CR, as SSE allows both. Lines wholly inside one chunk
 * are shorter than the chunk, which the total limit bounds already.
 */
function scanLines(open: number, chunk: Uint8Array): { longest: number; open: number } {
  const last = Math.max(chunk.lastIndexOf(10), chunk.lastIndexOf(13));
  if (last < 0) return { longest: open + chunk.byteLength, open: open + chunk.byteLength };
  const lf = chunk.indexOf(10);
  const cr = chunk.indexOf(13);
  const first = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
  const tail = chunk.byteLength - last - 1;
  return { longest: Math.max(open + first, tail), open: tail };
}
