/**
 * Inlay hints over stdio, per kind: display names after ids, where relative
 * positions land and what the scene has there, reward list totals, and the
 * saved verification's outcome per goal; each mcu.inlayHints.* setting
 * switches its kind off; in an untrusted workspace the report is not read.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { InlayHint } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';

const TASK = [
  'custom_init_commands:',
  '- /give @s minecraft:oak_log 4',
  '- /setblock ~3 ~ ~-2 minecraft:crafting_table',
  '- /execute positioned ~1 ~ ~ run summon minecraft:cow ~2 ~ ~',
  'text: Craft a crafting table and a stick',
  'reward_cfg:',
  '- event: craft_item',
  '  identity: table',
  '  objects: [crafting_table]',
  '  reward: 2',
  '  max_reward_times: 3',
  '- event: craft_item',
  '  identity: stick',
  '  objects: [stick]',
  '  reward: 0.5',
  '  max_reward_times: 2',
].join('\n');

const REPORT = {
  entries: [
    { list: 'reward_cfg', index: 0, identity: 'table', event: 'craft_item', objects: ['crafting_table'], reward: 2, maxRewardTimes: 3, paid: 3, earned: 6, outcome: 'earned' },
    { list: 'reward_cfg', index: 1, identity: 'stick', event: 'craft_item', objects: ['stick'], reward: 0.5, maxRewardTimes: 2, paid: 0, earned: 0, outcome: 'failed', reason: 'no planks left for sticks' },
  ],
  goals: [{ text: 'find a village', kind: 'reach', source: 'text', span: [0, 14], outcome: 'undecided', reason: 'needs a generated world' }],
};

const label = (h: InlayHint) => (typeof h.label === 'string' ? h.label : h.label.map((p) => p.value).join(''));
const onLine = (hints: InlayHint[], line: number) => hints.filter((h) => h.position.line === line).map(label);

describe('inlay hints over stdio', { timeout: 60_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-hints-'));
  const taskFile = path.join(root, 'task_configs', 'craft.yaml');
  const uri = pathToFileURL(taskFile).href;
  const settings: Record<string, unknown> = {};
  let client: LspTestClient;
  const hints = () => client.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 16, character: 0 } } });

  before(async () => {
    fs.mkdirSync(path.dirname(taskFile), { recursive: true });
    fs.writeFileSync(taskFile, TASK);
    fs.writeFileSync(path.join(root, 'task_configs', 'craft.verify.json'), JSON.stringify(REPORT));
    client = new LspTestClient(settings, { rootPath: root });
    await client.initialize();
    await client.open(uri, TASK);
  });
  after(async () => {
    await client.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Changes the settings the server pulls, tells it, and waits until it has re-read them. */
  async function setHints(v: Record<string, boolean>): Promise<void> {
    settings.inlayHints = v;
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: null });
    await new Promise((r) => setTimeout(r, 300));
  }

  it('shows the display name after each id', async () => {
    const h = await hints();
    assert.ok(onLine(h, 1).includes('Oak Log'), JSON.stringify(onLine(h, 1)));
    const oak = h.find((x) => label(x) === 'Oak Log')!;
    assert.deepEqual(oak.position, { line: 1, character: 28 }, 'right after minecraft:oak_log');
    assert.ok(onLine(h, 2).includes('Crafting Table'));
    assert.ok(onLine(h, 3).includes('Cow'));
    assert.ok(onLine(h, 8).includes('Crafting Table'), 'reward objects too');
  });

  it('says where a relative position lands and what the scene has there', async () => {
    const h = await hints();
    assert.ok(onLine(h, 2).includes('3 east, 2 north: Crafting Table'), JSON.stringify(onLine(h, 2)));
    const at = h.find((x) => label(x).startsWith('3 east'))!;
    assert.deepEqual(at.position, { line: 2, character: 20 }, 'after ~3 ~ ~-2');
    // execute positioned ~1 shifts the summon's ~2 to 3 east of the agent.
    assert.ok(onLine(h, 3).includes('3 east'), JSON.stringify(onLine(h, 3)));
  });

  it('gives the total and the largest payment of a reward list', async () => {
    const h = await hints();
    const total = h.find((x) => x.position.line === 5);
    assert.ok(total, 'a hint on the reward_cfg line');
    assert.equal(label(total), 'total 7 · max 2', '2×3 + 0.5×2; the largest reward is 2');
    assert.match(String(total.tooltip), /Σ reward × max_reward_times/);
  });

  it("shows each goal's outcome from the saved report on its line", async () => {
    const h = await hints();
    assert.ok(onLine(h, 6).includes('✓ earned'), JSON.stringify(onLine(h, 6)));
    assert.ok(onLine(h, 11).includes('✗ not earned'), JSON.stringify(onLine(h, 11)));
    const failed = h.find((x) => label(x) === '✗ not earned')!;
    assert.match(String(failed.tooltip), /no planks left for sticks/);
    assert.ok(onLine(h, 4).includes('? find a village'), JSON.stringify(onLine(h, 4)));
  });

  it('switches each kind off with its setting', async () => {
    const all = { displayNames: true, relativePositions: true, rewardTotals: true, verifyOutcomes: true };
    await setHints({ ...all, displayNames: false });
    let h = (await hints()).map(label);
    assert.ok(!h.includes('Oak Log') && h.includes('total 7 · max 2'), JSON.stringify(h));
    await setHints({ ...all, relativePositions: false });
    h = (await hints()).map(label);
    assert.ok(!h.some((l) => /east/.test(l)) && h.includes('Oak Log'), JSON.stringify(h));
    await setHints({ ...all, rewardTotals: false });
    h = (await hints()).map(label);
    assert.ok(!h.some((l) => l.startsWith('total')) && h.some((l) => /east/.test(l)), JSON.stringify(h));
    await setHints({ ...all, verifyOutcomes: false });
    h = (await hints()).map(label);
    assert.ok(!h.some((l) => /^[✓✗?] /.test(l)) && h.some((l) => l.startsWith('total')), JSON.stringify(h));
    await setHints(all);
  });

  it('asks the editor to refresh when a report is saved, and then shows the new outcomes', async () => {
    let refreshed = 0;
    client.conn.onRequest('workspace/inlayHint/refresh', () => {
      refreshed++;
      return null;
    });
    const report = path.join(root, 'task_configs', 'craft.verify.json');
    fs.writeFileSync(report, JSON.stringify({ ...REPORT, entries: [{ ...REPORT.entries[1], index: 0, outcome: 'partial', paid: 1, maxRewardTimes: 3 }] }));
    await client.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(report).href, type: 2 }] });
    for (const t0 = Date.now(); !refreshed && Date.now() - t0 < 5000; ) await new Promise((r) => setTimeout(r, 20));
    assert.equal(refreshed, 1, 'one workspace/inlayHint/refresh');
    const h = await hints();
    assert.deepEqual(onLine(h, 6).filter((l) => /^[✓✗?] /.test(l)), ['✗ paid 1 of 3']);
    assert.deepEqual(onLine(h, 11).filter((l) => /^[✓✗?] /.test(l)), [], 'the old outcome of entry 1 is gone');
  });

  it('reads no report in an untrusted workspace, and still names ids', async () => {
    const untrusted = new LspTestClient({}, { rootPath: root, initializationOptions: { workspaceTrusted: false } });
    try {
      await untrusted.initialize();
      await untrusted.open(uri, TASK);
      const h = (await untrusted.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 16, character: 0 } } })).map(label);
      assert.ok(h.includes('Oak Log'));
      assert.ok(!h.some((l) => /^[✓✗?] /.test(l)), JSON.stringify(h));
    } finally {
      await untrusted.stop();
    }
  });
});
