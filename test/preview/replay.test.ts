/** The replay model: state at a moment from a report's replay and timeline. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathUntil, replayDuration, replayInput, replayStateAt } from '../../server/src/evaluation/preview/replay';
import type { ReplayData, TimelineEvent } from '../../server/src/simulation/verify/verifyReport';

const replay: ReplayData = {
  sampleMs: 250,
  durationMs: 3000,
  samples: [
    { time: 0, x: 0, y: 64, z: 0, yaw: 3.1 },
    { time: 1000, x: 2, y: 64, z: 0, yaw: -3.1 },
    { time: 2000, x: 2, y: 65, z: 4, yaw: 0 },
  ],
  blockChanges: [
    { time: 500, x: 3, y: 64, z: 0, name: 'air', stateId: 0, was: 'stone', wasStateId: 1 },
    { time: 1500, x: 3, y: 64, z: 0, name: 'dirt', stateId: 10, was: 'air', wasStateId: 0 },
    { time: 2500, x: 1, y: 63, z: 1, name: 'crafting_table', stateId: 3356, was: 'air', wasStateId: 0 },
  ],
  capped: { samples: false, blockChanges: false },
};
const timeline: TimelineEvent[] = [
  { time: 2600, event: 'craft_item', object: 'stick', identity: 'craft_stick', reward: 1 },
  { time: 600, event: 'mine_block', object: 'stone', identity: 'mine_stone', reward: 0.5 },
  { time: 600, event: 'pickup', object: 'cobblestone' },
];
const input = replayInput({ replay, timeline })!;
const nameAt = (t: number, x: number, y: number, z: number) => replayStateAt(input, t).blocks.find((b) => b.x === x && b.y === y && b.z === z)?.name;

describe('replay model', () => {
  it('is undefined for a report without replay data', () => {
    assert.equal(replayInput({ timeline }), undefined);
  });

  it('sorts the timeline and lasts until the later of the run and its last event', () => {
    assert.deepEqual(input.timeline.map((e) => e.time), [600, 600, 2600]);
    assert.equal(replayDuration(input), 3000);
    assert.equal(replayDuration({ ...input, replay: { ...replay, durationMs: 100 } }), 2600);
  });

  it('interpolates the position between samples and holds it after the last one', () => {
    assert.deepEqual(replayStateAt(input, 500).agent && { ...replayStateAt(input, 500).agent, yaw: 0 }, { x: 1, y: 64, z: 0, yaw: 0 });
    assert.deepEqual(replayStateAt(input, 1500).agent, { x: 2, y: 64.5, z: 2, yaw: -1.55 });
    assert.deepEqual(replayStateAt(input, 2900).agent, { x: 2, y: 65, z: 4, yaw: 0 });
  });

  it('turns the short way round across ±π', () => {
    // From 3.1 to −3.1 is 0.083 rad through π, not 6.2 rad the other way.
    const yaw = replayStateAt(input, 500).agent!.yaw;
    assert.ok(Math.abs(yaw - (3.1 + (2 * Math.PI - 6.2) / 2)) < 1e-9, String(yaw));
  });

  it('shows each changed block as it was at the moment, also when scrubbing back', () => {
    assert.equal(nameAt(0, 3, 64, 0), 'stone');
    assert.equal(nameAt(500, 3, 64, 0), 'air');
    assert.equal(nameAt(1499, 3, 64, 0), 'air');
    assert.equal(nameAt(1500, 3, 64, 0), 'dirt');
    assert.equal(nameAt(2499, 1, 63, 1), 'air');
    assert.equal(nameAt(3000, 1, 63, 1), 'crafting_table');
    assert.equal(nameAt(100, 3, 64, 0), 'stone', 'back to the start');
    assert.equal(replayStateAt(input, 100).blocks.find((b) => b.x === 3)!.stateId, 1, 'with the state id the viewer draws');
    assert.equal(replayStateAt(input, 1600).blocks.find((b) => b.x === 3)!.stateId, 10);
    assert.equal(replayStateAt(input, 0).blocks.length, 2, 'one entry per position');
  });

  it('counts the rewards earned so far and points at the current event', () => {
    assert.deepEqual(pick(replayStateAt(input, 0)), { events: 0, reward: 0, current: -1 });
    assert.deepEqual(pick(replayStateAt(input, 600)), { events: 2, reward: 0.5, current: 1 });
    assert.deepEqual(pick(replayStateAt(input, 99999)), { events: 3, reward: 1.5, current: 2 });
    assert.equal(replayStateAt(input, 99999).time, 3000, 'clamped to the duration');
  });

  it('draws the path through the samples passed, ending at the current pose', () => {
    assert.deepEqual(pathUntil(input, 1500), [[0, 64, 0], [2, 64, 0], [2, 64.5, 2]]);
    assert.deepEqual(pathUntil({ ...input, replay: { ...replay, samples: [] } }, 1500), []);
  });
});

function pick(s: { events: number; reward: number; current: number }) {
  return { events: s.events, reward: s.reward, current: s.current };
}
