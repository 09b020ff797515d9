import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'url';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';
import { exampleFiles, examplesDir } from '../helpers/paths';
import { BROKEN_EXPECTATIONS, KNOWN_DEFECTS } from './brokenExpectations';

const uriOf = (file: string) => pathToFileURL(file).href;
const lineText = (text: string, line: number) => text.split(/\r?\n/)[line] ?? '';
const token = (text: string, d: Diagnostic) => {
  const lines = text.split(/\r?\n/);
  if (d.range.start.line !== d.range.end.line) return lines[d.range.start.line].slice(d.range.start.character);
  return lines[d.range.start.line].slice(d.range.start.character, d.range.end.character);
};

describe('language server over stdio: diagnostics for every example', () => {
  const client = new LspTestClient();
  before(async () => {
    await client.initialize();
  });
  after(async () => {
    await client.stop();
  });

  for (const sub of ['simple', 'hard', 'compositional', 'judge_only']) {
    for (const file of exampleFiles(sub)) {
      const known = KNOWN_DEFECTS[`${sub}/${path.basename(file)}`] ?? [];
      it(`${sub}/${path.basename(file)} has no error or warning${known.length ? ' beyond its known defect' : ''}`, async () => {
        const text = fs.readFileSync(file, 'utf8');
        const diags = await client.open(uriOf(file), text);
        const serious = diags.filter((d) => d.severity === 1 || d.severity === 2);
        assert.deepEqual(serious.map((d) => `${d.range.start.line}: ${d.code}`), known);
      });
    }
  }

  for (const [name, expected] of Object.entries(BROKEN_EXPECTATIONS)) {
    it(`broken/${name} reports what its comment lists, on the right token`, async () => {
      const file = path.join(examplesDir, 'broken', name);
      const text = fs.readFileSync(file, 'utf8');
      const diags = await client.open(uriOf(file), text);
      for (const exp of expected) {
        const hit = diags.find((d) => String(d.code) === exp.code && d.range.start.line === exp.line && (!exp.token || token(text, d) === exp.token));
        assert.ok(hit, `expected ${exp.code} on line ${exp.line + 1} (${lineText(text, exp.line)})${exp.token ? ` at '${exp.token}'` : ''}; got:\n${diags.map((d) => `  ${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code} '${token(text, d)}' ${d.message}`).join('\n')}`);
        assert.equal(hit.source, 'mcu');
        if (exp.message) assert.match(String(hit.message), exp.message);
        if (exp.severity) assert.equal(hit.severity, exp.severity);
      }
    });
  }

  it('keeps answering after a file that is not YAML, and follows incremental edits', async () => {
    const file = path.join(examplesDir, 'broken', 'not_yaml.yaml');
    const text = fs.readFileSync(file, 'utf8');
    const uri = 'file:///tmp/mcu-protocol/not_yaml.yaml';
    const first = await client.open(uri, text);
    assert.ok(first.some((d) => String(d.code).startsWith('yaml/') && d.range.start.line === 2), 'a YAML error on line 3');
    // Fix line 3 by an incremental edit: remove the stray leading space and close the string.
    const fixed = await client.change(uri, 2, [
      { range: { start: { line: 2, character: 0 }, end: { line: 3, character: 0 } }, text: 'text: "terminated"\n' },
      { range: { start: { line: 3, character: 0 }, end: { line: 3, character: 33 } }, text: 'reward_cfg: []' },
    ]);
    assert.deepEqual(fixed.filter((d) => d.severity === 1).map((d) => d.message), []);
    const symbols = await client.request<{ name: string }[]>('textDocument/documentSymbol', { textDocument: { uri } });
    assert.deepEqual(symbols.map((s) => s.name), ['custom_init_commands', 'text', 'reward_cfg']);
  });

  it('leaves YAML files that are not tasks alone', async () => {
    const diags = await client.open('file:///tmp/mcu-protocol/.github/workflows/ci.yaml', 'on: push\njobs:\n  build: {runs-on: x}\n');
    assert.deepEqual(diags, []);
  });
});
