import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { compileGlob, matchGlob } from '../../../server/src/evaluation/taskFiles/glob';
import { documentLinks } from '../../../server/src/api/services/documentLinks';
import type { SideFiles } from '../../../server/src/evaluation/taskFiles/workspaceFiles';

const ROOT = path.resolve('/ws');
/** Side files from a list of paths relative to ROOT. */
function filesOf(rel: string[]): SideFiles {
  const abs = new Set(rel.map((r) => path.join(ROOT, r)));
  return {
    root: ROOT,
    exists: (f) => abs.has(f),
    matching: (globs) => rel.filter((r) => globs.some((g) => matchGlob(compileGlob(g), r))).map((r) => path.join(ROOT, r)).sort(),
  };
}
const TASK = 'custom_init_commands:\n- /give @s dirt\ntext: dig\nreward_cfg: []\ntime_limit: 100\n';
const search = (rel: string[], taskFile = path.join(ROOT, 'tasks', 'dig.yaml')) => ({
  taskFile, videoGlobs: ['**/<task>*.mp4'], judgeGlobs: ['**/vlm_rating_res/**/<task>*.json', '**/result.json'], files: filesOf(rel),
});

describe('document links service', () => {
  it('links generic judge results only when their path names the task', () => {
    const links = documentLinks(new TaskModel(TASK), search(['runs/dig/result.json', 'runs/other/result.json', 'vlm_rating_res/a/dig_1.json']));
    const judged = links.filter((l) => l.kind === 'judge-result').map((l) => path.relative(ROOT, l.target));
    assert.deepEqual(judged, ['runs/dig/result.json', 'vlm_rating_res/a/dig_1.json'].map((p) => p.split('/').join(path.sep)));
  });

  it('puts rollouts on free top-level keys in document order and drops those beyond them', () => {
    const links = documentLinks(new TaskModel(TASK), search(['dig_1.mp4', 'dig_2.mp4', 'dig_3.mp4', 'dig_4.mp4', 'dig_5.mp4']));
    const keys = links.map((l) => TASK.slice(l.start, l.end));
    assert.deepEqual(keys, ['custom_init_commands', 'text', 'reward_cfg', 'time_limit']);
    assert.ok(links.every((l) => l.kind === 'rollout-video'));
  });

  it('searches nothing for a task name with glob characters', () => {
    const links = documentLinks(new TaskModel(TASK), search(['d*g_1.mp4', 'dig_1.mp4'], path.join(ROOT, 'tasks', 'd*g.yaml')));
    assert.deepEqual(links, []);
  });
});
