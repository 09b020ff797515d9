import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exitWhenDone, feet, gameSleep, itemCount, startWorld, waitFor, World } from './helpers';
import { JavaRandom } from '../../server/src/vanilla/javaRandom';
import { countBookshelves, requiredLevel, tableOffers } from '../../server/src/vanilla/enchantingRules';
import { anvilResult } from '../../server/src/vanilla/anvilRules';

exitWhenDone();

const md = require('minecraft-data')('1.16.5');
const sleep = gameSleep;

describe('enchanting arithmetic (vanilla 1.16.5 formulas)', () => {
  it('java.util.Random gives Java\'s numbers', () => {
    assert.equal(new JavaRandom(42).nextInt(), -1170105035);
    assert.equal(new JavaRandom(0).nextInt(), -1155484576);
  });

  it('level requirements: 1..8 without shelves, the third offer always 30 with 15 shelves, 0 for a stick', () => {
    for (let seed = 0; seed < 200; seed++) {
      const r = new JavaRandom(seed);
      const bare = [0, 1, 2].map((slot) => requiredLevel(r, slot, 0, 'diamond_sword'));
      assert.ok(bare.every((l) => l >= 0 && l <= 8), `seed ${seed}: ${bare}`);
      const r15 = new JavaRandom(seed);
      const full = [0, 1, 2].map((slot) => requiredLevel(r15, slot, 15, 'diamond_sword'));
      assert.equal(full[2], 30);
      assert.ok(full[0] >= 2 && full[0] <= 10 && full[1] >= 6 && full[1] <= 21, `seed ${seed}: ${full}`);
    }
    assert.equal(requiredLevel(new JavaRandom(1), 2, 15, 'stick'), 0);
  });

  it('bookshelves count only with air between them and the table, 15 at most used', () => {
    const ring = (dx: number, dy: number, dz: number) => ((Math.abs(dx) === 2 || Math.abs(dz) === 2) && dy <= 1 ? 'bookshelf' : 'air');
    assert.equal(countBookshelves(ring), 32);
    const blocked = (dx: number, dy: number, dz: number) => (dx === 1 && dz === 0 ? 'stone' : ring(dx, dy, dz));
    assert.ok(countBookshelves(blocked) < 32);
    assert.equal(countBookshelves(() => 'air'), 0);
  });

  it('offers: a sword gets weapon/tool enchantments only; a stick none', () => {
    const cats = md.itemsByName.diamond_sword.enchantCategories;
    const allowed = new Set(md.enchantmentsArray.filter((e: any) => cats.includes(e.category) && !e.treasureOnly).map((e: any) => e.id));
    for (let seed = 0; seed < 50; seed++) {
      const o = tableOffers(seed, 15, { name: 'diamond_sword', count: 1, enchanted: false, stackSize: 1, maxDurability: 1561 }, cats, md.enchantmentsArray);
      for (const h of o.hint) assert.ok(h && allowed.has(h.id), `seed ${seed}: ${JSON.stringify(h)}`);
    }
    const stick = tableOffers(3, 15, { name: 'stick', count: 1, enchanted: false, stackSize: 64 }, [], md.enchantmentsArray);
    assert.deepEqual(stick.power, [0, 0, 0]);
  });

  it('anvil: a rename costs 1 + prior work, "Too Expensive!" at 40 (rename-only capped at 39)', () => {
    const Item = require('prismarine-item')(md);
    const sword = new Item(md.itemsByName.diamond_sword.id, 1);
    const r = anvilResult(md, sword, null, 'Blade', false);
    assert.equal(r.cost, 1);
    assert.equal(r.item.repairCost, 0, 'a rename alone adds no prior work penalty');
    const worn = new Item(md.itemsByName.diamond_sword.id, 1);
    worn.repairCost = 63;
    assert.equal(anvilResult(md, worn, null, 'Blade', false).cost, 39);
    assert.equal(anvilResult(md, worn, null, '', false).item, null, 'nothing to do');
    const book = new Item(md.itemsByName.enchanted_book.id, 1);
    book.enchants = [{ name: 'sharpness', lvl: 5 }];
    const worn2 = new Item(md.itemsByName.diamond_sword.id, 1);
    worn2.repairCost = 39;
    const tooMuch = anvilResult(md, worn2, book, '', false);
    assert.ok(tooMuch.cost >= 40 && tooMuch.item === null);
    assert.ok(anvilResult(md, worn2, book, '', true).item, 'creative has no limit');
  });
});

describe('enchanting table and anvil on the embedded server', () => {
  let w: World;
  const stat = (cat: any, id: string) => w.server.stats.get('Enchanter', cat, id);
  before(async () => { w = await startWorld('Enchanter'); });
  after(async () => { await w?.close(); });

  async function placed(name: string, dx: number, dz: number): Promise<any> {
    const f = feet(w.bot);
    await w.ok(`/setblock ~${dx} ~ ~${dz} minecraft:${name}`);
    return waitFor(name, () => { const b = w.bot.blockAt(f.offset(dx, 0, dz)); return b?.name === name ? b : null; });
  }
  const invItem = (name: string) => w.bot.inventory.items().find((i: any) => i.name === name);
  /** An inventory item as the open window numbers its slot. */
  const winItem = (win: any, name: string) => win.items().find((i: any) => i.name === name);

  it('experience: /xp levels and points reach the client (bot.experience) as vanilla counts them', async () => {
    await w.ok('/xp add @s 30 levels');
    await waitFor('level 30', () => w.bot.experience.level === 30);
    await w.ok('/xp set @s 0 levels');
    await waitFor('level 0', () => w.bot.experience.level === 0);
    await w.ok('/xp add @s 10 points');
    // Level 0 needs 7 points, level 1 needs 9: 10 points are level 1 and 3 of 9.
    await waitFor('level 1', () => w.bot.experience.level === 1);
    assert.ok(Math.abs(w.bot.experience.progress - 3 / 9) < 1e-4, `progress ${w.bot.experience.progress}`);
    assert.equal(w.bot.experience.points, 10, 'the total of points');
    assert.match((await w.run('/xp query @s points')).reply, /has 3 experience points/);
    await w.ok('/xp set @s 0 levels');
  });

  it('enchanting a diamond sword: offers from the seed and 15 bookshelves, levels and lapis spent, enchant_item once', async () => {
    await w.run('/clear @s');
    const table = await placed('enchanting_table', 0, 3);
    const t = table.position;
    // A ring of bookshelves two blocks out, at table height and above (32 places, 15 count).
    for (let dx = -2; dx <= 2; dx++) for (const dz of [-2, 2]) await w.ok(`/fill ${t.x + dx} ${t.y} ${t.z + dz} ${t.x + dx} ${t.y + 1} ${t.z + dz} minecraft:bookshelf`);
    for (let dz = -1; dz <= 1; dz++) for (const dx of [-2, 2]) await w.ok(`/fill ${t.x + dx} ${t.y} ${t.z + dz} ${t.x + dx} ${t.y + 1} ${t.z + dz} minecraft:bookshelf`);
    await w.ok('/give @s minecraft:diamond_sword 1');
    await w.ok('/give @s minecraft:lapis_lazuli 5');
    await w.ok('/xp add @s 30 levels');
    await waitFor('items and levels', () => invItem('diamond_sword') && itemCount(w.bot, 'lapis_lazuli') === 5 && w.bot.experience.level === 30);
    const win = await w.bot.openEnchantmentTable(table);
    assert.equal(stat('custom', 'enchant_item'), 0, 'opening the table counts nothing');
    await win.putTargetItem(winItem(win, 'diamond_sword'));
    await win.putLapis(winItem(win, 'lapis_lazuli'));
    await waitFor('offers', () => win.enchantments.every((e: any) => e.level > 0));
    assert.equal(win.enchantments[2].level, 30, 'with 15 shelves the third offer asks 30 levels');
    const seed = w.player.mcuEnchantSeed;
    assert.equal(win.xpseed, ((seed & -16) << 16) >> 16, 'the seed shown is the player\'s');
    const expected = tableOffers(seed, 15, { name: 'diamond_sword', count: 1, enchanted: false, stackSize: 1, maxDurability: 1561 },
      md.itemsByName.diamond_sword.enchantCategories, md.enchantmentsArray);
    assert.deepEqual(win.enchantments.map((e: any) => e.level), expected.power);
    assert.deepEqual(win.enchantments.map((e: any) => e.expected.enchant), expected.hint.map((h) => h!.id));
    const item = await win.enchant(2);
    assert.ok(item.enchants.length >= 1, 'the sword is enchanted');
    assert.ok(item.enchants.some((e: any) => e.name === md.enchantments[expected.hint[2]!.id].name), 'the hinted enchantment is among them');
    await waitFor('enchant_item', () => stat('custom', 'enchant_item') === 1);
    await waitFor('3 levels spent', () => w.bot.experience.level === 27);
    assert.equal(win.slots[1]?.count, 2, 'three lapis spent');
    assert.notEqual(w.player.mcuEnchantSeed, seed, 'the seed is drawn again');
    win.close();
    await waitFor('sword back, enchanted', () => invItem('diamond_sword')?.enchants.length >= 1);
    assert.equal(itemCount(w.bot, 'lapis_lazuli'), 2);
    assert.equal(stat('custom', 'enchant_item'), 1);
  });

  it('refusals: 0 levels, no lapis, a stick: nothing changes, nothing counted; a book becomes an enchanted book', async () => {
    await w.run('/clear @s');
    await w.ok('/fill ~-3 ~ ~-3 ~3 ~1 ~3 minecraft:air');
    const table = await placed('enchanting_table', 0, -2);
    await w.ok('/xp set @s 0 levels');
    await w.ok('/give @s minecraft:iron_sword 1');
    await w.ok('/give @s minecraft:lapis_lazuli 3');
    await w.ok('/give @s minecraft:stick 1');
    await w.ok('/give @s minecraft:book 1');
    await waitFor('items', () => invItem('iron_sword') && invItem('stick') && invItem('book') && w.bot.experience.level === 0);
    const before = stat('custom', 'enchant_item');
    let win = await w.bot.openEnchantmentTable(table);
    await win.putTargetItem(winItem(win, 'iron_sword'));
    await win.putLapis(winItem(win, 'lapis_lazuli'));
    // Without bookshelves the dearer offers may be missing (vanilla: below slot+1 levels); the first is always there.
    await waitFor('offers', () => win.enchantments[0].level > 0);
    await win.enchant(0);
    await sleep(300);
    assert.equal(win.slots[0]?.enchants.length, 0, 'no levels: the sword stays plain');
    assert.equal(win.slots[1]?.count, 3, 'no lapis spent');
    assert.equal(stat('custom', 'enchant_item'), before);
    win.close();
    await waitFor('items back', () => invItem('iron_sword') && itemCount(w.bot, 'lapis_lazuli') === 3);

    await w.ok('/xp set @s 30 levels');
    await waitFor('30 levels', () => w.bot.experience.level === 30);
    win = await w.bot.openEnchantmentTable(table);
    await win.putTargetItem(winItem(win, 'iron_sword'));
    await waitFor('offers', () => win.enchantments[0].level > 0);
    await win.enchant(0);
    await sleep(300);
    assert.equal(win.slots[0]?.enchants.length, 0, 'no lapis: the sword stays plain');
    assert.equal(w.bot.experience.level, 30);
    assert.equal(stat('custom', 'enchant_item'), before);
    await win.takeTargetItem();
    await win.putTargetItem(winItem(win, 'stick'));
    await sleep(400);
    assert.deepEqual(win.enchantments.map((e: any) => e.level), [0, 0, 0], 'a stick gets no offers');

    await win.takeTargetItem();
    await win.putTargetItem(winItem(win, 'book'));
    await win.putLapis(winItem(win, 'lapis_lazuli'));
    await waitFor('book offers', () => win.enchantments[0].level > 0);
    const book = await win.enchant(0);
    assert.equal(book.name, 'enchanted_book');
    assert.ok(book.nbt?.value?.StoredEnchantments, 'the enchantment is stored, as on an enchanted book');
    await waitFor('counted', () => stat('custom', 'enchant_item') === before + 1);
    await waitFor('1 level spent', () => w.bot.experience.level === 29);
    win.close();
  });

  it('anvil: opening counts interact_with_anvil; a rename spends the level, counts no crafted', async () => {
    await w.run('/clear @s');
    await w.ok('/fill ~-3 ~ ~-3 ~3 ~1 ~3 minecraft:air');
    const anvil = await placed('anvil', 2, 0);
    await w.ok('/xp set @s 5 levels');
    await w.ok('/give @s minecraft:diamond_sword 1');
    await waitFor('sword and levels', () => invItem('diamond_sword') && w.bot.experience.level === 5);
    const opens = stat('custom', 'interact_with_anvil');
    const win = await w.bot.openAnvil(anvil);
    await waitFor('interact_with_anvil', () => stat('custom', 'interact_with_anvil') === opens + 1);
    await win.rename(invItem('diamond_sword'), 'Blade');
    win.close();
    const sword = await waitFor('renamed sword', () => { const s = invItem('diamond_sword'); return s?.customName ? s : null; });
    assert.equal(JSON.parse(sword.customName).text, 'Blade');
    await waitFor('one level spent', () => w.bot.experience.level === 4);
    assert.equal(stat('crafted', 'diamond_sword'), 0, 'an anvil result is not crafted');
    assert.equal(stat('custom', 'interact_with_anvil'), opens + 1, 'renaming counts nothing more');
  });

  it('anvil: a sharpness book on a sword, and two worn pickaxes combined', async () => {
    await w.run('/clear @s');
    await w.ok('/fill ~-3 ~ ~-3 ~3 ~1 ~3 minecraft:air');
    const anvil = await placed('anvil', -2, 0);
    await w.ok('/xp set @s 30 levels');
    await w.ok('/give @s minecraft:iron_sword 1');
    await w.ok('/give @s minecraft:enchanted_book{StoredEnchantments:[{id:"minecraft:sharpness",lvl:3s}]} 1');
    await w.ok('/give @s minecraft:iron_pickaxe{Damage:200} 1');
    await w.ok('/give @s minecraft:iron_pickaxe{Damage:200} 1');
    await waitFor('items', () => invItem('iron_sword') && invItem('enchanted_book') && itemCount(w.bot, 'iron_pickaxe') === 2 && w.bot.experience.level === 30);
    let win = await w.bot.openAnvil(anvil);
    await win.combine(invItem('iron_sword'), invItem('enchanted_book'));
    win.close();
    const sword = await waitFor('sharp sword', () => { const s = invItem('iron_sword'); return s?.enchants.length ? s : null; });
    assert.deepEqual(sword.enchants, [{ name: 'sharpness', lvl: 3 }]);
    // Sharpness is common (1 a level), halved for a book but at least 1: 3 levels.
    await waitFor('3 levels spent', () => w.bot.experience.level === 27);
    assert.equal(itemCount(w.bot, 'enchanted_book'), 0, 'the book is used up');
    assert.equal(sword.repairCost, 1, 'prior work penalty 0 → 1');

    const anvilNow = await waitFor('an anvil', () => { const b = w.bot.blockAt(anvil.position); return /anvil/.test(b?.name ?? '') ? b : null; });
    win = await w.bot.openAnvil(anvilNow);
    // mineflayer's combine refuses two plain worn tools (prismarine-item reads 1.16 damage as metadata): click it.
    const picks = win.items().filter((i: any) => i.name === 'iron_pickaxe');
    await w.bot.moveSlotItem(picks[0].slot, 0);
    await w.bot.moveSlotItem(picks[1].slot, 1);
    await waitFor('the combined pickaxe shown', () => win.slots[2]?.name === 'iron_pickaxe');
    await w.bot.clickWindow(2, 0, 1);
    win.close();
    await waitFor('one pickaxe', () => itemCount(w.bot, 'iron_pickaxe') === 1);
    // 250 durability: 50 + 50 + 30 (12 %) left → 130 left, damage 120; repair costs 2 levels.
    assert.equal(invItem('iron_pickaxe').durabilityUsed, 120);
    await waitFor('2 levels spent', () => w.bot.experience.level === 25);
  });

  it('anvil refusal: with 0 levels the renamed result cannot be taken', async () => {
    await w.run('/clear @s');
    await w.ok('/xp set @s 0 levels');
    await w.ok('/give @s minecraft:golden_sword 1');
    await waitFor('sword, 0 levels', () => invItem('golden_sword') && w.bot.experience.level === 0);
    const anvilBlock = await waitFor('an anvil', () => w.bot.findBlock({ matching: (b: any) => /anvil$/.test(b.name), maxDistance: 6 }));
    const win = await w.bot.openAnvil(anvilBlock);
    await w.bot.moveSlotItem(winItem(win, 'golden_sword').slot, 0);
    w.bot._client.write('name_item', { name: 'Shiny' });
    await waitFor('a result shown', () => win.slots[2]?.name === 'golden_sword');
    await w.bot.clickWindow(2, 0, 0).catch(() => undefined);
    await sleep(400);
    // mineflayer moved the result to its cursor model; the server refused: its cursor is empty, the sword still in slot 0.
    const server = w.player.mcuWindow.window;
    assert.equal(server.selectedItem ?? null, null, 'nothing on the cursor');
    assert.equal(server.slots[0]?.name, 'golden_sword', 'the sword stays in the anvil');
    assert.equal(server.slots[2]?.name, 'golden_sword', 'the result is still shown, untaken');
    assert.equal(w.bot.experience.level, 0);
    win.close();
    const sword = await waitFor('sword back', () => invItem('golden_sword'));
    assert.equal(sword.customName, null, 'not renamed');
  });
});

describe('experience from mining, killing and smelting', () => {
  let w: World;
  before(async () => { w = await startWorld('Earner'); });
  after(async () => { await w?.close(); });
  const total = () => w.bot.experience.points ?? 0;

  async function hold(name: string): Promise<void> {
    const item = await waitFor(`${name} in inventory`, () => w.bot.inventory.items().find((i: any) => i.name === name));
    await w.bot.equip(item, 'hand');
    await waitFor(`${name} held`, () => w.bot.heldItem?.name === name && w.player.inventory.slots[36 + w.player.heldItemSlot]?.name === name);
  }

  it('diamond ore gives 3–7 points with an iron pickaxe, none with silk touch', async () => {
    await w.ok('/give @s minecraft:iron_pickaxe 1');
    await hold('iron_pickaxe');
    const f = feet(w.bot);
    await w.ok('/setblock ~1 ~ ~ minecraft:diamond_ore');
    let block = await waitFor('ore', () => { const b = w.bot.blockAt(f.offset(1, 0, 0)); return b?.name === 'diamond_ore' ? b : null; });
    await w.bot.dig(block, true);
    await waitFor('points', () => total() >= 3);
    const got = total();
    assert.ok(got >= 3 && got <= 7, `diamond ore gave ${got}`);
    await w.run('/clear @s');
    await w.ok('/give @s minecraft:iron_pickaxe{Enchantments:[{id:"minecraft:silk_touch",lvl:1s}]} 1');
    await hold('iron_pickaxe');
    await w.ok('/setblock ~1 ~ ~ minecraft:diamond_ore');
    block = await waitFor('ore', () => { const b = w.bot.blockAt(f.offset(1, 0, 0)); return b?.name === 'diamond_ore' ? b : null; });
    await w.bot.dig(block, true);
    await waitFor('mined twice', () => w.server.stats.get('Earner', 'mined', 'diamond_ore') === 2);
    await sleep(300);
    assert.equal(total(), got, 'silk touch: no experience');
  });

  it('killing a zombie gives 5 points; smelting gold ore gives 1 when the ingot is taken', async () => {
    const start = total();
    await w.ok('/give @s minecraft:netherite_sword 1');
    await hold('netherite_sword');
    await w.ok('/summon minecraft:zombie ~2 ~ ~ {NoAI:1b}');
    const zombie = await waitFor('zombie', () => w.bot.nearestEntity((e: any) => e.name === 'zombie'));
    for (let i = 0; i < 6 && w.server.stats.get('Earner', 'killed', 'zombie') === 0; i++) {
      await w.bot.lookAt(zombie.position.offset(0, 1.5, 0), true);
      w.bot.attack(zombie);
      await sleep(700);
    }
    await waitFor('killed', () => w.server.stats.get('Earner', 'killed', 'zombie') === 1);
    await waitFor('5 points', () => total() === start + 5);

    await w.ok('/give @s minecraft:coal 1');
    await w.ok('/give @s minecraft:gold_ore 1');
    const f = feet(w.bot);
    await w.ok('/setblock ~-2 ~ ~-1 minecraft:furnace');
    const block = await waitFor('furnace', () => { const b = w.bot.blockAt(f.offset(-2, 0, -1)); return b?.name === 'furnace' ? b : null; });
    await waitFor('coal and ore', () => itemCount(w.bot, 'coal') === 1 && itemCount(w.bot, 'gold_ore') === 1);
    const furnace = await w.bot.openFurnace(block);
    await furnace.putFuel(w.bot.registry.itemsByName.coal.id, null, 1);
    await furnace.putInput(w.bot.registry.itemsByName.gold_ore.id, null, 1);
    await waitFor('an ingot', () => furnace.outputItem()?.name === 'gold_ingot', 20000);
    assert.equal(total(), start + 5, 'nothing before it is taken');
    await furnace.takeOutput();
    furnace.close();
    await waitFor('1 point for the ingot', () => total() === start + 6);
  });
});
