/**
 * The walkthrough's "apply its fix" step completes on `onCommand:mcu.quickFixApplied`:
 * with a client that says it runs that command (initialization option
 * `quickFixAppliedCommand`, as the extension sends), every edit quick fix from
 * the server carries it (LSP runs a code action's command after its edit) and
 * still its edit; another client gets the edit alone. The criteria quick fix,
 * a command and not an edit, keeps its own command (test/protocol/criteria.test.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient } from '../helpers/lspClient';
import { QUICK_FIX_APPLIED_COMMAND } from '../../server/src/api/protocol/requests';

const URI = 'file:///tmp/mcu-protocol/task_configs/quick_fix_command.yaml';
const TEXT = ['custom_init_commands:', '  - /gve @s minecraft:diamond 3', 'text: get diamonds'].join('\n');

describe('language server over stdio: quick fixes run mcu.quickFixApplied after their edit', () => {
  const client = new LspTestClient({}, { initializationOptions: { quickFixAppliedCommand: true } });
  before(async () => {
    await client.initialize();
  });
  after(async () => {
    await client.stop();
  });

  it('the /gve → /give fix carries the command and its edit, and applying the edit clears the error', async () => {
    assert.equal(QUICK_FIX_APPLIED_COMMAND, 'mcu.quickFixApplied');
    const diags = await client.open(URI, TEXT);
    const d = diags.find((x) => x.code === 'command/unknown');
    assert.ok(d, JSON.stringify(diags));
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: URI }, range: d.range, context: { diagnostics: [d] } });
    const fix = actions.find((a) => a.title === "Change to '/give'");
    assert.ok(fix, `offered ${actions.map((a) => a.title)}`);
    assert.deepEqual(fix.command, { title: 'Quick fix applied', command: QUICK_FIX_APPLIED_COMMAND });
    const edits = fix.edit?.changes?.[URI] as TextEdit[];
    assert.deepEqual(edits, [{ range: { start: { line: 1, character: 5 }, end: { line: 1, character: 8 } }, newText: 'give' }]);
    const fixed = TextDocument.applyEdits(TextDocument.create(URI, 'yaml', 1, TEXT), edits);
    assert.equal(fixed.split('\n')[1], '  - /give @s minecraft:diamond 3');
    const after = await client.change(URI, 2, [{ text: fixed }]);
    assert.ok(!after.some((x) => x.code === 'command/unknown'), JSON.stringify(after));
  });

  it('every fix offered on the line carries an edit and the command, the suppression fix included', async () => {
    const uri = URI.replace('quick_fix_command', 'quick_fix_all');
    const diags = await client.open(uri, TEXT);
    const d = diags.find((x) => x.code === 'command/unknown')!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } });
    assert.ok(actions.some((a) => a.title === 'Disable command/unknown for this line'), `offered ${actions.map((a) => a.title)}`);
    for (const a of actions) {
      assert.ok(a.edit?.changes?.[uri]?.length, `${a.title} has no edit`);
      assert.equal(a.command?.command, QUICK_FIX_APPLIED_COMMAND, a.title);
    }
  });
});

describe('language server over stdio: a client that did not ask for mcu.quickFixApplied', () => {
  const client = new LspTestClient();
  before(async () => {
    await client.initialize();
  });
  after(async () => {
    await client.stop();
  });

  it('gets the same edit and no command it does not know', async () => {
    const uri = URI.replace('quick_fix_command', 'quick_fix_plain');
    const diags = await client.open(uri, TEXT);
    const d = diags.find((x) => x.code === 'command/unknown')!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } });
    const fix = actions.find((a) => a.title === "Change to '/give'");
    assert.ok(fix?.edit?.changes?.[uri]?.length, `offered ${actions.map((a) => a.title)}`);
    for (const a of actions) assert.equal(a.command, undefined, a.title);
  });
});
