/** The language server honours suppression comments and offers a quick fix that writes one. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient } from '../helpers/lspClient';

const URI = 'file:///tmp/mcu-protocol/task_configs/suppression.yaml';
const TEXT = [
  'custom_init_commands:',
  '  # mcu-disable-next-line command/unknown',
  '  - /gve @s minecraft:diamond 1',
  '  - /gve @s minecraft:diamond 2',
  '  # mcu-disable-next-line id/unknown',
  '  - /give @s minecraft:diamond 1',
  'text: get diamonds',
].join('\n');

describe('language server over stdio: suppression comments', () => {
  const client = new LspTestClient();
  before(async () => {
    await client.initialize();
  });
  after(async () => {
    await client.stop();
  });

  it('silences the next line, keeps the following one and reports the unused comment as information', async () => {
    const diags = await client.open(URI, TEXT);
    const unknown = diags.filter((d) => d.code === 'command/unknown');
    assert.deepEqual(unknown.map((d) => d.range.start.line), [3]);
    const unused = diags.filter((d) => d.code === 'suppression/unused');
    assert.equal(unused.length, 1, JSON.stringify(diags));
    assert.equal(unused[0].severity, 3, 'information');
    assert.deepEqual(unused[0].range, { start: { line: 4, character: 26 }, end: { line: 4, character: 36 } });
  });

  it('offers a quick fix that inserts the comment above with the indentation, and the diagnostic goes', async () => {
    const uri = URI.replace('suppression', 'suppression-fix');
    const diags = await client.open(uri, TEXT);
    const d = diags.find((x) => x.code === 'command/unknown')!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } });
    const fix = actions.find((a) => a.title === 'Disable command/unknown for this line');
    assert.ok(fix?.edit?.changes?.[uri], `got ${actions.map((a) => a.title)}`);
    const edits = fix.edit.changes[uri] as TextEdit[];
    assert.deepEqual(edits, [{ range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } }, newText: '  # mcu-disable-next-line command/unknown\n' }]);
    assert.deepEqual(fix.diagnostics?.map((x) => x.code), ['command/unknown']);
    const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'yaml', 1, TEXT), edits);
    const after = await client.change(uri, 2, [{ text: fixed }]);
    assert.ok(!after.some((x) => x.code === 'command/unknown'));
  });
});
