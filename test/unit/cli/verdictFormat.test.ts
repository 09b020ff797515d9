/** The three verdicts as the CLI table, the summary line and the editor show them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summaryLine, summaryTable, verdictCell, verdictWord } from '../../../server/src/verify/format';
import type { VerifyReport } from '../../../server/src/verify/report';

function report(over: Partial<VerifyReport>): VerifyReport {
  return {
    reportVersion: 2, file: 't.yaml', minecraftVersion: '1.16.5', server: 'embedded', verified: true, phases: [], limitations: [], incidents: [],
    goals: [], settled: [], reward: 0, maxReward: 0, entries: [], timeline: [], commands: [], failures: [], durationMs: 2000, agentLog: [], ...over,
  };
}

const video = report({ verified: null, verdictReason: 'judged from video: the text states "build a house", which the verifier cannot check' });
const world = report({ verified: null, verdictReason: 'needs a generated world: the embedded superflat world has no village unless the scene places one ("find a village")' });
const limit = report({ verified: null, verdictReason: 'could not be decided: the setup budget ran out' });
const no = report({
  verified: false, verdictReason: 'find a melon: there is no melon within 64 blocks of the agent',
  goals: [{ text: 'find a melon', kind: 'reach', outcome: 'failed', reason: 'there is no melon within 64 blocks of the agent' }],
  failures: [{ reason: 'find a melon: there is no melon within 64 blocks of the agent', target: { kind: 'goal', index: 0 } }],
});
const yes = report({ goals: [{ text: 'look at the sky', kind: 'sky', outcome: 'reached' }] });

describe('verdict words', () => {
  it('tell the kinds of null apart', () => {
    assert.deepEqual([yes, no, video, world, limit].map(verdictWord), ['Verified', 'Not verified', 'Judged from video', 'Needs a generated world', 'Undecided']);
    assert.deepEqual([yes, no, video, world, limit].map(verdictCell), ['yes', 'no', 'video', 'world', 'undecided']);
  });
  it('the summary line counts goals and quotes the reason', () => {
    assert.equal(summaryLine(yes), 'Verified: reward 0/0 in 2.0 s, 1/1 goals');
    assert.equal(summaryLine(no), 'Not verified: reward 0/0 in 2.0 s, 0/1 goals — find a melon: there is no melon within 64 blocks of the agent');
    assert.match(summaryLine(video), /^Judged from video: reward 0\/0 in 2\.0 s — the text states "build a house"/);
  });
  it('the table shows all three', () => {
    const t = summaryTable([{ file: 'a.yaml', report: yes }, { file: 'b.yaml', report: no }, { file: 'c.yaml', report: video }]);
    const rows = t.trim().split('\n').slice(1).map((l) => l.split(/\s{2,}/)[1]);
    assert.deepEqual(rows, ['yes', 'no', 'video']);
    assert.match(t, /c\.yaml\s+video.*judged from video/);
  });
});
