import { after, before, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'path';
import { checkCriteria, CRITERIA_DIMENSIONS, formatCriteria, parseCriteria } from '../../server/src/evaluation/llm/criteriaFormat';
import { CriteriaError, criteriaPathFor, generateCriteria } from '../../server/src/evaluation/llm/generateCriteria';
import type { LlmOptions } from '../../server/src/evaluation/llm/llmClient';
import { answer, FakeServer, messagesText, startFakeOpenAI } from './fakeOpenAI';
import { CRITERIA_MISSING_CREATIVE, CRITERIA_OK, GOOD_FURNACE } from './taskFixtures';

describe('criteria format', () => {
  it('accepts the six sections and rewrites them canonically', () => {
    const c = checkCriteria(CRITERIA_OK);
    assert.equal(c.ok, true);
    assert.deepEqual(c.sections.map((s) => s.dimension), [...CRITERIA_DIMENSIONS]);
    const noBlank = (t: string) => t.split('\n').filter((l) => l.trim()).join('\n');
    assert.equal(noBlank(formatCriteria(c.sections)), noBlank(CRITERIA_OK));
  });

  it('names a missing section and an empty one', () => {
    const c = checkCriteria(CRITERIA_MISSING_CREATIVE.replace('- Finishes within a minute.\n', ''));
    assert.equal(c.ok, false);
    assert.deepEqual(c.missing, ['Creative Attempts']);
    assert.deepEqual(c.empty, ['Task Completion Efficiency']);
  });

  it('reads markup variants models produce', () => {
    const variant = CRITERIA_DIMENSIONS.map((d, i) =>
      [`## ${d}: x`, `**${d}**: x`, `${i + 1}. **${d}:** x`, `- **${d}: x**`, `**${d.toLowerCase()}: x**`, `${d}:`][i] + '\n* rule one\n1. rule two\n',
    ).join('\n');
    const c = checkCriteria('```\n' + variant + '```');
    assert.equal(c.ok, true, c.problems.join(' '));
    assert.ok(c.sections.every((s) => s.rules.length === 2));
    assert.match(formatCriteria(c.sections), /^\*\*Task Progress: x\*\*\n- rule one\n- rule two\n/);
  });

  it('puts criteria_files beside the task folder', () => {
    const p = criteriaPathFor(path.join('/w', 'task_configs', 'simple', 'craft_furnace.yaml'));
    assert.equal(p, path.join('/w', 'task_configs', 'criteria_files', 'craft_furnace.txt'));
    assert.equal(criteriaPathFor('/w/t/x.yml', '/abs/crit'), path.join('/abs/crit', 'x.txt'));
  });
});

describe('generateCriteria with a fake server', () => {
  let fake: FakeServer;
  let llm: LlmOptions;
  before(async () => {
    fake = await startFakeOpenAI();
    llm = { baseUrl: fake.baseUrl, model: 'fake', timeoutMs: 5000, maxRetries: 0 };
  });
  after(() => fake.close());

  it('sends the task text and commands; accepts a complete answer', async () => {
    fake.script([answer(CRITERIA_OK)]);
    const start = fake.requests.length;
    const r = await generateCriteria(GOOD_FURNACE, 'craft_furnace', llm);
    assert.equal(r.repaired, false);
    assert.equal(checkCriteria(r.text).ok, true);
    const sent = messagesText(fake.requests[start]);
    assert.match(sent, /Task: craft a furnace/);
    assert.match(sent, /\/give @s minecraft:cobblestone 16/);
  });

  it('a missing section triggers one repair round naming it', async () => {
    fake.script([answer(CRITERIA_MISSING_CREATIVE), answer(CRITERIA_OK)]);
    const start = fake.requests.length;
    const r = await generateCriteria(GOOD_FURNACE, 'craft_furnace', llm);
    assert.equal(r.repaired, true);
    assert.equal(parseCriteria(r.text).length, 6);
    assert.match(messagesText(fake.requests[start + 1]), /"Creative Attempts" is missing/);
  });

  it('still incomplete after the repair round is an error', async () => {
    fake.script([answer(CRITERIA_MISSING_CREATIVE)]);
    const start = fake.requests.length;
    await assert.rejects(generateCriteria(GOOD_FURNACE, 'craft_furnace', llm), (e: unknown) => e instanceof CriteriaError && /Creative Attempts/.test(e.message));
    assert.equal(fake.requests.length - start, 2);
  });
});
