/**
 * The byte counting under the LLM client, on its own: lines are counted
 * across chunk boundaries (LF, CR or CRLF end them), a successful body over
 * its limit fails and stops the download, an error body is only cut.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { BodyTooLarge, cappedFetch } from '../../server/src/evaluation/llm/cappedFetch';

/** A fetch answering with these chunks; records whether the body was cancelled. */
function fakeFetch(chunks: string[], status = 200) {
  const seen = { cancelled: false, pulled: 0 };
  const fetch = async () => new Response(new ReadableStream<Uint8Array>({
    pull(ctrl) {
      if (seen.pulled >= chunks.length) return ctrl.close();
      ctrl.enqueue(new TextEncoder().encode(chunks[seen.pulled++]));
    },
    cancel() {
      seen.cancelled = true;
    },
  }, { highWaterMark: 0 }), { status });
  return { fetch, seen };
}

async function read(chunks: string[], limits: { maxBytes: number; maxLineBytes?: number }, status = 200) {
  const { fetch, seen } = fakeFetch(chunks, status);
  let flagged: BodyTooLarge | undefined;
  const res = await cappedFetch(limits, (e) => (flagged = e), fetch)('http://x/');
  let text: string | undefined;
  let error: unknown;
  try {
    text = await res.text();
  } catch (e) {
    error = e;
  }
  return { text, error, flagged, seen };
}

describe('cappedFetch', () => {
  it('passes a body within its limits unchanged, lines spanning chunks included', async () => {
    const r = await read(['data: abc', 'de\n\nda', 'ta: x\r\n', '\r\ndata: y\r'], { maxBytes: 100, maxLineBytes: 11 });
    assert.equal(r.text, 'data: abcde\n\ndata: x\r\n\r\ndata: y\r');
    assert.equal(r.flagged, undefined);
  });

  it('fails on a line longer than maxLineBytes, counted across chunks', async () => {
    const r = await read(['ok\nabcde', 'fghij', 'klm\n'], { maxBytes: 100, maxLineBytes: 10 });
    assert.ok(r.error, 'the body read fails');
    assert.match(r.flagged?.what ?? '', /event line is over/);
    assert.ok(r.seen.cancelled, 'the download is stopped');
  });

  it('fails on a body over maxBytes and reads no further', async () => {
    const r = await read(['x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60)], { maxBytes: 100 });
    assert.ok(r.error);
    assert.match(r.flagged?.what ?? '', /body is over/);
    assert.ok(r.seen.pulled <= 3, `pulled ${r.seen.pulled} chunks`);
  });

  it('cuts an error body instead of failing it, so its status still tells', async () => {
    const r = await read(['e'.repeat(40 * 1024), 'e'.repeat(40 * 1024), 'e'.repeat(40 * 1024)], { maxBytes: 1 }, 500);
    assert.equal(r.error, undefined);
    assert.equal(r.flagged, undefined);
    assert.equal(r.text?.length, 64 * 1024);
  });
});
