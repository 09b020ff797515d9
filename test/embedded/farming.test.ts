/**
 * Farming, shears and fire on the embedded server with the real bot: the
 * world changes as vanilla 1.16.5's would, and the statistics move exactly
 * when vanilla's do (and not when they do not).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Vec3 } from 'vec3';
import { exitWhenDone, feet, gameSleep, itemCount, startWorld, waitFor, World } from './helpers';
import { blockDrops } from '../../server/src/simulation/embedded/plugins/blockDrops';

exitWhenDone();

async function hold(w: World, name: string): Promise<void> {
  const item = await waitFor(`${name} in inventory`, () => w.bot.inventory.items().find((i: any) => i.name === name));
  await w.bot.equip(item, 'hand');
  await waitFor(`${name} held`, () => w.bot.heldItem?.name === name && w.player.inventory.slots[36 + w.player.heldItemSlot]?.name === name);
}

/** The server's block at `pos` (name and state properties). */
function serverBlock(w: World, pos: Vec3): { name: string; props: Record<string, string> } {
  const serv = w.server.serv;
  const id = w.player.world.sync.getBlockStateId(pos);
  const block = serv.registry.blocksByStateId[id];
  const { stateProperties } = require('../../server/src/simulation/embedded/blockState');
  return { name: block?.name ?? 'air', props: block ? stateProperties(block, id) : {} };
}

const serverDamage = (w: World) => w.player.inventory.slots[36 + w.player.heldItemSlot]?.durabilityUsed ?? 0;

async function blockAt(w: World, pos: Vec3, name: string): Promise<any> {
  return waitFor(`${name} at ${pos}`, () => { const b = w.bot.blockAt(pos); return b?.name === name ? b : null; });
}

describe('farming: till, plant, bone meal, grow, harvest', () => {
  let w: World;
  const stat = (cat: any, id: string) => w.server.stats.get('Farmer', cat, id);
  before(async () => { w = await startWorld('Farmer'); });
  after(async () => { await w?.close(); });

  it('a hoe tills grass into farmland and seeds plant wheat on it: used:iron_hoe, used:wheat_seeds', async () => {
    await w.ok('/give @s minecraft:iron_hoe');
    await w.ok('/give @s minecraft:wheat_seeds 4');
    await hold(w, 'iron_hoe');
    const ground = feet(w.bot).offset(2, -1, 0);
    await w.ok('/setblock ~2 ~-1 ~ minecraft:dirt');
    const grass = await blockAt(w, ground, 'dirt');
    await w.bot.activateBlock(grass, new Vec3(0, 1, 0));
    await waitFor('farmland', () => serverBlock(w, ground).name === 'farmland');
    assert.equal(stat('used', 'iron_hoe'), 1);
    await hold(w, 'wheat_seeds');
    await w.bot.activateBlock(await blockAt(w, ground, 'farmland'), new Vec3(0, 1, 0));
    await waitFor('wheat planted', () => serverBlock(w, ground.offset(0, 1, 0)).name === 'wheat');
    assert.equal(serverBlock(w, ground.offset(0, 1, 0)).props.age, '0');
    assert.equal(stat('used', 'wheat_seeds'), 1);
    assert.equal(itemCount(w.bot, 'wheat_seeds'), 3);
  });

  it('bone meal grows a crop 2–5 stages and counts used:bone_meal; on a fully grown crop nothing happens and nothing counts', async () => {
    await w.ok('/give @s minecraft:bone_meal 8');
    await hold(w, 'bone_meal');
    const crop = feet(w.bot).offset(2, 0, 0);
    let age = Number(serverBlock(w, crop).props.age);
    let uses = 0;
    while (age < 7) {
      await w.bot.activateBlock(await blockAt(w, crop, 'wheat'), new Vec3(0, 1, 0));
      uses++;
      await waitFor('the crop grew', () => Number(serverBlock(w, crop).props.age) > age);
      const now = Number(serverBlock(w, crop).props.age);
      assert.ok(now - age >= 2 || now === 7, `bone meal added ${now - age} stages (vanilla: 2 to 5, capped at 7)`);
      assert.ok(now - age <= 5);
      age = now;
      assert.equal(stat('used', 'bone_meal'), uses);
      await waitFor('one bone meal taken', () => itemCount(w.bot, 'bone_meal') === 8 - uses);
    }
    // Fully grown: vanilla's canGrow is false, the bone meal stays and the statistic does not move.
    await w.bot.activateBlock(await blockAt(w, crop, 'wheat'), new Vec3(0, 1, 0));
    await gameSleep(600);
    assert.equal(stat('used', 'bone_meal'), uses);
    assert.equal(itemCount(w.bot, 'bone_meal'), 8 - uses);
    assert.equal(serverBlock(w, crop).props.age, '7');
  });

  it('breaking a ripe wheat drops wheat and seeds; an unripe one only seeds; both count mined:wheat', async () => {
    const crop = feet(w.bot).offset(1, 0, 0);
    await w.ok('/setblock ~1 ~-1 ~ minecraft:farmland');
    await w.ok('/setblock ~1 ~ ~ minecraft:wheat[age=7]');
    await w.bot.unequip('hand');
    const seedsBefore = itemCount(w.bot, 'wheat_seeds');
    await w.bot.dig(await blockAt(w, crop, 'wheat'), true);
    await waitFor('mined:wheat', () => stat('mined', 'wheat') === 1);
    await waitFor('wheat picked up', () => itemCount(w.bot, 'wheat') === 1 && itemCount(w.bot, 'wheat_seeds') === seedsBefore + 1, 5000);
    await w.ok('/setblock ~1 ~ ~ minecraft:wheat[age=3]');
    await w.bot.dig(await blockAt(w, crop, 'wheat'), true);
    await waitFor('mined:wheat again', () => stat('mined', 'wheat') === 2);
    await waitFor('a seed picked up', () => itemCount(w.bot, 'wheat_seeds') === seedsBefore + 2, 5000);
    await gameSleep(500);
    assert.equal(itemCount(w.bot, 'wheat'), 1, 'an unripe wheat drops no wheat');
  });

  it('crops grow by themselves on random ticks (randomTickSpeed honoured)', async () => {
    await w.ok('/setblock ~-2 ~-1 ~ minecraft:farmland[moisture=7]');
    await w.ok('/setblock ~-2 ~ ~ minecraft:carrots');
    const crop = feet(w.bot).offset(-2, 0, 0);
    await w.ok('/gamerule randomTickSpeed 0');
    await gameSleep(1500);
    assert.equal(serverBlock(w, crop).props.age, '0', 'randomTickSpeed 0 stops growth');
    await w.ok('/gamerule randomTickSpeed 300');
    await waitFor('carrots fully grown', () => serverBlock(w, crop).props.age === '7', 20000);
    await w.ok('/gamerule randomTickSpeed 3');
  });
});

describe('shears: carving pumpkins, shearing leaves, grass and cobwebs', () => {
  let w: World;
  const stat = (cat: any, id: string) => w.server.stats.get('Shearer', cat, id);
  before(async () => { w = await startWorld('Shearer'); });
  after(async () => { await w?.close(); });

  it('shears on a pumpkin carve it facing the clicked side and drop 4 pumpkin seeds; vanilla 1.16.5 counts nothing', async () => {
    await w.ok('/give @s minecraft:shears');
    await hold(w, 'shears');
    const pos = feet(w.bot).offset(2, 0, 0);
    await w.ok('/setblock ~2 ~ ~ minecraft:pumpkin');
    // The west face (towards the bot, which stands at -x).
    await w.bot.activateBlock(await blockAt(w, pos, 'pumpkin'), new Vec3(-1, 0, 0));
    await waitFor('carved pumpkin', () => serverBlock(w, pos).name === 'carved_pumpkin');
    assert.equal(serverBlock(w, pos).props.facing, 'west');
    await waitFor('4 pumpkin seeds picked up', () => itemCount(w.bot, 'pumpkin_seeds') === 4, 5000);
    assert.equal(serverDamage(w), 1, 'the shears lost one durability');
    assert.equal(stat('used', 'shears'), 0, 'PumpkinBlock.onUse in 1.16.5 awards no statistic');
    // Breaking the carved pumpkin gives the block.
    await w.bot.unequip('hand');
    // Walk-free pickup: move the carved pumpkin next to the bot.
    await w.ok('/setblock ~2 ~ ~ minecraft:air');
    await w.ok('/setblock ~1 ~ ~ minecraft:carved_pumpkin[facing=west]');
    const near = feet(w.bot).offset(1, 0, 0);
    await w.bot.dig(await blockAt(w, near, 'carved_pumpkin'), true);
    await waitFor('carved pumpkin picked up', () => itemCount(w.bot, 'carved_pumpkin') === 1, 5000);
    assert.equal(stat('mined', 'carved_pumpkin'), 1);
    assert.equal(stat('picked_up', 'carved_pumpkin'), 1);
  });

  it('shears on a plain block do nothing and count nothing', async () => {
    await hold(w, 'shears');
    const pos = feet(w.bot).offset(2, 0, 0);
    await w.ok('/setblock ~2 ~ ~ minecraft:stone');
    const before = serverDamage(w);
    await w.bot.activateBlock(await blockAt(w, pos, 'stone'), new Vec3(-1, 0, 0));
    await gameSleep(600);
    assert.equal(serverBlock(w, pos).name, 'stone');
    assert.equal(serverDamage(w), before);
    assert.equal(stat('used', 'shears'), 0);
    await w.ok('/setblock ~2 ~ ~ minecraft:air');
  });

  it('sheared leaves, grass and cobweb drop themselves; mined:<block>, used:shears and wear each time', async () => {
    await hold(w, 'shears');
    const pos = feet(w.bot).offset(1, 0, 0);
    let uses = 0;
    for (const block of ['oak_leaves', 'grass', 'cobweb']) {
      const damage = serverDamage(w);
      await w.ok(`/setblock ~1 ~ ~ minecraft:${block}`);
      await w.bot.dig(await blockAt(w, pos, block), true);
      uses++;
      await waitFor(`mined:${block}`, () => stat('mined', block) === 1);
      await waitFor(`${block} picked up`, () => itemCount(w.bot, block) === 1, 5000);
      assert.equal(stat('used', 'shears'), uses);
      assert.equal(serverDamage(w), damage + 1);
    }
  });

  it('without shears: a cobweb broken with a sword drops string, leaves give a sapling one time in twenty, grass and ferns a seed one time in eight', async () => {
    await w.ok('/give @s minecraft:iron_sword');
    await hold(w, 'iron_sword');
    const pos = feet(w.bot).offset(1, 0, 0);
    await w.ok('/setblock ~1 ~ ~ minecraft:cobweb');
    await w.bot.dig(await blockAt(w, pos, 'cobweb'), true);
    await waitFor('string picked up', () => itemCount(w.bot, 'string') === 1, 5000);
    assert.equal(itemCount(w.bot, 'cobweb'), 1, 'no second cobweb');
    const serv = w.server.serv;
    const leaves = serv.registry.blocksByName.birch_leaves;
    const drops = Array.from({ length: 20 }, () => blockDrops(serv, leaves, null)).flat();
    assert.deepEqual(drops.filter(([n]) => n === 'birch_sapling').length, 1);
    assert.equal(drops.filter(([n]) => n === 'birch_leaves').length, 0);
    const grass = serv.registry.blocksByName.grass;
    assert.equal(Array.from({ length: 8 }, () => blockDrops(serv, grass, null)).flat().filter(([n]) => n === 'grass').length, 0);
    // Ferns, like grass, give a wheat seed one time in eight.
    const fern = serv.registry.blocksByName.fern;
    const fernDrops = Array.from({ length: 8 }, () => blockDrops(serv, fern, null)).flat();
    assert.deepEqual(fernDrops, [['wheat_seeds', 1]]);
  });
});

describe('flint and steel: fire that burns out, spreads, burns blocks and mobs', () => {
  let w: World;
  const stat = (cat: any, id: string) => w.server.stats.get('Firestarter', cat, id);
  before(async () => { w = await startWorld('Firestarter'); });
  after(async () => { await w?.close(); });

  it('on the side of a block with only air under the spot: nothing happens, nothing counts', async () => {
    await w.ok('/give @s minecraft:flint_and_steel');
    await hold(w, 'flint_and_steel');
    const pos = feet(w.bot).offset(2, 2, 0);
    await w.ok('/setblock ~2 ~2 ~ minecraft:stone');
    await w.bot.activateBlock(await blockAt(w, pos, 'stone'), new Vec3(0, 0, -1));
    await gameSleep(600);
    assert.equal(serverBlock(w, pos.offset(0, 0, -1)).name, 'air');
    assert.equal(stat('used', 'flint_and_steel'), 0);
    assert.equal(serverDamage(w), 0);
    await w.ok('/setblock ~2 ~2 ~ minecraft:air');
  });

  it('on the top of a block: fire, used:flint_and_steel, one durability; on stone it burns out', async () => {
    const ground = feet(w.bot).offset(2, -1, 0);
    await w.ok('/setblock ~2 ~-1 ~ minecraft:stone');
    await w.bot.activateBlock(await blockAt(w, ground, 'stone'), new Vec3(0, 1, 0));
    await waitFor('fire', () => serverBlock(w, ground.offset(0, 1, 0)).name === 'fire');
    assert.equal(stat('used', 'flint_and_steel'), 1);
    assert.equal(serverDamage(w), 1);
    await waitFor('the fire burnt out', () => serverBlock(w, ground.offset(0, 1, 0)).name === 'air', 20000);
  });

  it('fire primes TNT and spreads into planks next to it, which burn away; a pig standing in fire takes damage', async () => {
    const f = feet(w.bot);
    await w.ok('/setblock ~4 ~ ~ minecraft:oak_planks');
    await w.ok('/setblock ~3 ~ ~-1 minecraft:tnt');
    await w.ok('/setblock ~3 ~ ~ minecraft:fire');
    // TNT beside the fire catches (flammability 100) and is primed: the block becomes a primed TNT entity.
    await waitFor('the TNT primed', () => serverBlock(w, f.offset(3, 0, -1)).name === 'air' &&
      Object.values<any>(w.server.serv.entities).some((e) => e.entityType === w.server.serv.registry.entitiesByName.tnt.id), 15000);
    // The planks catch (flammability 20 of 300 a fire tick) and turn to fire, which then burns out: nothing is left.
    await waitFor('the planks caught fire', () => serverBlock(w, f.offset(4, 0, 0)).name === 'fire', 30000);
    await waitFor('the planks burnt away', () => serverBlock(w, f.offset(4, 0, 0)).name === 'air', 30000);
    await w.ok('/setblock ~-3 ~ ~-3 minecraft:netherrack');
    await w.ok('/setblock ~-3 ~1 ~-3 minecraft:fire');
    await w.ok('/summon minecraft:pig ~-3 ~1 ~-3');
    const pig = await waitFor('pig', () => Object.values<any>(w.server.serv.entities).find((e) => e.type === 'mob' && e.health !== undefined));
    const start = pig.health;
    await waitFor('the pig burns', () => pig.health < start || pig.dead, 8000);
  });
});
