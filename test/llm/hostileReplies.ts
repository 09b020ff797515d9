/**
 * Hostile answers for the fake OpenAI server: streams the client's timer cuts
 * off, streams that never end, floods far beyond any sane answer, streams the
 * server drops mid-answer. Each writes its response through the fake server's
 * `custom` reply and records what it managed to send, so a test can tell
 * whether the client stopped reading early.
 */
import type * as http from 'http';
import type { FakeReply } from './fakeOpenAI';

/** What a hostile reply sent before it ended or the client hung up. */
export interface SendStats {
  bytesWritten: number;
  /** True when the client closed the connection before the reply had sent everything. */
  clientClosed: boolean;
  /** Date.now() when the reply ended, either way. */
  endedAt?: number;
}

export const newStats = (): SendStats => ({ bytesWritten: 0, clientClosed: false });

const base = (model: string) => ({ id: 'chatcmpl-hostile', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model });

/** One SSE event carrying `content` (and a finish reason when given). */
export function sseEvent(model: string, content: string | undefined, finish: string | null = null): string {
  const delta = content === undefined ? {} : { content };
  return `data: ${JSON.stringify({ ...base(model), choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function sseHead(res: http.ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
}

function pieces(text: string): string[] {
  return text.match(/[\s\S]{1,7}/g) ?? [];
}

/** Streams `content` in small tokens, then stays silent with the connection open: the client's timer must end it. */
export function streamThenStall(content: string): FakeReply {
  return {
    kind: 'custom',
    handle: (res, body) => {
      sseHead(res);
      for (const p of pieces(content)) res.write(sseEvent(body?.model ?? 'test', p));
    },
  };
}

/** Streams `content`, then ends the response without a finish reason or [DONE], as a dropped connection through a proxy does. */
export function streamWithoutFinish(content: string): FakeReply {
  return {
    kind: 'custom',
    handle: (res, body) => {
      sseHead(res);
      for (const p of pieces(content)) res.write(sseEvent(body?.model ?? 'test', p));
      res.end();
    },
  };
}

/** Streams `content` and ends with the given finish reason ('length' = the model hit its token limit). */
export function streamFinishing(content: string, finish: string): FakeReply {
  return {
    kind: 'custom',
    handle: (res, body) => {
      sseHead(res);
      for (const p of pieces(content)) res.write(sseEvent(body?.model ?? 'test', p));
      res.write(sseEvent(body?.model ?? 'test', undefined, finish));
      res.write('data: [DONE]\n\n');
      res.end();
    },
  };
}

/** A token every `everyMs` forever (until the client hangs up): a model that never stops talking. */
export function streamEndless(piece: string, everyMs: number, stats: SendStats = newStats()): FakeReply {
  return {
    kind: 'custom',
    handle: (res, body) => {
      sseHead(res);
      const timer = setInterval(() => {
        const chunk = sseEvent(body?.model ?? 'test', piece);
        stats.bytesWritten += chunk.length;
        res.write(chunk);
      }, everyMs);
      res.on('close', () => {
        clearInterval(timer);
        stats.clientClosed = true;
        stats.endedAt = Date.now();
      });
    },
  };
}

/**
 * Writes `head`, then `unit` over and over as fast as the client reads (it
 * waits for 'drain'), until `totalBytes` went out or the client hung up, then
 * `tail`. Nothing of that size is ever held in memory: the same small unit is
 * written again and again.
 */
function flood(res: http.ServerResponse, head: string, unit: string, tail: string, totalBytes: number, stats: SendStats): void {
  let closed = false;
  res.on('close', () => {
    closed = true;
    stats.endedAt ??= Date.now();
    if (stats.bytesWritten < totalBytes) stats.clientClosed = true;
  });
  res.write(head);
  stats.bytesWritten += head.length;
  const pump = () => {
    while (!closed && stats.bytesWritten < totalBytes) {
      stats.bytesWritten += unit.length;
      if (!res.write(unit)) return void res.once('drain', pump);
    }
    if (!closed) {
      res.end(tail);
      stats.endedAt = Date.now();
    }
  };
  pump();
}

/** A streamed answer of `totalBytes` bytes of SSE (each event ~1 KB of text). */
export function streamFlood(totalBytes: number, stats: SendStats, text = 'A'.repeat(1024)): FakeReply {
  return {
    kind: 'custom',
    handle: (res, body) => {
      sseHead(res);
      const unit = sseEvent(body?.model ?? 'test', text);
      flood(res, '', unit, sseEvent(body?.model ?? 'test', undefined, 'stop') + 'data: [DONE]\n\n', totalBytes, stats);
    },
  };
}

/** A non-streamed JSON answer whose `content` is `totalBytes` long (sent chunked, without a length). */
export function jsonFlood(totalBytes: number, stats: SendStats): FakeReply {
  return {
    kind: 'custom',
    handle: (res, body) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const head = `{"id":"chatcmpl-hostile","object":"chat.completion","created":1,"model":${JSON.stringify(body?.model ?? 'test')},"choices":[{"index":0,"message":{"role":"assistant","content":"`;
      flood(res, head, 'A'.repeat(64 * 1024), '"},"finish_reason":"stop"}]}', totalBytes, stats);
    },
  };
}
