/**
 * Verify-level villager trading without Offers NBT (issue 31): the text task
 * is `true` when the drawn offers hold the product, undecided with the odds
 * when only the random draw lacks it, `false` in a sealed room when no pool
 * the villager reaches sells it, and undecided with that fact in an open world.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';

const task = (lines: string[], text: string) => ['custom_init_commands:', ...lines.map((l) => `- ${l}`), `text: ${text}`, ''].join('\n');
const VAULT = '/fill ~-6 ~-1 ~-6 ~6 ~4 ~6 minecraft:bedrock hollow';
const KEEPS_JOB = '/summon villager ~2 ~ ~-2 {Profession:"minecraft:armorer",VillagerData:{profession:"minecraft:armorer"},Xp:1}';
const JOURNEYMAN = '/summon villager ~2 ~ ~-2 {VillagerData:{profession:"minecraft:armorer",level:2}}';

describe('verify: villagers without Offers trade what vanilla draws', () => {
  it('an armorer whose draw offers the helmet → true (the trade is observed)', async () => {
    const r = await verifyTask(task([KEEPS_JOB, '/give @s minecraft:emerald 10'], 'trade for iron helmet with a villager'), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
  });

  it('the draw lacks the boots (in the level-1 pool) → undecided, naming the offers and the odds', async () => {
    const r = await verifyTask(task([KEEPS_JOB, '/give @s minecraft:emerald 10'], 'trade for iron boots with a villager'), { timeoutMs: 60000 });
    assert.equal(r.verified, null, describeReport(r));
    assert.match(r.verdictReason ?? '', /the armorer's level-1 offers are 2 of 5 random trades; this run's were .*iron helmet.* \(a draw offers iron boots with probability 40%\)/);
  });

  it('a level-2 armorer in a bedrock vault never sells an iron helmet → false with the reason', async () => {
    const r = await verifyTask(task([VAULT, JOURNEYMAN, '/give @s minecraft:emerald 64'], 'trade for iron helmet with the armorer'), { timeoutMs: 60000 });
    assert.equal(r.verified, false, describeReport(r));
    assert.match(r.verdictReason ?? '', /level-2 armorer, whose trades at levels 2–5 never sell iron helmet/);
  });

  it('the same armorer in the open world → undecided, with the fact as the reason', async () => {
    const r = await verifyTask(task([JOURNEYMAN, '/give @s minecraft:emerald 64'], 'trade for iron helmet with the armorer'), { timeoutMs: 60000 });
    assert.equal(r.verified, null, describeReport(r));
    assert.match(r.verdictReason ?? '', /no armorer trade at levels 2–5 sells iron helmet/);
  });
});
