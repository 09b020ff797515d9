import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkSchema } from '../../../server/src/analysis/lint/schemaCheck';
import { TaskModel } from '../../../server/src/model/task/taskModel';

function check(text: string) {
  const m = new TaskModel(text);
  return checkSchema(m).map((d) => ({ ...d, line: m.lines.positionAt(d.start).line, token: text.slice(d.start, d.end) }));
}

const entry = (extra: string) => `reward_cfg:\n- event: mine_block\n  identity: a\n  objects: [stone]\n${extra}`;

describe('schema check', () => {
  it('accepts a complete task', () => {
    assert.deepEqual(check(entry('  reward: 1.0\n  max_reward_times: 1\n')), []);
  });

  it('puts a missing field on the entry, in plain words', () => {
    const d = check(entry('  reward: 1.0\n'));
    assert.equal(d.length, 1);
    assert.equal(d[0].code, 'schema/missing-field');
    assert.equal(d[0].line, 1);
    assert.match(d[0].message, /max_reward_times/);
    assert.doesNotMatch(d[0].message, /must have required property/);
  });

  it('flags a reward that is not positive on its value', () => {
    const d = check(entry('  reward: -1\n  max_reward_times: 1\n'));
    assert.equal(d[0].code, 'schema/range');
    assert.equal(d[0].token, '-1');
    assert.match(d[0].message, /greater than 0/);
  });

  it('accepts max_reward_times 1.0 but not 1.5 or 0', () => {
    assert.deepEqual(check(entry('  reward: 1\n  max_reward_times: 1.0\n')), []);
    assert.equal(check(entry('  reward: 1\n  max_reward_times: 1.5\n'))[0].code, 'schema/integer');
    assert.equal(check(entry('  reward: 1\n  max_reward_times: 0\n'))[0].code, 'schema/range');
  });

  it('says what a command list item should be', () => {
    const d = check('custom_init_commands:\n- /time set day\n- 42\n');
    assert.equal(d.length, 1);
    assert.equal(d[0].token, '42');
    assert.match(d[0].message, /string starting with \//);
  });

  it('warns on unknown top-level keys with a rename fix', () => {
    const d = check('custom_init_command:\n- /time set day\ntext: x\n');
    assert.equal(d[0].severity, 'warning');
    assert.equal(d[0].code, 'schema/unknown-key');
    assert.equal(d[0].fixes?.[0].edits[0].newText, 'custom_init_commands');
  });

  it('knows the keys our own features write (category), which MineStudio ignores', () => {
    assert.deepEqual(check('category: combat\ncustom_init_commands:\n- /time set day\ntext: x\n'), []);
    assert.equal(check('category: 3\ntext: x\n')[0]?.code, 'schema/type');
  });

  it('reports an empty objects list and a wrong type', () => {
    const d = check('reward_cfg:\n- event: pickup\n  identity: a\n  objects: []\n  reward: yes\n  max_reward_times: 1\n');
    const codes = d.map((x) => x.code).sort();
    assert.deepEqual(codes, ['schema/empty', 'schema/type']);
  });

  it('rejects a document that is not a mapping', () => {
    const d = check('- /give @s stone\n');
    assert.equal(d[0].code, 'schema/not-a-map');
  });
});
