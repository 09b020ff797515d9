import { describe, it, test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { run as suite } from '../../server/src/hosts/cli/suite';
import { apportion, difficultyLevels, selectStratified } from '../../server/src/evaluation/insight/stratify';
import { SUITE, writeSuite } from './generatedSuite';
import { tempDir, testIO, write } from './helpers';

test('largest remainders: 10 of 12/9/9/6 tasks', () => {
  // Exact shares 10 × 12/36 = 3.33, 2.5, 2.5, 1.67 → floors 3, 2, 2, 1 (8); the two left go to the largest
  // remainders: collecting (.67), then combat (.5, before mining by name).
  const q = apportion(new Map([['crafting', 12], ['mining', 9], ['combat', 9], ['collecting', 6]]), 10);
  assert.deepEqual(Object.fromEntries(q), { crafting: 3, mining: 2, combat: 3, collecting: 2 });
});

test('difficulty levels by thirds; tasks without a value are "unknown"', () => {
  const tasks = [1, 2, 3, 4, 5, 6].map((v) => ({ file: `t${v}`, category: 'x', overall: v as number | null }));
  tasks.push({ file: 'none', category: 'x', overall: null });
  assert.deepEqual(Object.fromEntries(difficultyLevels(tasks)), { t1: 'low', t2: 'low', t3: 'medium', t4: 'medium', t5: 'high', t6: 'high', none: 'unknown' });
});

test('within a stratum the picks are spread from easiest to hardest', () => {
  const tasks = Array.from({ length: 9 }, (_, i) => ({ file: `t${i}`, category: 'x', overall: i }));
  // k = 3 of 9: positions ⌊(i + 0.5) × 9 / 3⌋ = 1, 4, 7.
  assert.deepEqual(selectStratified(tasks, 3, ['category']).tasks.map((t) => t.file), ['t1', 't4', 't7']);
});

describe('mcu-task suite', () => {
  const counts = (files: string[]) => {
    const m = new Map<string, number>();
    for (const f of files) m.set(f.split(/[\\/]/)[0], (m.get(f.split(/[\\/]/)[0]) ?? 0) + 1);
    return m;
  };

  for (const size of [10, 20, 7]) {
    it(`--size ${size} --by category,difficulty: each category's share within one task of the suite's`, async () => {
      const dir = tempDir('mcu-suite-');
      writeSuite(dir);
      const io = testIO(dir);
      assert.equal(await suite(['.', '--size', String(size), '--by', 'category,difficulty', '--out', 'turbo.txt'], io), 0, io.err);
      const list = fs.readFileSync(path.join(dir, 'turbo.txt'), 'utf8').trim().split('\n');
      assert.equal(list.length, size);
      assert.equal(new Set(list).size, size, 'no task twice');
      for (const f of list) assert.ok(fs.existsSync(path.join(dir, f)), f);
      const got = counts(list);
      for (const c of SUITE) {
        const exact = (size * c.ids.length) / 36;
        assert.ok(Math.abs((got.get(c.category) ?? 0) - exact) < 1, `${c.category}: ${got.get(c.category)} vs ${exact}`);
      }
      assert.match(io.out, new RegExp(`^${size} of 36 tasks written to turbo.txt`));
    });
  }

  it('--format json lists strata and levels; the difficulty levels of the picks are spread', async () => {
    const dir = tempDir('mcu-suite-json-');
    writeSuite(dir);
    const io = testIO(dir);
    await suite(['.', '--size', '12', '--format', 'json'], io);
    const out = JSON.parse(io.out) as { size: number; strata: { stratum: string; available: number; selected: number }[]; tasks: { level: string }[] };
    assert.equal(out.size, 12);
    assert.equal(out.strata.reduce((s, x) => s + x.selected, 0), 12);
    assert.ok(out.strata.some((s) => s.stratum.startsWith('crafting/')));
    assert.deepEqual([...new Set(out.tasks.map((t) => t.level))].sort(), ['high', 'low', 'medium']);
  });

  it('reward-less tasks are ranked by the planning complexity of their words, and the output says where goals came from', async () => {
    const dir = tempDir('mcu-suite-text-');
    writeSuite(dir);
    write(dir, 'words/iron.yaml', 'custom_init_commands: []\ntext: Mine some iron ore.\n');
    write(dir, 'words/cave.yaml', 'custom_init_commands: []\ntext: Explore the cave.\n');
    const io = testIO(dir);
    assert.equal(await suite(['.', '--size', '38', '--format', 'json'], io), 0, io.err);
    const out = JSON.parse(io.out) as { goalSources: Record<string, number>; tasks: { file: string; goalSource: string; overall: number | null }[] };
    assert.deepEqual(out.goalSources, { rewards: 36, text: 2, none: 0 });
    const iron = out.tasks.find((t) => t.file.endsWith('iron.yaml'))!;
    assert.equal(iron.goalSource, 'text');
    assert.notEqual(iron.overall, null, 'a planning complexity from the words gives it a difficulty');
    assert.equal(out.tasks.find((t) => t.file.endsWith('mine_block_iron_ore.yaml'))!.goalSource, 'rewards');
    const text = testIO(dir);
    assert.equal(await suite(['.', '--size', '5', '--out', 'turbo.txt'], text), 0, text.err);
    assert.match(text.out, /planning complexity of 2 tasks without reward entries: goals read from the instruction/);
  });

  it('refuses a size larger than the suite and unknown strata', async () => {
    const dir = tempDir('mcu-suite-bad-');
    writeSuite(dir);
    await assert.rejects(suite(['.', '--size', '40'], testIO(dir)), /more than the 36 tasks/);
    await assert.rejects(suite(['.', '--size', '4', '--by', 'colour'], testIO(dir)), /--by takes category/);
    await assert.rejects(suite(['.', '--size', '0'], testIO(dir)), /--size/);
  });
});
