import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'path';
import { readJudgeFile, parseJudgeText } from '../../server/src/evaluation/judge/readers';
import { parseScoreValue } from '../../server/src/evaluation/judge/scoreValue';
import { taskFromFileName, taskKey, agentFromPath, displayTaskName } from '../../server/src/evaluation/judge/names';
import { VLM } from './helpers';

const file = (agent: string, name: string) => path.join(VLM, agent, name);

test('score values: strings, bold, fractions, words around, verbal scales, N/A', () => {
  assert.deepEqual(parseScoreValue('2'), { kind: 'number', value: 2 });
  assert.deepEqual(parseScoreValue('**2**'), { kind: 'number', value: 2 });
  assert.deepEqual(parseScoreValue('7/10'), { kind: 'scaled', value: 7, how: 'fraction' });
  assert.deepEqual(parseScoreValue('3 out of 4'), { kind: 'scaled', value: 7.5, how: 'fraction' });
  assert.deepEqual(parseScoreValue('Score: 6'), { kind: 'number', value: 6 });
  assert.deepEqual(parseScoreValue('6/10 (good)'), { kind: 'scaled', value: 6, how: 'fraction' });
  assert.deepEqual(parseScoreValue('8 (out of 10)'), { kind: 'scaled', value: 8, how: 'fraction' });
  assert.deepEqual(parseScoreValue('6 - partial progress'), { kind: 'number', value: 6 });
  assert.deepEqual(parseScoreValue('Score: **8**'), { kind: 'number', value: 8 });
  assert.deepEqual(parseScoreValue('very poor'), { kind: 'scaled', value: 0, how: 'verbal' });
  assert.deepEqual(parseScoreValue('Excellent'), { kind: 'scaled', value: 10, how: 'verbal' });
  assert.deepEqual(parseScoreValue('Completed', { progress: true }), { kind: 'scaled', value: 10, how: 'verbal' });
  assert.deepEqual(parseScoreValue('None', { progress: true }), { kind: 'scaled', value: 0, how: 'verbal' });
  // "None" outside Task Progress is Python's missing value, not a zero.
  assert.deepEqual(parseScoreValue('None'), { kind: 'missing' });
  for (const m of ['N/A', 'n/a', '', '  ', null, undefined]) assert.deepEqual(parseScoreValue(m), { kind: 'missing' }, String(m));
  assert.deepEqual(parseScoreValue('high'), { kind: 'invalid' });
  assert.deepEqual(parseScoreValue('11/10'), { kind: 'invalid' });
  assert.deepEqual(parseScoreValue('between 3 and 4'), { kind: 'invalid' });
  assert.deepEqual(parseScoreValue('Rating: 4 of 5'), { kind: 'scaled', value: 8, how: 'fraction' });
  assert.deepEqual(parseScoreValue('80%'), { kind: 'scaled', value: 8, how: 'fraction' });
  assert.deepEqual(parseScoreValue('120%'), { kind: 'invalid' });
  // A negative score is not read as its digits; a dash after the number is only a separator.
  for (const neg of ['-1', 'Score: -2', '−3', '(-4)']) assert.deepEqual(parseScoreValue(neg), { kind: 'invalid' }, neg);
  assert.deepEqual(parseScoreValue('6 -- partial'), { kind: 'number', value: 6 });
  assert.deepEqual(parseScoreValue('- 7'), { kind: 'number', value: 7 }, 'a list bullet');
});

test('string scores, and task_name / video_path kept', () => {
  const { records, errors, empty } = readJudgeFile(file('steve_res', 'build a gardenepisode_1.json'));
  assert.deepEqual([errors, empty], [[], []]);
  const r = records[0];
  assert.equal(r.agent, 'steve');
  assert.equal(r.task, 'build a garden');
  assert.equal(r.episode, 1);
  assert.equal(r.videoPath, './output/build a garden/episode_1.mp4');
  assert.equal(r.scores['Task Progress'], 2);
  assert.equal(r.scores['Material Selection and Usage'], 5);
});

test('markdown bold scores are read, not dropped', () => {
  const r = readJudgeFile(file('steve_res', 'build_a_garden episode_2.json')).records[0];
  assert.deepEqual(Object.values(r.scores), [6, 4, 2, 5, 3, 7]);
  assert.equal(r.task, 'build_a_garden');
  assert.equal(r.episode, 2);
});

test('fractions and "Score: N"; N/A and empty dimensions are missing, not 0', () => {
  const r = readJudgeFile(file('steve_res', 'build a garden_episode_3.json')).records[0];
  assert.deepEqual(r.scores, { 'Task Progress': 7, 'Action Control': 6, 'Error Recognition and Correction': 3, 'Material Selection and Usage': 8 });
  assert.equal('Creative Attempts' in r.scores, false);
  assert.equal('Task Completion Efficiency' in r.scores, false);
  assert.equal(r.episode, 3);
});

test('files without scores are empty with a reason, not errors', () => {
  const cases: Array<[string, RegExp]> = [
    ['craft_ladder episode_1.json', /empty object/],
    ['craft_ladder episode_2.json', /only video_path, task_name/],
    ['craft_ladder episode_3.json', /every dimension is N\/A/],
  ];
  for (const [name, re] of cases) {
    const res = readJudgeFile(file('steve_res', name));
    assert.deepEqual([res.records.length, res.errors.length, res.empty.length], [0, 0, 1], name);
    assert.equal(res.empty[0].agent, 'steve');
    assert.equal(res.empty[0].task, 'craft_ladder');
    assert.match(res.empty[0].reason, re, name);
  }
});

test('[object, raw_text] pair: bold score in the object, evidence from the text', () => {
  const r = readJudgeFile(file('steve_res', 'craft_ladder episode_4.json')).records[0];
  assert.equal(r.scores['Task Progress'], 8);
  assert.equal(r.scores['Action Control'], 7);
  assert.match(r.evidence?.['Task Progress'] ?? '', /ladder appears in the hotbar/);
  assert.match(String(r.raw), /Two misclicks/);
});

test('raw text with sections and an Overall Scores list: numbers in evidence are not scores', () => {
  const r = readJudgeFile(file('steve_res', 'mine_iron_ore episode_1.json')).records[0];
  assert.deepEqual(Object.values(r.scores), [6, 5, 4, 1, 3, 6]);
  assert.match(r.evidence?.['Task Progress'] ?? '', /2 iron ore blocks/);
  assert.match(r.evidence?.['Error Recognition and Correction'] ?? '', /4-block hole/);
});

test('raw text that is not JSON: "- Task Progress: 4" lines, N/A missing', () => {
  const r = readJudgeFile(file('steve_res', 'mine_iron_ore episode_2.json')).records[0];
  assert.deepEqual(r.scores, {
    'Task Progress': 4,
    'Action Control': 3,
    'Creative Attempts': 0,
    'Task Completion Efficiency': 2,
    'Material Selection and Usage': 5,
  });
  assert.equal(r.episode, 2);
});

test('truncated JSON and unknown objects are unreadable with a reason', () => {
  const t = readJudgeFile(file('steve_res', 'broken episode_1.json'));
  assert.equal(t.records.length + t.empty.length, 0);
  assert.match(t.errors[0].message, /not valid JSON \(truncated/);
  const u = readJudgeFile(file('jarvis_res', 'notes.json'));
  assert.match(u.errors[0].message, /no judge dimension among its keys \(model, rating, comment\)/);
  assert.match(parseJudgeText('hello', 'x.json').errors[0].message, /not JSON and no judge dimension/);
});

test('0-1 scale and verbal scales land on 0-10', () => {
  assert.deepEqual(Object.values(readJudgeFile(file('jarvis_res', 'craft_ladder episode_1.json')).records[0].scores), [7.5, 5, 2.5, 0, 5, 10]);
  assert.deepEqual(Object.values(readJudgeFile(file('jarvis_res', 'craft_ladder episode_2.json')).records[0].scores), [7.5, 5, 0, 2.5, 10, 7.5]);
  assert.equal(readJudgeFile(file('jarvis_res', 'collect wool episode_1.json')).records[0].scores['Task Progress'], 10);
  const none = readJudgeFile(file('jarvis_res', 'collect wool episode_2.json')).records[0];
  assert.equal(none.scores['Task Progress'], 0);
  assert.equal('Action Control' in none.scores, false);
});

test('0/1-only files take the folder scale, and --scale overrides', () => {
  const groot = readJudgeFile(file('groot_res', 'combat zombie episode_1.json')).records[0];
  assert.equal(groot.scale, '0-1');
  assert.equal(groot.scores['Task Progress'], 10);
  assert.match(groot.warnings?.join(' ') ?? '', /read on the 0-1 scale \(the other files of groot_res are on 0-1\)/);
  const vpt = readJudgeFile(file('vpt_res', 'combat zombie episode_1.json')).records[0];
  assert.equal(vpt.scale, '0-10');
  assert.equal(vpt.scores['Task Progress'], 1);
  const forced = readJudgeFile(file('vpt_res', 'combat zombie episode_1.json'), { scale: '0-1' }).records[0];
  assert.equal(forced.scores['Task Progress'], 10);
  assert.match(forced.warnings?.join(' ') ?? '', /--scale 0-1/);
});

test('names: agent folders, episode suffixes with or without a separator, task from inside the file', () => {
  assert.equal(agentFromPath('/x/vlm_rating_res/steve_res/a.json'), 'steve');
  assert.deepEqual(taskFromFileName('/x/build a gardenepisode_1.json'), { task: 'build a garden', episode: 1 });
  assert.deepEqual(taskFromFileName('/x/build a garden_episode_3.json'), { task: 'build a garden', episode: 3 });
  assert.deepEqual(taskFromFileName('/x/craft_ladder-episode12.json'), { task: 'craft_ladder', episode: 12 });
  assert.deepEqual(taskFromFileName('/x/episode_3.json'), { task: '', episode: 3 });
  assert.equal(taskKey('Build_a  Garden'), taskKey('build a garden'));
  assert.equal(displayTaskName(['build_a_garden', 'build a garden', 'build a garden']), 'build a garden');
  const r = readJudgeFile(file('vpt_res', 'episode_3.json')).records[0];
  assert.equal(r.task, 'combat_zombie');
  assert.equal(r.episode, 3);
});
