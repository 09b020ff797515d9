import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'path';
import * as fs from 'fs';
import { DEFAULT_JUDGE_GLOBS, DEFAULT_VIDEO_GLOBS } from '../../../server/src/evaluation/taskFiles/previewGlobs';
import { criteriaCandidates, findCriteriaFile, taskNameOf } from '../../../server/src/evaluation/taskFiles/criteriaLocation';

const root = path.resolve('/ws');
const p = (...s: string[]) => path.join(root, ...s);

test('the task name drops .yaml, .yml and .task.yaml', () => {
  assert.equal(taskNameOf('/a/b/mine_iron.yaml'), 'mine_iron');
  assert.equal(taskNameOf('/a/b/mine_iron.task.yml'), 'mine_iron');
});

test('candidates: the setting first, then criteria_files upwards to the root, then MCU auto_eval', () => {
  const c = criteriaCandidates(p('MCU', 'task_configs', 'simple', 'dig.yaml'), { workspaceRoot: root });
  assert.deepEqual(c, [
    p('MCU', 'task_configs', 'criteria_files', 'dig.txt'),
    p('MCU', 'task_configs', 'simple', 'criteria_files', 'dig.txt'),
    p('MCU', 'criteria_files', 'dig.txt'),
    p('criteria_files', 'dig.txt'),
    p('MCU', 'auto_eval', 'criteria_files', 'dig.txt'),
  ]);
});

test('an absolute folder setting comes first; nothing above the workspace root is searched', () => {
  const c = criteriaCandidates(p('tasks', 'dig.yaml'), { folder: '/elsewhere/crit', workspaceRoot: p('tasks') });
  assert.equal(c[0], path.join(path.resolve('/elsewhere/crit'), 'dig.txt'));
  assert.ok(!c.includes(p('criteria_files', 'dig.txt')), c.join('\n'));
  assert.ok(c.includes(p('tasks', 'criteria_files', 'dig.txt')));
});

test('findCriteriaFile returns the first that exists, and undefined when none does', () => {
  const task = p('MCU', 'task_configs', 'simple', 'dig.yaml');
  const present = new Set([p('MCU', 'auto_eval', 'criteria_files', 'dig.txt'), p('criteria_files', 'dig.txt')]);
  assert.equal(findCriteriaFile(task, { workspaceRoot: root }, (f) => present.has(f)), p('criteria_files', 'dig.txt'));
  assert.equal(findCriteriaFile(task, { workspaceRoot: root }, () => false), undefined);
});

test('the default preview globs are package.json\'s defaults (one list for the preview and the document links)', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'package.json'), 'utf8'));
  const props = pkg.contributes.configuration.properties ?? Object.assign({}, ...pkg.contributes.configuration.map((c: any) => c.properties));
  assert.deepEqual(props['mcu.preview.videoGlobs'].default, [...DEFAULT_VIDEO_GLOBS]);
  assert.deepEqual(props['mcu.preview.judgeGlobs'].default, [...DEFAULT_JUDGE_GLOBS]);
});
