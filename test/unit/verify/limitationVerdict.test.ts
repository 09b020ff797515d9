/**
 * Issue 25 item 3, the verdict rule: a `true` never stands beside a
 * limitation that could change it, and an agent the setup killed makes the
 * task false whatever limitation the run also met.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport, RunResult } from '../../../server/src/simulation/verify/buildReport';
import type { Incident, PhaseReport } from '../../../server/src/simulation/verify/verifyReport';
import type { RewardEntry } from '../../../server/src/model/task/rewards';
import { readTaskSpec } from '../../../server/src/analysis/taskSpec';
import { SETUP_DEATH_NOTE } from '../../../server/src/simulation/verify/agentDeath';

const entry: RewardEntry = { list: 'reward_cfg', index: 0, identity: 'craft_planks', event: 'craft_item', objects: ['oak_planks'], reward: 1, maxRewardTimes: 1 };
const phases: PhaseReport[] = [{ name: 'setup', budgetMs: 30000, usedMs: 2000, outcome: 'done' }, { name: 'agent', budgetMs: 60000, usedMs: 0, outcome: 'skipped', note: SETUP_DEATH_NOTE }];

function run(paid: number, limitations: string[], incidents: Incident[] = [], setupDeath?: string): ReturnType<typeof buildReport> {
  const r: RunResult = {
    file: 't.yaml', server: 'embedded', spec: readTaskSpec('text: craft planks\n'), entries: [entry], maxReward: 1,
    commands: [], timeline: [], paid: new Map([[entry.identity, paid]]), reasons: new Map(), taskFailures: [],
    durationMs: 1, agentLog: [], limitations, incidents, phases, ...(setupDeath ? { setupDeath } : {}),
  };
  return buildReport(r);
}

describe('verdicts beside limitations', () => {
  it('every entry earned, but /clone was not modelled: null with that reason, not true', () => {
    const r = run(1, ['/clone is not modelled by the embedded server, so its effect is missing from the verification']);
    assert.equal(r.verified, null);
    assert.equal(r.verdictReason, 'could not be decided: /clone is not modelled by the embedded server, so its effect is missing from the verification');
  });
  it('no limitation: true stays true', () => {
    assert.equal(run(1, []).verified, true);
  });
  it('a death during the setup is false even beside a limitation (more runs of a repeating command block cannot undo it)', () => {
    const died: Incident = { kind: 'died', time: 900, command: 0, detail: 'the agent died during init command 1 (/setblock …): killed by /kill' };
    const r = run(0, ['the repeating command block at 2 64 0 runs "kill @a" every tick in vanilla; the embedded server ran it once'], [died]);
    assert.equal(r.verified, false);
    assert.equal(r.verdictReason, died.detail);
  });
  it('a death while the scene settled (no command; the run says the agent could not start) counts as a setup death', () => {
    const died: Incident = { kind: 'died', time: 1500, detail: 'the agent died while the scene settled, before it could act: fell 40 blocks (fall damage 37)' };
    assert.equal(run(0, [], [died], died.detail).verified, false);
    assert.equal(run(0, [], [died], died.detail).verdictReason, died.detail);
  });
});
