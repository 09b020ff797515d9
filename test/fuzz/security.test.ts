/**
 * The API key never shows up in what the CLI and the language server print:
 * `mcu-task lint` with OPENAI_API_KEY set; the language server with the key
 * in its environment (stderr and window/logMessage); and `mcu-task generate`
 * against a local OpenAI-compatible server that answers with errors quoting
 * the Authorization header back, the way some gateways do.
 *
 * Not covered here: "verification only contacts 127.0.0.1" — `mcu-task
 * verify` is still a stub in this build (server/src/hosts/cli/verify.ts).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LspTestClient } from '../helpers/lspClient';
import { examplesDir, repoRoot } from '../helpers/paths';

const SECRET = 'sk-test-SECRET123';
const CLI = path.join(repoRoot, 'dist', 'cli.js');

function runCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    const t = setTimeout(() => {
      p.kill('SIGKILL');
      reject(new Error(`mcu-task ${args[0]} did not finish in ${timeoutMs} ms; output so far:\n${out.slice(-2000)}`));
    }, timeoutMs);
    p.on('exit', (code) => {
      clearTimeout(t);
      resolve({ code, out });
    });
  });
}

describe('the API key is never printed', { timeout: 120_000 }, () => {
  const env = { ...process.env, OPENAI_API_KEY: SECRET };

  it('mcu-task lint (text and JSON) on the examples', async () => {
    for (const format of ['text', 'json']) {
      const r = await runCli(['lint', '--format', format, examplesDir], env);
      assert.ok(r.code === 0 || r.code === 1, `lint exit code ${r.code}: ${r.out.slice(-500)}`);
      assert.ok(r.out.length > 100, 'lint printed its findings');
      assert.ok(!r.out.includes(SECRET), `the key appears in lint --format ${format} output`);
    }
  });

  describe('mcu-task generate against a local server that quotes the key back', () => {
    let server: http.Server;
    let baseUrl = '';
    const seenKeys: string[] = [];
    before(async () => {
      server = http.createServer((req, res) => {
        const auth = String(req.headers.authorization ?? '');
        seenKeys.push(auth);
        req.resume();
        req.on('end', () => {
          // 401 for the first kind of request, 500 otherwise: both quote the header.
          const status = seenKeys.length % 2 ? 401 : 500;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${auth}`, type: 'invalid_request_error', code: 'invalid_api_key' } }));
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    after(() => new Promise<void>((r) => server.close(() => r())));

    it('prints the failure without the key', async () => {
      const r = await runCli(['generate', '--task', 'craft a ladder', '--base-url', baseUrl, '--model', 'test-model', '--rounds', '0', '--timeout', '10'], env);
      assert.ok(seenKeys.some((k) => k.includes(SECRET)), `the CLI reached the local server with the key (saw ${seenKeys.length} requests)`);
      assert.notEqual(r.code, 0, 'generation cannot succeed against a server that only errors');
      assert.ok(r.out.trim().length > 0, 'the failure is explained');
      assert.ok(!r.out.includes(SECRET), `the key appears in generate's output:\n${r.out.slice(0, 1500)}`);
    });
  });

  it('the language server with the key in its environment', async () => {
    const saved = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = SECRET; // inherited by the spawned server
    const client = new LspTestClient();
    process.env.OPENAI_API_KEY = saved;
    const logs: string[] = [];
    client.conn.onNotification('window/logMessage', (p: { message: string }) => {
      logs.push(p.message);
    });
    client.conn.onNotification('window/showMessage', (p: { message: string }) => {
      logs.push(p.message);
    });
    try {
      await client.initialize();
      const uri = 'file:///tmp/mcu-fuzz-security/task_configs/t.yaml';
      const diags = await client.open(uri, 'custom_init_commands:\n- /gve @s minecraft:diamond 3\n- /give @s minecraft:dia\ntext: x\nreward_cfg:\n- event: pickup\n');
      assert.ok(diags.length > 0);
      await client.request('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 4 } });
      await client.request('textDocument/completion', { textDocument: { uri }, position: { line: 2, character: 22 } });
      await client.request('mcu/noSuchMethod', {}).catch(() => undefined);
      assert.ok(logs.length > 0, 'the server logged something to check');
      const everything = logs.join('\n') + client.stderr + JSON.stringify(diags);
      assert.ok(!everything.includes(SECRET), 'the key appears in the server output');
    } finally {
      await client.stop();
    }
  });
});
