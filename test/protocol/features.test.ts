import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, CompletionItem, CompletionList, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient } from '../helpers/lspClient';

const URI = 'file:///tmp/mcu-protocol/task_configs/features.yaml';
const TEXT = [
  'custom_init_commands:',
  '- /gve @s minecraft:diamond 3',
  '- /give @s minecraft:diamond 1',
  '- /give @s minecraft:dia',
  'text: get diamonds',
  'reward_cfg:',
  '- event: pickup',
  '  identity: pick',
  '  objects: [diamond]',
  '  reward: 1.0',
  '  max_reward_times: 1',
].join('\n');

const labels = (items: CompletionItem[] | { items: CompletionItem[] }) => (Array.isArray(items) ? items : items.items).map((i) => i.label);

describe('language server over stdio: completion, hover and a quick fix', () => {
  const client = new LspTestClient();
  before(async () => {
    await client.initialize();
  });
  after(async () => {
    await client.stop();
  });

  it('completes item ids of the right kind inside a /give', async () => {
    await client.open(URI, TEXT);
    const items = await client.request<CompletionItem[]>('textDocument/completion', { textDocument: { uri: URI }, position: { line: 3, character: 24 } });
    const l = labels(items).map((x) => x.replace(/^minecraft:/, ''));
    assert.ok(l.includes('diamond'), `diamond offered, got ${l.slice(0, 10)}`);
    assert.ok(l.includes('diamond_pickaxe'));
    assert.ok(!l.includes('zombie'), 'no entity ids for an item argument');
  });

  it('answers a cut id list as incomplete, so the editor asks again as the word grows', async () => {
    // After `minecraft:` every item matches: more than the list holds.
    const cut = await client.request<CompletionItem[] | CompletionList>('textDocument/completion', { textDocument: { uri: URI }, position: { line: 3, character: 21 } });
    assert.ok(!Array.isArray(cut) && cut.isIncomplete === true, `a cut list is marked incomplete: ${JSON.stringify(cut).slice(0, 120)}`);
    assert.ok(cut.items.length > 0);
    // The items left out of it come back once the word narrows: `minecraft:dia` is a whole list.
    const whole = await client.request<CompletionItem[] | CompletionList>('textDocument/completion', { textDocument: { uri: URI }, position: { line: 3, character: 24 } });
    assert.ok(Array.isArray(whole) || whole.isIncomplete === false, 'a short list is complete');
    assert.ok(labels(whole).includes('minecraft:diamond'));
  });

  it('completes reward objects by the entry\'s event and event names', async () => {
    const events = await client.request<CompletionItem[]>('textDocument/completion', { textDocument: { uri: URI }, position: { line: 6, character: 9 } });
    assert.ok(labels(events).includes('kill_entity'));
    const objs = await client.request<CompletionItem[]>('textDocument/completion', { textDocument: { uri: URI }, position: { line: 8, character: 14 } });
    assert.ok(labels(objs).includes('diamond'));
  });

  it('hovers an item id with its display name and on a command with its usage', async () => {
    const h = await client.request<Hover>('textDocument/hover', { textDocument: { uri: URI }, position: { line: 2, character: 22 } });
    const v = typeof h.contents === 'string' ? h.contents : 'value' in h.contents ? h.contents.value : '';
    assert.match(v, /Diamond/);
    const h2 = await client.request<Hover>('textDocument/hover', { textDocument: { uri: URI }, position: { line: 8, character: 14 } });
    assert.match((h2.contents as { value: string }).value, /Diamond/);
    const h3 = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri: URI }, position: { line: 6, character: 3 } });
    assert.match((h3!.contents as { value: string }).value, /statistic/i);
    const h4 = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri: URI }, position: { line: 2, character: 4 } });
    assert.match((h4!.contents as { value: string }).value, /\/give <targets> <item>/);
  });

  it('shows the task insight as a code lens and on hover of the reward list', async () => {
    const lenses = await client.request<{ range: { start: { line: number } }; command?: { title: string } }[]>('textDocument/codeLens', { textDocument: { uri: URI } });
    const lens = lenses.find((l) => /^Insight: \d+ steps? from scratch, complexity E\+V = \d+$/.test(l.command?.title ?? ''));
    assert.ok(lens, `insight lens, got ${JSON.stringify(lenses)}`);
    assert.equal(lens.range.start.line, 5);
    const h = await client.request<Hover>('textDocument/hover', { textDocument: { uri: URI }, position: { line: 5, character: 3 } });
    assert.match((h.contents as { value: string }).value, /Planning complexity E \+ V/);
  });

  it('applies the quick fix for an unknown command and the diagnostic disappears', async () => {
    const uri = URI.replace('features', 'fix');
    const diags = await client.open(uri, TEXT);
    const d = diags.find((x) => x.code === 'command/unknown');
    assert.ok(d, 'unknown command reported');
    assert.deepEqual(d.range, { start: { line: 1, character: 3 }, end: { line: 1, character: 6 } });
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } });
    const fix = actions.find((a) => /give/.test(a.title));
    assert.ok(fix?.edit?.changes?.[uri], `a fix to /give, got ${actions.map((a) => a.title)}`);
    const doc = TextDocument.create(uri, 'yaml', 1, TEXT);
    const edits = fix.edit.changes[uri] as TextEdit[];
    const fixed = TextDocument.applyEdits(doc, edits);
    assert.match(fixed.split('\n')[1], /^- \/give @s minecraft:diamond 3$/);
    const after = await client.change(uri, 2, [{ text: fixed }]);
    assert.ok(!after.some((x) => x.code === 'command/unknown'));
  });
});
