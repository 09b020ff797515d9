/**
 * Buckets, flowing water and lava, drinking and splash potions on the
 * embedded server with the real bot: the world changes as vanilla 1.16.5's
 * does, and the statistics move exactly when vanilla's do (and not otherwise).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Vec3 } from 'vec3';
import { exitWhenDone, feet, gameSleep, itemCount, startWorld, waitFor, World } from './helpers';

exitWhenDone();

const sleep = gameSleep;

describe('buckets, flowing fluids, drinking and splash potions', () => {
  let w: World;
  let base: Vec3;
  const stat = (cat: any, id: string) => w.server.stats.get('Pourer', cat, id);
  const blockName = (p: Vec3) => w.server.serv.registry.blocksByStateId[w.player.world.sync.getBlockStateId(p)]?.name;
  const level = (p: Vec3) => {
    const s = w.player.world.sync.getBlockStateId(p);
    const b = w.server.serv.registry.blocksByStateId[s];
    return b ? s - b.minStateId : -1;
  };
  before(async () => {
    w = await startWorld('Pourer');
    base = feet(w.bot);
  });
  after(async () => { await w?.close(); });

  async function hold(name: string): Promise<void> {
    const item = await waitFor(`${name} in inventory`, () => w.bot.inventory.items().find((i: any) => i.name === name));
    await w.bot.equip(item, 'hand');
    await waitFor(`${name} held`, () => w.bot.heldItem?.name === name && w.player.inventory.slots[36 + w.player.heldItemSlot]?.name === name);
  }
  async function look(at: Vec3): Promise<void> {
    await w.bot.lookAt(at, true);
    // The look must reach the server before the use.
    await sleep(200);
  }
  const at = (dx: number, dy: number, dz: number) => base.offset(dx, dy, dz);
  /** Clears a box around the scene (air above the ground, grass at the ground) and empties the inventory. */
  async function reset(): Promise<void> {
    await w.run(`/fill ${base.x - 12} ${base.y} ${base.z - 12} ${base.x + 12} ${base.y + 8} ${base.z + 12} minecraft:air`);
    await w.run(`/fill ${base.x - 12} ${base.y - 1} ${base.z - 12} ${base.x + 12} ${base.y - 1} ${base.z + 12} minecraft:grass_block`);
    await w.ok(`/tp @s ${base.x + 0.5} ${base.y} ${base.z + 0.5}`);
    await w.run("/clear @s");
    await sleep(300);
  }

  it('an empty bucket on a water source fills it: the source is gone, used:bucket +1', async () => {
    await reset();
    const pool = at(2, -1, 0);
    await w.ok(`/setblock ${pool.x} ${pool.y} ${pool.z} minecraft:water`);
    await w.ok('/give @s minecraft:bucket 1');
    await hold('bucket');
    await look(pool.offset(0.5, 0.9, 0.5));
    w.bot.activateItem();
    await waitFor('water bucket', () => itemCount(w.bot, 'water_bucket') === 1);
    assert.equal(itemCount(w.bot, 'bucket'), 0);
    assert.equal(blockName(pool), 'air');
    assert.equal(stat('used', 'bucket'), 1);
    assert.equal(stat('used', 'water_bucket'), 0);
  });

  it('a bucket on flowing water fills nothing and counts nothing', async () => {
    await reset();
    const source = at(3, -1, 0);
    const channel = at(2, -1, 0);
    await w.ok(`/setblock ${source.x} ${source.y} ${source.z} minecraft:water`);
    await w.ok(`/setblock ${channel.x} ${channel.y} ${channel.z} minecraft:air`);
    await waitFor('water flowing into the channel', () => blockName(channel) === 'water' && level(channel) === 1, 5000);
    const before = stat('used', 'bucket');
    await w.ok('/give @s minecraft:bucket 1');
    await hold('bucket');
    await look(channel.offset(0.3, 0.4, 0.5));
    w.bot.activateItem();
    await sleep(800);
    assert.equal(itemCount(w.bot, 'water_bucket'), 0);
    assert.equal(itemCount(w.bot, 'bucket'), 1);
    assert.equal(blockName(channel), 'water');
    assert.equal(level(channel), 1, 'the flowing water stays');
    assert.equal(stat('used', 'bucket'), before);
  });

  it('emptying a water bucket on the ground places a source in front of the face: used:water_bucket +1, the bucket comes back', async () => {
    await reset();
    const ground = at(0, -1, 3);
    await w.ok('/give @s minecraft:water_bucket 1');
    await hold('water_bucket');
    await look(ground.offset(0.5, 1, 0.5));
    w.bot.activateItem();
    const placed = ground.offset(0, 1, 0);
    await waitFor('a water source on the ground', () => blockName(placed) === 'water' && level(placed) === 0);
    await waitFor('empty bucket back', () => itemCount(w.bot, 'bucket') === 1 && itemCount(w.bot, 'water_bucket') === 0);
    assert.equal(stat('used', 'water_bucket'), 1);
    // It flows: the next block out gets flowing water (amount 7: level 1) after 5 ticks.
    await waitFor('water spreading', () => blockName(placed.offset(1, 0, 0)) === 'water' && level(placed.offset(1, 0, 0)) === 1, 3000);
  });

  it('a lava bucket poured counts used:lava_bucket; in adventure mode a bucket pours nothing and counts nothing', async () => {
    await reset();
    const ground = at(0, -1, -3);
    await w.ok('/give @s minecraft:lava_bucket 1');
    await hold('lava_bucket');
    await look(ground.offset(0.5, 1, 0.5));
    w.bot.activateItem();
    const placed = ground.offset(0, 1, 0);
    await waitFor('a lava source', () => blockName(placed) === 'lava' && level(placed) === 0);
    await waitFor('empty bucket back', () => itemCount(w.bot, 'bucket') === 1);
    assert.equal(stat('used', 'lava_bucket'), 1);
    await w.ok(`/setblock ${placed.x} ${placed.y} ${placed.z} minecraft:air`);
    await w.ok('/gamemode adventure');
    const water = stat('used', 'water_bucket');
    await w.ok('/give @s minecraft:water_bucket 1');
    await hold('water_bucket');
    await look(ground.offset(0.5, 1, 0.5));
    w.bot.activateItem();
    await sleep(800);
    await w.ok('/gamemode survival');
    assert.equal(blockName(placed), 'air');
    assert.equal(itemCount(w.bot, 'water_bucket'), 1);
    assert.equal(stat('used', 'water_bucket'), water);
  });

  it('water spreads 7 blocks on flat ground, then drains when its source is removed', async () => {
    await reset();
    const src = at(-6, 0, -6);
    await w.ok(`/setblock ${src.x} ${src.y} ${src.z} minecraft:water`);
    // 7 steps of 5 ticks each, and a margin for the busy machine.
    await waitFor('water 7 blocks out', () => blockName(src.offset(7, 0, 0)) === 'water', 8000);
    for (let d = 1; d <= 7; d++) assert.equal(level(src.offset(d, 0, 0)), d, `level at ${d} blocks`);
    await sleep(1000);
    assert.equal(blockName(src.offset(8, 0, 0)), 'air', 'no water 8 blocks out');
    await w.ok(`/setblock ${src.x} ${src.y} ${src.z} minecraft:air`);
    await waitFor('the flow drained', () => [1, 3, 5, 7].every((d) => blockName(src.offset(d, 0, 0)) === 'air'), 10000);
  });

  it('a waterfall: water on top of a pillar falls to the ground and spreads there', async () => {
    await reset();
    const pillar = at(-5, 0, 5);
    await w.ok(`/fill ${pillar.x} ${pillar.y} ${pillar.z} ${pillar.x} ${pillar.y + 4} ${pillar.z} minecraft:stone`);
    const top = pillar.offset(0, 5, 0);
    await w.ok(`/setblock ${top.x} ${top.y} ${top.z} minecraft:water`);
    // Beside the pillar's top it flows over the edge, falls down the side and spreads on the ground.
    await waitFor('falling water at the foot of the pillar', () => blockName(pillar.offset(1, 0, 0)) === 'water' && level(pillar.offset(1, 0, 0)) >= 8, 8000);
    assert.ok(level(pillar.offset(1, 2, 0)) >= 8, 'the column beside the pillar is falling water');
    await waitFor('water spreading on the ground', () => blockName(pillar.offset(4, 0, 0)) === 'water', 8000);
    assert.equal(blockName(top), 'water');
  });

  it('water meeting a lava source makes obsidian; water meeting flowing lava makes cobblestone', async () => {
    await reset();
    const lava = at(4, -1, -4);
    await w.ok(`/setblock ${lava.x} ${lava.y} ${lava.z} minecraft:lava`);
    await w.ok(`/setblock ${lava.x + 1} ${lava.y + 1} ${lava.z} minecraft:water`);
    await waitFor('obsidian where the lava source was', () => blockName(lava) === 'obsidian', 5000);
    const flowingLava = at(-4, 0, 0);
    await w.ok(`/setblock ${flowingLava.x} ${flowingLava.y} ${flowingLava.z} minecraft:lava[level=2]`);
    await w.ok(`/setblock ${flowingLava.x + 1} ${flowingLava.y} ${flowingLava.z} minecraft:water`);
    await waitFor('cobblestone where the flowing lava was', () => blockName(flowingLava) === 'cobblestone', 5000);
  });

  it('lava spreads 3 blocks on flat ground, every 30 ticks', async () => {
    await reset();
    const src = at(6, 0, 6);
    await w.ok(`/setblock ${src.x} ${src.y} ${src.z} minecraft:lava`);
    await sleep(700);
    assert.equal(blockName(src.offset(-1, 0, 0)), 'air', 'lava has not moved before its 30 ticks');
    await waitFor('lava 3 blocks out', () => blockName(src.offset(-3, 0, 0)) === 'lava', 10000);
    assert.equal(level(src.offset(-1, 0, 0)), 2);
    assert.equal(level(src.offset(-3, 0, 0)), 6);
    await sleep(2000);
    assert.equal(blockName(src.offset(-4, 0, 0)), 'air');
    await w.ok(`/fill ${src.x - 4} ${src.y} ${src.z - 4} ${src.x + 4} ${src.y} ${src.z + 4} minecraft:air`);
  });

  it('drinking a harming potion: 6 damage, used:potion +1, a glass bottle in hand', async () => {
    await reset();
    await w.ok('/give @s minecraft:potion{Potion:"minecraft:harming"} 1');
    await hold('potion');
    const health = w.player.health;
    await w.bot.consume();
    await waitFor('glass bottle', () => w.bot.heldItem?.name === 'glass_bottle');
    assert.equal(stat('used', 'potion'), 1);
    assert.equal(w.player.health, health - 6);
    assert.equal(itemCount(w.bot, 'potion'), 0);
  });

  it('a water bottle does nothing but counts used:potion; swiftness gives Speed for 3600 ticks', async () => {
    await reset();
    w.player.updateHealth(20);
    const before = stat('used', 'potion');
    await w.ok('/give @s minecraft:potion{Potion:"minecraft:water"} 1');
    await hold('potion');
    await w.bot.consume();
    await waitFor('glass bottle', () => w.bot.heldItem?.name === 'glass_bottle');
    assert.equal(stat('used', 'potion'), before + 1);
    assert.equal(w.player.health, 20);
    assert.deepEqual(Object.values(w.player.effects ?? {}).filter(Boolean), []);
    await w.run('/clear @s');
    await w.ok('/give @s minecraft:potion{Potion:"minecraft:swiftness"} 1');
    await hold('potion');
    await w.bot.consume();
    await waitFor('speed', () => w.player.effects?.[1]);
    assert.equal(w.player.effects[1].duration, 3600);
    assert.equal(stat('used', 'potion'), before + 2);
    await w.ok('/effect clear @s');
  });

  it('a full hunger bar refuses bread: nothing eaten, nothing counted', async () => {
    await reset();
    w.player.updateFood(20);
    await w.ok('/give @s minecraft:bread 1');
    await hold('bread');
    w.bot.activateItem();
    await sleep(2200);
    w.bot.deactivateItem();
    assert.equal(itemCount(w.bot, 'bread'), 1);
    assert.equal(stat('used', 'bread'), 0);
  });

  it('the Hunger effect drains the bar (saturation first), then bread can be eaten: used:bread +1', async () => {
    await reset();
    w.player.updateFood(20);
    w.player.updateFoodSaturation(5);
    await w.ok('/effect give @s minecraft:hunger 20 120 true');
    await waitFor('saturation gone first', () => (w.player.foodSaturation ?? 0) === 0 && w.player.food === 20, 6000);
    await waitFor('the bar below full', () => w.player.food < 20, 6000);
    await w.ok('/effect clear @s minecraft:hunger');
    await w.ok('/give @s minecraft:bread 1');
    await hold('bread');
    const before = w.player.food;
    await w.bot.consume();
    await waitFor('bread eaten', () => stat('used', 'bread') === 1);
    assert.equal(itemCount(w.bot, 'bread'), 0);
    assert.equal(w.player.food, Math.min(20, before + 5));
  });

  it('milk clears every effect and gives the bucket back; honey clears poison with a full bar and counts used twice', async () => {
    await reset();
    await w.ok('/effect give @s minecraft:poison 30 0');
    await w.ok('/effect give @s minecraft:speed 30 0');
    await w.ok('/give @s minecraft:milk_bucket 1');
    await hold('milk_bucket');
    await w.bot.consume();
    await waitFor('bucket back', () => w.bot.heldItem?.name === 'bucket');
    assert.equal(stat('used', 'milk_bucket'), 1);
    assert.deepEqual(Object.values(w.player.effects ?? {}).filter(Boolean), []);
    await w.ok('/effect give @s minecraft:poison 30 0');
    w.player.updateFood(20);
    await w.ok('/give @s minecraft:honey_bottle 1');
    await hold('honey_bottle');
    w.bot.activateItem();
    await waitFor('glass bottle', () => w.bot.heldItem?.name === 'glass_bottle', 4000);
    assert.equal(stat('used', 'honey_bottle'), 2);
    assert.ok(!w.player.effects?.[19], 'poison removed');
  });

  it('a splash potion of harming thrown at the feet breaks and hurts: used:splash_potion +1 at the throw', async () => {
    await reset();
    await w.ok('/effect clear @s').catch(() => undefined);
    w.player.updateHealth(20);
    await w.ok(`/summon minecraft:cow ${base.x + 2.5} ${base.y} ${base.z + 0.5} {NoAI:1b}`);
    await w.ok(`/summon minecraft:cow ${base.x + 7.5} ${base.y} ${base.z + 0.5} {NoAI:1b}`);
    const cows = Object.values<any>(w.server.serv.entities).filter((e) => e.type === 'mob' && e.health !== undefined && Math.abs(e.position.z - (base.z + 0.5)) < 0.1);
    const near = cows.find((e) => Math.abs(e.position.x - (base.x + 2.5)) < 0.1);
    const far = cows.find((e) => Math.abs(e.position.x - (base.x + 7.5)) < 0.1);
    assert.ok(near && far, 'both cows');
    const nearHealth = near.health;
    await w.ok('/give @s minecraft:splash_potion{Potion:"minecraft:harming"} 1');
    await hold('splash_potion');
    await look(w.bot.entity.position.offset(0.05, -2, 0.05));
    w.bot.activateItem();
    await waitFor('used splash_potion', () => stat('used', 'splash_potion') === 1, 3000);
    assert.equal(itemCount(w.bot, 'splash_potion'), 0);
    await waitFor('the splash hurt the thrower', () => w.player.health < 20 && w.player.health >= 14, 4000);
    // 2 blocks from the splash: about half of 6; 7 blocks away: nothing.
    await waitFor('the splash hurt the near cow', () => near.health < nearHealth, 2000);
    assert.ok(nearHealth - near.health >= 2 && nearHealth - near.health <= 4, `near cow lost ${nearHealth - near.health}`);
    assert.equal(far.health, nearHealth, 'the far cow is untouched');
    await w.ok('/kill @e[type=minecraft:cow]');
    await waitFor('the cows gone', () => !w.bot.nearestEntity((e: any) => e.name === 'cow'), 5000);
    // A lingering potion is thrown too, and counts its own used statistic.
    await w.ok('/give @s minecraft:lingering_potion{Potion:"minecraft:poison"} 1');
    await hold('lingering_potion');
    await look(w.bot.entity.position.offset(4, 2, 0));
    w.bot.activateItem();
    await waitFor('used lingering_potion', () => stat('used', 'lingering_potion') === 1, 3000);
    assert.equal(stat('used', 'splash_potion'), 1);
  });

  it('a bucket on a cow gives milk and counts nothing; a bowl on a mooshroom gives mushroom stew', async () => {
    await reset();
    const before = stat('used', 'bucket');
    await w.ok(`/summon minecraft:cow ${base.x + 2.5} ${base.y} ${base.z + 0.5} {NoAI:1b}`);
    await w.ok('/give @s minecraft:bucket 1');
    await hold('bucket');
    const cow = await waitFor('cow', () => w.bot.nearestEntity((e: any) => e.name === 'cow'));
    await look(cow.position.offset(0, 0.8, 0));
    await w.bot.activateEntity(cow);
    await waitFor('milk bucket', () => itemCount(w.bot, 'milk_bucket') === 1);
    assert.equal(stat('used', 'bucket'), before, 'milking counts no used:bucket in vanilla');
    await w.ok('/kill @e[type=minecraft:cow]');
    await w.ok(`/summon minecraft:mooshroom ${base.x + 2.5} ${base.y} ${base.z + 0.5} {NoAI:1b}`);
    await w.ok('/give @s minecraft:bowl 1');
    await hold('bowl');
    const moo = await waitFor('mooshroom', () => w.bot.nearestEntity((e: any) => e.name === 'mooshroom'));
    await look(moo.position.offset(0, 0.8, 0));
    await w.bot.activateEntity(moo);
    await waitFor('mushroom stew', () => itemCount(w.bot, 'mushroom_stew') === 1);
    await w.ok('/kill @e[type=minecraft:mooshroom]');
  });
  it('a bucket on a calf gives no milk; a cake takes three milk buckets at a table and leaves the three buckets', async () => {
    await reset();
    await w.run('/clear @s');
    await w.ok(`/summon minecraft:cow ${base.x + 2.5} ${base.y} ${base.z + 0.5} {NoAI:1b,Age:-24000}`);
    await w.ok('/give @s minecraft:bucket 1');
    await hold('bucket');
    const calf = await waitFor('calf', () => w.bot.nearestEntity((e: any) => e.name === 'cow'));
    await look(calf.position.offset(0, 0.5, 0));
    await w.bot.activateEntity(calf);
    await sleep(600);
    assert.equal(itemCount(w.bot, 'milk_bucket'), 0, 'a baby cow is not milked');
    assert.equal(itemCount(w.bot, 'bucket'), 1);
    await w.ok('/kill @e[type=minecraft:cow]');

    await w.run('/clear @s');
    for (const give of ['milk_bucket 3', 'sugar 2', 'egg 1', 'wheat 3']) await w.ok(`/give @s minecraft:${give}`);
    await w.ok(`/setblock ${base.x + 2} ${base.y} ${base.z} minecraft:crafting_table`);
    const table = await waitFor('table', () => { const b = w.bot.blockAt(at(2, 0, 0)); return b?.name === 'crafting_table' ? b : null; });
    await waitFor('ingredients', () => itemCount(w.bot, 'milk_bucket') === 3 && itemCount(w.bot, 'wheat') === 3);
    const cake = w.bot.recipesFor(w.bot.registry.itemsByName.cake.id, null, 1, table)[0];
    assert.ok(cake, 'mineflayer finds the cake recipe with three milk buckets on hand');
    await w.bot.craft(cake, 1, table);
    await waitFor('crafted cake', () => stat('crafted', 'cake') === 1);
    await waitFor('the buckets back', () => itemCount(w.bot, 'cake') === 1 && itemCount(w.bot, 'bucket') === 3);
    assert.equal(itemCount(w.bot, 'milk_bucket'), 0);
    await w.run(`/setblock ${base.x + 2} ${base.y} ${base.z} minecraft:air`);
  });
});
