/**
 * Settings as users read them: every `mcu.*` setting has a markdownDescription
 * (what VS Code's Settings editor shows), every enum a description per value,
 * and docs/settings.md is the page server/tools/settings-doc.js makes from
 * package.json now (rerun the script when this fails).
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { repoRoot } from '../../helpers/paths';

interface Setting { markdownDescription?: string; description?: string; enum?: unknown[]; enumDescriptions?: string[]; markdownEnumDescriptions?: string[] }

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const conf = pkg.contributes.configuration;
const props: Record<string, Setting> = Object.assign({}, ...(Array.isArray(conf) ? conf : [conf]).map((c: { properties: object }) => c.properties));
const { renderSettingsPage, PAGE } = require(path.join(repoRoot, 'server', 'tools', 'settings-doc.js')) as {
  renderSettingsPage(pkg: unknown): string; PAGE: string;
};

describe('settings descriptions', () => {
  it('there are mcu.* settings to check', () => {
    assert.ok(Object.keys(props).length >= 29, `${Object.keys(props).length} settings`);
    for (const key of Object.keys(props)) assert.match(key, /^mcu\./);
  });

  it('every setting has a markdownDescription of some substance', () => {
    const bare = Object.entries(props).filter(([, p]) => typeof p.markdownDescription !== 'string' || p.markdownDescription.trim().length < 20);
    assert.deepEqual(bare.map(([k]) => k), []);
  });

  it('every enum has one description per value', () => {
    for (const [key, p] of Object.entries(props)) {
      if (!Array.isArray(p.enum)) continue;
      const descs = p.markdownEnumDescriptions ?? p.enumDescriptions;
      assert.ok(Array.isArray(descs), `${key} has no enumDescriptions`);
      assert.equal(descs.length, p.enum.length, `${key}: ${descs.length} descriptions for ${p.enum.length} values`);
      for (const d of descs) assert.ok(d.trim().length > 0, `${key}: an empty value description`);
    }
  });

  it('a setting link in a description (#mcu.x#) names a real setting', () => {
    for (const [key, p] of Object.entries(props)) {
      for (const m of (p.markdownDescription ?? '').matchAll(/#(mcu\.[A-Za-z.]+)#/g)) assert.ok(m[1] in props, `${key} links to unknown ${m[1]}`);
    }
  });
});

describe('docs/settings.md', () => {
  it('is current: `node server/tools/settings-doc.js` would write the same page', () => {
    assert.equal(fs.readFileSync(PAGE, 'utf8'), renderSettingsPage(pkg), 'docs/settings.md is stale: run node server/tools/settings-doc.js');
  });

  it('lists every setting once, with its default', () => {
    const page = renderSettingsPage(pkg);
    for (const key of Object.keys(props)) assert.equal(page.split(`| \`${key}\` |`).length - 1, 1, key);
  });

  it('the page changes when a description changes (the staleness check can fail)', () => {
    const changed = JSON.parse(JSON.stringify(pkg));
    changed.contributes.configuration.properties['mcu.validationDelay'].markdownDescription = 'Something else entirely.';
    assert.notEqual(renderSettingsPage(changed), renderSettingsPage(pkg));
  });
});
