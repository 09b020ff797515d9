import { after, before, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../server/src/analysis/lint/validate';
import { GenerationError, generateConfig, GenerateConfigOptions } from '../../server/src/evaluation/llm/generateConfig';
import { LlmError } from '../../server/src/evaluation/llm/llmError';
import { answer, FakeServer, hang, messagesText, startFakeOpenAI, status } from './fakeOpenAI';
import { fenced, FURNACE_WITH_UNKNOWN_ID, GOOD_FURNACE } from './taskFixtures';

const KEY = 'sk-generate-KEY-abcdef123456';

describe('generateConfig with a fake OpenAI-compatible server', () => {
  let fake: FakeServer;
  before(async () => {
    fake = await startFakeOpenAI();
  });
  after(() => fake.close());

  const options = (extra: Partial<GenerateConfigOptions> = {}): GenerateConfigOptions => ({
    llm: { baseUrl: fake.baseUrl, apiKey: KEY, model: 'fake', timeoutMs: 5000, maxRetries: 2, baseDelayMs: 5 },
    ...extra,
  });

  it('accepts a good config in one round; the prompt carries the rules, examples and the reward hint', async () => {
    fake.script([answer(fenced(GOOD_FURNACE))]);
    const start = fake.requests.length;
    const r = await generateConfig({ task: 'craft a furnace' }, options());
    assert.equal(r.valid, true);
    assert.equal(r.rounds.length, 1);
    assert.equal(r.yaml, GOOD_FURNACE);
    assert.deepEqual(r.fixed, []);
    assert.equal(validateText(r.yaml).filter((d) => d.severity === 'error').length, 0);
    assert.equal(fake.requests.length - start, 1);
    const sent = messagesText(fake.requests[start]);
    assert.match(sent, /Atomic task: craft a furnace/);
    assert.match(sent, /replaceitem/);
    assert.match(sent, /within about 4 blocks/);
    assert.match(sent, /event craft_item and objects \[furnace\]/);
    assert.match(sent, /craft a stone pickaxe/, 'built-in few-shot example');
  });

  it('repairs an unknown id from our diagnostics in the next round', async () => {
    fake.script([answer(fenced(FURNACE_WITH_UNKNOWN_ID)), answer(fenced(GOOD_FURNACE))]);
    const start = fake.requests.length;
    const r = await generateConfig({ task: 'craft a furnace' }, options());
    assert.equal(r.valid, true);
    assert.equal(r.rounds.length, 2);
    const firstErrors = r.rounds[0].diagnostics.filter((d) => d.severity === 'error');
    assert.ok(firstErrors.some((d) => d.code === 'id/unknown'), 'validator flagged oak_plank');
    const second = messagesText(fake.requests[start + 1]);
    for (const d of firstErrors) assert.ok(second.includes(d.message), `repair request quotes "${d.message}"`);
    assert.match(second, /line 6/, 'with the line number of the bad command');
    assert.ok(r.fixed.some((f) => f.includes('oak_plank')), 'the report says what was fixed');
  });

  it('finds YAML wrapped in prose', async () => {
    fake.script([answer(`Here is a task file for you.\n\n${GOOD_FURNACE}\nI gave extra cobblestone in case of miscounting.`)]);
    const r = await generateConfig({ task: 'craft a furnace' }, options());
    assert.equal(r.valid, true);
    assert.equal(r.yaml.trim(), GOOD_FURNACE.trim());
  });

  it('streams tokens when asked', async () => {
    fake.script([answer(fenced(GOOD_FURNACE))]);
    let streamed = '';
    const r = await generateConfig({ task: 'craft a furnace' }, options({ llm: { ...options().llm, onToken: (t) => (streamed += t) } }));
    assert.equal(r.valid, true);
    assert.ok(streamed.includes('minecraft:cobblestone 16'));
  });

  it('garbage in every round is a clear GenerationError', async () => {
    fake.script([answer('As an AI language model I cannot play Minecraft.')]);
    const start = fake.requests.length;
    await assert.rejects(generateConfig({ task: 'craft a furnace' }, options({ repairRounds: 1 })), (e: unknown) => {
      assert.ok(e instanceof GenerationError);
      assert.match(e.message, /no task file after 2 attempts/);
      return true;
    });
    assert.equal(fake.requests.length - start, 2);
    assert.match(messagesText(fake.requests[start + 1]), /No task file found/, 'the model was told what was wrong');
  });

  it('returns valid=false with the remaining problems when the rounds run out', async () => {
    fake.script([answer(fenced(FURNACE_WITH_UNKNOWN_ID))]);
    const r = await generateConfig({ task: 'craft a furnace' }, options({ repairRounds: 2 }));
    assert.equal(r.valid, false);
    assert.equal(r.rounds.length, 3);
    assert.ok(r.problems.some((p) => p.includes("'oak_plank'")));
  });

  it('asks for a reward that measures the goal, and for the right mob', async () => {
    const cows = `text: hunt a sheep\ncustom_init_commands:\n- /summon minecraft:cow ~3 ~ ~\nreward_cfg:\n- event: kill_entity\n  identity: kill_cow\n  objects: [cow]\n  reward: 1.0\n  max_reward_times: 1\n`;
    const sheep = cows.replace(/cow/g, 'sheep');
    fake.script([answer(fenced(cows)), answer(fenced(sheep))]);
    const start = fake.requests.length;
    const r = await generateConfig({ task: 'hunt a sheep' }, options());
    assert.equal(r.valid, true);
    const repair = messagesText(fake.requests[start + 1]);
    assert.match(repair, /does not measure the goal "hunt a sheep"/);
    assert.match(repair, /No command summons a sheep/);
  });

  it('feeds verifier failures back like diagnostics', async () => {
    fake.script([answer(fenced(GOOD_FURNACE)), answer(fenced(GOOD_FURNACE.replace('16', '20')))]);
    const start = fake.requests.length;
    let calls = 0;
    const r = await generateConfig({ task: 'craft a furnace' }, options({
      verify: async (yaml) => (++calls === 1 ? { ok: false, reasons: ['bot could not reach the crafting table'] } : { ok: yaml.includes('20'), reasons: [] }),
    }));
    assert.equal(r.valid, true);
    assert.equal(calls, 2);
    assert.deepEqual(r.rounds[0].verifyReasons, ['bot could not reach the crafting table']);
    assert.match(messagesText(fake.requests[start + 1]), /bot could not reach the crafting table/);
  });

  it('describes AND/OR compositions and hard mode; uses workspace examples instead of built-ins', async () => {
    fake.script([answer(fenced(GOOD_FURNACE))]);
    const start = fake.requests.length;
    const example = { name: 'mine_coal.yaml', text: 'text: mine coal ore\ncustom_init_commands:\n- /give @s minecraft:wooden_pickaxe 1\n' };
    await generateConfig({ task: 'craft a furnace', and: ['kill a zombie'], or: ['mine iron ore'], mode: 'hard' }, options({ examples: [example] }));
    const sent = messagesText(fake.requests[start]);
    assert.match(sent, /AND kill a zombie/);
    assert.match(sent, /OR mine iron ore/);
    assert.match(sent, /Mode: hard/);
    assert.match(sent, /Atomic task: mine coal ore/);
    assert.doesNotMatch(sent, /craft a stone pickaxe/);
  });

  it('a 429 then success still generates', async () => {
    fake.script([status(429, 'slow', { 'retry-after-ms': '20' }), answer(fenced(GOOD_FURNACE))]);
    const r = await generateConfig({ task: 'craft a furnace' }, options());
    assert.equal(r.valid, true);
  });

  it('a hanging server ends in a timeout error', async () => {
    fake.script([hang()]);
    const t0 = Date.now();
    await assert.rejects(generateConfig({ task: 'craft a furnace' }, options({ llm: { ...options().llm, timeoutMs: 250 } })), (e: unknown) => {
      assert.ok(e instanceof LlmError);
      assert.equal(e.kind, 'timeout');
      assert.ok(!e.message.includes(KEY));
      return true;
    });
    assert.ok(Date.now() - t0 < 3000);
  });
});
