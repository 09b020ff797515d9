/**
 * Signature help over stdio: the usage of the command being typed, from the
 * command tree the checker uses, with the argument under the cursor active;
 * the run command's usage after `execute … run`; in plain, quoted and block
 * scalar items; nothing outside a command.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SignatureHelp } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';

const URI = 'file:///tmp/mcu-protocol/task_configs/signature.yaml';
const LINES = [
  'custom_init_commands:',
  '- /give @s minecraft:diamond 1',
  '- /time set noon',
  '- /execute as @a at @s run tp @s ~ ~1 ~',
  '- "/effect give @s minecraft:speed 30"',
  '- |-',
  '  /summon minecraft:zombie ~ ~ ~',
  '- /give @s minecraft:stone 1 ',
  'text: get diamonds',
];
const TEXT = LINES.join('\n');

/** Position at the end of `prefix`, which starts line `line`. */
function at(line: number, prefix: string) {
  assert.ok(LINES[line].startsWith(prefix), `line ${line} starts with ${JSON.stringify(prefix)}`);
  return { line, character: prefix.length };
}

/** The active signature's label and the text of its active parameter. */
function active(help: SignatureHelp | null): { label: string; parameter: string } {
  assert.ok(help, 'signature help expected');
  const sig = help.signatures[help.activeSignature ?? 0];
  const p = sig.parameters?.[help.activeParameter ?? 0];
  assert.ok(p, `an active parameter in ${sig.label}`);
  const parameter = typeof p.label === 'string' ? p.label : sig.label.slice(p.label[0], p.label[1]);
  return { label: sig.label, parameter };
}

describe('language server over stdio: signature help in commands', () => {
  const client = new LspTestClient();
  const help = (position: { line: number; character: number }) =>
    client.request<SignatureHelp | null>('textDocument/signatureHelp', { textDocument: { uri: URI }, position, context: { triggerKind: 1, isRetrigger: false } });

  before(async () => {
    const init = (await client.initialize()) as { capabilities: { signatureHelpProvider?: { triggerCharacters?: string[] } } };
    assert.deepEqual(init.capabilities.signatureHelpProvider?.triggerCharacters, [' ']);
    await client.open(URI, TEXT);
  });
  after(async () => {
    await client.stop();
  });

  it('shows /give\'s usage with the argument under the cursor active as it moves', async () => {
    const targets = active(await help(at(1, '- /give ')));
    assert.deepEqual(targets, { label: '/give <targets> <item> [<count>]', parameter: '<targets>' });
    assert.equal(active(await help(at(1, '- /give @s '))).parameter, '<item>');
    assert.equal(active(await help(at(1, '- /give @s minecraft:dia'))).parameter, '<item>');
    assert.equal(active(await help(at(1, '- /give @s minecraft:diamond '))).parameter, '<count>');
  });

  it('gives one signature per branch of /time and activates the one the typed text follows', async () => {
    const h = await help(at(2, '- /time set '));
    assert.ok(h);
    const labels = h.signatures.map((s) => s.label);
    assert.ok(labels.includes('/time add <time>') && labels.includes('/time query daytime') && labels.includes('/time set <time>'), labels.join(' | '));
    const a = active(h);
    assert.match(a.label, /^\/time set /);
    assert.equal(h.activeParameter, 1, 'the slot after `set`');
    // While `se` is typed, the set branch is already the active one, and `set` its active slot.
    const partial = active(await help(at(2, '- /time se')));
    assert.match(partial.label, /^\/time set /);
    assert.equal(partial.parameter, 'set');
    assert.match(active(await help(at(2, '- /time '))).label, /^\/time add /, 'before any letter: the first branch');
  });

  it('shows the run command\'s usage after execute … run', async () => {
    const first = active(await help(at(3, '- /execute as @a at @s run tp ')));
    assert.match(first.label, /^\/tp /);
    const second = await help(at(3, '- /execute as @a at @s run tp @s '));
    const a = active(second);
    assert.match(a.label, /^\/tp <targets> /, 'the branch that follows <targets>');
    assert.ok(['<location>', '<destination>'].includes(a.parameter), a.parameter);
    // Between `as` and `run`: execute's own usage, starting again after the redirect.
    const mid = active(await help(at(3, '- /execute as @a ')));
    assert.match(mid.label, /^\/execute /);
  });

  it('reads a quoted item and a block scalar', async () => {
    const quoted = active(await help(at(4, '- "/effect give @s ')));
    assert.match(quoted.label, /^\/effect give <targets> <effect>/);
    assert.equal(quoted.parameter, '<effect>');
    const block = active(await help(at(6, '  /summon minecraft:zombie ')));
    assert.match(block.label, /^\/summon <entity>/);
    assert.equal(block.parameter, '<pos>');
  });

  it('returns null outside commands and on a complete command', async () => {
    assert.equal(await help(at(8, 'text: get')), null);
    assert.equal(await help(at(0, 'custom_init')), null);
    assert.equal(await help(at(1, '- /gi')), null, 'on the command name');
    assert.equal(active(await help(at(1, '- /give @s minecraft:diamond 1'))).parameter, '<count>', 'still typing the count');
    assert.equal(await help(at(7, '- /give @s minecraft:stone 1 ')), null, 'after the last argument there is nothing left to type');
  });
});

describe('language server over stdio: signature parameters as label offsets', () => {
  const client = new LspTestClient();
  before(async () => {
    await client.initialize({ capabilities: { textDocument: { signatureHelp: { signatureInformation: { parameterInformation: { labelOffsetSupport: true } } } } } });
    await client.open(URI, TEXT);
  });
  after(async () => {
    await client.stop();
  });

  it('points each parameter at its place in the label when the client reads offsets', async () => {
    const h = await client.request<SignatureHelp | null>('textDocument/signatureHelp', { textDocument: { uri: URI }, position: at(1, '- /give @s ') });
    assert.ok(h);
    const sig = h.signatures[h.activeSignature!];
    assert.deepEqual(sig.parameters!.map((p) => p.label), [[6, 15], [16, 22], [24, 31]]);
    assert.equal(sig.label.slice(16, 22), '<item>');
    assert.equal(h.activeParameter, 1);
  });
});
