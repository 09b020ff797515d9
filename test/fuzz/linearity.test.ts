/**
 * Parsing and checking stay linear in each dimension a task file can grow
 * in: keys of a map, commands, block placements, and /execute chains (whose
 * depth is cut off with a diagnostic). Each test compares n with 10n in the
 * same process; a ratio under 30 allows for noise but not for quadratic work
 * (which gives about 100).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TaskModel } from '../../server/src/model/task/taskModel';
import { validateText } from '../../server/src/analysis/lint/validate';
import { describeGrowth, growth } from './growth';

const MAX_RATIO = 30;

function manyKeys(n: number): string {
  const lines = ['custom_init_commands: []', 'text: many keys', 'extra:'];
  for (let i = 0; i < n; i++) lines.push(`  key_${i}: ${i}`);
  lines.push('  key_7: again'); // one duplicate, which must still be found
  return lines.join('\n') + '\n';
}

function manyGives(n: number): string {
  const lines = ['custom_init_commands:'];
  for (let i = 0; i < n; i++) lines.push(`- /give @s minecraft:${['diamond', 'stick', 'oak_log'][i % 3]} ${(i % 64) + 1}`);
  lines.push('text: many commands');
  return lines.join('\n') + '\n';
}

function manySetblocks(n: number): string {
  const lines = ['custom_init_commands:'];
  for (let i = 0; i < n; i++) lines.push(`- /setblock ~${i % 50} ~ ~${Math.floor(i / 50)} minecraft:${i % 2 ? 'stone' : 'oak_log'}`);
  lines.push('text: mine a log', 'reward_cfg:', '- event: mine_block', '  objects: [oak_log]', '  reward: 1', '  identity: log', '  max_reward_times: 1');
  return lines.join('\n') + '\n';
}

describe('linear growth', { timeout: 300_000 }, () => {
  it('parses a map of many keys in linear time and still finds a duplicate', (t) => {
    const model = new TaskModel(manyKeys(1000));
    assert.deepEqual(model.syntaxDiagnostics.map((d) => d.code), ['yaml/duplicate-key']);
    const g = growth(manyKeys, (text) => new TaskModel(text), 10_000);
    t.diagnostic(describeGrowth('keys', 10_000, g));
    assert.ok(g.ratio < MAX_RATIO, describeGrowth('keys', 10_000, g));
  });

  it('checks many commands in linear time', (t) => {
    const g = growth(manyGives, (text) => validateText(text), 2_000);
    t.diagnostic(describeGrowth('commands', 2_000, g));
    assert.ok(g.ratio < MAX_RATIO, describeGrowth('commands', 2_000, g));
  });

  it('builds the scene of 40,000 /setblocks in linear time', (t) => {
    assert.equal(validateText(manySetblocks(100)).filter((d) => d.severity === 'error').length, 0, 'the task itself is clean');
    const g = growth(manySetblocks, (text) => validateText(text), 4_000);
    t.diagnostic(describeGrowth('setblocks', 4_000, g));
    assert.ok(g.ratio < MAX_RATIO, describeGrowth('setblocks', 4_000, g));
  });

  for (const depth of [1_000, 10_000]) {
    it(`reports an /execute chained ${depth} deep as too deep, without a stack overflow and quickly`, () => {
      for (const [form, tail] of [['run execute ', 'as @s run say hi'], ['as @s ', 'run say hi']]) {
        const text = `custom_init_commands:\n- /execute ${form.repeat(depth)}${tail}\n- /gve @s minecraft:diamond 1\ntext: x\n`;
        const t0 = performance.now();
        const diags = validateText(text);
        const ms = performance.now() - t0;
        assert.ok(diags.some((d) => d.code === 'command/syntax' && /deep/.test(d.message)), `${form}×${depth}: ${diags.map((d) => d.message).join('; ')}`);
        assert.ok(diags.some((d) => d.code === 'command/unknown'), 'the next command is still checked');
        assert.ok(ms < 5_000, `${form}×${depth} took ${ms.toFixed(0)} ms`);
      }
    });
  }
});
