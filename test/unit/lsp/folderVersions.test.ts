/**
 * FolderVersions (server/src/hosts/lsp/folderVersions.ts): which workspace folder a
 * document is in, and that folder's validated mcu.minecraftVersion.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FolderVersions, folderName } from '../../../server/src/hosts/lsp/folderVersions';

describe('mcu.minecraftVersion per workspace folder', () => {
  it('asks with each folder\'s own URI and gives a document its innermost folder\'s version', async () => {
    const f = new FolderVersions();
    f.setFolders(['file:///w/a', 'file:///w/a/nested', 'file:///w/b']);
    const asked: string[] = [];
    const byScope: Record<string, unknown> = { 'file:///w/a': { minecraftVersion: '1.20.4' }, 'file:///w/a/nested': { minecraftVersion: '1.16.5' }, 'file:///w/b': {} };
    await f.refresh(async (items) => items.map((i) => (asked.push(i.scopeUri), byScope[i.scopeUri])), () => assert.fail('no warning expected'));
    assert.deepEqual(asked.sort(), ['file:///w/a', 'file:///w/a/nested', 'file:///w/b']);
    assert.equal(f.versionFor('file:///w/a/task_configs/t.yaml', 'W'), '1.20.4');
    assert.equal(f.versionFor('file:///w/a/nested/t.yaml', 'W'), '1.16.5', 'the nested folder wins');
    assert.equal(f.versionFor('file:///w/b/t.yaml', 'W'), 'W', 'a folder without a value follows the workspace');
    assert.equal(f.versionFor('file:///w/ab/t.yaml', 'W'), 'W', '`a` is not a prefix folder of `ab`');
    assert.equal(f.versionFor('untitled:Untitled-1', 'W'), 'W');
  });

  it('keeps only shipped versions, and survives a client that answers nonsense', async () => {
    const f = new FolderVersions();
    f.setFolders(['file:///w/a', 'file:///w/%E0%A4%A']);
    const warnings: string[] = [];
    const odd: Record<string, unknown> = { 'file:///w/a': { minecraftVersion: '../../x' }, 'file:///w/%E0%A4%A': 'not an object' };
    await f.refresh(async (items) => items.map((i) => odd[i.scopeUri]), (m) => warnings.push(m));
    assert.equal(f.versionFor('file:///w/a/t.yaml', 'W'), '1.16.5');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /not a known version.*\(folder a\)/);
    assert.equal(f.versionFor('file:///w/%E0%A4%A/t.yaml', 'W'), 'W');
    await f.refresh(async () => null as unknown as unknown[], () => undefined);
    assert.equal(f.versionFor('file:///w/a/t.yaml', 'W'), 'W', 'no answer: the workspace setting');
    assert.equal(typeof folderName('file:///w/%E0%A4%A'), 'string', 'a malformed URI does not throw');
  });
});
