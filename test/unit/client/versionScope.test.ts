/**
 * The status bar's Minecraft version (client/src/versionScope.ts): the value
 * the server would use for the active file, and where the picker saves a
 * choice. mcu.minecraftVersion is resource-scoped, so a folder of a
 * multi-root workspace can have its own.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { shownVersion, VERSIONS, versionTarget } from '../../../client/src/versionScope';
import { repoRoot } from '../../helpers/paths';

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const configs = Array.isArray(pkg.contributes.configuration) ? pkg.contributes.configuration : [pkg.contributes.configuration];
const setting = configs.map((c: { properties: Record<string, { scope?: string; enum?: string[] }> }) => c.properties['mcu.minecraftVersion']).find(Boolean);

describe('the status bar\'s Minecraft version per folder', () => {
  it('mcu.minecraftVersion is resource-scoped and offers the versions the picker lists', () => {
    assert.equal(setting.scope, 'resource');
    assert.deepEqual(setting.enum, VERSIONS);
  });

  it('shows a shipped version as set, and what the server falls back to otherwise', () => {
    assert.equal(shownVersion('1.20.4'), '1.20.4');
    assert.equal(shownVersion('1.16.5'), '1.16.5');
    for (const bad of ['../../x', '1.8.9', '', undefined, 42]) assert.equal(shownVersion(bad), '1.16.5', String(bad));
  });

  it('saves to the active file\'s folder only in a multi-root workspace', () => {
    assert.equal(versionTarget(2, true), 'folder');
    assert.equal(versionTarget(2, false), 'workspace', 'a file in no folder');
    assert.equal(versionTarget(1, true), 'workspace', 'one folder: its settings are the workspace\'s');
    assert.equal(versionTarget(0, false), 'workspace');
  });
});
