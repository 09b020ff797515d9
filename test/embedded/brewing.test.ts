import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exitWhenDone, feet, gameSleep, itemCount, startWorld, waitFor, World } from './helpers';
import { getContainer } from '../../server/src/simulation/embedded/plugins/containers';
import { standProgress } from '../../server/src/simulation/embedded/plugins/brewingStand';
import { potionOfStack } from '../../server/src/vanilla/potionTag';

exitWhenDone();

const sleep = gameSleep;

describe('brewing stand (vanilla 1.16.5 BrewingStandBlockEntity / BrewingStandScreenHandler)', () => {
  let w: World;
  const stat = (cat: any, id: string) => w.server.stats.get('Brewer', cat, id);
  before(async () => { w = await startWorld('Brewer'); });
  after(async () => { await w?.close(); });

  /** Places a stand at offset (dx, 0, dz) from the bot's feet; returns the block and its server-side container. */
  async function stand(dx: number, dz: number): Promise<{ block: any; container: () => any }> {
    const f = feet(w.bot);
    await w.ok(`/setblock ~${dx} ~ ~${dz} minecraft:brewing_stand`);
    const block = await waitFor('stand', () => { const b = w.bot.blockAt(f.offset(dx, 0, dz)); return b?.name === 'brewing_stand' ? b : null; });
    return { block, container: () => getContainer(w.server.serv.mcuCtx, w.player.world, block.position) };
  }

  async function open(block: any): Promise<any> {
    if (w.bot.heldItem) await w.bot.unequip('hand');
    const win = await w.bot.openBlock(block);
    assert.equal(win.type, 'minecraft:brewing_stand');
    return win;
  }

  const invSlot = (win: any, fits: (it: any) => boolean) => {
    for (let i = win.inventoryStart; i < win.inventoryEnd; i++) if (win.slots[i] && fits(win.slots[i])) return i;
    throw new Error('no such item in the inventory');
  };
  /** Puts `n` of an item into a stand slot (right clicks) and the rest back. */
  async function put(win: any, name: string, slot: number, n = 1, potion?: string): Promise<void> {
    const from = invSlot(win, (it) => it.name === name && (potion === undefined || potionOfStack(it) === potion));
    await w.bot.clickWindow(from, 0, 0);
    for (let i = 0; i < n; i++) await w.bot.clickWindow(slot, 1, 0);
    if (win.selectedItem) await w.bot.clickWindow(from, 0, 0);
  }

  it('opening counts interact_with_brewingstand; sneaking with an item in hand does not open it', async () => {
    const { block } = await stand(2, 0);
    await w.ok('/give @s minecraft:dirt 1');
    const dirt = await waitFor('dirt', () => w.bot.inventory.items().find((i: any) => i.name === 'dirt'));
    await w.bot.equip(dirt, 'hand');
    w.bot.setControlState('sneak', true);
    await waitFor('sneaking on the server', () => w.player.crouching === true);
    let opened = false;
    const onOpen = () => { opened = true; };
    w.bot.on('windowOpen', onOpen);
    await w.bot.activateBlock(block).catch(() => undefined);
    await sleep(1200);
    w.bot.removeListener('windowOpen', onOpen);
    assert.equal(opened, false, 'a sneaking player with an item in hand does not open the stand');
    assert.equal(stat('custom', 'interact_with_brewingstand'), 0);
    w.bot.setControlState('sneak', false);
    await waitFor('standing', () => w.player.crouching !== true);
    const win = await open(block);
    await waitFor('interact_with_brewingstand', () => stat('custom', 'interact_with_brewingstand') === 1);
    w.bot.closeWindow(win);
  });

  it('no blaze powder: nothing brews; the fuel and ingredient slots refuse what they cannot take', async () => {
    const { block, container } = await stand(-2, 0);
    await w.ok('/give @s minecraft:potion{Potion:"minecraft:water"} 1');
    await w.ok('/give @s minecraft:nether_wart 1');
    await w.ok('/give @s minecraft:cobblestone 3');
    await waitFor('items', () => itemCount(w.bot, 'potion') === 1 && itemCount(w.bot, 'nether_wart') === 1 && itemCount(w.bot, 'cobblestone') === 3);
    const win = await open(block);
    await put(win, 'potion', 0);
    await put(win, 'nether_wart', 3);
    // Cobblestone is neither an ingredient nor fuel nor a bottle.
    for (const slot of [1, 4]) {
      const from = invSlot(win, (it) => it.name === 'cobblestone');
      await w.bot.clickWindow(from, 0, 0);
      await w.bot.clickWindow(slot, 0, 0);
      await w.bot.clickWindow(from, 0, 0);
    }
    await sleep(2000);
    const c = container();
    assert.equal(potionOfStack(c.slots[0]), 'water', 'the water bottle did not brew');
    assert.equal(c.slots[3]?.name, 'nether_wart');
    assert.equal(c.slots[3]?.count, 1, 'the nether wart was not used');
    assert.equal(c.slots[1], null, 'a bottle slot refuses cobblestone');
    assert.equal(c.slots[4], null, 'the fuel slot refuses cobblestone');
    assert.equal(itemCount(w.bot, 'cobblestone'), 3);
    assert.deepEqual(standProgress(c), { brewTime: 0, fuel: 0 });
    // Shift-clicks take everything back.
    await w.bot.clickWindow(0, 0, 1);
    await w.bot.clickWindow(3, 0, 1);
    w.bot.closeWindow(win);
    await waitFor('items back', () => itemCount(w.bot, 'potion') === 1 && itemCount(w.bot, 'nether_wart') === 1);
    assert.equal(container().slots.filter(Boolean).length, 0);
  });

  it('/setblock brewing_stand{Fuel:20b} sets the fuel gauge (BrewingStandBlockEntity.fromTag)', async () => {
    const f = feet(w.bot);
    await w.ok('/setblock ~3 ~ ~3 minecraft:brewing_stand{Fuel:20b}');
    const c = getContainer(w.server.serv.mcuCtx, w.player.world, f.offset(3, 0, 3));
    assert.deepEqual(standProgress(c!), { brewTime: 0, fuel: 20 });
    await w.ok('/setblock ~3 ~ ~3 minecraft:air');
  });

  it('a wrong ingredient brews nothing, though the blaze powder is loaded as fuel', async () => {
    const { block, container } = await stand(0, 2);
    await w.ok('/give @s minecraft:golden_carrot 1');
    await w.ok('/give @s minecraft:blaze_powder 1');
    await waitFor('items', () => itemCount(w.bot, 'golden_carrot') === 1 && itemCount(w.bot, 'blaze_powder') === 1);
    const win = await open(block);
    await put(win, 'potion', 1, 1, 'water');
    await put(win, 'blaze_powder', 4);
    await put(win, 'golden_carrot', 3);
    await waitFor('the powder is burnt into the gauge', () => standProgress(container()).fuel === 20 && !container().slots[4]);
    await sleep(1500);
    const c = container();
    assert.equal(standProgress(c).brewTime, 0, 'water + golden carrot is no mix');
    assert.equal(potionOfStack(c.slots[1]), 'water');
    assert.equal(c.slots[3]?.name, 'golden_carrot');
    await w.bot.clickWindow(1, 0, 1);
    await w.bot.clickWindow(3, 0, 1);
    w.bot.closeWindow(win);
    await waitFor('items back', () => itemCount(w.bot, 'potion') === 1 && itemCount(w.bot, 'golden_carrot') === 1);
  });

  it('water bottles + nether wart → awkward, + magma cream → fire resistance (Potion NBT); taking them out counts nothing', async () => {
    const { block, container } = await stand(0, -2);
    await w.ok('/give @s minecraft:potion{Potion:"minecraft:water"} 2');
    await w.ok('/give @s minecraft:blaze_powder 1');
    await w.ok('/give @s minecraft:magma_cream 1');
    await waitFor('items', () => itemCount(w.bot, 'potion') === 3 && itemCount(w.bot, 'blaze_powder') === 1 && itemCount(w.bot, 'magma_cream') === 1);
    const opens = stat('custom', 'interact_with_brewingstand');
    const win = await open(block);
    for (const slot of [0, 1, 2]) await put(win, 'potion', slot, 1, 'water');
    const bottlesShown = () => { const p = w.bot.blockAt(block.position)?.getProperties() ?? {}; return [0, 1, 2].map((i) => p[`has_bottle_${i}`]); };
    await waitFor('the stand shows three bottles', () => bottlesShown().every((v) => v === true));
    await put(win, 'blaze_powder', 4);
    await put(win, 'nether_wart', 3);
    await waitFor('brewing started', () => standProgress(container()).brewTime > 0, 3000);
    assert.equal(standProgress(container()).fuel, 19, 'one of the 20 brews spent');
    await waitFor('three awkward potions', () => [0, 1, 2].every((i) => potionOfStack(win.slots[i]) === 'awkward'), 35000);
    assert.equal(container().slots[3], null, 'the nether wart was used up');
    assert.ok([0, 1, 2].every((i) => potionOfStack(container().slots[i]) === 'awkward' && container().slots[i].name === 'potion'));
    await put(win, 'magma_cream', 3);
    await waitFor('three potions of fire resistance', () => [0, 1, 2].every((i) => potionOfStack(win.slots[i]) === 'fire_resistance'), 35000);
    assert.equal(standProgress(container()).fuel, 18);
    for (const slot of [0, 1, 2]) await w.bot.clickWindow(slot, 0, 1);
    w.bot.closeWindow(win);
    await waitFor('the stand shows no bottle', () => bottlesShown().every((v) => v === false));
    await waitFor('potions in the inventory', () => w.bot.inventory.items().filter((i: any) => i.name === 'potion' && potionOfStack(i) === 'fire_resistance').length === 3);
    const server = w.player.inventory.slots.filter((s: any) => s?.name === 'potion');
    assert.equal(server.length, 3);
    assert.ok(server.every((s: any) => s.nbt.value.Potion.value === 'minecraft:fire_resistance'), 'the server holds the tag as vanilla writes it');
    assert.equal(stat('crafted', 'potion'), 0, 'a brewed potion is not crafted (MC-154487)');
    assert.equal(stat('picked_up', 'potion'), 0);
    assert.equal(stat('custom', 'interact_with_brewingstand'), opens + 1);
  });
});

describe('glass bottles (vanilla GlassBottleItem)', () => {
  let w: World;
  const stat = (cat: any, id: string) => w.server.stats.get('Filler', cat, id);
  before(async () => { w = await startWorld('Filler'); });
  after(async () => { await w?.close(); });

  it('a bottle used on a water source becomes a water bottle and counts used:glass_bottle; flowing water and the ground do nothing', async () => {
    await w.ok('/give @s minecraft:glass_bottle 3');
    const f = feet(w.bot);
    await w.ok('/setblock ~2 ~-1 ~ minecraft:water');
    await w.ok('/setblock ~-2 ~-1 ~ minecraft:water[level=3]');
    await waitFor('water placed', () => w.bot.blockAt(f.offset(2, -1, 0))?.name === 'water');
    const bottle = await waitFor('bottles', () => w.bot.inventory.items().find((i: any) => i.name === 'glass_bottle'));
    await w.bot.equip(bottle, 'hand');
    // The ground: nothing.
    await w.bot.lookAt(f.offset(0.5, -1, 2.5), true);
    await sleep(200);
    w.bot.activateItem();
    await sleep(800);
    assert.equal(stat('used', 'glass_bottle'), 0);
    assert.equal(itemCount(w.bot, 'potion'), 0);
    // Flowing water: the ray sees through it to the ground.
    await w.bot.lookAt(f.offset(-1.5, -0.15, 0.5), true);
    await sleep(200);
    w.bot.activateItem();
    await sleep(800);
    assert.equal(stat('used', 'glass_bottle'), 0, 'flowing water fills nothing');
    assert.equal(itemCount(w.bot, 'potion'), 0);
    // The source: one bottle becomes a water bottle.
    await w.bot.lookAt(f.offset(2.5, -0.15, 0.5), true);
    await sleep(200);
    w.bot.activateItem();
    await waitFor('used glass_bottle', () => stat('used', 'glass_bottle') === 1);
    await waitFor('a water bottle', () => itemCount(w.bot, 'potion') === 1 && itemCount(w.bot, 'glass_bottle') === 2);
    const potion = w.bot.inventory.items().find((i: any) => i.name === 'potion');
    assert.equal(potionOfStack(potion), 'water');
    assert.equal(potion.nbt.value.Potion.value, 'minecraft:water');
    assert.equal(w.bot.blockAt(f.offset(2, -1, 0))?.name, 'water', 'the source stays');
  });
});
