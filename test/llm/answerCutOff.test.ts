/**
 * A streamed answer that ends early is never an answer: the client's timer,
 * the user's cancel, the server dropping the stream and the model's token
 * limit all leave a text with its tail missing, which can look complete.
 */
import { after, before, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { chatComplete, LlmOptions } from '../../server/src/evaluation/llm/llmClient';
import { LlmError } from '../../server/src/evaluation/llm/llmError';
import { generateConfig } from '../../server/src/evaluation/llm/generateConfig';
import { validateText } from '../../server/src/analysis/lint/validate';
import { FakeServer, startFakeOpenAI } from './fakeOpenAI';
import { newStats, streamEndless, streamFinishing, streamThenStall, streamWithoutFinish } from './hostileReplies';
import { GOOD_FURNACE } from './taskFixtures';

/** The first part of a longer answer (a second reward entry was to follow): valid on its own. */
const FURNACE_WITHOUT_TAIL = GOOD_FURNACE;

describe('cut-off answers', () => {
  let fake: FakeServer;
  before(async () => {
    fake = await startFakeOpenAI();
  });
  after(() => fake.close());

  const llm = (extra: Partial<LlmOptions> = {}): LlmOptions => ({
    baseUrl: fake.baseUrl, model: 'test-model', timeoutMs: 5000, maxRetries: 0, onToken: () => {}, ...extra,
  });

  async function llmFailure(p: Promise<unknown>): Promise<LlmError> {
    try {
      await p;
    } catch (e) {
      assert.ok(e instanceof LlmError, `expected LlmError, got ${e}`);
      return e;
    }
    assert.fail('expected the request to fail, it returned an answer');
  }

  it('a streamed draft cut off by the timeout is a timeout error, never a valid draft', async () => {
    assert.deepEqual(validateText(FURNACE_WITHOUT_TAIL).filter((d) => d.severity === 'error'), [], 'the cut text would validate');
    fake.script([streamThenStall(FURNACE_WITHOUT_TAIL)]);
    const e = await llmFailure(generateConfig({ task: 'craft a furnace', mode: 'simple' }, { llm: llm({ timeoutMs: 400 }), repairRounds: 0 }));
    assert.equal(e.kind, 'timeout');
  });

  it('an endless stream ends with the timeout error, not "no task file found"', async () => {
    const stats = newStats();
    fake.script([streamEndless('I am still thinking about it. ', 20, stats)]);
    const t0 = Date.now();
    const e = await llmFailure(generateConfig({ task: 'craft a furnace', mode: 'simple' }, { llm: llm({ timeoutMs: 500 }), repairRounds: 1 }));
    assert.equal(e.kind, 'timeout');
    assert.ok(Date.now() - t0 < 3000, `took ${Date.now() - t0} ms`);
    for (let i = 0; i < 50 && !stats.clientClosed; i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(stats.clientClosed, 'the client hung up');
  });

  it('cancelling while tokens stream is a cancellation, not a shorter answer', async () => {
    fake.script([streamThenStall(FURNACE_WITHOUT_TAIL)]);
    const ac = new AbortController();
    let tokens = 0;
    const e = await llmFailure(chatComplete([{ role: 'user', content: 'x' }], llm({ signal: ac.signal, onToken: () => void (++tokens === 5 && setTimeout(() => ac.abort(), 50)) })));
    assert.equal(e.kind, 'cancelled');
  });

  it('a stream the server ends without a finish reason is cut off, not an answer', async () => {
    fake.script([streamWithoutFinish(FURNACE_WITHOUT_TAIL)]);
    const e = await llmFailure(chatComplete([{ role: 'user', content: 'x' }], llm()));
    assert.equal(e.kind, 'truncated');
    assert.match(e.message, /ended before the model finished/);
  });

  it('an answer stopped by the token limit (finish_reason "length") is cut off too', async () => {
    fake.script([streamFinishing(FURNACE_WITHOUT_TAIL, 'length')]);
    const e = await llmFailure(chatComplete([{ role: 'user', content: 'x' }], llm()));
    assert.equal(e.kind, 'truncated');
    assert.match(e.message, /token limit/);
  });
});
