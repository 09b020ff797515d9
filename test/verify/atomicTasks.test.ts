/**
 * MCU's atomic tasks in the words real task files use, through the whole
 * verifier with the real bot on the embedded server: the reader's states
 * (a mob on the lead, in a boat, on the hook; a shaft, a tunnel) and the
 * rewritten wordings (stack, lay, light up, use boat and travel) are each
 * earned in the world — and a task vanilla forbids is "not verified" only by
 * its proof, while one our bot merely cannot do stays undecided.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';

async function verdict(commands: string[], text: string) {
  const yaml = ['custom_init_commands:', ...commands.map((c) => `  - ${c}`), `text: ${text}`].join('\n');
  const r = await verifyTask(yaml, { timeoutMs: 60_000 });
  assertValidReport(r);
  return { r, report: describeReport(r) };
}

describe('MCU atomic tasks verified from their own words', () => {
  const solvable: Array<[string, string[], RegExp]> = [
    ['lead animals', ['/give @p minecraft:lead 2', '/summon minecraft:cow ~3 ~ ~'], /lead/],
    ['trap a witch using a boat', ['/give @p minecraft:oak_boat 1', '/summon minecraft:witch ~3 ~ ~ {NoAI:1b}'], /boat/],
    ['hook a cow using a fishing rod', ['/give @p minecraft:fishing_rod 1', '/summon minecraft:cow ~4 ~ ~ {NoAI:1b}'], /bobber hooked/],
    ['dig three blocks down', ['/give @p minecraft:iron_shovel 1'], /feet went from y \d+ to y \d+/],
    ['mine horizontally', ['/give @p minecraft:iron_pickaxe 1', '/give @p minecraft:iron_shovel 1'], /tunnel/],
    ['stack acacia fences', ['/give @p minecraft:acacia_fence 4'], /column of 2 acacia_fence/],
    ['lay a carpet using wool', ['/give @p minecraft:white_wool 2', '/give @p minecraft:crafting_table 1'], /carpet/],
    ['light up the surroundings using torches at night', ['/give @p minecraft:torch 8', '/time set night'], /torch/],
    ['use boat and travel', ['/give @p minecraft:oak_boat 1'], /boat_one_cm/],
    // Lava poured in a hole, water beside it, the obsidian mined with the diamond pickaxe (agent/obsidian.ts).
    ['make obsidian by placing water over lava', ['/give @p minecraft:lava_bucket 1', '/give @p minecraft:water_bucket 1', '/give @p minecraft:diamond_pickaxe 1'], /gained 1 obsidian/],
  ];
  for (const [text, commands, detail] of solvable) {
    it(`"${text}" is verified by what the agent did in the world`, async () => {
      const { r, report } = await verdict(commands, text);
      assert.equal(r.verified, true, report);
      assert.match(JSON.stringify(r.goals ?? []), detail, report);
    });
  }

  it('"trap a spider using a boat": not verified, with vanilla\'s rule as the proof (a spider is wider than a boat)', async () => {
    const { r, report } = await verdict(['/give @p minecraft:oak_boat 1', '/summon minecraft:spider ~3 ~ ~ {NoAI:1b}'], 'trap a spider using a boat');
    assert.equal(r.verified, false, report);
    assert.match(r.proof?.kind ?? '', /boat-too-small/, report);
  });

  it('"dig three blocks down" on bedrock: our bot cannot, which proves nothing — undecided, with why', async () => {
    const { r, report } = await verdict(['/give @p minecraft:iron_pickaxe 1', '/fill ~-3 ~-1 ~-3 ~3 ~-1 ~3 minecraft:bedrock'], 'dig three blocks down');
    assert.equal(r.verified, null, report);
    assert.match(JSON.stringify(r.goals ?? []), /bedrock/, report);
  });
});
