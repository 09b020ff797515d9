import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Vec3 } from 'vec3';
import type { StatEvent } from '../../server/src/simulation/embedded/stats';
import { exitWhenDone, feet, gameSleep, itemCount, startWorld, waitFor, World } from './helpers';

exitWhenDone();

describe('game mechanics move the vanilla statistics', () => {
  let w: World;
  const events: StatEvent[] = [];
  const stat = (cat: any, id: string) => w.server.stats.get('Miner', cat, id);
  before(async () => {
    w = await startWorld('Miner');
    w.server.on('stat', (e) => events.push(e));
  });
  after(async () => { await w?.close(); });

  async function hold(name: string): Promise<void> {
    const item = await waitFor(`${name} in inventory`, () => w.bot.inventory.items().find((i: any) => i.name === name));
    await w.bot.equip(item, 'hand');
    await waitFor(`${name} held`, () => w.bot.heldItem?.name === name && w.player.inventory.slots[36 + w.player.heldItemSlot]?.name === name);
  }

  it('digging iron ore with a stone pickaxe: mined + picked_up, the drop is the ore', async () => {
    await w.ok('/give @s minecraft:stone_pickaxe 1');
    await hold('stone_pickaxe');
    const f = feet(w.bot);
    await w.ok('/setblock ~1 ~ ~ minecraft:iron_ore');
    const block = await waitFor('iron ore', () => { const b = w.bot.blockAt(f.offset(1, 0, 0)); return b?.name === 'iron_ore' ? b : null; });
    await w.bot.dig(block, true);
    await waitFor('mined iron_ore', () => stat('mined', 'iron_ore') === 1);
    await waitFor('picked up the ore', () => stat('picked_up', 'iron_ore') === 1 && itemCount(w.bot, 'iron_ore') === 1, 15000);
    assert.equal(stat('used', 'stone_pickaxe'), 1, 'using a tool on a block counts as using it');
    const ev = events.find((e) => e.category === 'mined' && e.id === 'iron_ore');
    assert.ok(ev && ev.player === 'Miner' && ev.value === 1 && ev.delta === 1 && ev.time > 0, 'a stat event was emitted');
    const durability = w.bot.heldItem?.durabilityUsed ?? w.bot.heldItem?.nbt?.value?.Damage?.value;
    assert.equal(durability, 1, 'the pickaxe wore by one');
  });

  it('strict mode: a wooden pickaxe on diamond ore yields no diamond and no mined count (block stays)', async () => {
    await w.ok('/give @s minecraft:wooden_pickaxe 1');
    await hold('wooden_pickaxe');
    const f = feet(w.bot);
    await w.ok('/setblock ~-1 ~ ~ minecraft:diamond_ore');
    const block = await waitFor('diamond ore', () => { const b = w.bot.blockAt(f.offset(-1, 0, 0)); return b?.name === 'diamond_ore' ? b : null; });
    await w.bot.dig(block, true).catch(() => undefined);
    await waitFor('the server restores the block', () => w.bot.blockAt(f.offset(-1, 0, 0))?.name === 'diamond_ore', 5000);
    await gameSleep(800);
    assert.equal(stat('mined', 'diamond_ore'), 0);
    assert.equal(itemCount(w.bot, 'diamond'), 0);
    assert.ok(!Object.values<any>(w.bot.entities).some((e) => e.name === 'item' && e.position.distanceTo(f.offset(-0.5, 0.5, 0.5)) < 2));
    assert.ok(w.logs.some((l) => /cannot harvest diamond_ore/.test(l)));
  });

  it('placing a block counts as using its item', async () => {
    await w.ok('/give @s minecraft:oak_planks 4');
    await hold('oak_planks');
    const f = feet(w.bot);
    const ref = w.bot.blockAt(f.offset(0, -1, 2));
    await w.bot.placeBlock(ref, new Vec3(0, 1, 0));
    await waitFor('planks placed', () => w.bot.blockAt(f.offset(0, 0, 2))?.name === 'oak_planks');
    await waitFor('used oak_planks', () => stat('used', 'oak_planks') === 1);
    await waitFor('one plank fewer', () => itemCount(w.bot, 'oak_planks') === 3);
  });

  it('crafting: planks in the 2x2 grid, then a furnace at a crafting table with bot.craft', async () => {
    await w.ok('/give @s minecraft:oak_log 2');
    await w.ok('/give @s minecraft:cobblestone 8');
    await waitFor('logs', () => itemCount(w.bot, 'oak_log') === 2 && itemCount(w.bot, 'cobblestone') === 8);
    const reg = w.bot.registry;
    const planks = w.bot.recipesFor(reg.itemsByName.oak_planks.id, null, 1, null)[0];
    assert.ok(planks, 'mineflayer finds a 2x2 planks recipe');
    await w.bot.craft(planks, 1, null);
    await waitFor('crafted 4 planks', () => stat('crafted', 'oak_planks') === 4);
    await waitFor('planks in inventory', () => itemCount(w.bot, 'oak_planks') === 3 + 4 && itemCount(w.bot, 'oak_log') === 1);

    const f = feet(w.bot);
    await w.ok('/setblock ~2 ~ ~-1 minecraft:crafting_table');
    const table = await waitFor('table', () => { const b = w.bot.blockAt(f.offset(2, 0, -1)); return b?.name === 'crafting_table' ? b : null; });
    const furnace = w.bot.recipesFor(reg.itemsByName.furnace.id, null, 1, table)[0];
    assert.ok(furnace, 'mineflayer finds the furnace recipe');
    await w.bot.craft(furnace, 1, table);
    await waitFor('crafted furnace', () => stat('crafted', 'furnace') === 1);
    await waitFor('furnace in inventory, cobblestone used', () => itemCount(w.bot, 'furnace') === 1 && itemCount(w.bot, 'cobblestone') === 0);
    assert.equal(stat('custom', 'interact_with_crafting_table'), 1);
    // The server's view agrees with the bot's.
    const serverCount = (name: string) => w.player.inventory.slots.filter((s: any) => s?.name === name).reduce((n: number, s: any) => n + s.count, 0);
    assert.equal(serverCount('furnace'), 1);
    assert.equal(serverCount('oak_planks'), 7);
  });

  it('smelting iron ore with coal in a furnace: crafted counts the iron ingot taken out', async () => {
    await w.ok('/give @s minecraft:coal 1');
    const f = feet(w.bot);
    await w.ok('/setblock ~-2 ~ ~-1 minecraft:furnace');
    const block = await waitFor('furnace block', () => { const b = w.bot.blockAt(f.offset(-2, 0, -1)); return b?.name === 'furnace' ? b : null; });
    const reg = w.bot.registry;
    await waitFor('coal', () => itemCount(w.bot, 'coal') === 1 && itemCount(w.bot, 'iron_ore') === 1);
    const furnace = await w.bot.openFurnace(block);
    await furnace.putFuel(reg.itemsByName.coal.id, null, 1);
    await furnace.putInput(reg.itemsByName.iron_ore.id, null, 1);
    await waitFor('an iron ingot in the output slot', () => furnace.outputItem()?.name === 'iron_ingot', 20000);
    assert.equal(stat('crafted', 'iron_ingot'), 0, 'not counted before it is taken out');
    await furnace.takeOutput();
    furnace.close();
    await waitFor('crafted iron_ingot', () => stat('crafted', 'iron_ingot') === 1);
    await waitFor('ingot in inventory', () => itemCount(w.bot, 'iron_ingot') === 1);
  });

  it('eating bread: used bread, food goes up', async () => {
    await w.ok('/give @s minecraft:bread 2');
    w.player.updateFood(10);
    await waitFor('hungry', () => w.bot.food === 10);
    await hold('bread');
    await w.bot.consume();
    await waitFor('used bread', () => stat('used', 'bread') === 1);
    await waitFor('fed', () => w.bot.food === 15 && itemCount(w.bot, 'bread') === 1);
  });

  it('killing a zombie with an iron sword: killed, damage_dealt, loot', async () => {
    await w.ok('/replaceitem entity @s weapon.mainhand minecraft:iron_sword');
    await waitFor('sword', () => w.bot.heldItem?.name === 'iron_sword');
    await w.ok('/summon minecraft:zombie ~2 ~ ~2');
    const zombie = await waitFor('zombie', () => Object.values<any>(w.bot.entities).find((e) => e.name === 'zombie'));
    for (let i = 0; i < 10 && w.bot.entities[zombie.id]; i++) {
      await w.bot.attack(zombie);
      await gameSleep(150);
    }
    await waitFor('killed zombie', () => stat('killed', 'zombie') === 1);
    assert.equal(stat('custom', 'damage_dealt'), 200, 'four hits of 6 damage, capped at 20 health, in tenths');
    assert.equal(stat('used', 'iron_sword'), 4);
    await waitFor('zombie gone for the bot', () => !w.bot.entities[zombie.id]);
    await waitFor('rotten flesh dropped', () => Object.values<any>(w.bot.entities).some((e) => e.name === 'item' &&
      e.position.distanceTo(zombie.position) < 2.5));
  });

  it('picking up a dropped item counts picked_up with the stack size', async () => {
    const before = itemCount(w.bot, 'apple');
    await w.ok('/summon minecraft:item ~1 ~ ~ {Item:{id:"minecraft:apple",Count:3b}}');
    await waitFor('picked up 3 apples', () => stat('picked_up', 'apple') === 3, 10000);
    await waitFor('apples in inventory', () => itemCount(w.bot, 'apple') === before + 3);
  });

  it('shooting a bow: used bow on release, the arrow hits a pig', async () => {
    await w.ok('/give @s minecraft:bow 1');
    await w.ok('/give @s minecraft:arrow 8');
    await hold('bow');
    await w.ok('/kill @e[type=item]');
    await w.ok('/summon minecraft:pig ~4 ~ ~');
    const pig = await waitFor('pig', () => Object.values<any>(w.bot.entities).find((e) => e.name === 'pig'));
    let hurt = false;
    w.bot.on('entityHurt', (e: any) => { if (e.id === pig.id) hurt = true; });
    await w.bot.lookAt(pig.position.offset(0, 0.45, 0), true);
    await gameSleep(200);
    w.bot.activateItem();
    await gameSleep(1200);
    w.bot.deactivateItem();
    await waitFor('used bow', () => stat('used', 'bow') === 1);
    await waitFor('arrow hit the pig', () => hurt, 5000);
    await waitFor('one arrow spent', () => itemCount(w.bot, 'arrow') === 7);
  });

  it('the statistics packet answers client_command request_stats', async () => {
    const answer = new Promise<any>((resolve) => w.bot._client.once('statistics', resolve));
    w.bot._client.write('client_command', { actionId: 1 });
    const packet = await answer;
    const reg = w.bot.registry;
    const find = (cat: number, id: number) => packet.entries.find((e: any) => e.categoryId === cat && e.statisticId === id)?.value;
    assert.equal(find(0, reg.blocksByName.iron_ore.id), 1, 'mined iron_ore');
    assert.equal(find(1, reg.itemsByName.furnace.id), 1, 'crafted furnace');
    assert.equal(find(6, reg.entitiesByName.zombie.id), 1, 'killed zombie');
    assert.equal(find(2, reg.itemsByName.bow.id), 1, 'used bow');
  });
});

describe('non-strict mode follows vanilla: the wrong tool breaks the block without a drop and still counts mined', () => {
  let w: World;
  before(async () => { w = await startWorld('Loose', { strict: false }); });
  after(async () => { await w?.close(); });

  it('wooden pickaxe on obsidian-free diamond ore: block gone, no diamond, mined = 1', async () => {
    assert.equal(w.server.strict, false);
    await w.ok('/replaceitem entity @s weapon.mainhand minecraft:wooden_pickaxe');
    await waitFor('pickaxe', () => w.bot.heldItem?.name === 'wooden_pickaxe');
    const f = feet(w.bot);
    await w.ok('/setblock ~1 ~ ~ minecraft:diamond_ore');
    const block = await waitFor('diamond ore', () => { const b = w.bot.blockAt(f.offset(1, 0, 0)); return b?.name === 'diamond_ore' ? b : null; });
    await w.bot.dig(block, true);
    await waitFor('mined diamond_ore', () => w.server.stats.get('Loose', 'mined', 'diamond_ore') === 1);
    await gameSleep(800);
    assert.equal(w.bot.blockAt(f.offset(1, 0, 0))?.name, 'air');
    assert.equal(itemCount(w.bot, 'diamond'), 0);
  });
});

describe('tool wear, jumping and shift-clicking a crafting result', () => {
  let w: World;
  before(async () => { w = await startWorld('Wear'); });
  after(async () => { await w?.close(); });

  it('a wooden pickaxe with one use left breaks on the next block: broken = 1', async () => {
    await w.ok('/replaceitem entity @s weapon.mainhand minecraft:wooden_pickaxe{Damage:58}');
    await waitFor('worn pickaxe', () => w.bot.heldItem?.name === 'wooden_pickaxe');
    const f = feet(w.bot);
    await w.ok('/setblock ~1 ~ ~ minecraft:stone');
    const block = await waitFor('stone', () => { const b = w.bot.blockAt(f.offset(1, 0, 0)); return b?.name === 'stone' ? b : null; });
    await w.bot.dig(block, true);
    await waitFor('broken wooden_pickaxe', () => w.server.stats.get('Wear', 'broken', 'wooden_pickaxe') === 1);
    await waitFor('pickaxe gone', () => !w.bot.heldItem);
    assert.equal(w.server.stats.get('Wear', 'mined', 'stone'), 1);
    await waitFor('cobblestone picked up', () => w.server.stats.get('Wear', 'picked_up', 'cobblestone') === 1, 15000);
  });

  it('jumping counts custom:jump', async () => {
    w.bot.setControlState('jump', true);
    await waitFor('a jump', () => w.server.stats.get('Wear', 'custom', 'jump') >= 1, 5000);
    w.bot.setControlState('jump', false);
    await waitFor('landed', () => w.bot.entity.onGround === true);
  });

  it('shift-clicking the 2x2 result crafts repeatedly into the inventory', async () => {
    await w.ok('/give @s minecraft:oak_planks 4');
    await waitFor('planks', () => itemCount(w.bot, 'oak_planks') === 4);
    const plankSlot = w.bot.inventory.slots.findIndex((s: any) => s?.name === 'oak_planks');
    // Pick the stack up, drop 2 in grid slot 1 and 2 in grid slot 3 (a vertical pair), put nothing back.
    await w.bot.clickWindow(plankSlot, 0, 0);
    await w.bot.clickWindow(1, 1, 0);
    await w.bot.clickWindow(1, 1, 0);
    await w.bot.clickWindow(3, 1, 0);
    await w.bot.clickWindow(3, 1, 0);
    await waitFor('stick result shown', () => w.bot.inventory.slots[0]?.name === 'stick');
    await w.bot.clickWindow(0, 0, 1);
    await waitFor('crafted 8 sticks', () => w.server.stats.get('Wear', 'crafted', 'stick') === 8);
    await waitFor('sticks in inventory, grid empty', () => itemCount(w.bot, 'stick') === 8 && !w.bot.inventory.slots[1] && !w.bot.inventory.slots[3]);
  });
});

describe('dropping, dying and respawning', () => {
  let w: World;
  before(async () => { w = await startWorld('Mortal'); });
  after(async () => { await w?.close(); });

  it('tossing the held stack counts dropped', async () => {
    await w.ok('/replaceitem entity @s weapon.mainhand minecraft:cobblestone 5');
    await waitFor('cobblestone held', () => w.bot.heldItem?.name === 'cobblestone');
    await w.bot.tossStack(w.bot.heldItem);
    await waitFor('dropped 5 cobblestone', () => w.server.stats.get('Mortal', 'dropped', 'cobblestone') === 5);
    await waitFor('a cobblestone item entity', () => Object.values<any>(w.bot.entities)
      .some((e) => e.name === 'item' && e.getDroppedItem?.()?.name === 'cobblestone' && e.getDroppedItem().count === 5));
    assert.equal(itemCount(w.bot, 'cobblestone'), 0);
  });

  it('/kill @s kills the bot, its items drop, and it respawns at its spawn point', async () => {
    await w.ok('/give @s minecraft:emerald 2');
    await waitFor('emeralds', () => itemCount(w.bot, 'emerald') === 2);
    await w.ok('/tp @s 8 64 8');
    await waitFor('moved', () => w.bot.entity.position.distanceTo(new Vec3(8.5, 64, 8.5)) < 0.01);
    const died = new Promise((r) => w.bot.once('death', r));
    await w.ok('/kill @s');
    await died;
    await waitFor('respawned with full health at spawn', () => w.bot.health === 20 &&
      w.bot.entity.position.distanceTo(new Vec3(0.5, 64, 0.5)) < 0.01, 10000);
    assert.equal(w.server.stats.get('Mortal', 'custom', 'deaths'), 1);
    assert.equal(itemCount(w.bot, 'emerald'), 0, 'the inventory dropped where the bot died');
  });
});
