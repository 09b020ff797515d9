/**
 * mcu.minecraftVersion per workspace folder over stdio: the server asks the
 * client for each folder's value (workspace/configuration with a scopeUri),
 * checks each file against its folder's version, re-checks on a
 * configuration change, and rejects an unknown version per folder.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';

const ROOT = 'file:///tmp/mcu-folders';
const OLD = `${ROOT}/old`;
const NEW = `${ROOT}/new`;
// Copper came in 1.17: an unknown item in 1.16.5, a real one in 1.20.4.
const TASK = 'custom_init_commands:\n- /give @s minecraft:copper_ingot 3\ntext: get copper\n';
const IN_OLD = `${OLD}/task_configs/copper.yaml`;
const IN_NEW = `${NEW}/task_configs/copper.yaml`;
const OUTSIDE = `${ROOT}/elsewhere/task_configs/copper.yaml`;

async function waitFor(condition: () => boolean, ms = 10_000): Promise<void> {
  for (const t0 = Date.now(); !condition(); ) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting for the server');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const copperErrors = (diags: Diagnostic[]) => diags.filter((d) => d.severity === 1 && /copper_ingot/.test(String(d.message)));

describe('language server over stdio: Minecraft version per workspace folder', { timeout: 60_000 }, () => {
  const client = new LspTestClient();
  /** What the client answers for `mcu` per scopeUri ('' = no scope: the workspace-wide value). */
  const answers = new Map<string, Record<string, unknown>>([
    ['', { minecraftVersion: '1.16.5' }],
    [OLD, { minecraftVersion: '1.16.5' }],
    [NEW, { minecraftVersion: '1.20.4' }],
  ]);
  const asked: string[] = [];
  const logged: string[] = [];
  const shown: string[] = [];

  before(async () => {
    client.conn.onRequest('workspace/configuration', (p: { items: { section?: string; scopeUri?: string }[] }) =>
      p.items.map((item) => {
        const scope = (item.scopeUri ?? '').replace(/\/$/, '');
        asked.push(scope);
        return answers.get(scope) ?? answers.get('')!;
      }));
    client.conn.onNotification('window/logMessage', (p: { message: string }) => {
      logged.push(p.message);
    });
    client.conn.onRequest('window/showMessageRequest', (p: { message: string }) => {
      shown.push(p.message);
      return null;
    });
    await client.initialize({ workspaceFolders: [{ uri: OLD, name: 'old' }, { uri: NEW, name: 'new' }] });
    await waitFor(() => logged.some((m) => m.includes('ready;')));
  });
  after(async () => {
    await client.stop();
  });

  it('asks for each folder\'s settings by its scopeUri', () => {
    assert.ok(asked.includes(OLD) && asked.includes(NEW), `asked: ${asked.join(', ')}`);
    assert.ok(logged.some((m) => /ready; Minecraft 1\.16\.5; folders .*old: 1\.16\.5.*new: 1\.20\.4|ready; Minecraft 1\.16\.5; folders .*new: 1\.20\.4.*old: 1\.16\.5/.test(m)), logged.join('\n'));
  });

  it('checks the same command against each folder\'s version', async () => {
    const old = await client.open(IN_OLD, TASK);
    const neu = await client.open(IN_NEW, TASK);
    const outside = await client.open(OUTSIDE, TASK);
    assert.equal(copperErrors(old).length, 1, `1.16.5 folder: ${JSON.stringify(old)}`);
    assert.deepEqual(copperErrors(neu), [], `1.20.4 folder: ${JSON.stringify(neu)}`);
    assert.equal(copperErrors(outside).length, 1, 'a file in no folder follows the workspace-wide 1.16.5');
  });

  it('re-checks on a configuration change: only the changed folder\'s file changes', async () => {
    answers.set(OLD, { minecraftVersion: '1.20.4' });
    const [old, neu, outside] = [client.nextDiagnostics(IN_OLD, 1), client.nextDiagnostics(IN_NEW, 1), client.nextDiagnostics(OUTSIDE, 1)];
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: null });
    assert.deepEqual(copperErrors((await old).diagnostics), [], 'the old folder now uses 1.20.4');
    assert.deepEqual(copperErrors((await neu).diagnostics), [], 'the new folder is unchanged');
    assert.equal(copperErrors((await outside).diagnostics).length, 1, 'the workspace-wide version is unchanged');
  });

  it('falls back to 1.16.5 for an unknown version in one folder, and says so', async () => {
    answers.set(NEW, { minecraftVersion: '../../x' });
    const [old, neu] = [client.nextDiagnostics(IN_OLD, 1), client.nextDiagnostics(IN_NEW, 1)];
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: null });
    assert.equal(copperErrors((await neu).diagnostics).length, 1, 'checked against 1.16.5');
    assert.deepEqual(copperErrors((await old).diagnostics), [], 'the other folder keeps 1.20.4');
    await waitFor(() => shown.some((m) => /"\.\.\/\.\.\/x" is not a known version.*using 1\.16\.5.*folder .*new/.test(m)));
  });
});
