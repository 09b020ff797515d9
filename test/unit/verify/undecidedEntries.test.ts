/**
 * Issue 30: a reward entry left unearned by a limit of the verifier (no skill,
 * a mechanic the embedded server does not count) decides nothing; one left
 * unearned by the scene still makes the task not verified. And a reward entry's
 * skill learns from the instruction what the entry is done to.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport, RunResult } from '../../../server/src/verify/buildReport';
import { readTaskGoals, readTextGoals, rewardGoals, rewardSkillGoal, withTextHints } from '../../../server/src/core/goals';
import type { StatGoal } from '../../../server/src/core/goals';
import { getRegistry } from '../../../server/src/mc/registry';
import type { RewardEntry } from '../../../server/src/verify/rewards';
import { readTaskSpec } from '../../../server/src/verify/taskSpec';

const reg = getRegistry('1.16.5');
const use = (identity: string, objects: string[], index = 0): RewardEntry => ({ list: 'reward_cfg', index, identity, event: 'use_item', objects, reward: 1, maxRewardTimes: 1 });

function report(text: string, entries: RewardEntry[], paid: Record<string, number>, reasons: Map<RewardEntry, string>, undecided: RewardEntry[]) {
  const r: RunResult = {
    file: 't.yaml', server: 'embedded', spec: readTaskSpec(`text: ${text}\n`), entries, maxReward: entries.length,
    commands: [], timeline: [], paid: new Map(Object.entries(paid)), reasons, undecidedEntries: new Set(undecided), taskFailures: [],
    durationMs: 1, agentLog: [], read: readTaskGoals({ text, rewards: entries }, reg), goals: [], limitations: [],
  };
  return buildReport(r);
}

describe('reward entries unearned by a limit of the verifier', () => {
  it('are undecided, with the reason, and the entry says so', () => {
    const e = use('throw', ['snowball']);
    const r = report('throw a snowball', [e], {}, new Map([[e, 'the agent tried 3 times but the server never counted use_item of snowball']]), [e]);
    assert.equal(r.verified, null);
    assert.equal(r.verdictReason, 'could not be decided: throw: the agent tried 3 times but the server never counted use_item of snowball');
    assert.equal(r.entries[0].undecided, true);
    assert.equal(r.entries[0].outcome, 'failed');
  });
  it('do not hide an entry the scene left unearned: that one still makes it false', () => {
    const a = use('throw', ['snowball'], 0);
    const b = use('plant', ['wheat_seeds'], 1);
    const reasons = new Map([[a, 'the agent has no skill for it'], [b, 'no farmland with air above within 32 blocks']]);
    const r = report('throw a snowball and plant seeds', [a, b], {}, reasons, [a]);
    assert.equal(r.verified, false);
    assert.equal(r.entries[1].undecided, undefined);
  });
  it('an earned entry beside an undecided one leaves the task undecided, not true', () => {
    const a = use('throw', ['snowball'], 0);
    const b = use('plant', ['wheat_seeds'], 1);
    const r = report('throw a snowball and plant seeds', [a, b], { plant: 1 }, new Map([[a, 'no skill']]), [a]);
    assert.equal(r.verified, null);
  });
});

describe('a reward entry learns from the instruction what it is done to', () => {
  const goalOf = (e: RewardEntry): StatGoal => rewardGoals([e])[0];
  it('"shear the sheep" gives use_item shears the sheep; counting stays the entry\'s', () => {
    const e = use('shear', ['shears']);
    const hinted = withTextHints(goalOf(e), readTextGoals('shear the sheep', reg).goals);
    assert.deepEqual(hinted.on?.ids, ['sheep']);
    assert.deepEqual(hinted.objects, ['shears']);
    assert.equal(hinted.count, 1);
    assert.equal(hinted.from.source, 'reward');
  });
  it('a text about another statistic or other objects adds nothing', () => {
    const e = use('shear', ['shears']);
    assert.deepEqual(withTextHints(goalOf(e), readTextGoals('kill the sheep', reg).goals), goalOf(e));
    const k: RewardEntry = { ...e, event: 'kill_entity', objects: ['zombie'] };
    assert.deepEqual(withTextHints(goalOf(k), readTextGoals('kill the sheep with the sword', reg).goals), goalOf(k));
  });
  it('a use_item entry whose item the text spends ("milk the cow" with a bucket) is pursued as the text\'s item goal', () => {
    const e = use('milk', ['bucket']);
    const g = rewardSkillGoal(goalOf(e), readTextGoals('milk the cow', reg).goals);
    assert.equal(g.kind, 'have');
    assert.deepEqual(g.kind === 'have' ? g.items : [], ['milk_bucket']);
    const other = use('throw', ['snowball']);
    assert.deepEqual(rewardSkillGoal(goalOf(other), readTextGoals('milk the cow', reg).goals), goalOf(other));
  });
});
