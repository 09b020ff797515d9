/**
 * Issue 46: a reward entry our bot left unearned decides nothing, whatever the
 * reason (no skill, a skill that threw, a timeout, a target not found within
 * the searched area): it is undecided. Only an entry proved unable to pay
 * makes the task not verified, and the report carries that proof. And a
 * reward entry's skill learns from the instruction what the entry is done to.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport, RunResult } from '../../../server/src/simulation/verify/buildReport';
import { readTaskGoals, readTextGoals, rewardGoals, rewardSkillGoal, withTextHints } from '../../../server/src/model/goals';
import type { StatGoal } from '../../../server/src/model/goals';
import { getRegistry } from '../../../server/src/vanilla/registry';
import type { RewardEntry } from '../../../server/src/model/task/rewards';
import { readTaskSpec } from '../../../server/src/analysis/taskSpec';
import type { EntryProof } from '../../../server/src/simulation/verify/verdict';

const reg = getRegistry('1.16.5');
const use = (identity: string, objects: string[], index = 0): RewardEntry => ({ list: 'reward_cfg', index, identity, event: 'use_item', objects, reward: 1, maxRewardTimes: 1 });

function report(text: string, entries: RewardEntry[], paid: Record<string, number>, reasons: Map<RewardEntry, string>, proved: Array<[RewardEntry, EntryProof]> = []) {
  const r: RunResult = {
    file: 't.yaml', server: 'embedded', spec: readTaskSpec(`text: ${text}\n`), entries, maxReward: entries.length,
    commands: [], timeline: [], paid: new Map(Object.entries(paid)), reasons, provedEntries: new Map(proved), taskFailures: [],
    durationMs: 1, agentLog: [], read: readTaskGoals({ text, rewards: entries }, reg), goals: [], limitations: [],
  };
  return buildReport(r);
}

describe('reward entries our bot left unearned', () => {
  for (const [what, why] of [
    ['the server never counted it', 'the agent tried 3 times but the server never counted use_item of snowball'],
    ['a timeout', 'timed out after 60 s while picking up sand'],
    ['a target the world could still provide', 'no cobblestone within 48 blocks in this forest world'],
    ['a skill that throws', 'crafting cake failed: missing ingredient'],
  ] as const) {
    it(`are undecided, never false: ${what}`, () => {
      const e = use('throw', ['snowball']);
      const r = report('throw a snowball', [e], {}, new Map([[e, why]]));
      assert.equal(r.verified, null);
      assert.equal(r.verdictReason, `could not be decided: throw: ${why}`);
      assert.equal(r.proof, undefined);
      assert.equal(r.entries[0].undecided, true);
      assert.equal(r.entries[0].outcome, 'failed');
      assert.equal(r.goals.find((g) => g.source === 'reward')?.outcome, 'undecided');
    });
  }
  it('an entry proved unable to pay makes it false, with the proof on the report and the entry', () => {
    const a = use('throw', ['snowball'], 0);
    const b = use('ride', ['oak_boat'], 1);
    const reasons = new Map([[a, 'the agent has no skill for it'], [b, 'the spider cannot be put in a boat: it is 1.4 blocks wide']]);
    const r = report('throw a snowball and put the spider in a boat', [a, b], {}, reasons, [[b, { kind: 'boat-too-small', detail: 'the spider is 1.4 blocks wide' }]]);
    assert.equal(r.verified, false);
    assert.deepEqual(r.proof, { kind: 'boat-too-small', detail: 'ride: the spider is 1.4 blocks wide', entry: { list: 'reward_cfg', index: 1 } });
    assert.equal(r.entries[1].proof, 'boat-too-small');
    assert.equal(r.entries[1].undecided, undefined);
    assert.equal(r.entries[0].undecided, true);
  });
  it('a proof of an entry that paid all the same is not taken', () => {
    const b = use('ride', ['oak_boat'], 0);
    const r = report('ride', [b], { ride: 1 }, new Map(), [[b, { kind: 'boat-too-small', detail: 'wrong' }]]);
    assert.equal(r.verified, true);
    assert.equal(r.proof, undefined);
  });
  it('an earned entry beside an undecided one leaves the task undecided, not true', () => {
    const a = use('throw', ['snowball'], 0);
    const b = use('plant', ['wheat_seeds'], 1);
    const r = report('throw a snowball and plant seeds', [a, b], { plant: 1 }, new Map([[a, 'no skill']]));
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
