import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileGlob, matchGlob } from '../../../server/src/evaluation/taskFiles/glob';
import { DEFAULT_TASK_GLOBS, globMatches, isTaskFile } from '../../../server/src/evaluation/taskFiles/taskFileDetection';
import { MAX_TASK_GLOBS, validTaskGlobs } from '../../../server/src/evaluation/taskFiles/taskGlobSetting';

describe('task file globs', () => {
  it('keeps the semantics of **, *, ?, {a,b} and an arbitrary prefix', () => {
    const cases: [string, string, boolean][] = [
      ['**/task_configs/**/*.yaml', '/home/u/mcu/task_configs/tasks/craft.yaml', true],
      ['**/task_configs/**/*.yaml', 'task_configs/craft.yaml', true],
      ['**/task_configs/**/*.yaml', '/x/task_configs_old/craft.yaml', false],
      ['**/task_configs/**/*.yaml', '/x/task_configs/craft.yml', false],
      ['**/*.task.yaml', 'a/b/c/mine.task.yaml', true],
      ['**/*.task.yaml', 'mine.task.yaml', true],
      ['*.yaml', '/deep/dir/x.yaml', true],
      ['*.yaml', '/deep/dir/x.yaml/y', false],
      ['dir/*.yaml', '/root/dir/x.yaml', true],
      ['dir/*.yaml', '/root/dir/sub/x.yaml', false],
      ['dir/*.yaml', '/root/otherdir/x.yaml', false],
      ['t?sk.yaml', '/a/task.yaml', true],
      ['t?sk.yaml', '/a/t/sk.yaml', false],
      ['**/{tasks,configs}/*.yaml', '/r/configs/a.yaml', true],
      ['**/{tasks,configs}/*.yaml', '/r/other/a.yaml', false],
      ['tasks/**', '/r/tasks/a/b/c.yaml', true],
      ['**.yaml', '/r/a/b.yaml', true],
      ['a/**/b.yaml', '/a/b.yaml', true],
      ['a/**/b.yaml', '/a/x/y/b.yaml', true],
      ['a/**/b.yaml', '/a/xb.yaml', false],
      ['{*.yaml,x}', '/r/x', true],
      ['{*.yaml,x}', '/r/a.yaml', false],
    ];
    for (const [glob, path, expected] of cases) assert.equal(globMatches(glob, path), expected, `${glob} vs ${path}`);
  });

  it('matches Windows paths by their forward-slash form', () => {
    assert.ok(globMatches('**/task_configs/**/*.yaml', 'C:\\Users\\u\\task_configs\\a.yaml'));
    assert.ok(isTaskFile('C:\\Users\\u\\task_configs\\a.yaml', 'text: x'));
  });

  it('answers at once for `**/` repeated many times against a long path (a backtracking regex took minutes)', () => {
    const glob = compileGlob('**/'.repeat(40) + 'x.yaml');
    const path = '/a'.repeat(5000) + '/y.yaml';
    const t0 = performance.now();
    assert.equal(matchGlob(glob, path), false);
    assert.equal(matchGlob(compileGlob('**/'.repeat(40) + '*.yaml'), path), true);
    const ms = performance.now() - t0;
    assert.ok(ms < 2000, `took ${ms.toFixed(0)} ms`);
  });

  it('grows linearly with the path length for a pathological glob', () => {
    const glob = compileGlob('**/'.repeat(12) + '*a*a*a*a*a*b');
    const time = (n: number) => {
      const path = 'a/'.repeat(n) + 'c';
      const t0 = performance.now();
      for (let k = 0; k < 5; k++) assert.equal(matchGlob(glob, path), false);
      return performance.now() - t0;
    };
    time(200); // warm up
    const small = Math.max(time(2000), 1);
    const large = time(20000);
    assert.ok(large / small < 30, `10× the path took ${(large / small).toFixed(1)}× the time (${small.toFixed(1)} vs ${large.toFixed(1)} ms)`);
  });
});

describe('mcu.taskFiles validation', () => {
  it('keeps good globs and drops bad entries with one message each', () => {
    const messages: string[] = [];
    const globs = validTaskGlobs(['**/*.yaml', 42, '', 'x'.repeat(301), 'tasks/*.yml'], (m) => messages.push(m));
    assert.deepEqual(globs, ['**/*.yaml', 'tasks/*.yml']);
    assert.equal(messages.length, 3, messages.join('\n'));
    assert.ok(messages[2].includes('301 characters'));
  });

  it('uses the first entries of an overlong list and the defaults for nonsense', () => {
    const messages: string[] = [];
    assert.equal(validTaskGlobs(Array.from({ length: 5000 }, (_, i) => `${i}/*.yaml`), (m) => messages.push(m)).length, MAX_TASK_GLOBS);
    assert.ok(messages.some((m) => m.includes('5000 entries')));
    assert.deepEqual(validTaskGlobs('**/*.yaml', (m) => messages.push(m)), DEFAULT_TASK_GLOBS);
    assert.deepEqual(validTaskGlobs([null, 3], (m) => messages.push(m)), DEFAULT_TASK_GLOBS);
    const before = messages.length;
    assert.deepEqual(validTaskGlobs(undefined, (m) => messages.push(m)), DEFAULT_TASK_GLOBS);
    assert.deepEqual(validTaskGlobs([], (m) => messages.push(m)), [], 'an empty list means no globs, silently');
    assert.equal(messages.length, before);
  });
});
