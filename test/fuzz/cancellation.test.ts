/**
 * $/cancelRequest against the real server. The handlers in
 * server/src/hosts/lsp/main.ts are synchronous and look at the cancellation token
 * once, on entry: a request that is already running finishes and returns its
 * result; a request still queued behind a slow one is cancelled when its
 * turn comes and returns an empty result. Either way the answer must be a
 * result or the RequestCancelled error (-32800), and the server lives on.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CancellationTokenSource } from 'vscode-jsonrpc';
import type { CompletionItem, Hover } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';

const URI = 'file:///tmp/mcu-fuzz-cancel/task_configs/cancel.yaml';
const REQUEST_CANCELLED = -32800;
/**
 * Commands in the test file. The first test needs the client's cancel to reach the server while the
 * slow request still runs: the window is that request's time, so it is kept well above what a busy
 * CI machine may take to schedule the client (8,000 commands gave ~130 ms, and once the cancel came late).
 */
const N_COMMANDS = Number(process.env.MCU_CANCEL_COMMANDS ?? 20000);

function bigTask(n: number, variant: string): string {
  const lines = ['custom_init_commands:', '- /give @s minecraft:dia'];
  for (let i = 0; i < n; i++) lines.push(`- /summon minecraft:zombie ~${i % 5} ~ ~ {Tags:["${variant}${i}"],Health:${(i % 20) + 1}.0f}`);
  lines.push('text: cancel me');
  return lines.join('\n') + '\n';
}

type Outcome = { result: unknown } | { code: number };

async function outcome(p: Promise<unknown>): Promise<Outcome> {
  try {
    return { result: await p };
  } catch (e) {
    return { code: (e as { code: number }).code };
  }
}

describe('request cancellation', { timeout: 60_000 }, () => {
  const client = new LspTestClient();
  before(async () => {
    await client.initialize();
    await client.open(URI, bigTask(N_COMMANDS, 'a'));
  });
  after(async () => {
    await client.stop();
  });

  it('a completion queued behind a slow request and then cancelled comes back cancelled (empty or -32800)', async () => {
    const completionAt = { textDocument: { uri: URI }, position: { line: 1, character: 24 } };
    // The same request without cancellation offers diamond ids: the empty answer below is the cancellation, not the position.
    const plain = await client.request<CompletionItem[]>('textDocument/completion', completionAt);
    assert.ok(plain.some((i) => /diamond/.test(i.label)), 'completion works at the probe position');

    // A new version makes the next request re-parse every command synchronously (the slow one).
    await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri: URI, version: 2 }, contentChanges: [{ text: bigTask(N_COMMANDS, 'b') }] });
    const t0 = performance.now();
    const slow = outcome(client.request<Hover | null>('textDocument/hover', { textDocument: { uri: URI }, position: { line: 3, character: 12 } }));
    const cancel = new CancellationTokenSource();
    const queued = outcome(client.conn.sendRequest('textDocument/completion', completionAt, cancel.token));
    cancel.cancel();
    const [a, b] = await Promise.all([slow, queued]);
    const slowMs = performance.now() - t0;

    for (const [name, o] of [['running hover', a], ['queued completion', b]] as const) {
      assert.ok('result' in o || o.code === REQUEST_CANCELLED, `${name}: expected a result or RequestCancelled, got ${JSON.stringify(o)}`);
    }
    const queuedItems = 'result' in b ? (b.result as CompletionItem[] | null) ?? [] : [];
    assert.equal(queuedItems.length, 0, `the cancelled completion was computed anyway (${queuedItems.length} items; slow request took ${slowMs.toFixed(0)} ms)`);
    // And the server still answers normally.
    const again = await client.request<CompletionItem[]>('textDocument/completion', completionAt);
    assert.ok(again.some((i) => /diamond/.test(i.label)));
  });

  it('cancelling a request that is already running gives its result or -32800, never a crash', async () => {
    await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri: URI, version: 3 }, contentChanges: [{ text: bigTask(N_COMMANDS, 'c') }] });
    const cancel = new CancellationTokenSource();
    const running = outcome(client.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri: URI } }, cancel.token));
    // Give the server time to start the request, then cancel it mid-way.
    await new Promise((r) => setTimeout(r, 30));
    cancel.cancel();
    const o = await running;
    assert.ok('result' in o || o.code === REQUEST_CANCELLED, JSON.stringify(o).slice(0, 300));
    assert.equal(client.proc.exitCode, null);
    const h = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri: URI }, position: { line: 1, character: 4 } });
    assert.ok(h && JSON.stringify(h.contents).includes('give'), 'hover on /give after the cancellation');
  });
});
