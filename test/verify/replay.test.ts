/**
 * The replay trace of a real verification (embedded flying-squid, real
 * mineflayer bot): the agent walks to the iron ore and mines it, so the
 * report must show it moving and the ore turning into air within its reach.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { examplesDir } from '../helpers/paths';
import { assertValidReport, describeReport } from './helpers';
import { replayInput, replayStateAt } from '../../server/src/evaluation/preview/replay';

describe('verify: replay trace', () => {
  it('records the path, the broken ore and times on the timeline clock', async () => {
    const file = path.join(examplesDir, 'simple', 'mine_iron_ore.yaml');
    const r = await verifyTask(fs.readFileSync(file, 'utf8'), { file, timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    const rep = r.replay;
    assert.ok(rep, 'the report has replay data');
    assert.deepEqual(rep.capped, { samples: false, blockChanges: false });
    assert.ok(rep.samples.length >= 2, `samples: ${JSON.stringify(rep.samples)}`);
    const times = rep.samples.map((s) => s.time);
    assert.deepEqual(times, [...times].sort((a, b) => a - b));
    const broken = rep.blockChanges.filter((c) => c.was === 'iron_ore' && c.name === 'air');
    assert.ok(broken.length >= 1, `block changes: ${JSON.stringify(rep.blockChanges)}`);
    assert.ok(broken.every((b) => b.stateId === 0 && b.wasStateId > 0), 'air is state 0; iron ore has its own state id');
    // The ore was filled at ~2..3 ~ ~2..3 from where the agent stood.
    const start = rep.samples[0];
    for (const b of broken) assert.ok(Math.abs(b.x - Math.floor(start.x)) <= 3 && Math.abs(b.z - Math.floor(start.z)) <= 3, JSON.stringify({ b, start }));
    // Same clock as the timeline: the ore breaks before (or as) the mine_block reward is seen.
    const mined = r.timeline.find((e) => e.event === 'mine_block' && e.object === 'iron_ore');
    assert.ok(mined, JSON.stringify(r.timeline));
    assert.ok(broken[0].time <= mined.time + 250, `broke at ${broken[0].time}, timeline says ${mined.time}`);
    assert.ok(rep.durationMs >= mined.time);
    // The model shows the ore before and air after.
    const input = replayInput(r)!;
    const at = (t: number) => replayStateAt(input, t).blocks.find((b) => b.x === broken[0].x && b.y === broken[0].y && b.z === broken[0].z)!.name;
    assert.equal(at(0), 'iron_ore');
    assert.equal(at(rep.durationMs), 'air');
  });
});
