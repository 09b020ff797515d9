/**
 * Workspace Trust: a workspace's own settings must not make the extension
 * run another program, reach another host, or do unbounded work on each
 * keystroke while the workspace is untrusted. VS Code ignores the workspace
 * value of every setting listed in `restrictedConfigurations` there.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { repoRoot } from '../../helpers/paths';

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const restricted = new Set<string>(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations);
const settings: string[] = (Array.isArray(pkg.contributes.configuration) ? pkg.contributes.configuration : [pkg.contributes.configuration])
  .flatMap((c: { properties: Record<string, unknown> }) => Object.keys(c.properties));

describe('settings a workspace may not set while untrusted', () => {
  it('program paths, endpoints and servers are restricted', () => {
    const risky = settings.filter((k) => /(Path|Url|\.server|\.model)$/.test(k));
    assert.ok(risky.length >= 5, risky.join(', '));
    for (const k of risky) assert.ok(restricted.has(k), `${k} is not in restrictedConfigurations`);
  });

  it('the file-size limit is restricted: a workspace cannot make every keystroke parse a 1 GB file', () => {
    assert.ok(settings.includes('mcu.maxFileSizeMb'));
    assert.ok(restricted.has('mcu.maxFileSizeMb'));
  });

  it('every restricted name is a real setting', () => {
    for (const k of restricted) assert.ok(settings.includes(k), `${k} is not a contributed setting`);
  });
});
