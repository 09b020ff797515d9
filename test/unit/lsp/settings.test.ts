import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_SETTINGS, readSettings } from '../../../server/src/hosts/lsp/settings';
import { dataDir } from '../../../server/src/vanilla/dataDir';
import { getRegistry } from '../../../server/src/vanilla/registry';

describe('settings from an untrusted workspace', () => {
  it('accepts the Minecraft versions we ship', () => {
    const messages: string[] = [];
    assert.equal(readSettings({ minecraftVersion: '1.20.4' }, (m) => messages.push(m)).minecraftVersion, '1.20.4');
    assert.equal(readSettings({}, (m) => messages.push(m)).minecraftVersion, '1.16.5');
    assert.deepEqual(messages, []);
  });

  it('falls back to 1.16.5 with a message for a version that is a path or unknown', () => {
    for (const bad of ['../../x', '../1.16.5', '/etc', '1.16.5/../1.20.4', '1.8.9', 'x'.repeat(100_000), 42]) {
      const messages: string[] = [];
      const s = readSettings({ minecraftVersion: bad }, (m) => messages.push(m));
      assert.equal(s.minecraftVersion, '1.16.5', String(bad).slice(0, 50));
      assert.equal(messages.length, 1);
      assert.ok(messages[0].includes('not a known version'), messages[0]);
      assert.ok(messages[0].length < 200, 'the message quotes an excerpt only');
    }
  });

  it('never loads a registry from outside the data folder', () => {
    // A registry.json that `../x` would reach from a version folder.
    const outside = fs.mkdtempSync(path.join(path.dirname(dataDir()), 'mcu-outside-'));
    try {
      fs.writeFileSync(path.join(outside, 'registry.json'), fs.readFileSync(path.join(dataDir(), '1.16.5', 'registry.json')));
      const rel = path.join('..', path.basename(outside));
      assert.throws(() => getRegistry(rel), /No Minecraft data for version/);
      assert.throws(() => getRegistry(path.join(os.tmpdir(), '..', 'x')), /No Minecraft data for version/);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('reads mcu.maxFileSizeMb and rejects nonsense values with a message', () => {
    const messages: string[] = [];
    assert.equal(readSettings({ maxFileSizeMb: 0.5 }).maxFileSizeMb, 0.5);
    assert.equal(readSettings({}).maxFileSizeMb, DEFAULT_SETTINGS.maxFileSizeMb);
    for (const bad of [0, -1, 'big', 1e9, Number.NaN]) assert.equal(readSettings({ maxFileSizeMb: bad }, (m) => messages.push(m)).maxFileSizeMb, DEFAULT_SETTINGS.maxFileSizeMb);
    assert.equal(messages.length, 5);
  });

  it('drops bad mcu.taskFiles entries with a message', () => {
    const messages: string[] = [];
    assert.deepEqual(readSettings({ taskFiles: ['**/*.yaml', 7] }, (m) => messages.push(m)).taskFiles, ['**/*.yaml']);
    assert.equal(messages.length, 1);
  });

  it('reads mcu.criteria.folder, keeping criteria_files for a value that is no folder path', () => {
    const messages: string[] = [];
    assert.equal(readSettings({}).sideFiles.criteriaFolder, 'criteria_files');
    assert.equal(readSettings({ criteria: { folder: 'eval/judge' } }).sideFiles.criteriaFolder, 'eval/judge');
    for (const bad of [42, 'a\nb', 'x'.repeat(2000)]) assert.equal(readSettings({ criteria: { folder: bad } }, (m) => messages.push(m)).sideFiles.criteriaFolder, 'criteria_files');
    assert.equal(messages.length, 3);
  });

  it('reads mcu.workspaceDiagnostics (default on), keeping the default for a value that is no boolean', () => {
    const messages: string[] = [];
    assert.equal(readSettings({}).workspaceDiagnostics, true);
    assert.equal(readSettings({ workspaceDiagnostics: false }).workspaceDiagnostics, false);
    assert.equal(readSettings({ workspaceDiagnostics: 'no' }, (m) => messages.push(m)).workspaceDiagnostics, true);
    assert.deepEqual(messages, ['mcu.workspaceDiagnostics must be true or false; using true']);
  });
});
