/**
 * pursueGoal against the real embedded server and a real mineflayer bot:
 * each case sets a scene with init commands, makes one attempt at a goal
 * (built by hand, as the goal reader would produce it) and checks that the
 * server counted the statistic (or that the item is in the inventory).
 * Each case opens its own world, so no scene leaks into the next.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SkillFailure } from '../../server/src/simulation/verify/agent/context';
import { pursueGoal } from '../../server/src/simulation/verify/agent/pursue';
import type { GoalStatistic, GoalTarget, HaveGoal, StatGoal } from '../../server/src/model/goals/goalTypes';
import type { Stats } from '../../server/src/model/task/rewards';
import { inScene, Scene } from './helpers';

function stat(statistic: GoalStatistic, objects: string[], extra: Partial<StatGoal> = {}): StatGoal {
  return { kind: 'stat', statistic, objects, count: 1, verb: statistic, text: `${statistic} ${objects.join(' ')}`, from: { source: 'text', start: 0, end: 1 }, ...extra };
}

function have(items: string[]): HaveGoal {
  return { kind: 'have', items, count: 1, verb: 'get', text: `get ${items.join(' ')}`, from: { source: 'text', start: 0, end: 1 } };
}

function target(kind: GoalTarget['kind'], ids: string[], variant?: string): GoalTarget {
  return { phrase: ids.join(' '), kind, ids, natural: false, ...(variant ? { variant } : {}) };
}

const value = (st: Stats, category: keyof Stats, id: string): number => (st as Record<string, Record<string, number>>)[category]?.[id] ?? 0;

/** Pursues `goal` once and asserts the statistic grew. */
async function grows(scene: Scene, goal: StatGoal, category: keyof Stats, id: string): Promise<void> {
  const before = value(await scene.stats(), category, id);
  await pursueGoal(scene.ctx, goal);
  await new Promise((r) => setTimeout(r, 200));
  const after = value(await scene.stats(), category, id);
  assert.ok(after > before, `${category}:${id} went from ${before} to ${after}`);
}

const held = (scene: Scene, item: string) => scene.s.bot.inventory.items().filter((i: any) => i.name === item).reduce((n: number, i: any) => n + i.count, 0);

describe('pursueGoal: one attempt makes the goal\'s statistic grow on the embedded server', () => {
  it('crafted: crafts one of the objects', () => inScene(['/give @s oak_planks 4'], async (sc) => {
    await grows(sc, stat('crafted', ['crafting_table']), 'crafted', 'crafting_table');
  }));

  it('mined: mines with the tool the text fixes, not the best one', () => inScene(
    ['/give @s wooden_pickaxe', '/give @s diamond_pickaxe', '/setblock ~2 ~ ~ stone'],
    async (sc) => {
      await grows(sc, stat('mined', ['stone'], { tool: ['wooden_pickaxe'] }), 'mined', 'stone');
      assert.equal(sc.s.bot.heldItem?.name, 'wooden_pickaxe');
    }));

  it('killed: kills the sheep of the named colour with the named weapon', () => inScene(
    ['/give @s iron_sword', '/summon sheep ~2 ~ ~ {Color:0}', '/summon sheep ~5 ~ ~ {Color:11}'],
    async (sc) => {
      await grows(sc, stat('killed', ['sheep'], { tool: ['iron_sword'], on: target('entity', ['sheep'], 'blue') }), 'killed', 'sheep');
      const sheep = Object.values<any>(sc.s.bot.entities).filter((e) => e.name === 'sheep');
      assert.deepEqual(sheep.map((e) => Number(e.metadata?.[16] ?? 0) & 15), [0], 'the white sheep is left');
    }));

  it('killed: bare hands ([]) fights with an empty hand', () => inScene(
    ['/give @s iron_sword', '/summon chicken ~2 ~ ~'],
    async (sc) => {
      await sc.s.bot.equip(sc.s.bot.inventory.items()[0], 'hand');
      await grows(sc, stat('killed', ['chicken'], { tool: [] }), 'killed', 'chicken');
      // The loot may land in the empty hand slot; the sword must not be there.
      assert.notEqual(sc.s.bot.heldItem?.name, 'iron_sword');
    }));

  it('picked_up: shears a sheep and collects its wool', () => inScene(
    ['/give @s shears', '/summon sheep ~3 ~ ~ {Color:11}'],
    async (sc) => {
      await grows(sc, stat('picked_up', ['blue_wool'], { on: target('entity', ['sheep']), needs: ['shears'] }), 'picked_up', 'blue_wool');
      assert.ok(value(await sc.stats(), 'used', 'shears') > 0, 'used:shears counts the shearing');
    }));

  it('picked_up: breaks grass until a seed drops, then picks it up', () => inScene(
    ['/fill ~-4 ~ ~-4 ~4 ~ ~4 grass'],
    async (sc) => {
      await grows(sc, stat('picked_up', ['wheat_seeds'], { on: target('block', ['grass']), product: ['wheat_seeds'] }), 'picked_up', 'wheat_seeds');
    }));

  it('used: a hoe tills grass into farmland', () => inScene(['/give @s wooden_hoe'], async (sc) => {
    await grows(sc, stat('used', ['wooden_hoe'], { on: target('block', ['grass_block']) }), 'used', 'wooden_hoe');
    assert.ok(sc.s.bot.findBlock({ matching: sc.s.bot.registry.blocksByName.farmland.id, maxDistance: 8 }), 'farmland is there');
  }));

  it('used: seeds are planted on farmland', () => inScene(['/give @s wheat_seeds 3', '/setblock ~2 ~-1 ~ farmland'], async (sc) => {
    await grows(sc, stat('used', ['wheat_seeds'], { on: target('block', ['farmland']) }), 'used', 'wheat_seeds');
    assert.ok(sc.s.bot.findBlock({ matching: sc.s.bot.registry.blocksByName.wheat.id, maxDistance: 8 }), 'wheat grows there');
    assert.equal(held(sc, 'wheat_seeds'), 2);
  }));

  it('used: flint and steel primes TNT', () => inScene(['/give @s flint_and_steel', '/setblock ~2 ~ ~ tnt'], async (sc) => {
    await grows(sc, stat('used', ['flint_and_steel'], { on: target('block', ['tnt']) }), 'used', 'flint_and_steel');
    assert.equal(sc.s.bot.findBlock({ matching: sc.s.bot.registry.blocksByName.tnt.id, maxDistance: 8 }), null, 'the TNT block is primed (gone)');
  }));

  it('used: an empty bucket fills at a water source', () => inScene(['/give @s bucket', '/setblock ~2 ~-1 ~ water'], async (sc) => {
    await grows(sc, stat('used', ['bucket'], { on: target('block', ['water']) }), 'used', 'bucket');
    assert.equal(held(sc, 'water_bucket'), 1);
  }));

  it('used: hangs a painting and an item frame on a wall', () => inScene(
    ['/give @s painting', '/give @s item_frame', '/fill ~3 ~ ~-2 ~3 ~2 ~2 stone'],
    async (sc) => {
      await grows(sc, stat('used', ['painting']), 'used', 'painting');
      await grows(sc, stat('used', ['item_frame']), 'used', 'item_frame');
      const frames = Object.values<any>(sc.s.bot.entities).filter((e) => e.name === 'item_frame');
      assert.equal(frames.length, 1, 'one item frame hangs');
      // A painting is no entity of mineflayer's: 1.16.5 spawns it with spawn_entity_painting, kept by the block it hangs at.
      const base = sc.s.bot.entity.position.floored();
      const cells = [];
      for (let dx = -4; dx <= 4; dx++) for (let dy = -1; dy <= 3; dy++) for (let dz = -4; dz <= 4; dz++) cells.push(base.offset(dx, dy, dz));
      assert.ok(cells.some((c) => sc.s.bot.blockAt(c)?.painting), 'a painting hangs');
      assert.equal(held(sc, 'painting'), 0);
      assert.equal(held(sc, 'item_frame'), 0);
    }));

  it('used: eats a food that is always edible; refuses a plain food on a full hunger bar', () => inScene(
    ['/give @s golden_apple', '/give @s bread'],
    async (sc) => {
      await grows(sc, stat('used', ['golden_apple']), 'used', 'golden_apple');
      await assert.rejects(pursueGoal(sc.ctx, stat('used', ['bread'])), (e: unknown) => e instanceof SkillFailure && /hunger/.test(e.message));
    }));

  it('dropped: tosses one of the objects, or anything when none is named', () => inScene(['/give @s diamond 2'], async (sc) => {
    await grows(sc, stat('dropped', ['diamond']), 'dropped', 'diamond');
    await grows(sc, stat('dropped', []), 'dropped', 'diamond');
  }));

  it('custom: jump, sneak_time, open_chest, open_barrel (a barrel is not a chest), pot_flower', () => inScene(
    ['/setblock ~2 ~ ~ chest', '/setblock ~-2 ~ ~ barrel', '/setblock ~ ~ ~2 flower_pot', '/give @s poppy'],
    async (sc) => {
      await grows(sc, stat('custom', ['jump']), 'custom', 'jump');
      await grows(sc, stat('custom', ['sneak_time']), 'custom', 'sneak_time');
      assert.ok(value(await sc.stats(), 'custom', 'sneak_time') >= 10, 'a second of sneaking is about 20 ticks');
      await grows(sc, stat('custom', ['open_chest']), 'custom', 'open_chest');
      const chests = value(await sc.stats(), 'custom', 'open_chest');
      await grows(sc, stat('custom', ['open_barrel']), 'custom', 'open_barrel');
      assert.equal(value(await sc.stats(), 'custom', 'open_chest'), chests, 'opening a barrel does not count open_chest');
      await grows(sc, stat('custom', ['pot_flower']), 'custom', 'pot_flower');
      assert.ok(sc.s.bot.findBlock({ matching: sc.s.bot.registry.blocksByName.potted_poppy.id, maxDistance: 8 }), 'the pot holds the poppy');
    }));

  it('custom: animals_bred — two cows fed wheat breed a calf', () => inScene(
    ['/give @s wheat 2', '/summon cow ~3 ~ ~', '/summon cow ~3 ~ ~3'],
    async (sc) => {
      await grows(sc, stat('custom', ['animals_bred'], { on: target('entity', ['cow']) }), 'custom', 'animals_bred');
      const cows = Object.values<any>(sc.s.bot.entities).filter((e) => e.name === 'cow');
      assert.equal(cows.length, 3);
      assert.equal(cows.filter((e) => e.metadata?.[15]).length, 1, 'one of them is a calf');
      assert.equal(held(sc, 'wheat'), 0, 'each parent ate one wheat');
    }));

  it('custom: animals_bred without two adults says why', () => inScene(['/give @s wheat 2', '/summon cow ~3 ~ ~'], async (sc) => {
    await assert.rejects(pursueGoal(sc.ctx, stat('custom', ['animals_bred'], { on: target('entity', ['cow']) })),
      (e: unknown) => e instanceof SkillFailure && /two adult cow/.test(e.message));
  }));

  it('used: a lead counts only on a fence; with no fence around the agent says so', () => inScene(['/give @s lead', '/summon cow ~3 ~ ~'], async (sc) => {
    await assert.rejects(pursueGoal(sc.ctx, stat('used', ['lead'], { on: target('entity', ['cow']) })),
      (e: unknown) => e instanceof SkillFailure && /no fence within .* to tie a lead to/.test(e.message));
  }));

  it('have: a bucket on a cow gives a milk bucket', () => inScene(['/give @s bucket', '/summon cow ~3 ~ ~'], async (sc) => {
    await pursueGoal(sc.ctx, have(['milk_bucket']));
    assert.equal(held(sc, 'milk_bucket'), 1);
  }));

  it('have: a cod caught in a bucket (the bucket filled with water first)', () => inScene(
    ['/give @s bucket', '/setblock ~-2 ~-1 ~ water', '/summon cod ~3 ~ ~'],
    async (sc) => {
      await pursueGoal(sc.ctx, have(['cod_bucket']));
      assert.equal(held(sc, 'cod_bucket'), 1);
      assert.equal(Object.values<any>(sc.s.bot.entities).filter((e) => e.name === 'cod').length, 0, 'the cod is in the bucket');
    }));
});
