/**
 * Buckets, flowing water, drinking and splash potions through the verifier:
 * reward-less task texts (their goals go through pursueGoal) verified on
 * the embedded server with the real agent, and the agent's skills checked
 * against the world they change (obsidian where the lava was, the potion's
 * damage, the bottle back).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import type { WorldSession } from '../../server/src/simulation/verify/session';
import { SkillFailure } from '../../server/src/simulation/verify/agent/context';
import { pursueGoal } from '../../server/src/simulation/verify/agent/pursue';
import type { StatGoal } from '../../server/src/model/goals/goalTypes';
import { assertValidReport, describeReport, inScene } from './helpers';

function used(objects: string[], text: string, on?: string[]): StatGoal {
  return {
    kind: 'stat', statistic: 'used', objects, count: 1, verb: 'use', text, from: { source: 'text', start: 0, end: 1 },
    ...(on ? { on: { phrase: on.join(' '), kind: 'entity', ids: on, natural: false } } : {}),
  };
}


const usedCount = async (s: WorldSession, id: string) => ((await s.readStats()) as any).used?.[id] ?? 0;
const held = (s: WorldSession, item: string) => s.bot.inventory.items().filter((i: any) => i.name === item).reduce((n: number, i: any) => n + i.count, 0);

describe('the agent pours, fills and drinks (pursueGoal on the embedded server)', () => {
  it('used water_bucket "on the lava": water poured beside a lava source makes obsidian there', () => inScene(
    ['/give @s minecraft:water_bucket 1', '/setblock ~3 ~-1 ~ minecraft:lava'],
    async ({ s, ctx }) => {
      const lava = s.bot.entity.position.floored().offset(3, -1, 0);
      await pursueGoal(ctx, used(['water_bucket'], 'use the water bucket on the lava'));
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(await usedCount(s, 'water_bucket'), 1);
      assert.equal(s.bot.blockAt(lava)?.name, 'obsidian');
      assert.equal(held(s, 'bucket'), 1, 'the bucket comes back empty');
    }));

  it('used potion: drinking a harming potion hurts, counts used:potion and leaves a glass bottle', () => inScene(
    ['/give @s minecraft:potion{Potion:"minecraft:harming"} 1'],
    async ({ s, ctx }) => {
      const health = s.bot.health;
      await pursueGoal(ctx, used(['potion'], 'drink the potion of harming'));
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(await usedCount(s, 'potion'), 1);
      assert.ok(s.bot.health <= health - 6, `health ${health} → ${s.bot.health}`);
      assert.equal(held(s, 'glass_bottle'), 1);
    }));

  it('used bucket "on a cow": milking counts nothing in vanilla, so the agent says so when no source is near', () => inScene(
    ['/give @s minecraft:bucket 1', '/summon minecraft:cow ~3 ~ ~ {NoAI:1b}'],
    async ({ s, ctx }) => {
      await assert.rejects(pursueGoal(ctx, used(['bucket'], 'use a bucket on the cow', ['cow'])),
        (e: unknown) => e instanceof SkillFailure && /milking a cow counts no used:bucket/.test(e.message));
      assert.equal(await usedCount(s, 'bucket'), 0);
    }));
});

describe('verify: reward-less texts about buckets, fluids and potions', () => {
  const cases: Array<[string, string[], string]> = [
    ['drink a harming potion', ['/give @s minecraft:potion{Potion:"minecraft:harming"} 1'], 'Drink the potion of harming.'],
    ['throw a splash potion', ['/give @s minecraft:splash_potion{Potion:"minecraft:healing"} 1'], 'Throw the splash potion of healing.'],
    ['honey with a full hunger bar', ['/give @s minecraft:honey_bottle 1'], 'Drink the honey bottle.'],
    ['fill a bucket with lava', ['/give @s minecraft:bucket 1', '/setblock ~3 ~-1 ~ minecraft:lava'], 'Collect lava with the bucket.'],
    ['a waterfall from the top of a pillar', ['/give @s minecraft:cobblestone 16', '/give @s minecraft:water_bucket 1'], 'build a waterfall by pouring water from the top of a cobblestone pillar four blocks high'],
  ];
  for (const [name, commands, text] of cases) {
    it(`${name}: verified`, async () => {
      const yaml = `custom_init_commands:\n${commands.map((c) => `- '${c.replace(/'/g, "''")}'`).join('\n')}\ntext: ${text}\n`;
      const r = await verifyTask(yaml, { timeoutMs: 90000 });
      assertValidReport(r);
      assert.equal(r.verified, true, describeReport(r));
    });
  }
});

describe('verify: reward entries on drinking and pouring (use_item)', () => {
  const cases: Array<[string, string[], string, string]> = [
    ['use_item potion: the potion is drunk', ['/give @s minecraft:potion{Potion:"minecraft:night_vision"} 1'], 'drink the potion', 'potion'],
    ['use_item water_bucket: the bucket is poured', ['/give @s minecraft:water_bucket 1'], 'pour out the water', 'water_bucket'],
    ['use_item bucket: filled at a water source', ['/give @s minecraft:bucket 1', '/setblock ~3 ~-1 ~ minecraft:water'], 'fill the bucket', 'bucket'],
  ];
  for (const [name, commands, text, item] of cases) {
    it(`${name}: verified`, async () => {
      const yaml = `custom_init_commands:\n${commands.map((c) => `- '${c.replace(/'/g, "''")}'`).join('\n')}\ntext: ${text}\n`
        + `reward_cfg:\n- event: use_item\n  identity: use\n  objects: [${item}]\n  reward: 1.0\n  max_reward_times: 1\n`;
      const r = await verifyTask(yaml, { timeoutMs: 90000 });
      assertValidReport(r);
      assert.equal(r.verified, true, describeReport(r));
    });
  }
});
