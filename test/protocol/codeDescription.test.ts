/** Published diagnostics link their code to its section of docs/diagnostics.md (VS Code shows the code as a link). */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'url';
import { LspTestClient } from '../helpers/lspClient';
import { examplesDir } from '../helpers/paths';
import { DIAGNOSTICS_DOC_URL } from '../../server/src/model/diagnosticCodes';

describe('language server: codeDescription on every diagnostic', () => {
  const client = new LspTestClient();
  before(async () => {
    await client.initialize();
  });
  after(async () => {
    await client.stop();
  });

  it('a task\'s diagnostics carry an absolute href ending in their code\'s anchor', async () => {
    const file = path.join(examplesDir, 'broken', 'bad_commands.yaml');
    const diags = await client.open(pathToFileURL(file).href, fs.readFileSync(file, 'utf8'));
    const unknown = diags.find((d) => d.code === 'command/unknown');
    assert.ok(unknown, 'the example reports command/unknown');
    assert.ok(unknown.codeDescription?.href.endsWith('#command-unknown'), unknown.codeDescription?.href);
    for (const d of diags) {
      const href = d.codeDescription?.href;
      assert.ok(href, `${d.code} has a codeDescription`);
      assert.equal(href, `${DIAGNOSTICS_DOC_URL}#${String(d.code).replace('/', '-')}`);
      assert.equal(new URL(href).protocol, 'https:');
    }
  });

  it('a criteria file\'s diagnostics carry one too', async () => {
    const diags = await client.open('file:///tmp/mcu-code-links/criteria_files/build.txt', '**Speed: how fast**\n- quick\n');
    assert.ok(diags.length > 0);
    for (const d of diags) assert.ok(d.codeDescription?.href.endsWith(`#${String(d.code).replace('/', '-')}`), `${d.code}: ${d.codeDescription?.href}`);
  });
});
