/** How buildReport decides the three-way verdict from reward entries, goals, unread text and limitations. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport, RunResult } from '../../../server/src/simulation/verify/buildReport';
import { readTaskGoals } from '../../../server/src/model/goals';
import { getRegistry } from '../../../server/src/vanilla/registry';
import type { GoalReport } from '../../../server/src/simulation/verify/verifyReport';
import type { RewardEntry } from '../../../server/src/model/task/rewards';
import { readTaskSpec } from '../../../server/src/analysis/taskSpec';

const reg = getRegistry('1.16.5');
const entry: RewardEntry = { list: 'reward_cfg', index: 0, identity: 'craft_furnace', event: 'craft_item', objects: ['furnace'], reward: 1, maxRewardTimes: 1 };

function run(text: string, goals: GoalReport[], opts: { entries?: RewardEntry[]; paid?: number; limitations?: string[] } = {}): ReturnType<typeof buildReport> {
  return buildReport(runResult(text, goals, opts));
}

function runResult(text: string, goals: GoalReport[], opts: { entries?: RewardEntry[]; paid?: number; limitations?: string[] } = {}): RunResult {
  const entries = opts.entries ?? [];
  const r: RunResult = {
    file: 't.yaml', server: 'embedded', spec: readTaskSpec(`text: ${text}\n`), entries, maxReward: entries.length,
    commands: [], timeline: [], paid: new Map(entries.map((e) => [e.identity, opts.paid ?? 0])), reasons: new Map(), taskFailures: [],
    durationMs: 1, agentLog: [], read: readTaskGoals({ text, rewards: entries }, reg), goals, limitations: opts.limitations ?? [],
  };
  return r;
}

const reached = (text: string, kind: GoalReport['kind'] = 'reach'): GoalReport => ({ text, kind, source: 'text', outcome: 'reached' });
const failed = (text: string, reason: string, proof = 'world'): GoalReport => ({ text, kind: 'reach', source: 'text', outcome: 'failed', reason, proof });
const undecided = (text: string, reason: string, kind: GoalReport['kind'] = 'stat'): GoalReport => ({ text, kind, source: 'text', outcome: 'undecided', reason });

describe('three-way verdict', () => {
  it('true only when every stated goal is reached', () => {
    assert.equal(run('find a melon', [reached('find a melon')]).verified, true);
    const r = run('find a melon', [failed('find a melon', 'there is no melon within 64 blocks of the agent')]);
    assert.equal(r.verified, false);
    assert.equal(r.verdictReason, 'find a melon: there is no melon within 64 blocks of the agent');
    assert.deepEqual(r.failures.map((f) => f.target), [{ kind: 'goal', index: 0 }]);
  });
  it('a judged part keeps it null, never true', () => {
    const r = run('find a melon and build a house', [reached('find a melon'), undecided('build a house', 'judged from video: build "build a house"', 'judged')]);
    assert.equal(r.verified, null);
    assert.match(r.verdictReason!, /^judged from video/);
  });
  it('an agent failure is never false by itself: undecided goals give null with their reason', () => {
    const r = run('shear a sheep', [undecided('shear a sheep', 'the agent could not do it: no sheep within 32 blocks')]);
    assert.equal(r.verified, null);
    assert.match(r.verdictReason!, /no sheep within 32 blocks/);
  });
  it('a rejected command decides nothing by itself: all goals reached stays true', () => {
    const r = run('kill a zombie', [reached('kill a zombie', 'stat')]);
    const withRejected = buildReport({ ...runResult('kill a zombie', [reached('kill a zombie', 'stat')]), commands: [{ index: 0, text: '/give @s minecraft:spyglass', reply: 'unknown item', rejected: true }] });
    assert.equal(r.verified, true);
    assert.equal(withRejected.verified, true);
    assert.ok(withRejected.failures.some((f) => f.target.kind === 'command'), 'the rejected command is still reported');
  });
  it('a static proof decides false even beside a limitation of the run', () => {
    const r = run('craft a bell', [failed('craft a bell', 'bell has no crafting recipe in Minecraft 1.16.5', 'no-recipe')], { limitations: ['/clone is not modelled'] });
    assert.equal(r.verified, false);
    assert.match(r.verdictReason!, /no crafting recipe/);
  });
  it('with "or", one reached goal is enough', () => {
    assert.equal(run('find a pig or a cow', [failed('find a pig', 'no pig'), reached('a cow')]).verified, true);
    assert.equal(run('find a pig or a cow', [failed('find a pig', 'no pig'), failed('a cow', 'no cow')]).verified, false);
  });
  it('nothing checkable: judged from video', () => {
    assert.equal(run('build a house', []).verified, null);
    assert.equal(run('decorate the room', []).verdictReason?.startsWith('judged from video'), true);
  });
  it('a reward task keeps its verdict; its goals must hold too; measured verbs are the rewards\' business', () => {
    assert.equal(run('craft a furnace', [], { entries: [entry], paid: 1 }).verified, true);
    assert.equal(run('craft a furnace', [], { entries: [entry], paid: 0 }).verified, null, 'unearned by our bot and not proved impossible: undecided');
    assert.equal(run('craft a furnace and find a pig', [reached('find a pig')], { entries: [entry], paid: 1 }).verified, true);
    assert.equal(run('craft a furnace and find a pig', [failed('find a pig', 'no pig')], { entries: [entry], paid: 1 }).verified, false);
  });
  it('a run stopped by a limit before anything was checked is undecided for that reason', () => {
    const r = run('find a melon', [], { limitations: ['the hard cap of 1 s stopped the run'] });
    assert.equal(r.verified, null);
    assert.equal(r.verdictReason, 'could not be decided: the hard cap of 1 s stopped the run');
  });
});
