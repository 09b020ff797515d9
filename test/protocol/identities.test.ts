/** Definition, references and rename of reward identities over the protocol (services/identities.ts). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Location, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient } from '../helpers/lspClient';

const URI = 'file:///tmp/mcu-protocol/task_configs/identities.yaml';
const TEXT = [
  'custom_init_commands:',
  '- /give @s minecraft:iron_ore 1',
  'text: mine iron ore or kill a zombie',
  'reward_cfg:',
  '- event: mine_block',
  '  identity: mine_iron',
  '  objects: [iron_ore]',
  '  reward: 1.0',
  '  max_reward_times: 1',
  'milestone_reward_cfg:',
  '- event: kill_entity',
  '  identity: "kill_zombie"',
  '  objects: [zombie]',
  '  reward: 1.0',
  '  max_reward_times: 1',
  'task_tree:',
  '  or:',
  '  - {task: mine iron ore, rewards: [mine_iron]}',
  '  - {task: kill a zombie, rewards: [kill_zombie, mine_iron]}',
].join('\n');

const r = (line: number, start: number, end: number): Range => ({ start: { line, character: start }, end: { line, character: end } });
const at = (line: number, character: number) => ({ textDocument: { uri: URI }, position: { line, character } });

describe('language server over stdio: reward identities', () => {
  const client = new LspTestClient();
  before(async () => {
    await client.initialize();
    await client.open(URI, TEXT);
  });
  after(async () => {
    await client.stop();
  });

  it('goes from a task_tree leaf name to the identity of its reward entry', async () => {
    const defs = await client.request<Location[]>('textDocument/definition', at(17, 39));
    assert.deepEqual(defs, [{ uri: URI, range: r(5, 12, 21) }]);
    const quoted = await client.request<Location[]>('textDocument/definition', at(18, 38));
    assert.deepEqual(quoted, [{ uri: URI, range: r(11, 13, 24) }], 'inside the quotes of a milestone entry');
    assert.deepEqual(await client.request<Location[]>('textDocument/definition', at(17, 10)), [], 'nothing on the task words');
  });

  it('finds the references of an identity: the entry and every leaf', async () => {
    const refs = await client.request<Location[]>('textDocument/references', { ...at(5, 14), context: { includeDeclaration: true } });
    assert.deepEqual(refs.map((l) => l.range), [r(5, 12, 21), r(17, 36, 45), r(18, 49, 58)]);
    const uses = await client.request<Location[]>('textDocument/references', { ...at(5, 14), context: { includeDeclaration: false } });
    assert.deepEqual(uses.map((l) => l.range), [r(17, 36, 45), r(18, 49, 58)]);
  });

  it('prepares a rename on an identity or a leaf name only', async () => {
    assert.deepEqual(await client.request('textDocument/prepareRename', at(18, 40)), { range: r(18, 36, 47), placeholder: 'kill_zombie' });
    assert.deepEqual(await client.request('textDocument/prepareRename', at(5, 12)), { range: r(5, 12, 21), placeholder: 'mine_iron' });
    assert.equal(await client.request('textDocument/prepareRename', at(4, 10)), null, 'not on an event name');
  });

  it('renames the entry and every tree leaf', async () => {
    const edit = await client.request<WorkspaceEdit>('textDocument/rename', { ...at(17, 40), newName: 'mine_iron_ore' });
    const edits = edit.changes![URI] as TextEdit[];
    assert.deepEqual(edits.map((e) => e.range), [r(5, 12, 21), r(17, 36, 45), r(18, 49, 58)]);
    const renamed = TextDocument.applyEdits(TextDocument.create(URI, 'yaml', 1, TEXT), edits).split('\n');
    assert.equal(renamed[5], '  identity: mine_iron_ore');
    assert.equal(renamed[17], '  - {task: mine iron ore, rewards: [mine_iron_ore]}');
    assert.equal(renamed[18], '  - {task: kill a zombie, rewards: [kill_zombie, mine_iron_ore]}');
    const quoted = await client.request<WorkspaceEdit>('textDocument/rename', { ...at(11, 15), newName: 'kill_a_zombie' });
    const q = TextDocument.applyEdits(TextDocument.create(URI, 'yaml', 1, TEXT), quoted.changes![URI] as TextEdit[]).split('\n');
    assert.equal(q[11], '  identity: "kill_a_zombie"', 'the quotes are kept');
    assert.equal(q[18], '  - {task: kill a zombie, rewards: [kill_a_zombie, mine_iron]}');
  });

  it('refuses a name another identity has, and an empty or invalid name, with an error response', async () => {
    await assert.rejects(client.request('textDocument/rename', { ...at(5, 14), newName: 'kill_zombie' }), /already has the identity "kill_zombie"/);
    await assert.rejects(client.request('textDocument/rename', { ...at(5, 14), newName: '' }), /cannot be empty/);
    await assert.rejects(client.request('textDocument/rename', { ...at(5, 14), newName: 'two words' }), /not a valid identity/);
  });
});
