/**
 * Workspace settings are untrusted input. The language server falls back to
 * 1.16.5 (and says so) for a minecraftVersion that is not one it ships, such
 * as a relative path, and a pathological mcu.taskFiles glob neither freezes
 * it nor stops the valid globs and content detection from working.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Hover } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';

const TASK = 'custom_init_commands:\n- /gve @s minecraft:diamond 1\ntext: x\n';
// A long path, and a glob whose regex translation backtracked for minutes on it.
const DEEP = 'file:///tmp/mcu-settings/' + 'a/'.repeat(200);

async function waitFor(condition: () => boolean, ms = 10_000): Promise<void> {
  for (const t0 = Date.now(); !condition(); ) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting for the server');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('language server with hostile workspace settings', { timeout: 60_000 }, () => {
  const client = new LspTestClient({
    minecraftVersion: '../../x',
    taskFiles: ['**/'.repeat(14) + 'x.task.yaml', 'tasks/*.yaml', 42, 'y'.repeat(5000)],
  });
  const shown: string[] = [];
  const logged: string[] = [];
  before(async () => {
    // vscode-languageserver's showWarningMessage is the window/showMessageRequest request.
    client.conn.onRequest('window/showMessageRequest', (p: { message: string }) => {
      shown.push(p.message);
      return null;
    });
    client.conn.onNotification('window/logMessage', (p: { message: string }) => {
      logged.push(p.message);
    });
    await client.initialize();
    // Settings are pulled after `initialized`; the server logs "ready" once it has them.
    await waitFor(() => logged.some((m) => m.includes('ready;')));
  });
  after(async () => {
    await client.stop();
  });

  it('checks against 1.16.5 and says the version setting was not used', async () => {
    const diags = await client.open('file:///tmp/mcu-settings/tasks/one.yaml', TASK);
    assert.deepEqual(diags.map((d) => d.code), ['command/unknown'], 'checked normally, no version error');
    assert.ok(shown.some((m) => /minecraftVersion "\.\.\/\.\.\/x" is not a known version .*using 1\.16\.5/.test(m)), `shown: ${shown.join(' | ')}`);
    assert.ok(logged.some((m) => /ready; Minecraft 1\.16\.5/.test(m)), 'the server runs with 1.16.5');
  });

  it('reports the dropped taskFiles entries and answers at once on a deep path', async () => {
    assert.ok(logged.some((m) => /mcu\.taskFiles\[2\] is not a non-empty string/.test(m)), logged.join('\n'));
    assert.ok(logged.some((m) => /mcu\.taskFiles\[3\] is 5000 characters long/.test(m)));
    const uri = DEEP + 'deep.yaml';
    const t0 = performance.now();
    // Not a task by any glob nor by content: no diagnostics, and quickly.
    const diags = await client.open(uri, 'name: not a task\n');
    assert.deepEqual(diags, []);
    const hover = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 1 } });
    assert.equal(hover, null);
    const ms = performance.now() - t0;
    assert.ok(ms < 5_000, `took ${ms.toFixed(0)} ms`);
    // The same deep path named like the glob: a task by its name alone.
    const named = await client.open(DEEP + 'x.task.yaml', 'name: by glob\ncustom: 1\n');
    assert.ok(named.some((d) => d.code === 'schema/unknown-key'), JSON.stringify(named));
  });
});
