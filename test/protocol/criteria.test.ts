/**
 * Criteria files over the protocol: a criteria .txt missing a dimension is
 * squiggled where the dimension belongs; a task with no criteria file gets the
 * `criteria/missing` information whose quick fix runs "MCU: Generate Criteria"
 * (a command, not an edit); a task whose criteria file is in any of the
 * searched places gets none; a new criteria file (a watched-file event) clears
 * it; an untrusted workspace reads no file and shows none.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';
import { MCU_SHAPED_BUILD } from '../unit/criteria/mcuShapedCriteria';

const TASK = 'custom_init_commands:\n- /give @s minecraft:oak_planks 16\ntext: build a hut\n';
const uriOf = (file: string) => pathToFileURL(file).href;

/** A language server whose workspace folder is `root`, with the given settings and trust. */
async function serverFor(root: string, settings: Record<string, unknown>, trusted = true): Promise<LspTestClient> {
  const client = new LspTestClient(settings);
  const logged: string[] = [];
  client.conn.onNotification('window/logMessage', (p: { message: string }) => void logged.push(p.message));
  await client.conn.sendRequest('initialize', {
    processId: process.pid,
    rootUri: uriOf(root),
    workspaceFolders: [{ uri: uriOf(root), name: 'ws' }],
    initializationOptions: { workspaceTrusted: trusted },
    capabilities: { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } }, textDocument: { publishDiagnostics: {} } },
  });
  await client.conn.sendNotification('initialized', {});
  // Settings are pulled after `initialized`; the server logs "ready" once it has them.
  for (const t0 = Date.now(); !logged.some((m) => m.includes('ready;')); ) {
    if (Date.now() - t0 > 10_000) throw new Error('the server did not get ready');
    await new Promise((r) => setTimeout(r, 20));
  }
  return client;
}

const criteriaCodes = (diags: Diagnostic[]) => diags.filter((d) => String(d.code).startsWith('criteria/'));

describe('criteria files over the protocol', { timeout: 60_000 }, () => {
  let ws: string;
  let client: LspTestClient;
  const write = (rel: string, text: string) => {
    const file = path.join(ws, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };
  before(async () => {
    ws = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-criteria-'));
    // One criteria file in each searched place (criteriaLocation.ts):
    write('task_configs/judge_criteria/by_setting.txt', MCU_SHAPED_BUILD); // the mcu.criteria.folder setting
    write('task_configs/simple/criteria_files/beside.txt', MCU_SHAPED_BUILD); // criteria_files in the task's folder
    write('criteria_files/at_root.txt', MCU_SHAPED_BUILD); // criteria_files in a parent, up to the workspace root
    write('auto_eval/criteria_files/mcu_layout.txt', MCU_SHAPED_BUILD); // MCU's auto_eval layout
    for (const name of ['by_setting', 'beside', 'at_root', 'mcu_layout', 'none']) write(`task_configs/simple/${name}.yaml`, TASK);
    client = await serverFor(ws, { criteria: { folder: 'judge_criteria' } });
  });
  after(async () => {
    await client.stop();
    fs.rmSync(ws, { recursive: true, force: true });
  });

  it('squiggles a criteria file missing a dimension on the heading the dimension belongs before', async () => {
    // Creative Attempts (lines 15–18 of the MCU-shaped file) taken out: Task Completion Efficiency is now on line 15.
    const text = MCU_SHAPED_BUILD.split('\n').filter((_, i) => i < 14 || i > 17).join('\n');
    const diags = await client.open(uriOf(path.join(ws, 'criteria_files', 'broken.txt')), text);
    assert.equal(diags.length, 1, JSON.stringify(diags));
    const [d] = diags;
    assert.equal(d.code, 'criteria/missing-dimension');
    assert.equal(d.severity, 1);
    assert.equal(d.source, 'mcu');
    assert.deepEqual(d.range, { start: { line: 14, character: 0 }, end: { line: 14, character: '**Task Completion Efficiency**'.length } });
    assert.match(String(d.message), /"Creative Attempts" is missing/);
  });

  it('finds nothing in a complete criteria file, and leaves other .txt files alone', async () => {
    assert.deepEqual(await client.open(uriOf(path.join(ws, 'criteria_files', 'fine.txt')), MCU_SHAPED_BUILD), []);
    assert.deepEqual(await client.open(uriOf(path.join(ws, 'notes', 'todo.txt')), 'Task Progress\n'), []);
  });

  it('a criteria file over 1 MB (the size the judge reads) gets one warning instead of a check', async () => {
    const big = `${MCU_SHAPED_BUILD}\n${' - whether the agent keeps going\n'.repeat(40_000)}`;
    const diags = await client.open(uriOf(path.join(ws, 'criteria_files', 'huge.txt')), big);
    assert.deepEqual(diags.map((d) => [d.code, d.severity, d.range.start.line]), [['file/too-large', 2, 0]]);
    assert.match(String(diags[0].message), /over the 1 MB criteria files are read up to/);
  });

  it('a criteria file under the folder mcu.criteria.folder names is checked too', async () => {
    const diags = await client.open(uriOf(path.join(ws, 'task_configs', 'judge_criteria', 'edited.txt')), '**Task Progress: x**\n');
    assert.deepEqual(diags.map((d) => d.code), ['criteria/empty-dimension', ...Array(5).fill('criteria/missing-dimension')]);
  });

  it('a task without a criteria file gets the information, whose quick fix is the Generate Criteria command', async () => {
    const uri = uriOf(path.join(ws, 'task_configs', 'simple', 'none.yaml'));
    const diags = await client.open(uri, TASK);
    const found = criteriaCodes(diags);
    assert.equal(found.length, 1, JSON.stringify(diags));
    const [info] = found;
    assert.equal(info.code, 'criteria/missing');
    assert.equal(info.severity, 3, 'information');
    assert.deepEqual(info.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 4 } }, 'on the text key');
    assert.match(String(info.message), /criteria_files\/none\.txt/);
    assert.match(String(info.message), /searched: .*judge_criteria\/none\.txt.*auto_eval\/criteria_files\/none\.txt/);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: info.range, context: { diagnostics: [info] } });
    const fix = actions.find((a) => a.command?.command === 'mcu.generateCriteria');
    assert.ok(fix, JSON.stringify(actions));
    assert.deepEqual(fix.command!.arguments, [uri]);
    assert.equal(fix.kind, 'quickfix');
    assert.equal(fix.edit, undefined, 'a command, not an edit');
    assert.deepEqual(fix.diagnostics?.map((d) => d.code), ['criteria/missing']);
  });

  for (const name of ['by_setting', 'beside', 'at_root', 'mcu_layout']) {
    it(`a task whose criteria file exists (${name}) gets no criteria information`, async () => {
      const diags = await client.open(uriOf(path.join(ws, 'task_configs', 'simple', `${name}.yaml`)), TASK);
      assert.deepEqual(criteriaCodes(diags), []);
    });
  }

  it('a criteria file created meanwhile clears the information (watched-file event)', async () => {
    const file = path.join(ws, 'task_configs', 'simple', 'later.yaml');
    write('task_configs/simple/later.yaml', TASK);
    const uri = uriOf(file);
    assert.deepEqual(criteriaCodes(await client.open(uri, TASK)).map((d) => d.code), ['criteria/missing']);
    const created = write('criteria_files/later.txt', MCU_SHAPED_BUILD);
    const next = client.nextDiagnostics(uri);
    await client.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(created), type: 1 }] });
    assert.deepEqual(criteriaCodes((await next).diagnostics), []);
  });
});

describe('criteria information in an untrusted workspace', { timeout: 60_000 }, () => {
  let ws: string;
  let client: LspTestClient;
  before(async () => {
    ws = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-criteria-untrusted-'));
    fs.mkdirSync(path.join(ws, 'task_configs'));
    fs.writeFileSync(path.join(ws, 'task_configs', 'none.yaml'), TASK);
    client = await serverFor(ws, {}, false);
  });
  after(async () => {
    await client.stop();
    fs.rmSync(ws, { recursive: true, force: true });
  });

  it('reads no file for it and shows no criteria/missing, but still checks an open criteria file', async () => {
    const diags = await client.open(uriOf(path.join(ws, 'task_configs', 'none.yaml')), TASK);
    assert.deepEqual(criteriaCodes(diags), []);
    const crit = await client.open(uriOf(path.join(ws, 'criteria_files', 'x.txt')), '');
    assert.equal(crit.filter((d) => d.code === 'criteria/missing-dimension').length, 6);
  });
});
