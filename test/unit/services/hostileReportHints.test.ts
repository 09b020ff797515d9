/**
 * Issue 44, defect 7: a saved report with 100,000 goals and 40,000 entries (200,000 here: past the stack of this machine)
 * threw "Maximum call stack size exceeded" (a spread into push) and took every
 * hint of the file with it; one with 40,000 goals put 40,003 hints on one
 * line. Hints are now capped per line and per request, with a "+N" hint, and
 * the other kinds stay.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyse } from '../../../server/src/analysis/lint/analysis';
import { inlayHints, reportOutcomes } from '../../../server/src/api/services/inlayHints';
import { MAX_HINTS_PER_FILE, MAX_HINTS_PER_LINE } from '../../../server/src/api/services/hints/capHints';

const ALL = { displayNames: true, relativePositions: true, rewardTotals: true, verifyOutcomes: true };
const TASK = 'custom_init_commands:\n- /give @s minecraft:diamond 1\ntext: mine a log\nreward_cfg:\n- {event: mine_block, identity: log, objects: [oak_log], reward: 1, max_reward_times: 1}\n';

function hostileReport(goals: number, entries: number): unknown {
  return {
    verified: false, reward: 0, maxReward: 1,
    goals: Array.from({ length: goals }, (_, i) => ({ source: 'text', text: `goal ${i}`, outcome: 'failed' })),
    entries: Array.from({ length: entries }, (_, i) => ({ list: 'reward_cfg', index: i % 2, outcome: 'earned' })),
  };
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

describe('inlay hints from a hostile saved report', () => {
  it('200,000 goals and 40,000 entries: no stack overflow, the other hints stay, at most 20 a line and a "+N" hint', () => {
    const report = reportOutcomes(hostileReport(200_000, 40_000));
    assert.ok(report);
    const hints = inlayHints(analyse(TASK), { ...ALL, report });
    const labels = hints.map((h) => h.label);
    assert.ok(labels.includes('Diamond'), 'display names stay');
    assert.ok(labels.some((l) => /reward_cfg|total|max/i.test(l) || /\d/.test(l)), JSON.stringify(labels.slice(0, 5)));
    const perLine = new Map<number, number>();
    for (const h of hints) perLine.set(lineOf(TASK, h.offset), (perLine.get(lineOf(TASK, h.offset)) ?? 0) + 1);
    for (const [line, n] of perLine) assert.ok(n <= MAX_HINTS_PER_LINE + 1, `line ${line}: ${n} hints`);
    const more = hints.filter((h) => h.kind === 'more');
    assert.ok(more.some((h) => h.label === `+${200_000 - MAX_HINTS_PER_LINE}`), JSON.stringify(more.map((h) => h.label)));
    assert.match(more[0].tooltip ?? '', /not shown \(the first 20 are\)/);
  });

  it('a file with more hints than the per-request cap ends with one "+N more in this file" hint', () => {
    const n = MAX_HINTS_PER_FILE + 500;
    const text = 'custom_init_commands:\n' + Array.from({ length: n }, () => '- /give @s minecraft:diamond 1').join('\n') + '\ntext: many\n';
    const hints = inlayHints(analyse(text), { ...ALL, relativePositions: false, rewardTotals: false });
    assert.equal(hints.filter((h) => h.kind !== 'more').length, MAX_HINTS_PER_FILE);
    const last = hints[hints.length - 1];
    assert.equal(last.kind, 'more');
    assert.equal(last.label, '+500');
    assert.match(last.tooltip ?? '', /in this file are not shown/);
  });
});
