/**
 * Text from the model or from a server's error body reaches the terminal only
 * with its control characters escaped: an ESC sequence could clear the screen,
 * retitle the window or forge lines of the command's output.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { main } from '../../server/src/hosts/cli/main';
import { chatComplete } from '../../server/src/evaluation/llm/llmClient';
import { LlmError } from '../../server/src/evaluation/llm/llmError';
import { captureIO } from '../helpers/captureIO';
import { answer, FakeServer, status, withFakeModelAndFolder } from './fakeOpenAI';
import { fenced, GOOD_FURNACE } from './taskFixtures';

const KEY = 'sk-ctl-secret-123456789';
/** Control characters a terminal acts on; newline and tab are what text output is made of. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const HOSTILE = '\u001b[2J\u001b]0;owned\u0007\r  fixed: everything\u009b31m';

describe('control characters in LLM text output', () => {
  let fake: FakeServer;
  let tmp: string;
  withFakeModelAndFolder('mcu-llm-ctl-', (f, t) => { fake = f; tmp = t; });
  const io = () => captureIO(tmp, { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: KEY });

  function assertPrintable(text: string): void {
    const m = RAW_CONTROL.exec(text);
    assert.equal(m, null, `raw U+${m?.[0].charCodeAt(0).toString(16).padStart(4, '0')} in: ${JSON.stringify(text.slice(Math.max(0, (m?.index ?? 0) - 60), (m?.index ?? 0) + 20))}`);
    assert.ok(!text.includes(KEY), 'the key never appears');
  }

  it("generate escapes control characters of the model's draft and problems", async () => {
    // An invalid draft: it goes to stdout, its problems to stderr, both quoting the model.
    const draft = GOOD_FURNACE.replace('text: craft a furnace', `text: "craft a furnace${HOSTILE}"`) + `- /give @s minecraft:oak_plank${HOSTILE} 64\n`;
    fake.script([answer(fenced(draft))]);
    const c = io();
    const code = await main(['generate', '--task', 'craft a furnace', '--rounds', '0'], c);
    assert.equal(code, 1);
    assert.ok(c.out.length > 0 && c.err.length > 0);
    assertPrintable(c.out);
    assertPrintable(c.err);
    assert.match(c.out, /\\u001b\[2J/, 'the escape is shown, not dropped');
  });

  it("generate escapes control characters of a server's error body", async () => {
    fake.script([status(400, `bad request${HOSTILE} key ${KEY}`)]);
    const c = io();
    assert.equal(await main(['generate', '--task', 'craft a furnace'], c), 2);
    assert.match(c.err, /rejected the request \(HTTP 400\)/);
    assertPrintable(c.err);
  });

  it("a broken stream's raw data is neither logged by the OpenAI library nor quoted raw", async () => {
    fake.script([{
      kind: 'custom',
      handle: (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`data: {"choices": [${HOSTILE}\n\n`);
      },
    }]);
    const logged: unknown[][] = [];
    const original = { error: console.error, warn: console.warn };
    console.error = (...a: unknown[]) => void logged.push(a);
    console.warn = (...a: unknown[]) => void logged.push(a);
    let error: unknown;
    try {
      // The editor streams (the command line does not): the library parses each event itself.
      await chatComplete([{ role: 'user', content: 'x' }], { baseUrl: fake.baseUrl, apiKey: KEY, model: 'm', timeoutMs: 5000, maxRetries: 0, onToken: () => {} });
    } catch (e) {
      error = e;
    } finally {
      Object.assign(console, original);
    }
    assert.deepEqual(logged, [], 'nothing logged behind our back');
    assert.ok(error instanceof LlmError, String(error));
    assert.equal(error.kind, 'bad-answer');
    assertPrintable(error.message);
  });
});
