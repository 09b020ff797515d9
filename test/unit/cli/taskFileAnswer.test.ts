/**
 * "Is this a task file?" has one answer (model/taskKeys.ts): lint,
 * insight, the report's rows and the editor's detection agree on it. A folder
 * holding only an instruction is a task for all of them; a YAML file with no
 * task key is left out by all of them.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { main } from '../../../server/src/hosts/cli/main';
import { hasTaskKeys, isTaskFile } from '../../../server/src/evaluation/taskFiles/taskFileDetection';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { taskRow } from '../../../server/src/evaluation/report/taskRow';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { tempDir, testIO, write } from '../../insight/helpers';

const TEXTS: Array<[string, boolean]> = [
  ['text: Build a small wooden house.\n', true],
  ['custom_init_commands:\n- /give @s stone\n', true],
  ['\uFEFFcommands: []\n', true],
  ['reward_cfg: []\n', true],
  ['{text: "Build a house"}\n', true],
  ['"text": "quoted key"\n', true],
  ['name: ci\non: push\njobs: {}\n', false],
  ['steps:\n  text: nested, not a task\n', false],
  ['# text: a comment\n', false],
];

describe('one answer to "is this a task file?"', () => {
  it('the text test and the parsed model agree', () => {
    for (const [text, expected] of TEXTS) {
      assert.equal(hasTaskKeys(text), expected, JSON.stringify(text));
      assert.equal(new TaskModel(text).looksLikeTask(), expected, JSON.stringify(text));
      assert.equal(isTaskFile('/tmp/any/x.yaml', text), expected, JSON.stringify(text));
    }
  });

  it('lint, insight and the report all take a folder holding only an instruction', async () => {
    const dir = tempDir('mcu-task-answer-');
    write(dir, 'tasks/build_house.yaml', 'text: Build a small wooden house.\n');
    write(dir, 'tasks/workflow.yaml', 'name: ci\non: push\n');
    const lintIO = testIO(dir);
    const lintCode = await main(['lint', '--format', 'json', 'tasks'], lintIO);
    assert.notEqual(lintCode, 2, lintIO.err);
    assert.match(lintIO.out, /build_house\.yaml/);
    assert.doesNotMatch(lintIO.out, /workflow\.yaml/);

    const insightIO = testIO(dir);
    assert.equal(await main(['insight', '--format', 'json', '--no-video', 'tasks'], insightIO), 0, insightIO.err);
    const insight = JSON.parse(insightIO.out) as { tasks: { file: string; category: string }[] };
    assert.deepEqual(insight.tasks.map((t) => path.basename(t.file)), ['build_house.yaml']);
    assert.equal(insight.tasks[0].category, 'building');

    const reg = getRegistry('1.16.5');
    const row = (rel: string) => taskRow({ file: path.join(dir, rel), text: fs.readFileSync(path.join(dir, rel), 'utf8'), reg, base: dir, root: dir }, []);
    assert.ok(row('tasks/build_house.yaml'));
    assert.equal(row('tasks/workflow.yaml'), undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
