/**
 * The LLM-answer fuzz family (issue 25, item 8): hostile answers of an
 * OpenAI-compatible server, built from a seed. Each case is a reply for the
 * fake server (test/llm/fakeOpenAI.ts) plus what the client must make of it:
 * 'ok' (the exact text comes back), 'fail' (an error: the answer was cut,
 * huge, endless or not an answer) or 'any' (either, but never a crash).
 * Every reply answers in the form asked for: events for a streamed request,
 * one JSON body otherwise.
 */
import type * as http from 'http';
import type { Rng } from '../bench/prng';
import type { FakeReply } from '../llm/fakeOpenAI';
import { newStats, SendStats, sseEvent } from '../llm/hostileReplies';
import { CRITERIA_OK, fenced, GOOD_FURNACE } from '../llm/taskFixtures';

export type Pipeline = 'chat-stream' | 'chat-json' | 'generate' | 'criteria';
export const PIPELINES: Pipeline[] = ['chat-stream', 'chat-json', 'generate', 'criteria'];

export interface LlmAnswerCase {
  /** Family and variant, e.g. "huge/json-content 212 MB". */
  name: string;
  reply: FakeReply;
  expect: 'ok' | 'fail' | 'any';
  /** The answer's whole text, which an 'ok' chat case must return exactly. */
  text: string;
  /** For floods: what the server got out before the client hung up. */
  stats?: SendStats;
  /** The flood's full size: the client must have stopped reading long before. */
  floodBytes?: number;
}

export const FUZZ_KEY = 'sk-fuzz-SECRET-5f3a9c0e7d';
const MB = 1024 * 1024;
const CONTROL = ['\u0000', '\u0007', '\u0008', '\u000b', '\u001b[2J', '\u001b]0;owned\u0007', '\u001b[31m', '\r', '\u007f', '\u009b31m', '\u0085', '\u2028', '\ud800', '\udfff', '\r\n  fixed: everything'];

/** The text a model would write for this pipeline (what a naive client would accept). */
function contentFor(p: Pipeline, rng: Rng): string {
  if (p === 'generate') return fenced(GOOD_FURNACE);
  if (p === 'criteria') return CRITERIA_OK;
  return rng.pick(['craft a furnace', 'ünïcödé ✓ 𝔘 名前', 'line one\nline two\n', GOOD_FURNACE, 'x'.repeat(rng.int(1, 3000))]);
}

const completion = (model: string, content: unknown, finish: unknown = 'stop', extra: object = {}) =>
  JSON.stringify({ id: 'chatcmpl-fuzz', object: 'chat.completion', created: 1, model, choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }], ...extra });

function tokens(text: string, rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    let n = rng.int(1, 12);
    // Never split a surrogate pair: a real server sends whole characters.
    if (/[\ud800-\udbff]/.test(text[i + n - 1] ?? '')) n++;
    out.push(text.slice(i, i + n));
    i += n;
  }
  return out;
}

/** Writes `data` in random small pieces (multi-byte characters split across writes). */
function writeInPieces(res: http.ServerResponse, data: Buffer, rng: Rng): void {
  for (let i = 0; i < data.length; ) {
    const n = rng.int(1, 400);
    res.write(data.subarray(i, i + n));
    i += n;
  }
}

const sseHead = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });
const jsonHead = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' });

/** A custom reply that answers in the form the request asked for. */
function either(stream: (res: http.ServerResponse, model: string) => void, json: (res: http.ServerResponse, model: string) => void): FakeReply {
  return { kind: 'custom', handle: (res, body) => (body?.stream ? stream : json)(res, body?.model ?? 'fuzz') };
}

/** A whole answer in legal but unusual framing: CRLF or CR line ends, comments, no space after "data:", a usage chunk, byte-split writes. */
function benign(text: string, rng: Rng): FakeReply {
  const eol = rng.pick(['\n', '\r\n', '\r']);
  const data = rng.pick(['data: ', 'data:']);
  return either(
    (res, model) => {
      sseHead(res);
      let out = `: keep-alive${eol}${eol}`;
      out += `${data}${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}${eol}${eol}`;
      for (const t of tokens(text, rng)) {
        out += sseEvent(model, t).replace(/^data: /, data).replace(/\n/g, eol);
        if (rng.chance(0.1)) out += `: ping${eol}${eol}`;
      }
      out += sseEvent(model, undefined, 'stop').replace(/^data: /, data).replace(/\n/g, eol);
      if (rng.chance(0.5)) out += `${data}${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model, choices: [], usage: { total_tokens: 3 } })}${eol}${eol}`;
      if (rng.chance(0.8)) out += `${data}[DONE]${eol}${eol}`;
      writeInPieces(res, Buffer.from(out), rng);
      res.end();
    },
    (res, model) => {
      jsonHead(res);
      const body = rng.chance(0.5) ? completion(model, text) : JSON.stringify(JSON.parse(completion(model, text, 'stop', { system_fingerprint: 'fp', extra: { nested: [1, 2] } })), null, 2);
      writeInPieces(res, Buffer.from(body), rng);
      res.end();
    },
  );
}

/** The answer with its tail missing, in one of the ways that happens. */
function cutOff(text: string, rng: Rng): { name: string; reply: FakeReply } {
  const toks = tokens(text, rng);
  const k = rng.int(Math.max(0, toks.length - 3), toks.length);
  const part = toks.slice(0, k);
  const how = rng.pick(['stall', 'no-finish', 'length', 'content_filter', 'destroy']);
  const reply = either(
    (res, model) => {
      sseHead(res);
      for (const t of part) res.write(sseEvent(model, t));
      if (how === 'no-finish') res.end();
      else if (how === 'length' || how === 'content_filter') res.end(sseEvent(model, undefined, how) + 'data: [DONE]\n\n');
      else if (how === 'destroy') setTimeout(() => res.destroy(), 20);
      // 'stall': stays open and silent until the client hangs up.
    },
    (res, model) => {
      const whole = completion(model, text, how === 'length' || how === 'content_filter' ? how : 'stop');
      if (how === 'length' || how === 'content_filter') return void res.writeHead(200, { 'content-type': 'application/json' }).end(whole);
      jsonHead(res);
      res.write(whole.slice(0, rng.int(1, whole.length - 1)));
      if (how === 'no-finish') res.end();
      else if (how === 'destroy') setTimeout(() => res.destroy(), 20);
    },
  );
  return { name: `cut/${how} after ${k} of ${toks.length} tokens`, reply };
}

/** Far more than any answer, written without holding it: the same unit again and again until the client hangs up. */
function huge(rng: Rng, stats: SendStats, streamed: boolean): { name: string; reply: FakeReply; bytes: number } {
  const bytes = rng.int(5, 300) * MB;
  const how = rng.pick(streamed ? ['events', 'one-line', 'no-content'] : ['json-content', 'json-other']);
  const pump = (res: http.ServerResponse, head: string, unit: string) => {
    let closed = false;
    res.on('close', () => {
      closed = true;
      stats.clientClosed = stats.bytesWritten < bytes;
      stats.endedAt = Date.now();
    });
    res.write(head);
    const go = () => {
      while (!closed && stats.bytesWritten < bytes) {
        stats.bytesWritten += unit.length;
        if (!res.write(unit)) return void res.once('drain', go);
      }
      if (!closed) res.end();
    };
    go();
  };
  const size = rng.int(64, 4096);
  const reply = either(
    (res, model) => {
      sseHead(res);
      if (how === 'one-line') return pump(res, `data: {"choices":[{"index":0,"delta":{"content":"`, 'A'.repeat(64 * 1024));
      if (how === 'no-content') return pump(res, '', `data: ${JSON.stringify({ choices: [{ index: 0, delta: { reasoning_content: 'r'.repeat(size) }, finish_reason: null }] })}\n\n`);
      pump(res, '', sseEvent(model, 'A'.repeat(size)));
    },
    (res, model) => {
      jsonHead(res);
      const head = how === 'json-other' ? `{"padding":"` : `{"id":"x","model":${JSON.stringify(model)},"choices":[{"index":0,"message":{"role":"assistant","content":"`;
      pump(res, head, 'A'.repeat(64 * 1024));
    },
  );
  return { name: `huge/${how} ${bytes / MB} MB`, reply, bytes };
}

/** Never finishes: a token (or a byte) now and then, or headers that never come. */
function endless(rng: Rng): { name: string; reply: FakeReply } {
  const every = rng.int(5, 60);
  const how = rng.pick(['trickle', 'silent-headers']);
  const trickle = (res: http.ServerResponse, unit: () => string) => {
    const timer = setInterval(() => res.write(unit()), every);
    res.on('close', () => clearInterval(timer));
  };
  const reply: FakeReply = how === 'silent-headers'
    ? { kind: 'custom', handle: () => undefined }
    : either(
      (res, model) => { sseHead(res); trickle(res, () => sseEvent(model, 'still thinking… ')); },
      (res) => { jsonHead(res); res.write('{"choices":[{"message":{"content":"'); trickle(res, () => 'a'); },
    );
  return { name: `endless/${how} every ${every} ms`, reply };
}

/** A whole answer sent slowly, in ten bursts over a quarter of the timeout. */
function slowButDone(text: string, rng: Rng, timeoutMs: number): { name: string; reply: FakeReply } {
  const toks = tokens(text, rng);
  const every = Math.max(1, Math.floor(timeoutMs / 40));
  const burst = Math.ceil(toks.length / 10);
  const reply = either(
    (res, model) => {
      sseHead(res);
      let i = 0;
      const timer = setInterval(() => {
        for (const t of toks.slice(i, i + burst)) res.write(sseEvent(model, t));
        i += burst;
        if (i < toks.length) return;
        clearInterval(timer);
        res.end(sseEvent(model, undefined, 'stop') + 'data: [DONE]\n\n');
      }, every);
      res.on('close', () => clearInterval(timer));
    },
    (res, model) => void setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model, text)), every * 10),
  );
  return { name: `slow/${toks.length} tokens in 10 bursts every ${every} ms`, reply };
}

/** Control characters (and lone surrogates) inside an otherwise good answer. */
function withControls(text: string, rng: Rng): string {
  let out = text;
  for (let n = rng.int(1, 6); n > 0; n--) {
    const at = rng.int(0, out.length);
    out = out.slice(0, at) + rng.pick(CONTROL) + out.slice(at);
  }
  return out;
}

/** Bytes that are not UTF-8 inside the answer's text. */
function invalidUtf8(text: string, rng: Rng): FakeReply {
  const bad = rng.pick([[0xff], [0xfe, 0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0x80], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80]]);
  const splice = (json: string) => {
    const at = json.indexOf('content') + 11;
    return Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from(bad), Buffer.from(json.slice(at))]);
  };
  return either(
    (res, model) => {
      sseHead(res);
      res.write(splice(sseEvent(model, text)));
      res.end(sseEvent(model, undefined, 'stop') + 'data: [DONE]\n\n');
    },
    (res, model) => {
      jsonHead(res);
      res.end(splice(completion(model, text)));
    },
  );
}

/** 200 answers that are not chat answers. */
function wrongShape(rng: Rng): { name: string; reply: FakeReply } {
  const bodies = ['null', '[]', '{}', '42', '"just text"', '{"choices":null}', '{"choices":"abc"}', '{"choices":[null]}', '{"choices":[{"message":null}]}',
    '{"choices":[{"message":{"content":42}}]}', '{"choices":[{"message":{"content":["a"]}}]}', '{"choices":[{"message":{"content":{"text":"a"}}}]}', '{"choices":[{"message":{"content":null}}]}', '{"choices":[{"message":{"content":""}}]}', '{"choices":[{"message":{"content":"  \\n "}}]}'];
  const events = ['data: 42', 'data: null', 'data: {"choices":"x"}', 'data: {"choices":[{"delta":{"content":5}}]}', 'data: not json', 'data: {"error":{"message":"boom"}}',
    'data: [DONE]', 'event: ping', 'data: {"choices":[{"delta":{"content":{"a":1}},"finish_reason":"stop"}]}', 'data: {"choices":[{"delta":{},"finish_reason":"stop"}]}'];
  const body = rng.pick(bodies);
  const event = rng.pick(events);
  const asHtml = rng.chance(0.15);
  const reply = either(
    (res) => {
      sseHead(res);
      res.end(`${event}\n\n`);
    },
    (res) => {
      if (asHtml) return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Welcome to nginx!</body></html>');
      jsonHead(res);
      res.end(body);
    },
  );
  return { name: `shape/${asHtml ? 'html' : body} | ${event}`, reply };
}

const RETRY_AFTER = ['0', '1', '0.3', '999999', '-5', 'abc', '1e9', 'Wed, 21 Oct 2015 07:28:00 GMT', new Date(Date.now() + 3600e3).toUTCString(), '', ' 2 ', '99999999999999999999'];

/** An odd status, with an error body quoting the key and control characters, and odd Retry-After headers. */
function oddStatus(rng: Rng): { name: string; reply: FakeReply } {
  const code = rng.chance(0.5) ? rng.pick([201, 202, 204, 206, 301, 302, 304, 307, 400, 401, 403, 404, 405, 408, 409, 413, 418, 422, 429, 451, 500, 502, 503, 504, 599]) : rng.int(200, 599);
  const headers: Record<string, string> = { 'content-type': rng.pick(['application/json', 'text/plain', 'text/html']) };
  if (rng.chance(0.6)) headers['retry-after'] = rng.pick(RETRY_AFTER);
  if (rng.chance(0.3)) headers['retry-after-ms'] = rng.pick(RETRY_AFTER);
  const message = withControls(`error for key ${FUZZ_KEY}: Bearer ${FUZZ_KEY}`, rng) + (rng.chance(0.2) ? 'E'.repeat(rng.int(1, 2 * MB)) : '');
  const body = rng.pick([JSON.stringify({ error: { message, type: 'x' } }), message, '', JSON.stringify({ error: message })]);
  const reply: FakeReply = {
    kind: 'custom',
    handle: (res) => {
      res.writeHead(code, headers);
      res.end([204, 304].includes(code) ? undefined : body);
    },
  };
  return { name: `status/${code} retry-after=${JSON.stringify(headers['retry-after'] ?? null)} retry-after-ms=${JSON.stringify(headers['retry-after-ms'] ?? null)} body ${body.length} B`, reply };
}

/** One case for `pipeline`; `timeoutMs` is the request timeout the runner will use. */
export function llmAnswerCase(rng: Rng, pipeline: Pipeline, timeoutMs: number): LlmAnswerCase {
  const text = contentFor(pipeline, rng);
  switch (rng.int(0, 9)) {
    case 0: return { name: 'benign/framing', reply: benign(text, rng), expect: 'ok', text };
    case 1: return { ...slowButDone(text, rng, timeoutMs), expect: 'ok', text };
    case 2:
    case 3: return { ...cutOff(text, rng), expect: 'fail', text };
    case 4: {
      const stats = newStats();
      const h = huge(rng, stats, pipeline === 'chat-stream');
      return { name: h.name, reply: h.reply, expect: 'fail', text, stats, floodBytes: h.bytes };
    }
    case 5: return { ...endless(rng), expect: 'fail', text };
    case 6: {
      const hostile = withControls(text, rng);
      // The chat pipelines hand the text back as it is; generate and criteria must print it safely.
      return { name: `controls/${JSON.stringify(hostile.slice(0, 60))}`, reply: benign(hostile, rng), expect: pipeline.startsWith('chat') ? 'ok' : 'any', text: hostile };
    }
    case 7: return { name: 'utf8/invalid bytes', reply: invalidUtf8(text, rng), expect: 'any', text };
    case 8: return { ...wrongShape(rng), expect: 'any', text };
    default: return { ...oddStatus(rng), expect: 'fail', text };
  }
}
