import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'path';
import { DIMENSIONS } from '../../server/src/evaluation/judge/dimensions';
import { agentFromPath, parseJudgeText, readJudgeFile, readJudgePaths, taskFromFileName, toScore } from '../../server/src/evaluation/judge/readers';
import { checkOurFormat } from '../../server/src/evaluation/judge/ourFormat';
import { parseCriteria } from '../../server/src/evaluation/judge/criteria';
import { FIXTURES } from './helpers';

const mcu = (agent: string, name: string) => path.join(FIXTURES, 'vlm_rating_res', agent, name);

test('MCU object: string scores become numbers, task/episode/agent/video come from the file', () => {
  const { records, errors } = readJudgeFile(mcu('gpt4o_agent_res', 'craft_ladder episode_1.json'));
  assert.deepEqual(errors, []);
  assert.equal(records.length, 1);
  const r = records[0];
  assert.equal(r.agent, 'gpt4o_agent');
  assert.equal(r.task, 'craft_ladder');
  assert.equal(r.episode, 1);
  assert.equal(r.format, 'mcu');
  assert.equal(r.videoPath, './output/craft_ladder/episode_1.mp4');
  assert.deepEqual(r.scores, {
    'Task Progress': 8,
    'Action Control': 7,
    'Error Recognition and Correction': 5,
    'Creative Attempts': 3,
    'Task Completion Efficiency': 6,
    'Material Selection and Usage': 9,
  });
});

test('MCU [object, raw_text]: scores from the object, raw text kept', () => {
  const { records, errors } = readJudgeFile(mcu('gpt4o_agent_res', 'craft_ladder episode_2.json'));
  assert.deepEqual(errors, []);
  assert.equal(records[0].scores['Task Progress'], 4);
  assert.equal(records[0].episode, 2);
  assert.match(String(records[0].raw), /never took a ladder/);
});

test('MCU object with an N/A score: that dimension is missing (not 0, not a warning)', () => {
  const { records } = readJudgeFile(mcu('steve1_res', 'collect_wool episode_1.json'));
  assert.equal('Material Selection and Usage' in records[0].scores, false);
  assert.equal(records[0].scores['Task Progress'], 10);
  assert.equal(records[0].warnings, undefined);
});

test('AgentBeats result.json: one record per task_metrics entry, snake_case dimensions, score and sim kept apart', () => {
  const { records, errors } = readJudgeFile(path.join(FIXTURES, 'agentbeats', 'output', '20250311_142530', 'result.json'));
  assert.deepEqual(errors, []);
  assert.deepEqual(records.map((r) => r.task).sort(), ['craft_furnace', 'craft_ladder', 'mine_diamond_from_scratch']);
  const ladder = records.find((r) => r.task === 'craft_ladder')!;
  assert.equal(ladder.agent, '019bc2e2-b44b-71f3-9fa5-e89901920e31');
  assert.equal(ladder.format, 'agentbeats');
  assert.equal(ladder.scores['Task Progress'], 6, 'derived: 2 x score 3 - sim 0');
  assert.equal(ladder.agentbeats?.score, 3);
  assert.equal(ladder.agentbeats?.simScore, 0);
  assert.match(ladder.agentbeats?.taskProgressNote ?? '', /derived/);
  assert.equal(ladder.scores['Action Control'], 6);
  assert.equal(ladder.scores['Material Selection and Usage'], 7);
  const diamond = records.find((r) => r.task === 'mine_diamond_from_scratch')!;
  assert.equal(diamond.scores['Task Progress'], undefined, 'a milestone score is not Task Progress');
  assert.equal(diamond.agentbeats?.score, 25);
  assert.match(diamond.agentbeats?.taskProgressNote ?? '', /milestone/);
});

test('our format: validated with the schema, evidence carried', () => {
  const { records, errors } = readJudgeFile(path.join(FIXTURES, 'ours', 'craft_ladder.judge.json'));
  assert.deepEqual(errors, []);
  const r = records[0];
  assert.equal(r.agent, 'vpt_bc');
  assert.equal(r.episode, 3);
  assert.equal(r.scores['Material Selection and Usage'], 8.5);
  assert.match(r.evidence?.['Task Progress'] ?? '', /ladder in the hotbar/);
});

test('broken files give {file, message}, never a throw', () => {
  const cases: Array<[string, RegExp]> = [
    ['truncated_json.json', /not valid JSON/],
    ['unknown_format.json', /unknown judge format/],
    ['bad_ours.json', /invalid mcu-task-studio judge result.*(maximum|<= 10|must be <=)/],
  ];
  for (const [name, re] of cases) {
    const file = path.join(FIXTURES, 'broken', name);
    const { records, errors } = readJudgeFile(file);
    assert.equal(records.length, 0, name);
    assert.equal(errors.length, 1, name);
    assert.equal(errors[0].file, file);
    assert.match(errors[0].message, re, name);
  }
  assert.match(readJudgeFile(path.join(FIXTURES, 'nope.json')).errors[0].message, /cannot read file/);
  assert.match(parseJudgeText('null', 'x.json').errors[0].message, /got null/);
  assert.match(parseJudgeText('[1, 2]', 'x.json').errors[0].message, /array/);
  assert.match(parseJudgeText('{"results": [{"task_metrics": {"t": {"score": "high"}}}]}', 'x.json').errors[0].message, /no usable score/);
});

test('readJudgePaths walks folders and collects both records and errors', () => {
  const { records, errors } = readJudgePaths([FIXTURES]);
  assert.equal(records.length, 4 + 3 + 1);
  assert.equal(errors.length, 3);
  assert.ok(errors.every((e) => e.file.includes(`${path.sep}broken${path.sep}`)));
});

test('helpers: agent, task/episode from names, score parsing', () => {
  assert.equal(agentFromPath('/a/vlm_rating_res/jarvis_res/x.json'), 'jarvis');
  assert.equal(agentFromPath('/a/b/other/x.json'), 'other');
  assert.deepEqual(taskFromFileName('/x/craft_ladder episode_12.json'), { task: 'craft_ladder', episode: 12 });
  assert.deepEqual(taskFromFileName('/x/craft_ladder.json'), { task: 'craft_ladder' });
  assert.equal(toScore('7'), 7);
  assert.equal(toScore(' 7.5 '), 7.5);
  assert.equal(toScore('6/10'), 6);
  assert.equal(toScore('11'), undefined);
  assert.equal(toScore(-1), undefined);
  assert.equal(toScore('seven'), undefined);
});

test('schema rejects unknown dimensions and accepts a minimal result', () => {
  assert.equal(checkOurFormat({ format: 'mcu-task-studio/judge-result', version: 1, task: 't', scores: { 'Task Progress': 0 } }), undefined);
  const bad = checkOurFormat({ format: 'mcu-task-studio/judge-result', version: 1, task: 't', scores: { Speed: 1 } });
  assert.ok(bad && bad.some((m) => /additional/.test(m)));
});

test('criteria file parses into the six dimensions with their rules', () => {
  const fs = require('fs') as typeof import('fs');
  const sections = parseCriteria(fs.readFileSync(path.join(FIXTURES, 'criteria_files', 'craft_ladder.txt'), 'utf8'));
  assert.deepEqual(sections.map((s) => s.dimension), [...DIMENSIONS]);
  assert.equal(sections[0].rules.length, 2);
  assert.match(sections[5].rules[0], /Sticks only/);
});
