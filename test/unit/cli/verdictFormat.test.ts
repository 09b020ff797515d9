/** The three verdicts as the CLI table, the summary line and the editor show them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summaryLine, summaryTable, tallyLine, verdictCell, verdictWord, why } from '../../../server/src/simulation/verify/format';
import type { VerifyReport } from '../../../server/src/simulation/verify/verifyReport';

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

describe('the batch tally by cause (issue 46)', () => {
  const base = { reportVersion: 2, reward: 0, maxReward: 1, durationMs: 1, failures: [], limitations: [] as string[] };
  const rep = (over: Record<string, unknown>) => ({ file: 'f', report: { ...base, ...over } as unknown as VerifyReport });
  it('counts proofs by kind and undecided verdicts by the limit behind them', () => {
    const rows = [
      rep({ verified: true }),
      rep({ verified: false, verdictReason: 'x', proof: { kind: 'never-given', detail: 'x' } }),
      rep({ verified: false, verdictReason: 'y', proof: { kind: 'never-given', detail: 'y' } }),
      rep({ verified: null, verdictReason: 'judged from video: build a house' }),
      rep({ verified: null, verdictReason: 'could not be decided: sand: timed out after 60 s while picking up sand' }),
      rep({ verified: null, verdictReason: 'could not be decided: c: no cobblestone within 48 blocks in this forest world' }),
      { file: 'g', error: 'crashed' },
    ];
    assert.equal(tallyLine(rows), '7 tasks: 1 verified; 2 not verified (never-given 2); 1 judged from video; 2 undecided by our limits (not found in the searched area 1, timeout 1); 1 error');
  });
  it('a false report names its proof after its reason', () => {
    assert.equal(why({ verdictReason: 'lay: cannot pay', failures: [], proof: { kind: 'refused-entry', detail: 'd', line: 9 } }), 'lay: cannot pay (proof: refused-entry, line 9)');
  });
});
