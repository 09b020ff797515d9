/**
 * A local OpenAI-compatible chat server for tests (the one allowed stand-in).
 * Each test scripts the replies in order; once the script runs out, the last
 * reply repeats. Every request body is recorded so tests can assert what our
 * layer sent (e.g. that a repair round quoted the validator's messages).
 */
import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import type { AddressInfo } from 'net';

export type FakeReply =
  | { kind: 'answer'; content: string }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  /** Decides from the request (e.g. the task it asks for): for tests whose requests arrive in parallel. */
  | { kind: 'dynamic'; reply: (body: any) => FakeReply }
  /** Answers after a pause, so parallel requests really overlap. */
  | { kind: 'delay'; ms: number; reply: FakeReply }
  /** Answers as if the body came from elsewhere (e.g. non-JSON text with a 200). */
  | { kind: 'raw'; status: number; body: string; contentType?: string }
  /** Writes the response itself (hostile answers: floods, trickles, cut-off streams); see hostileReplies.ts. */
  | { kind: 'custom'; handle: (res: http.ServerResponse, body: any) => void };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** The raw body text, for "does it contain …" assertions. */
  raw: string;
}

export interface FakeServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Most chat requests that were open at the same time. */
  maxInFlight: number;
  /** Replace the script. */
  script(replies: FakeReply[]): void;
  close(): Promise<void>;
}

export const answer = (content: string): FakeReply => ({ kind: 'answer', content });
export const status = (code: number, message = 'error', headers?: Record<string, string>): FakeReply => ({
  kind: 'status', status: code, body: { error: { message, type: 'test_error', code: null } }, headers,
});
export const hang = (): FakeReply => ({ kind: 'hang' });
export const dynamic = (reply: (body: any) => FakeReply): FakeReply => ({ kind: 'dynamic', reply });
export const delay = (ms: number, reply: FakeReply): FakeReply => ({ kind: 'delay', ms, reply });

export async function startFakeOpenAI(initial: FakeReply[] = []): Promise<FakeServer> {
  let replies = [...initial];
  let next = 0;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  let inFlight = 0;
  const stats = { maxInFlight: 0 };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, raw });
      inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
      res.on('close', () => inFlight--);
      if (req.method !== 'POST' || !(req.url ?? '').endsWith('/v1/chat/completions')) {
        return send(res, 404, { error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } });
      }
      const reply = replies.length ? replies[Math.min(next++, replies.length - 1)] : answer('');
      respond(res, reply, body);
    });
  });

  function respond(res: http.ServerResponse, reply: FakeReply, body: any): void {
    switch (reply.kind) {
      case 'dynamic':
        return respond(res, reply.reply(body), body);
      case 'delay':
        setTimeout(() => respond(res, reply.reply, body), reply.ms);
        return;
      case 'hang':
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      case 'status':
        return send(res, reply.status, reply.body ?? {}, reply.headers);
      case 'custom':
        // Such a response may never end by itself: close() destroys it like a hang.
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return reply.handle(res, body);
      case 'raw':
        res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/plain' });
        res.end(reply.body);
        return;
      case 'answer':
        if (body?.stream) return streamAnswer(res, reply.content, body.model);
        return send(res, 200, {
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body?.model ?? 'test',
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
    }
  }

  function streamAnswer(res: http.ServerResponse, content: string, model: string): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    // Split into small pieces so a consumer really sees several tokens.
    const pieces = content.match(/[\s\S]{1,7}/g) ?? [];
    const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`);
    for (const p of pieces) {
      res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })}\n\n`);
    }
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    res.write('data: [DONE]\n\n');
    res.end();
  }

  function send(res: http.ServerResponse, code: number, json: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(code, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(json));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return stats.maxInFlight;
    },
    set maxInFlight(n: number) {
      stats.maxInFlight = n;
    },
    script(r: FakeReply[]) {
      replies = [...r];
      next = 0;
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections?.();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Text of every message of a recorded chat request, joined. */
export function messagesText(req: RecordedRequest): string {
  const msgs: { content?: unknown }[] = req.body?.messages ?? [];
  return msgs.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');
}

/**
 * The usual setup of the CLI tests: a fake model and a scratch folder for the
 * enclosing describe, both gone afterwards. `use` receives them in `before`.
 */
export function withFakeModelAndFolder(prefix: string, use: (fake: FakeServer, tmp: string) => void, initial: FakeReply[] | (() => FakeReply[]) = []): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { before, after } = require('node:test') as typeof import('node:test');
  let fake: FakeServer | undefined;
  let tmp: string | undefined;
  before(async () => {
    fake = await startFakeOpenAI(typeof initial === 'function' ? initial() : initial);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    use(fake, tmp);
  });
  after(async () => {
    await fake?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });
}
