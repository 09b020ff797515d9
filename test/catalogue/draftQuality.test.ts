import { after, before, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parse } from 'yaml';
import { CATEGORIES, Category, taskCatalogue } from '../../server/src/model/catalogue';
import { run as generate } from '../../server/src/hosts/cli/generate';
import { validateText } from '../../server/src/analysis/lint/validate';
import { taskFileName } from '../../server/src/evaluation/llm/atomicTask';
import { getRegistry } from '../../server/src/vanilla/registry';
import { dynamic, FakeServer, startFakeOpenAI } from '../llm/fakeOpenAI';
import { realisticReply } from '../llm/realisticModel';

/** The reward events that fit each category ('none': judged from video only). */
const FITTING: Record<Category, string[]> = {
  mining_and_collecting: ['mine_block', 'pickup'],
  crafting: ['craft_item'],
  combat: ['kill_entity'],
  tool_use: ['use_item', 'custom'],
  trading: ['custom'],
  trapping: ['custom', 'none'],
  find: ['none'],
  explore: ['custom', 'none'],
  building: ['use_item', 'none'],
  decoration: ['use_item', 'custom', 'none'],
  motion: ['custom', 'none'],
};

describe('drafts of a sample of each category, against the local OpenAI-compatible server', () => {
  let fake: FakeServer;
  let tmp: string;
  before(async () => {
    fake = await startFakeOpenAI([dynamic(realisticReply)]);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-quality-'));
  });
  after(async () => {
    await fake.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('lint clean, carry their category, and are rewarded with the event that fits it (simple and hard)', async () => {
    const cat = taskCatalogue(getRegistry('1.16.5'));
    // First, middle and last entry of every subcategory's run in each category: 3 per category at least.
    const sample = CATEGORIES.flatMap((c) => {
      const l = cat.filter((e) => e.category === c);
      return [l[0], l[Math.floor(l.length / 2)], l[l.length - 1]];
    });
    fs.writeFileSync(path.join(tmp, 'sample.txt'), sample.map((e) => e.task).join('\n'));
    const err: string[] = [];
    const code = await generate(['--tasks', 'sample.txt', '--out', 'suite', '--mode', 'both', '--jobs', '2'], {
      stdout: () => undefined, stderr: (t) => void err.push(t), cwd: tmp, env: { OPENAI_BASE_URL: fake.baseUrl },
    });
    assert.equal(code, 0, err.join(''));
    for (const e of sample) {
      for (const mode of ['simple', 'hard']) {
        const file = path.join(tmp, 'suite', mode, `${taskFileName(e.task)}.yaml`);
        const text = fs.readFileSync(file, 'utf8');
        const findings = validateText(text).filter((d) => d.severity === 'error' || d.severity === 'warning');
        assert.deepEqual(findings, [], `${mode}/${e.task}`);
        const obj = parse(text) as { category: string; text: string; reward_cfg?: { event: string; objects: string[] }[] };
        assert.equal(obj.category, e.category, e.task);
        const events = obj.reward_cfg?.map((r) => r.event) ?? ['none'];
        for (const ev of events) assert.ok(FITTING[e.category].includes(ev), `${e.task}: ${ev} does not fit ${e.category}`);
        if (e.reward) assert.deepEqual(obj.reward_cfg?.[0].objects, e.reward.objects, e.task);
      }
    }
  });
});
