/**
 * The custom requests the extension uses instead of bundling the core:
 * drafting with progress, draft verification asked of the client, error
 * kinds across the wire, catalogue, new files, instruction, task spec.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ResponseError } from 'vscode-jsonrpc/node';
import { LspTestClient } from '../helpers/lspClient';
import { answer, FakeServer, startFakeOpenAI, status } from '../llm/fakeOpenAI';
import { fenced, FURNACE_WITH_UNKNOWN_ID, GOOD_FURNACE } from '../llm/taskFixtures';
import { Requests } from '../../server/src/api/protocol/requests';
import type { AtomicTask, GenerateConfigResult, LlmProgress, NewTaskFile, TaskSpec } from '../../server/src/api/protocol/requests';

describe('custom requests of the language server', () => {
  const client = new LspTestClient();
  let fake: FakeServer;
  const progress: LlmProgress[] = [];
  const verified: string[] = [];
  before(async () => {
    fake = await startFakeOpenAI();
    client.conn.onNotification(Requests.llmProgress, (p: LlmProgress) => {
      progress.push(p);
    });
    client.conn.onRequest(Requests.verifyDraft, (p: { yaml: string }) => {
      verified.push(p.yaml);
      return { ok: true, reasons: [] };
    });
    await client.initialize();
  });
  after(async () => {
    await client.stop();
    await fake.close();
  });

  const params = (extra: Record<string, unknown> = {}) => ({
    task: 'craft a furnace', and: [], or: [], mode: 'simple', version: '1.16.5', repairRounds: 2, examples: [],
    llm: { baseUrl: fake.baseUrl, apiKey: 'sk-test-123456', model: 'fake', timeoutMs: 5000 },
    verifyDrafts: false, progressToken: 't1', ...extra,
  });

  it('mcu/generateConfig repairs a draft with the validator and streams progress under its token', async () => {
    fake.script([answer(fenced(FURNACE_WITH_UNKNOWN_ID)), answer(fenced(GOOD_FURNACE))]);
    const r = await client.request<GenerateConfigResult>(Requests.generateConfig, params());
    assert.equal(r.valid, true);
    assert.equal(r.rounds.length, 2, 'the unknown id was sent back for repair');
    assert.equal(r.yaml, GOOD_FURNACE);
    assert.ok(progress.some((p) => p.token === 't1' && p.kind === 'message'), 'progress notes reached the client');
    assert.ok(progress.every((p) => p.token === 't1'));
    assert.equal(verified.length, 0, 'no verification asked for when verifyDrafts is off');
  });

  it('asks the client to verify a draft that validates when verifyDrafts is on', async () => {
    fake.script([answer(fenced(GOOD_FURNACE))]);
    const r = await client.request<GenerateConfigResult>(Requests.generateConfig, params({ verifyDrafts: true, progressToken: 't2' }));
    assert.equal(r.valid, true);
    assert.deepEqual(verified, [GOOD_FURNACE]);
  });

  it('an LLM failure arrives as an error carrying its kind (auth → the client offers "Set API Key")', async () => {
    fake.script([status(401, 'bad key')]);
    await assert.rejects(client.request(Requests.generateConfig, params({ progressToken: 't3' })), (e: unknown) => {
      assert.ok(e instanceof ResponseError);
      assert.deepEqual(e.data, { llmErrorKind: 'auth' });
      assert.ok(!e.message.includes('sk-test-123456'), 'the key is not echoed');
      return true;
    });
  });

  it('mcu/catalogue, mcu/newTaskFile and mcu/instruction', async () => {
    const catalogue = await client.request<AtomicTask[]>(Requests.catalogue, { version: '1.16.5' });
    const furnace = catalogue.find((t) => t.fileName === 'craft_furnace');
    assert.ok(furnace, 'the catalogue has craft furnace');
    const file = await client.request<NewTaskFile>(Requests.newTaskFile, { name: furnace.name, task: furnace });
    assert.equal(file.fileName, 'craft_furnace.yaml');
    assert.match(file.text, /event: craft_item/);
    const composed = await client.request<NewTaskFile>(Requests.newTaskFile, { name: 'craft a ladder', and: ['kill a spider'], or: [] });
    assert.equal(composed.fileName, 'craft_ladder_and_kill_spider.yaml');
    assert.equal(await client.request(Requests.instruction, { text: GOOD_FURNACE }), 'craft a furnace');
    assert.equal(await client.request(Requests.instruction, { text: 'custom_init_commands: []\n' }), null);
  });

  it('mcu/taskSpec gives commands and reward entries with document offsets', async () => {
    const spec = await client.request<TaskSpec>(Requests.taskSpec, { text: GOOD_FURNACE });
    assert.ok(spec.commands.length > 0);
    for (const c of spec.commands) assert.equal(GOOD_FURNACE.slice(c.start, c.end).includes(c.text.replace(/^\//, '')), true, c.text);
    assert.equal(spec.rewardCfg[0].event, 'craft_item');
  });
});
