/**
 * A task file is a few KB; an answer of 250 MB is a broken or hostile server.
 * The client stops reading at the cap, hangs up, and says so ('too-large'),
 * with its memory bounded: the server here writes the same small unit again
 * and again, so the only large allocation possible is the client's own.
 */
import { after, before, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { chatComplete, LlmOptions } from '../../server/src/evaluation/llm/llmClient';
import { LlmError } from '../../server/src/evaluation/llm/llmError';
import { MAX_ANSWER_CHARS } from '../../server/src/evaluation/llm/answerLimits';
import { FakeServer, startFakeOpenAI } from './fakeOpenAI';
import { jsonFlood, newStats, SendStats, streamFlood } from './hostileReplies';

const HUGE = 250 * 1024 * 1024;
/** What the client may have read (or the sockets buffered) before it hung up: far below HUGE. */
const READ_SLACK = 64 * 1024 * 1024;
/** Growth of the whole process (server and client) while the request ran. */
const RSS_BOUND = 200 * 1024 * 1024;

describe('answer size cap', () => {
  let fake: FakeServer;
  before(async () => {
    fake = await startFakeOpenAI();
  });
  after(() => fake.close());

  const llm = (extra: Partial<LlmOptions> = {}): LlmOptions => ({ baseUrl: fake.baseUrl, model: 'test-model', timeoutMs: 60_000, maxRetries: 2, baseDelayMs: 10, ...extra });

  /** Runs the request while sampling the process's RSS; returns the error and the peak growth. */
  async function tooLarge(opts: LlmOptions, stats: SendStats): Promise<{ error: LlmError; rssGrowth: number; ms: number }> {
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = Date.now();
    const start = fake.requests.length;
    try {
      await chatComplete([{ role: 'user', content: 'draft a task' }], opts);
      assert.fail('expected a too-large error');
    } catch (e) {
      assert.ok(e instanceof LlmError, `expected LlmError, got ${e}`);
      // Wait for the server to see the hang-up.
      for (let i = 0; i < 100 && stats.endedAt === undefined; i++) await new Promise((r) => setTimeout(r, 20));
      assert.equal(fake.requests.length - start, 1, 'an oversized answer is not asked for again');
      return { error: e, rssGrowth: peak - rss0, ms: Date.now() - t0 };
    } finally {
      clearInterval(sampler);
    }
  }

  it('a 250 MB streamed answer: too-large, read no further than the cap, memory bounded', async () => {
    const stats = newStats();
    fake.script([streamFlood(HUGE, stats)]);
    let relayed = 0;
    const r = await tooLarge(llm({ onToken: (t) => (relayed += t.length) }), stats);
    assert.equal(r.error.kind, 'too-large', r.error.message);
    assert.match(r.error.message, /256 KB/);
    assert.ok(stats.clientClosed, 'the client hung up before the end');
    assert.ok(stats.bytesWritten < READ_SLACK, `server got ${stats.bytesWritten} bytes out`);
    assert.ok(relayed <= MAX_ANSWER_CHARS, `relayed ${relayed} characters`);
    assert.ok(r.rssGrowth < RSS_BOUND, `RSS grew by ${Math.round(r.rssGrowth / 1e6)} MB`);
  });

  it('a 250 MB non-streamed answer: too-large, read no further than the cap, memory bounded', async () => {
    const stats = newStats();
    fake.script([jsonFlood(HUGE, stats)]);
    const r = await tooLarge(llm({ stream: false }), stats);
    assert.equal(r.error.kind, 'too-large', r.error.message);
    assert.ok(stats.clientClosed, 'the client hung up before the end');
    assert.ok(stats.bytesWritten < READ_SLACK, `server got ${stats.bytesWritten} bytes out`);
    assert.ok(r.rssGrowth < RSS_BOUND, `RSS grew by ${Math.round(r.rssGrowth / 1e6)} MB`);
  });
});
