/**
 * The Testing view's verdict → test result (client/src/testing/outcome.ts):
 * true passes, false fails with one message per failure on the line the
 * verify diagnostics use (the spec the language server computes, here
 * straight from the api), null is skipped with its reason on the
 * instruction, a job error is an error.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readTaskSpec } from '../../../server/src/api';
import type { VerifyReport } from '../../../server/src/simulation/verify/verifyReport';
import { errorOutcome, outcomeOf } from '../../../client/src/testing/outcome';

const TEXT = [
  '# Collect wool',
  'custom_init_commands:',
  '- /give @s minecraft:shears',
  '- /summon minecraft:sheep ~3 ~ ~',
  'text: collect white wool',
  'reward_cfg:',
  '- event: pickup',
  '  identity: pick up wool',
  '  objects: [white_wool]',
  '  reward: 1',
  '  max_reward_times: 1',
  '',
].join('\r\n');

function report(over: Partial<VerifyReport>): VerifyReport {
  return { reportVersion: 2, verified: true, reward: 1, maxReward: 1, durationMs: 1234, failures: [], ...over } as unknown as VerifyReport;
}

describe('verdict → test outcome', () => {
  const spec = readTaskSpec(TEXT);

  it('true passes with the given duration and the summary', () => {
    const o = outcomeOf(report({}), spec, TEXT, 5000);
    assert.equal(o.kind, 'passed');
    assert.equal(o.kind === 'passed' && o.durationMs, 5000);
    assert.match(o.kind === 'passed' ? o.summary : '', /^Verified: reward 1\/1/);
  });

  it('false fails with one message per failure on its command, reward entry and instruction line', () => {
    const o = outcomeOf(report({
      verified: false, reward: 0,
      failures: [
        { reason: 'the sheep was not summoned', target: { kind: 'command', index: 1 } },
        { reason: 'no wool was picked up', target: { kind: 'reward', list: 'reward_cfg', index: 0 } },
        { reason: 'no white wool in the scene', target: { kind: 'goal', index: 0 } },
      ],
    }), spec, TEXT, 10);
    assert.equal(o.kind, 'failed');
    if (o.kind !== 'failed') return;
    assert.deepEqual(o.messages.map((m) => m.text), ['the sheep was not summoned', 'no wool was picked up', 'no white wool in the scene']);
    // Command 1 is line 3 (0-based), the whole command; the reward entry's first line (6); the instruction (4).
    assert.deepEqual(o.messages[0].range, { startLine: 3, startChar: 2, endLine: 3, endChar: '- /summon minecraft:sheep ~3 ~ ~'.length });
    assert.equal(o.messages[1].range.startLine, 6);
    assert.equal(o.messages[1].range.endLine, 6, 'a multi-line entry is cut to its first line');
    assert.equal(o.messages[1].range.endChar, '- event: pickup'.length, 'the line ends before its \\r\\n');
    assert.equal(o.messages[2].range.startLine, 4);
  });

  it('false puts its proof first, on the line it stands on; undecided entries are no message', () => {
    const o = outcomeOf(report({
      verified: false, reward: 0,
      proof: { kind: 'refused-entry', detail: 'pick up wool: cannot pay', line: 7, entry: { list: 'reward_cfg', index: 0 } },
      entries: [{ list: 'reward_cfg', index: 1, undecided: true }] as VerifyReport['entries'],
      failures: [
        { reason: 'pick up wool: cannot pay', target: { kind: 'reward', list: 'reward_cfg', index: 0 } },
        { reason: 'other: timed out after 60 s', target: { kind: 'reward', list: 'reward_cfg', index: 1 } },
      ],
    }), spec, TEXT, 10);
    assert.equal(o.kind, 'failed');
    if (o.kind !== 'failed') return;
    assert.deepEqual(o.messages.map((m) => m.text), ['pick up wool: cannot pay (proof: refused-entry, line 7)', 'pick up wool: cannot pay']);
    assert.equal(o.messages[0].range.startLine, 6);
  });

  it('a failure of the whole task sits at the file start', () => {
    const o = outcomeOf(report({ verified: false, failures: [{ reason: 'the world did not load', target: { kind: 'task' } }] }), spec, TEXT, 1);
    assert.deepEqual(o.kind === 'failed' && o.messages[0].range, { startLine: 0, startChar: 0, endLine: 0, endChar: 0 });
  });

  it('null is skipped with its reason in words, on the instruction line', () => {
    const o = outcomeOf(report({ verified: null, verdictReason: 'judged from video: the text states nothing the simulator can check' }), spec, TEXT, 1);
    assert.equal(o.kind, 'skipped');
    if (o.kind !== 'skipped') return;
    assert.equal(o.reason, 'Judged from video: the text states nothing the simulator can check');
    assert.equal(o.range?.startLine, 4);
  });

  it('a job error is an error with its message', () => {
    assert.deepEqual(errorOutcome(new Error('the verifier exited with code 1 without a report')), { kind: 'errored', message: 'the verifier exited with code 1 without a report' });
  });
});
