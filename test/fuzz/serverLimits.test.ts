/**
 * The language server (dist/server.js over stdio) under abuse: garbage text,
 * a 4.5 MB file, a 10 MB file (over the limit), a 20,000-command list, NBT nested 10,000 deep, bogus request
 * parameters and a malformed JSON-RPC message. After each, the process must
 * still be alive and answer hover and documentSymbol requests, and a normal
 * file opened at the end must still get its real diagnostics.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic, DocumentSymbol } from 'vscode-languageserver-protocol';
import { Rng } from '../bench/prng';
import { LspTestClient } from '../helpers/lspClient';

const BASE = 'file:///tmp/mcu-fuzz-server/task_configs/';

const text = (d: Diagnostic) => (typeof d.message === 'string' ? d.message : d.message.value);

function garbage(seed: number, length: number): string {
  const rng = new Rng(seed);
  let s = '';
  for (let i = 0; i < length; i++) s += String.fromCharCode(rng.chance(0.7) ? rng.int(0, 0xffff) : rng.int(0, 127));
  return s;
}

function commandList(n: number): string {
  const lines = ['custom_init_commands:'];
  for (let i = 0; i < n; i++) lines.push(i % 1000 === 999 ? `- /gve @s minecraft:diamond ${i % 64}` : `- /give @s minecraft:${['diamond', 'stick', 'oak_log', 'torch'][i % 4]} ${(i % 64) + 1}`);
  lines.push('text: many commands');
  return lines.join('\n') + '\n';
}

describe('language server limits', { timeout: 120_000 }, () => {
  const client = new LspTestClient();
  const logs: string[] = [];
  before(async () => {
    client.conn.onNotification('window/logMessage', (p: { message: string }) => {
      logs.push(p.message);
    });
    await client.initialize();
  });
  after(async () => {
    await client.stop();
  });

  /** The server is alive and answers both requests on `uri` (results may be empty). */
  async function stillAnswers(uri: string, line = 1, character = 4): Promise<void> {
    assert.equal(client.proc.exitCode, null, `server exited; stderr: ${client.stderr.slice(-2000)}`);
    const hover = client.request('textDocument/hover', { textDocument: { uri }, position: { line, character } });
    const symbols = client.request<DocumentSymbol[] | null>('textDocument/documentSymbol', { textDocument: { uri } });
    const [, s] = await Promise.all([hover, symbols]);
    assert.ok(s === null || Array.isArray(s));
  }

  it('survives garbage text (random UTF-16, lone surrogates, NULs)', async () => {
    const uri = BASE + 'garbage.yaml';
    await client.open(uri, garbage(11, 50_000));
    await stillAnswers(uri);
    // Garbage that starts like a task, so every checker sees it.
    const uri2 = BASE + 'garbage-task.yaml';
    const diags = await client.open(uri2, 'custom_init_commands:\n- /give @s ' + garbage(12, 20_000) + '\nreward_cfg: [' + garbage(13, 5_000));
    assert.ok(diags.length > 0, 'garbage after a task key is reported');
    await stillAnswers(uri2);
  });

  it('validates a 4.5 MB file (under the 5 MB default limit) and keeps answering', async () => {
    const uri = BASE + 'four-mb.yaml';
    const filler = 'x'.repeat(1000);
    const parts = ['custom_init_commands:', '- /give @s minecraft:diamond 1', '- /gve @s minecraft:diamond 1', 'text: big', 'thinking: |'];
    // Track the length as we go: re-joining in the loop would be quadratic.
    for (let len = parts.join('\n').length; len < 4.5 * 1024 * 1024; len += filler.length + 3) parts.push('  ' + filler);
    const big = parts.join('\n') + '\n';
    assert.ok(big.length >= 4.5 * 1024 * 1024 && big.length < 5 * 1024 * 1024);
    const wait = client.nextDiagnostics(uri, 1, 60_000);
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: big } });
    const diags = (await wait).diagnostics;
    assert.ok(diags.some((d) => d.code === 'command/unknown' && d.range.start.line === 2), `the /gve on line 3 is found: ${JSON.stringify(diags.slice(0, 3))}`);
    await stillAnswers(uri, 1, 4);
  });

  it('does not check a 10 MB task file, says so in one diagnostic, and answers on a small file promptly', async () => {
    const uri = BASE + 'ten-mb.yaml';
    const line = '- /give @s minecraft:diamond 1\n- /gve @s minecraft:diamond 1\n';
    const big = 'custom_init_commands:\n' + line.repeat(Math.ceil((10 * 1024 * 1024) / line.length));
    const small = BASE + 'small-next-to-big.yaml';
    await client.open(small, 'custom_init_commands:\n- /give @s minecraft:diamond 1\ntext: x\n');
    const wait = client.nextDiagnostics(uri, 1, 30_000);
    const t0 = performance.now();
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: big } });
    const diags = (await wait).diagnostics;
    assert.equal(diags.length, 1, JSON.stringify(diags.slice(0, 3)));
    assert.equal(diags[0].code, 'file/too-large');
    assert.match(text(diags[0]), /10\.\d MB, over the 5 MB limit.*mcu\.maxFileSizeMb/);
    // The big document costs no parse: the small one's requests come back at once.
    const t1 = performance.now();
    const [hover, completion] = await Promise.all([
      client.request<{ contents: unknown } | null>('textDocument/hover', { textDocument: { uri: small }, position: { line: 1, character: 20 } }),
      client.request<unknown[]>('textDocument/completion', { textDocument: { uri: small }, position: { line: 1, character: 3 } }),
    ]);
    const answerMs = performance.now() - t1;
    assert.ok(hover && hover.contents, 'hover on the small file answers');
    assert.ok(Array.isArray(completion) && completion.length > 0, 'completion on the small file answers');
    assert.ok(answerMs < 2000, `hover and completion took ${answerMs.toFixed(0)} ms (open to diagnostics: ${(t1 - t0).toFixed(0)} ms)`);
    // Features on the big document itself answer empty instead of parsing it.
    assert.equal(await client.request('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 20 } }), null);
    assert.deepEqual(await client.request('textDocument/documentSymbol', { textDocument: { uri } }), []);
  });

  it('validates a 20,000-command list and keeps answering', async () => {
    const uri = BASE + 'twenty-k.yaml';
    const wait = client.nextDiagnostics(uri, 1, 60_000);
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: commandList(20_000) } });
    const diags = (await wait).diagnostics;
    assert.equal(diags.filter((d) => d.code === 'command/unknown').length, 20, 'one /gve per thousand commands');
    await stillAnswers(uri, 15_000, 4);
    const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri } });
    const cmds = symbols.find((s) => s.name === 'custom_init_commands');
    assert.equal(cmds?.children?.length, 20_000);
  });

  it('reports NBT nested 10,000 deep without a stack overflow', async () => {
    const uri = BASE + 'deep-nbt.yaml';
    const nbt = '{a:'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const lists = '['.repeat(10_000) + ']'.repeat(10_000);
    const doc = `custom_init_commands:\n- "/summon minecraft:zombie ~ ~ ~ ${nbt}"\n- "/give @s minecraft:stick{a:${lists}} 1"\n- /give @s minecraft:stick 1\n`;
    const diags = await client.open(uri, doc);
    assert.ok(diags.some((d) => d.range.start.line === 1 && /deep/i.test(text(d))), `depth reported on line 2: ${JSON.stringify(diags.map(text))}`);
    await stillAnswers(uri, 1, 10);
    await stillAnswers(uri, 3, 12);
  });

  it('answers bogus requests (unknown document, positions out of range, unknown method) without dying', async () => {
    const uri = BASE + 'garbage-task.yaml';
    const results = await Promise.allSettled([
      client.request('textDocument/hover', { textDocument: { uri: BASE + 'never-opened.yaml' }, position: { line: 0, character: 0 } }),
      client.request('textDocument/hover', { textDocument: { uri }, position: { line: 1e9, character: 1e9 } }),
      client.request('textDocument/completion', { textDocument: { uri }, position: { line: -5, character: -1 } }),
      client.request('textDocument/codeAction', { textDocument: { uri }, range: { start: { line: 9, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [] } }),
      client.request('mcu/noSuchMethod', {}),
    ]);
    assert.equal(results.at(-1)?.status, 'rejected', 'an unknown method is an error, not a hang');
    await stillAnswers(uri);
  });

  it('survives a malformed JSON-RPC message and keeps serving the next ones', async () => {
    // Written raw between two whole messages: a header with a body that is not JSON.
    const body = '{"jsonrpc":"2.0","id":999999,"method":"textDocument/hover","params":{ nope';
    client.proc.stdin!.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await new Promise((r) => setTimeout(r, 200));
    await stillAnswers(BASE + 'deep-nbt.yaml', 3, 12);
  });

  it('still gives a normal file its real diagnostics at the end', async () => {
    const diags: Diagnostic[] = await client.open(BASE + 'normal.yaml', 'custom_init_commands:\n- /gve @s minecraft:diamond 3\n- /give @s minecraft:diamond 1\ntext: x\n');
    assert.deepEqual(diags.map((d) => [d.code, d.range.start.line]), [['command/unknown', 1]]);
    assert.ok(!logs.some((l) => /uncaught|unhandled rejection/i.test(l)), `the server logged a crash: ${logs.filter((l) => /uncaught|unhandled/i.test(l)).join('\n').slice(0, 2000)}`);
  });
});
