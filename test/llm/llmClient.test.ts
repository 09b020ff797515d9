import { after, before, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as net from 'net';
import { chatComplete, LlmOptions } from '../../server/src/evaluation/llm/llmClient';
import { LlmError } from '../../server/src/evaluation/llm/llmError';
import { answer, FakeServer, hang, startFakeOpenAI, status } from './fakeOpenAI';

const KEY = 'sk-test-SECRET-0123456789abcdef';

describe('LLM client against a local OpenAI-compatible server', () => {
  let fake: FakeServer;
  before(async () => {
    fake = await startFakeOpenAI();
  });
  after(() => fake.close());

  const opts = (extra: Partial<LlmOptions> = {}): LlmOptions => ({
    baseUrl: fake.baseUrl, apiKey: KEY, model: 'test-model', timeoutMs: 5000, maxRetries: 2, baseDelayMs: 10, ...extra,
  });

  async function failure(p: Promise<unknown>): Promise<LlmError> {
    try {
      await p;
    } catch (e) {
      assert.ok(e instanceof LlmError, `expected LlmError, got ${e}`);
      assert.ok(!e.message.includes(KEY), `key leaked into: ${e.message}`);
      assert.ok(!e.message.includes('SECRET'), `key fragment leaked into: ${e.message}`);
      return e;
    }
    assert.fail('expected a failure');
  }

  it('returns a non-streamed answer and sends model, messages, temperature and the key', async () => {
    fake.script([answer('hello there')]);
    const start = fake.requests.length;
    const text = await chatComplete([{ role: 'user', content: 'hi' }], opts({ temperature: 0.2 }));
    assert.equal(text, 'hello there');
    const req = fake.requests[start];
    assert.equal(req.body.model, 'test-model');
    assert.equal(req.body.temperature, 0.2);
    assert.equal(req.body.stream, false);
    assert.deepEqual(req.body.messages, [{ role: 'user', content: 'hi' }]);
    assert.equal(req.headers.authorization, `Bearer ${KEY}`);
  });

  it('streams tokens through onToken and joins them', async () => {
    const content = 'text: craft a furnace\ncustom_init_commands: []\n';
    fake.script([answer(content)]);
    const tokens: string[] = [];
    const text = await chatComplete([{ role: 'user', content: 'x' }], opts({ onToken: (t) => tokens.push(t) }));
    assert.equal(text, content);
    assert.ok(tokens.length > 3, 'several chunks arrive');
    assert.equal(tokens.join(''), content);
    assert.equal(fake.requests[fake.requests.length - 1].body.stream, true);
  });

  it('retries after a 429, honouring Retry-After, then succeeds', async () => {
    fake.script([status(429, 'slow down', { 'retry-after': '1' }), answer('ok after wait')]);
    const start = fake.requests.length;
    const retries: number[] = [];
    const t0 = Date.now();
    const text = await chatComplete([{ role: 'user', content: 'x' }], opts({ onRetry: (i) => retries.push(i.delayMs) }));
    assert.equal(text, 'ok after wait');
    assert.equal(fake.requests.length - start, 2);
    assert.deepEqual(retries, [1000]);
    assert.ok(Date.now() - t0 >= 950, 'waited for Retry-After');
  });

  it('retries 5xx with exponential backoff and gives up with a clear message', async () => {
    fake.script([status(503, 'overloaded')]);
    const start = fake.requests.length;
    const delays: number[] = [];
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ maxRetries: 2, onRetry: (i) => delays.push(i.delayMs) })));
    assert.equal(e.kind, 'server');
    assert.equal(fake.requests.length - start, 3);
    assert.equal(delays.length, 2);
    assert.ok(delays[1] > delays[0], 'backoff grows');
    assert.match(e.message, /HTTP 503/);
    assert.match(e.message, /Gave up after 2 retries/);
  });

  it('reports 429 after all retries as rate limiting', async () => {
    fake.script([status(429, 'rate limit reached', { 'retry-after-ms': '5' })]);
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ maxRetries: 1 })));
    assert.equal(e.kind, 'rate-limit');
    assert.match(e.message, /rate limiting/);
    assert.match(e.message, /Gave up after 1 retry/);
  });

  it('explains 401 without echoing the key, and does not retry it', async () => {
    fake.script([status(401, `Incorrect API key provided: ${KEY}. You can find your API key at …`)]);
    const start = fake.requests.length;
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts()));
    assert.equal(e.kind, 'auth');
    assert.match(e.message, /rejected the API key/);
    assert.equal(fake.requests.length - start, 1);
  });

  it('explains 404 as a wrong model or base URL', async () => {
    fake.script([status(404, `The model 'nope' does not exist (key ${KEY})`)]);
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ model: 'nope' })));
    assert.equal(e.kind, 'not-found');
    assert.match(e.message, /model name "nope"/);
    assert.match(e.message, /base URL/);
    assert.match(e.message, /does not exist/, 'keeps the server detail (redacted)');
  });

  it('a wrong path is a 404 too', async () => {
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ baseUrl: fake.baseUrl.replace(/\/v1$/, '/v2') })));
    assert.equal(e.kind, 'not-found');
  });

  it('times out quickly on a hanging server, with a clear message', async () => {
    fake.script([hang()]);
    const t0 = Date.now();
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ timeoutMs: 300 })));
    assert.equal(e.kind, 'timeout');
    assert.match(e.message, /did not answer within 0.3 s/);
    assert.ok(Date.now() - t0 < 3000, 'no long wait or retries');
  });

  it('times out a streamed request too', async () => {
    fake.script([hang()]);
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ timeoutMs: 300, onToken: () => {} })));
    assert.equal(e.kind, 'timeout');
  });

  it('cancels through an AbortSignal', async () => {
    fake.script([hang()]);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ signal: ac.signal })));
    assert.equal(e.kind, 'cancelled');
  });

  it('says "Could not reach" when nothing listens at the URL', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/v1`;
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ baseUrl: url, maxRetries: 1 })));
    assert.equal(e.kind, 'network');
    assert.ok(e.message.startsWith(`Could not reach the LLM at http://127.0.0.1:${port}/v1`), e.message);
    assert.match(e.message, /connection refused/);
  });

  it('an empty answer is an error', async () => {
    fake.script([answer('')]);
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts()));
    assert.equal(e.kind, 'empty');
  });

  it('rejects unusable options before any request', async () => {
    const e = await failure(chatComplete([{ role: 'user', content: 'x' }], opts({ baseUrl: 'localhost:1234' })));
    assert.equal(e.kind, 'config');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
