import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyse } from '../../../server/src/analysis/lint/analysis';
import { inlayHints, reportOutcomes } from '../../../server/src/api/services/inlayHints';
import { directionText } from '../../../server/src/api/services/hints/relativePositionHints';
import { rewardTotals } from '../../../server/src/api/services/hints/rewardTotalHints';

const ALL = { displayNames: true, relativePositions: true, rewardTotals: true, verifyOutcomes: true };
const labels = (text: string, o: Partial<typeof ALL> = {}) => inlayHints(analyse(text), { ...ALL, ...o }).map((h) => h.label);

describe('inlay hint services', () => {
  it('words offsets on vanilla axes, x then z then y', () => {
    assert.equal(directionText([3, 0, -2]), '3 east, 2 north');
    assert.equal(directionText([-1, 2, 4]), '1 west, 4 south, 2 up');
    assert.equal(directionText([0, -1, 0]), '1 down');
    assert.equal(directionText([0, 0, 0]), 'at the agent');
  });

  it('counts positions from where a relative teleport put the agent, and says what the scene has there', () => {
    const text = 'custom_init_commands:\n- /tp @s ~5 ~ ~\n- /setblock ~1 ~-1 ~ minecraft:stone\n';
    const l = labels(text, { displayNames: false });
    assert.ok(l.includes('5 east'), JSON.stringify(l));
    assert.ok(l.includes('1 east, 1 down: Stone'), JSON.stringify(l));
  });

  it('gives no position hint for absolute or local coordinates', () => {
    const l = labels('custom_init_commands:\n- /setblock 10 64 3 minecraft:stone\n- /setblock ^ ^ ^2 minecraft:stone\n', { displayNames: false });
    assert.deepEqual(l, []);
  });

  it('names effects, enchantments and ids inside execute … run, not tags or unknown ids', () => {
    const l = labels('custom_init_commands:\n- /effect give @s minecraft:speed 10\n- /execute as @s run give @s minecraft:diamond_sword{Enchantments:[{id:"minecraft:sharpness",lvl:1}]}\n- /give @s minecraft:no_such_item\n- /clear @s #minecraft:logs\n', { relativePositions: false });
    assert.ok(l.includes('Speed'), JSON.stringify(l));
    assert.ok(l.includes('Diamond Sword'), JSON.stringify(l));
    assert.equal(l.length, 2, JSON.stringify(l));
  });

  it('counts only entries with numeric reward and max_reward_times in the totals', () => {
    const a = analyse('reward_cfg:\n- {event: pickup, identity: a, objects: [dirt], reward: 1.5, max_reward_times: 2}\n- {event: pickup, identity: b, objects: [dirt], reward: x, max_reward_times: 1}\n');
    assert.deepEqual(rewardTotals(a.model, 'reward_cfg'), { total: 3, max: 1.5, counted: 1, skipped: 1 });
    const h = inlayHints(a, { ...ALL, displayNames: false }).find((x) => x.kind === 'rewardTotal')!;
    assert.equal(h.label, 'total 3 · max 1.5');
    assert.match(h.tooltip!, /1 entry without a numeric reward/);
  });

  it('reads only report parts of the right shape', () => {
    assert.equal(reportOutcomes('not a report'), undefined);
    assert.equal(reportOutcomes({ verified: true }), undefined);
    const r = reportOutcomes({ entries: [{ list: 'reward_cfg', index: 0, outcome: 'failed', undecided: true }, { list: 1 }, null], goals: [{ text: 'x', source: 'reward', outcome: 'reached' }, { text: 'y', source: 'text', outcome: 'failed' }] })!;
    assert.equal(r.entries.length, 1);
    assert.deepEqual(r.textGoals.map((g) => g.text), ['y']);
    const a = analyse('text: y\nreward_cfg:\n- {event: pickup, identity: a, objects: [dirt], reward: 1, max_reward_times: 1}\n');
    const l = inlayHints(a, { ...ALL, displayNames: false, rewardTotals: false, report: r }).map((h) => h.label);
    assert.deepEqual(l, ['✗ y', '? undecided']);
  });

  it('a false report puts its proof at the end of the line it stands on; a proved entry says it cannot pay', () => {
    const text = 'custom_init_commands:\n- /gamemode adventure @s\ntext: mine the log\nreward_cfg:\n- {event: mine_block, identity: a, objects: [oak_log], reward: 1, max_reward_times: 1}\n';
    const r = reportOutcomes({
      verified: false, proof: { kind: 'feasibility/adventure-mode', detail: 'adventure mode', line: 2, command: 0 },
      entries: [{ list: 'reward_cfg', index: 0, outcome: 'failed', proof: 'feasibility/adventure-mode' }],
    })!;
    const hints = inlayHints(analyse(text), { ...ALL, displayNames: false, rewardTotals: false, report: r });
    const proof = hints.find((h) => h.label === '✗ proof: feasibility/adventure-mode');
    assert.ok(proof, JSON.stringify(hints.map((h) => h.label)));
    assert.equal(proof.offset, text.indexOf('\ntext:'), 'at the end of line 2');
    assert.ok(hints.some((h) => h.label === '✗ cannot pay (feasibility/adventure-mode)'));
    // A line past the end, or not a whole number, is no place: the proof is then not shown as a hint.
    for (const line of [99, 1.5, -1]) {
      const bad = reportOutcomes({ verified: false, proof: { kind: 'k', detail: 'd', line }, entries: [] })!;
      assert.ok(!inlayHints(analyse(text), { ...ALL, report: bad }).some((h) => h.label.startsWith('✗ proof')));
    }
  });

  it('keeps to the requested range', () => {
    const text = 'custom_init_commands:\n- /give @s minecraft:oak_log\n- /give @s minecraft:stone\n';
    const a = analyse(text);
    const second = text.indexOf('- /give @s minecraft:stone');
    assert.deepEqual(inlayHints(a, { ...ALL, range: { start: second, end: text.length } }).map((h) => h.label), ['Stone']);
  });
});
