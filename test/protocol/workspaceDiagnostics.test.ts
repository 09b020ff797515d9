/**
 * Workspace diagnostics over the protocol: task files never opened get their
 * diagnostics (the broken one its codes and lines, clean ones an empty list),
 * a YAML file outside the globs without task keys and a task under
 * node_modules get nothing, a file over mcu.maxFileSizeMb gets
 * file/too-large; a change on disk (didChangeWatchedFiles) re-checks, a
 * deletion clears; an open buffer wins and closing it brings back the disk
 * version's findings; mcu.workspaceDiagnostics off publishes nothing for
 * closed files and clears what was shown; progress is reported when the
 * client supports it; Restricted Mode still checks closed files.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';
import { repoRoot } from '../helpers/paths';

const uriOf = (file: string) => pathToFileURL(file).href;
const BROKEN = fs.readFileSync(path.join(repoRoot, 'examples', 'broken', 'bad_commands.yaml'), 'utf8');
const CLEAN = fs.readFileSync(path.join(repoRoot, 'examples', 'simple', 'collect_wool.yaml'), 'utf8');
const codes = (d: Diagnostic[]) => d.map((x) => `${x.code}@${x.range.start.line}`).sort();

interface Server {
  client: LspTestClient;
  logged: string[];
  progress: { kind: string; title?: string; percentage?: number }[];
  settings: Record<string, unknown>;
}

/** A server whose one workspace folder is `root`; resolves once its settings are read ("ready" logged). */
async function serverFor(root: string, settings: Record<string, unknown>, progressCapable = false, trusted = true): Promise<Server> {
  const client = new LspTestClient(settings);
  const logged: string[] = [];
  const progress: Server['progress'] = [];
  client.conn.onNotification('window/logMessage', (p: { message: string }) => void logged.push(p.message));
  client.conn.onRequest('window/workDoneProgress/create', () => null);
  // The editor's files.exclude: a folder of generated tasks the user hid.
  client.conn.onRequest('workspace/configuration', (p: { items: { section?: string }[] }) =>
    p.items.map((i) => (i.section === 'files.exclude' ? { '**/.git': true, generated: true, 'maybe/': { when: '$(basename).ts' } } : settings)));
  client.conn.onNotification('$/progress', (p: { value: { kind: string; title?: string; percentage?: number } }) => void progress.push(p.value));
  await client.conn.sendRequest('initialize', {
    processId: process.pid,
    rootUri: uriOf(root),
    workspaceFolders: [{ uri: uriOf(root), name: 'ws' }],
    initializationOptions: { workspaceTrusted: trusted },
    capabilities: {
      workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } },
      textDocument: { publishDiagnostics: {} },
      ...(progressCapable ? { window: { workDoneProgress: true } } : {}),
    },
  });
  await client.conn.sendNotification('initialized', {});
  await until(() => logged.some((m) => m.includes('ready;')), 'the server did not get ready');
  return { client, logged, progress, settings };
}

async function until(ok: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  for (const t0 = Date.now(); !ok(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() - t0 > timeoutMs) throw new Error(what);
  }
}

/** The number of finished rounds of workspace checks the server logged. */
const rounds = (s: Server) => s.logged.filter((m) => m.includes('workspace diagnostics:') && m.includes('files checked')).length;

function folder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-wsdiag-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

// criteria/missing is another feature's information on every task without criteria; off here so "clean" means no diagnostic.
const BASE_SETTINGS = { checks: { disabled: ['criteria/missing'] }, maxFileSizeMb: 0.01 };

describe('workspace diagnostics over the protocol', { timeout: 120_000 }, () => {
  let root: string;
  let s: Server;
  const at = (rel: string) => path.join(root, rel);

  before(async () => {
    root = folder({
      'task_configs/broken.yaml': BROKEN,
      'task_configs/clean.yaml': CLEAN,
      'task_configs/other.yaml': CLEAN,
      'anywhere/by_keys.yaml': BROKEN, // outside the globs, a task by its keys
      'notes/plain.yaml': 'name: not a task\nitems: [1, 2\n', // outside the globs, no task keys (and broken YAML)
      'node_modules/pkg/task_configs/dep.yaml': BROKEN,
      'task_configs/huge.yaml': 'custom_init_commands:\n' + '- /say hi\n'.repeat(2000), // ~20 KB, over 0.01 MB
      'criteria_files/broken.txt': 'Task Progress:\n- did it\n', // a criteria file missing dimensions
      'generated/broken.task.yaml': BROKEN, // in a folder files.exclude hides
    });
    s = await serverFor(root, { ...BASE_SETTINGS }, true);
    await until(() => rounds(s) >= 1, 'the workspace was not checked');
  });
  after(async () => {
    await s?.client.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('publishes the never-opened broken task with its codes and lines, and empty lists for clean ones', async () => {
    const broken = await s.client.latestDiagnostics(uriOf(at('task_configs/broken.yaml')));
    assert.deepEqual(codes(broken), ['command/newer-syntax@6', 'command/nbt@8', 'command/number-format@5', 'command/selector@7', 'command/unknown@4'].sort());
    assert.deepEqual(await s.client.latestDiagnostics(uriOf(at('task_configs/clean.yaml'))), []);
    assert.deepEqual(await s.client.latestDiagnostics(uriOf(at('task_configs/other.yaml'))), []);
    // A task by its keys outside mcu.taskFiles is a task for open documents, so here too.
    assert.ok(codes(await s.client.latestDiagnostics(uriOf(at('anywhere/by_keys.yaml')))).includes('command/unknown@4'));
  });

  it('publishes nothing for plain YAML outside the globs, for node_modules or for a folder files.exclude hides', () => {
    assert.deepEqual(s.client.publishedFor(uriOf(at('notes/plain.yaml'))), []);
    assert.deepEqual(s.client.publishedFor(uriOf(at('generated/broken.task.yaml'))), []);
    assert.deepEqual(s.client.publishedFor(uriOf(at('node_modules/pkg/task_configs/dep.yaml'))), []);
  });

  it('warns file/too-large for a task over mcu.maxFileSizeMb', async () => {
    const d = await s.client.latestDiagnostics(uriOf(at('task_configs/huge.yaml')));
    assert.deepEqual(d.map((x) => x.code), ['file/too-large']);
    assert.match(d[0].message as string, /mcu\.maxFileSizeMb/);
  });

  it('checks criteria files too', async () => {
    const d = await s.client.latestDiagnostics(uriOf(at('criteria_files/broken.txt')));
    assert.ok(d.some((x) => String(x.code).startsWith('criteria/')), JSON.stringify(d.map((x) => x.code)));
  });

  it('reports work-done progress titled "MCU: checking task files"', async () => {
    // The round's log line can come before its 'end' notification on a busy machine: wait for it to arrive.
    await until(() => s.progress.at(-1)?.kind === 'end', 'the progress never ended');
    assert.equal(s.progress[0]?.kind, 'begin');
    assert.equal(s.progress[0]?.title, 'MCU: checking task files');
    assert.equal(s.progress.at(-1)?.kind, 'end');
  });

  it('re-checks a file changed on disk and clears a deleted one', async () => {
    const clean = uriOf(at('task_configs/clean.yaml'));
    fs.writeFileSync(at('task_configs/clean.yaml'), CLEAN.replace('custom_init_commands:\n', 'custom_init_commands:\n- /gve @s minecraft:dirt\n'));
    await s.client.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: clean, type: 2 }] });
    const changed = await s.client.latestDiagnostics(clean, (d) => d.length > 0);
    assert.ok(codes(changed).some((c) => c.startsWith('command/unknown@')), JSON.stringify(codes(changed)));

    const anywhere = uriOf(at('anywhere/by_keys.yaml'));
    fs.rmSync(at('anywhere'), { recursive: true });
    // A checkout removing a folder: one event for the folder.
    await s.client.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(at('anywhere')), type: 3 }] });
    assert.deepEqual(await s.client.latestDiagnostics(anywhere, (d) => d.length === 0), []);
  });

  it('a new task file on disk (created event) is checked', async () => {
    fs.writeFileSync(at('task_configs/new.yaml'), BROKEN);
    await s.client.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(at('task_configs/new.yaml')), type: 1 }] });
    const d = await s.client.latestDiagnostics(uriOf(at('task_configs/new.yaml')));
    assert.equal(d.length, 5);
  });

  it('an open buffer wins over the disk, and closing it brings back the disk version', async () => {
    const uri = uriOf(at('task_configs/broken.yaml'));
    const opened = await s.client.open(uri, CLEAN);
    assert.deepEqual(opened, []);
    await s.client.change(uri, 2, [{ text: CLEAN + '\n' }]);
    await s.client.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    const back = await s.client.latestDiagnostics(uri, (d) => d.length > 0);
    assert.deepEqual(codes(back), ['command/newer-syntax@6', 'command/nbt@8', 'command/number-format@5', 'command/selector@7', 'command/unknown@4'].sort());
  });

  it('switching mcu.workspaceDiagnostics off clears the closed files', async () => {
    s.settings.workspaceDiagnostics = false;
    await s.client.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    for (const rel of ['task_configs/broken.yaml', 'task_configs/new.yaml', 'criteria_files/broken.txt', 'task_configs/huge.yaml']) {
      assert.deepEqual(await s.client.latestDiagnostics(uriOf(at(rel)), (d) => d.length === 0), [], rel);
    }
  });
});

describe('workspace diagnostics switched off', { timeout: 60_000 }, () => {
  it('publishes nothing for files that are not open', async () => {
    const root = folder({ 'task_configs/broken.yaml': BROKEN, 'task_configs/clean.yaml': CLEAN });
    const s = await serverFor(root, { ...BASE_SETTINGS, workspaceDiagnostics: false });
    try {
      await until(() => s.logged.some((m) => m.includes('workspace diagnostics: off')), `the server did not log that the feature is off: ${s.logged.join(' | ')}`);
      // An open document is still checked; the closed one gets nothing, and closing the open one clears it.
      const uri = uriOf(path.join(root, 'task_configs/clean.yaml'));
      assert.equal((await s.client.open(uri, BROKEN)).length, 5);
      await s.client.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
      assert.deepEqual(await s.client.latestDiagnostics(uri, (d) => d.length === 0), []);
      assert.deepEqual(s.client.publishedFor(uriOf(path.join(root, 'task_configs/broken.yaml'))), []);
      assert.equal(rounds(s), 0);
    } finally {
      await s.client.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('workspace diagnostics in Restricted Mode', { timeout: 60_000 }, () => {
  it('still checks the closed task files (diagnostics are allowed there)', async () => {
    const root = folder({ 'task_configs/broken.yaml': BROKEN });
    const s = await serverFor(root, { workspaceDiagnostics: true }, false, false);
    try {
      const d = await s.client.latestDiagnostics(uriOf(path.join(root, 'task_configs/broken.yaml')));
      // No criteria/missing: that one reads the disk beside the task, which an untrusted workspace does not.
      assert.deepEqual(codes(d), ['command/newer-syntax@6', 'command/nbt@8', 'command/number-format@5', 'command/selector@7', 'command/unknown@4'].sort());
    } finally {
      await s.client.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
