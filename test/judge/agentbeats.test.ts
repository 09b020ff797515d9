import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'path';
import { agentBeatsScore, TaskRewardSpec } from '../../server/src/evaluation/judge/agentbeats';
import { agentBeatsRows, readTaskRewards } from '../../server/src/evaluation/judge/agentbeatsReport';
import { readJudgeFile, readJudgePaths } from '../../server/src/evaluation/judge/readers';
import { run as scores } from '../../server/src/hosts/cli/scores';
import { captureIO, EXPECTED, JUDGE_FIXTURES } from './helpers';

const AB = path.join(JUDGE_FIXTURES, 'agentbeats');
const X = EXPECTED.agentbeats;
const entry = (identity: string, reward = 1, list: 'reward_cfg' | 'milestone_reward_cfg' = 'reward_cfg') => ({
  list,
  identity,
  objects: [identity],
  reward,
  maxRewardTimes: 1,
});

test('reward task: sim = reward / max x 10, averaged with Task Progress below 10', () => {
  const spec: TaskRewardSpec = { text: 'craft a ladder and kill a spider', entries: [entry('craft_ladder'), entry('kill_spider')] };
  // 1 of 2 → sim 5; (5 + 7) / 2 = 6.
  assert.deepEqual(agentBeatsScore(spec, { earned: { craft_ladder: 1 } }, 7), { kind: 'reward', outOf: 10, taskProgress: 7, sim: 5, score: 6 });
  // Full reward: 10, whatever the judge said.
  assert.equal(agentBeatsScore(spec, { total: 2 }, 3).score, 10);
  // Below the maximum without a Task Progress: no score, and the reason.
  const none = agentBeatsScore(spec, { total: 1 }, undefined);
  assert.equal(none.score, undefined);
  assert.match(none.note ?? '', /no Task Progress/);
});

test('milestone task: (completed + progress / 10) / total x 100', () => {
  const spec: TaskRewardSpec = { text: 'mine a diamond', entries: ['a', 'b', 'c', 'd'].map((i) => entry(i, 1, 'milestone_reward_cfg')) };
  // 2 of 4 reached, 5/10 on the third: (2 + 0.5) / 4 x 100 = 62.5.
  const s = agentBeatsScore(spec, { earned: { a: 1, b: 1 } }, 5);
  assert.deepEqual([s.kind, s.outOf, s.completed, s.total, s.score], ['milestone', 100, 2, 4, 62.5]);
  assert.equal(agentBeatsScore(spec, { total: 4 }, undefined).score, 100);
  assert.equal(agentBeatsScore(spec, { total: 1 }, 0).score, 25);
});

test('judge-only task: the Task Progress itself', () => {
  const spec: TaskRewardSpec = { text: 'build a pillar', entries: [] };
  assert.equal(agentBeatsScore(spec, undefined, 6).score, 6);
  assert.match(agentBeatsScore(spec, undefined, undefined).note ?? '', /no Task Progress/);
});

test('OR alternatives: AgentBeats sums every entry; the any-of score takes the better alternative (a and b or c)', () => {
  const orSpec: TaskRewardSpec = { text: 'mine iron ore or mine gold ore', entries: [entry('mine_iron_ore'), entry('mine_gold_ore')] };
  const s = agentBeatsScore(orSpec, { earned: { mine_iron_ore: 1 } }, 8);
  assert.equal(s.sim, 5);
  assert.equal(s.score, 6.5); // (5 + 8) / 2
  assert.deepEqual(s.anyOf, { alternatives: [['mine iron ore'], ['mine gold ore']], sim: 10, score: 10 });
  const abc: TaskRewardSpec = {
    text: 'craft a ladder and kill a spider or collect wool',
    entries: [entry('craft_ladder'), entry('kill_spider'), { ...entry('collect_wool'), objects: ['white_wool'] }],
  };
  const t = agentBeatsScore(abc, { earned: { craft_ladder: 1 } }, 4);
  assert.equal(t.sim, 3.33); // 1 of 3
  assert.equal(t.score, 3.67); // (10/3 + 4) / 2
  assert.equal(t.anyOf?.sim, 5); // max(mean(1, 0), 0) x 10
  assert.equal(t.anyOf?.score, 4.5); // (5 + 4) / 2
  // A reward given only as a total cannot say which alternative was done.
  assert.match(agentBeatsScore(orSpec, { total: 1 }, 8).note ?? '', /any-of score needs what each entry earned/);
});

test('fixture tasks, rewards and judge files give the hand-computed scores', () => {
  const { records } = readJudgePaths([path.join(AB, 'judge')]);
  const report = agentBeatsRows(records, path.join(AB, 'tasks'), path.join(AB, 'rewards'));
  assert.deepEqual(report.problems, []);
  assert.equal(report.rows.length, Object.keys(X.tasks).length);
  for (const [task, want] of Object.entries<any>(X.tasks)) {
    const row = report.rows.find((r) => r.task === task)!;
    assert.ok(row, task);
    assert.equal(row.kind, want.kind, task);
    assert.equal(row.score, want.score, task);
    assert.equal(row.taskProgress, want.taskProgress, task);
    if (want.sim !== undefined) assert.equal(row.sim, want.sim, task);
    if (want.completed !== undefined) assert.deepEqual([row.completed, row.total], [want.completed, want.total], task);
    if (want.anyOf) assert.deepEqual([row.anyOf?.sim, row.anyOf?.score], [want.anyOf.sim, want.anyOf.score], task);
    else assert.equal(row.anyOf, undefined, task);
  }
  assert.equal(readTaskRewards(path.join(AB, 'tasks', 'build_a_pillar.yaml'))?.entries.length, 0);
});

test('result.json: score and sim_score kept apart, Task Progress derived only where it can be', () => {
  const { records } = readJudgeFile(path.join(AB, 'output', '20250401_101500', 'result.json'));
  for (const [task, want] of Object.entries<any>(X.resultJson)) {
    if (task.startsWith('_')) continue;
    const r = records.find((x) => x.task === task)!;
    assert.equal(r.agentbeats?.score, want.score, task);
    assert.equal(r.agentbeats?.simScore, want.sim, task);
    assert.equal(r.agentbeats?.taskProgressDerived ?? null, want.taskProgressDerived, task);
    assert.equal(r.scores['Task Progress'] ?? null, want.taskProgressDerived, task);
    assert.match(r.agentbeats!.taskProgressNote, want.taskProgressDerived === null ? /not derived/ : /derived as 2·score − sim/);
  }
});

test('scores --tasks --rewards: AgentBeats column per task and agent, labelled any-of beside it', async () => {
  const o = captureIO(AB);
  assert.equal(await scores(['judge', '--tasks', 'tasks', '--rewards', 'rewards'], o), 0, o.err);
  assert.match(o.out, /AgentBeats scores/);
  assert.match(o.out, /Any-of \(OR\)/);
  const line = o.out.split('\n').filter((l) => l.startsWith('ladder_and_spider_or_wool')).pop()!;
  assert.match(line, /3\.67\/10\s+4\.5\/10/);
  assert.match(o.out.split('\n').find((l) => l.startsWith('mine_diamond_from_scratch') && l.includes('milestone'))!, /milestone 3\/9.*37\.78\/100/);
  const j = captureIO(AB);
  await scores(['--format', 'json', 'judge', 'output', '--tasks', 'tasks', '--rewards', 'rewards'], j);
  const json = JSON.parse(j.out);
  assert.equal(json.agentbeats.find((r: any) => r.task === 'mine_iron_or_gold').anyOf.score, 10);
  const derived = json.agentbeatsResults.find((r: any) => r.task === 'craft_oak_planks');
  assert.deepEqual([derived.score, derived.simScore, derived.taskProgressDerived], [5.5, 4, 7]);
  assert.match(json.agentbeatsProblems[0], /no task file .* craft_ladder, craft_oak_planks/);
  assert.equal(await scores(['judge', '--rewards', 'rewards'], captureIO(AB)), 2);
});
