/**
 * Issue 25, item 4: `scene --timeout` and `generate --timeout` overflowed as
 * `verify --timeout` did (a limit past 2^31-1 ms became 1 ms: every LLM
 * request "timed out" at once, the renderer's limit fired at once). Each is
 * now a usage error past its maximum (util/timeLimits.ts), and the LLM client
 * refuses such a limit from any caller (settings reach it over the protocol).
 */
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { after, before, describe, it } from 'node:test';
import { main } from '../../../server/src/hosts/cli/main';
import { chatComplete } from '../../../server/src/evaluation/llm/llmClient';
import { LlmError } from '../../../server/src/evaluation/llm/llmError';
import { captureIO } from '../../helpers/captureIO';
import { examplesDir } from '../../helpers/paths';
import { answer, delay, FakeServer, startFakeOpenAI } from '../../llm/fakeOpenAI';

const task = path.join(examplesDir, 'simple', 'craft_furnace.yaml');

describe('time limits of scene, generate and the LLM client', () => {
  let fake: FakeServer;
  let tmp: string;
  before(async () => {
    fake = await startFakeOpenAI();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-timeout-flags-'));
  });
  after(() => {
    fake.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('scene --timeout 1e10 is a usage error (exit 2) before any server or browser starts', async () => {
    for (const t of ['1e10', '601', '0', '-5', 'Infinity']) {
      const io = captureIO(tmp);
      const t0 = Date.now();
      assert.equal(await main(['scene', '--timeout', t, '--chromium', path.join(tmp, 'no-chromium'), task], io), 2);
      assert.match(io.err, /mcu-task scene: --timeout must be a number of seconds above 0 and at most 600 \(10 minutes\)/, io.err);
      assert.ok(Date.now() - t0 < 2000, 'refused at once');
    }
  });

  it('generate --timeout 1e10 and MCU_LLM_TIMEOUT=1e10 are usage errors, not a request that times out after 1 ms', async () => {
    // A model that answers in 200 ms: with the overflowed timer the request "timed out" first.
    fake.script([delay(200, answer('text: craft a furnace\n'))]);
    const out = path.join(tmp, 'draft.yaml');
    const common = ['generate', '--task', 'craft a furnace', '--base-url', fake.baseUrl, '--model', 'm', '--rounds', '0', '--out', out];
    const flag = captureIO(tmp);
    assert.equal(await main([...common, '--timeout', '1e10'], flag), 2);
    assert.match(flag.err, /mcu-task generate: --timeout must be a number of seconds above 0 and at most 3600 \(1 hour\), not 1e10/, flag.err);
    const env = captureIO(tmp, { MCU_LLM_TIMEOUT: '1e10' });
    assert.equal(await main(common, env), 2);
    assert.match(env.err, /MCU_LLM_TIMEOUT must be a number of seconds above 0 and at most 3600/, env.err);
    const criteria = captureIO(tmp);
    assert.equal(await main(['criteria', task, '--out', '-', '--base-url', fake.baseUrl, '--model', 'm', '--timeout', '1e10'], criteria), 2);
    assert.match(criteria.err, /--timeout must be a number of seconds above 0 and at most 3600/, criteria.err);
  });

  it('the LLM client refuses a limit past the maximum as a configuration error; one at the maximum works', async () => {
    fake.script([delay(200, answer('hello'))]);
    await assert.rejects(chatComplete([{ role: 'user', content: 'hi' }], { baseUrl: fake.baseUrl, model: 'm', timeoutMs: 2 ** 31 + 1000, maxRetries: 0 }), (e: unknown) => {
      assert.ok(e instanceof LlmError, String(e));
      assert.equal(e.kind, 'config', e.message);
      assert.match(e.message, /time limit must be a number of seconds above 0 and at most 3600/);
      return true;
    });
    fake.script([delay(200, answer('hello'))]);
    assert.equal(await chatComplete([{ role: 'user', content: 'hi' }], { baseUrl: fake.baseUrl, model: 'm', timeoutMs: 3_600_000, maxRetries: 0 }), 'hello');
  });
});
