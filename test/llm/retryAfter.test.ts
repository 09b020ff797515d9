/**
 * A server's Retry-After is bounded by the time the command has left under
 * its own --timeout, and every wait is announced: a 429 asking for 999999 s
 * fails at once and says so, instead of waiting 90 s in silence.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { run as generate } from '../../server/src/hosts/cli/generate';
import { captureIO } from '../helpers/captureIO';
import { answer, FakeServer, status, withFakeModelAndFolder } from './fakeOpenAI';
import { fenced, GOOD_FURNACE } from './taskFixtures';

describe('Retry-After under the command timeout', () => {
  let fake: FakeServer;
  let tmp: string;
  withFakeModelAndFolder('mcu-llm-retry-', (f, t) => { fake = f; tmp = t; });
  const io = () => captureIO(tmp, { OPENAI_BASE_URL: fake.baseUrl });

  it('Retry-After: 999999 with --timeout 5 fails at once, saying what the server asked', { timeout: 20_000 }, async () => {
    fake.script([status(429, 'slow down', { 'retry-after': '999999' })]);
    const start = fake.requests.length;
    const t0 = Date.now();
    await assert.rejects(generate(['--task', 'craft a furnace', '--timeout', '5'], io()), (e: Error) => {
      assert.match(e.message, /asked to wait 999999 s/);
      assert.match(e.message, /timeout of 5 s/);
      return true;
    });
    assert.ok(Date.now() - t0 < 2000, `took ${Date.now() - t0} ms`);
    assert.equal(fake.requests.length - start, 1, 'no retry that could not succeed in time');
  });

  it('a wait that fits is announced on stderr before it starts', { timeout: 20_000 }, async () => {
    fake.script([status(429, 'slow down', { 'retry-after': '1' }), answer(fenced(GOOD_FURNACE))]);
    const c = io();
    assert.equal(await generate(['--task', 'craft a furnace', '--timeout', '5'], c), 0, c.err);
    assert.match(c.err, /rate limiting.*retrying in 1 s \(retry 1 of 3\)/i);
  });
});
