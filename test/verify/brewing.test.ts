/**
 * Brewing and glass bottles end to end (issue 31): reward-less task texts run
 * through verifyTask on the embedded server with the real agent. A brewed
 * potion is told from a water bottle by its Potion tag.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';

const task = (commands: string[], text: string) => `custom_init_commands:\n${commands.map((c) => `- ${c}`).join('\n')}\ntext: ${text}\n`;

describe('verify: brewing at a stand and filling glass bottles', () => {
  it('"brew a potion of fire resistance" with the stand, blaze powder, nether wart, magma cream and water bottles given: verified', async () => {
    const r = await verifyTask(task([
      '/setblock ~2 ~ ~ minecraft:brewing_stand',
      '/give @s minecraft:blaze_powder 1',
      '/give @s minecraft:nether_wart 1',
      '/give @s minecraft:magma_cream 1',
      '/give @s minecraft:potion{Potion:"minecraft:water"} 3',
    ], 'brew a potion of fire resistance'), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    assert.match(r.goals[0].detail ?? '', /potion of fire_resistance/);
  });

  it('water bottles alone are not a potion of fire resistance: without blaze powder, sealed in a vault, not verified (proved)', async () => {
    const r = await verifyTask(task([
      '/difficulty peaceful',
      '/fill ~-3 ~-1 ~-3 ~3 ~3 ~3 minecraft:bedrock hollow',
      '/setblock ~2 ~ ~ minecraft:brewing_stand',
      '/give @s minecraft:nether_wart 1',
      '/give @s minecraft:magma_cream 1',
      '/give @s minecraft:potion{Potion:"minecraft:water"} 3',
      '/setblock ~-2 ~ ~-2 minecraft:torch',
    ], 'brew a potion of fire resistance'), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, false, describeReport(r));
    assert.match(r.goals[0].reason ?? '', /blaze_powder/);
  });

  it('a stand placed with {Fuel:20b} brews without blaze powder, the bottles filled at water: an awkward potion in a sealed vault is verified (no never-given proof)', async () => {
    const r = await verifyTask(task([
      '/difficulty peaceful',
      '/fill ~-3 ~-1 ~-3 ~3 ~3 ~3 minecraft:bedrock hollow',
      '/setblock ~2 ~ ~ minecraft:brewing_stand{Fuel:20b}',
      '/setblock ~ ~-1 ~2 minecraft:water',
      '/give @s minecraft:nether_wart 1',
      '/give @s minecraft:glass_bottle 3',
      '/setblock ~-2 ~ ~-2 minecraft:torch',
    ], 'Brew an awkward potion.'), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    assert.match(r.goals[0].detail ?? '', /potion of awkward/);
  });

  it('"fill a glass bottle with water" at a pond: used:glass_bottle counted, verified', async () => {
    const r = await verifyTask(task([
      '/fill ~3 ~-1 ~-1 ~5 ~-1 ~1 minecraft:water',
      '/give @s minecraft:glass_bottle 2',
    ], 'Fill a glass bottle with water from the pond.'), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    assert.equal(r.goals[0].statistic, 'minecraft:used:glass_bottle');
  });
});
