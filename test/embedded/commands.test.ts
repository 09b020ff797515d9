import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Vec3 } from 'vec3';
import { exitWhenDone, feet, gameSleep, itemCount, startWorld, waitFor, World } from './helpers';

exitWhenDone();

describe('commands behave as in vanilla 1.16.5 (seen by a mineflayer bot)', () => {
  let w: World;
  before(async () => { w = await startWorld('Cmd'); });
  after(async () => { await w?.close(); });

  const near = (type: string, pos: Vec3, tol = 0.6) => Object.values<any>(w.bot.entities)
    .find((e) => e.name === type && e.position.distanceTo(pos) <= tol);

  it('/give adds counts and NBT; a leading slash is optional', async () => {
    assert.match(await w.ok('/give @s minecraft:cobblestone 70'), /Gave 70 \[Cobblestone\] to Cmd/);
    await w.ok('give Cmd minecraft:bow{Enchantments:[{id:"minecraft:power",lvl:2}]} 1');
    await waitFor('cobblestone and bow', () => itemCount(w.bot, 'cobblestone') === 70 && itemCount(w.bot, 'bow') === 1);
    const bow = w.bot.inventory.slots.find((s: any) => s?.name === 'bow');
    assert.deepEqual(bow.enchants, [{ name: 'power', lvl: 2 }]);
    assert.equal(w.bot.inventory.slots.filter((s: any) => s?.name === 'cobblestone').length, 2, '70 = 64 + 6 in two stacks');
  });

  it('/clear removes items (all, or up to a count) and fails when there is nothing to clear', async () => {
    await w.ok('/give @s minecraft:dirt 10');
    await waitFor('dirt', () => itemCount(w.bot, 'dirt') === 10);
    assert.match(await w.ok('/clear @s minecraft:dirt 4'), /Removed 4 items/);
    await waitFor('6 dirt left', () => itemCount(w.bot, 'dirt') === 6);
    await w.ok('/clear @s minecraft:dirt');
    await waitFor('no dirt', () => itemCount(w.bot, 'dirt') === 0);
    const r = await w.run('/clear @s minecraft:dirt');
    assert.equal(r.ok, false);
    assert.match(r.reply, /No items were found/);
  });

  it('/replaceitem fills armor, main-hand and hotbar slots', async () => {
    await w.ok('/replaceitem entity @s armor.head minecraft:iron_helmet');
    await w.ok('/replaceitem entity @s armor.chest minecraft:iron_chestplate');
    await w.ok('/replaceitem entity @s weapon.mainhand minecraft:iron_sword');
    await w.ok('/replaceitem entity @s hotbar.8 minecraft:bread 5');
    await waitFor('armor and weapon', () => w.bot.inventory.slots[5]?.name === 'iron_helmet' &&
      w.bot.inventory.slots[6]?.name === 'iron_chestplate' && w.bot.heldItem?.name === 'iron_sword' &&
      w.bot.inventory.slots[44]?.name === 'bread' && w.bot.inventory.slots[44]?.count === 5);
    const bad = await w.run('/replaceitem entity @s armor.tail minecraft:iron_helmet');
    assert.equal(bad.ok, false);
  });

  it('/replaceitem block fills a chest the bot can open', async () => {
    const f = feet(w.bot);
    await w.ok('/setblock ~-2 ~ ~1 minecraft:chest');
    await w.ok('/replaceitem block ~-2 ~ ~1 container.4 minecraft:diamond 3');
    const notContainer = await w.run('/replaceitem block ~ ~-1 ~ container.0 minecraft:diamond');
    assert.equal(notContainer.ok, false);
    assert.match(notContainer.reply, /not a container/);
    const chestBlock = await waitFor('chest', () => { const b = w.bot.blockAt(f.offset(-2, 0, 1)); return b?.name === 'chest' ? b : null; });
    const chest = await w.bot.openContainer(chestBlock);
    const slot = chest.containerItems().find((i: any) => i.name === 'diamond');
    assert.ok(slot && slot.count === 3 && slot.slot === 4);
    await chest.withdraw(w.bot.registry.itemsByName.diamond.id, null, 3);
    chest.close();
    await waitFor('diamonds taken out', () => itemCount(w.bot, 'diamond') === 3);
    await w.ok('/clear @s minecraft:diamond');
  });

  it('/enchant enchants the held item and refuses an unsuitable enchantment', async () => {
    await w.ok('/enchant @s minecraft:sharpness 2');
    await waitFor('sharp sword', () => w.bot.heldItem?.enchants?.some((e: any) => e.name === 'sharpness' && e.lvl === 2));
    const r = await w.run('/enchant @s minecraft:power 1');
    assert.equal(r.ok, false);
    assert.match(r.reply, /cannot support/);
  });

  it('/setblock uses the default state, explicit states and the keep/replace modes', async () => {
    const f = feet(w.bot);
    await w.ok('/setblock ~3 ~ ~ minecraft:oak_log');
    await w.ok('/setblock ~3 ~1 ~ minecraft:oak_log[axis=x]');
    await w.ok('/setblock ~3 ~2 ~ minecraft:furnace');
    await waitFor('logs placed', () => w.bot.blockAt(f.offset(3, 1, 0))?.name === 'oak_log' && w.bot.blockAt(f.offset(3, 2, 0))?.name === 'furnace');
    assert.equal(w.bot.blockAt(f.offset(3, 0, 0)).getProperties().axis, 'y', 'default state of oak_log is axis=y');
    assert.equal(w.bot.blockAt(f.offset(3, 1, 0)).getProperties().axis, 'x');
    assert.equal(w.bot.blockAt(f.offset(3, 2, 0)).getProperties().facing, 'north', 'furnace default facing');
    const keep = await w.run('/setblock ~3 ~ ~ minecraft:stone keep');
    assert.equal(keep.ok, false, 'keep does not replace a non-air block');
    const badState = await w.run('/setblock ~3 ~ ~ minecraft:oak_log[axis=w]');
    assert.equal(badState.ok, false);
    assert.match(badState.reply, /axis/);
    const unknown = await w.run('/setblock ~3 ~ ~ minecraft:unobtainium');
    assert.equal(unknown.ok, false);
  });

  it('/fill replaces, hollows, outlines, keeps, filters and destroys', async () => {
    const f = feet(w.bot);
    const at = (dx: number, dy: number, dz: number) => w.bot.blockAt(f.offset(dx, dy, dz))?.name;
    await w.ok('/fill ~-6 ~ ~-6 ~-4 ~2 ~-4 minecraft:stone');
    await waitFor('stone cube', () => at(-5, 1, -5) === 'stone' && at(-6, 0, -6) === 'stone' && at(-4, 2, -4) === 'stone');
    await w.ok('/fill ~-6 ~ ~-6 ~-4 ~2 ~-4 minecraft:glass hollow');
    await waitFor('hollow glass', () => at(-5, 1, -5) === 'air' && at(-6, 0, -6) === 'glass');
    await w.ok('/fill ~-6 ~ ~-6 ~-4 ~2 ~-4 minecraft:gold_block replace minecraft:glass');
    await waitFor('gold shell', () => at(-6, 0, -6) === 'gold_block' && at(-5, 1, -5) === 'air');
    await w.ok('/fill ~-6 ~ ~-6 ~-4 ~2 ~-4 minecraft:diamond_block keep');
    await waitFor('keep filled only the air', () => at(-5, 1, -5) === 'diamond_block' && at(-6, 0, -6) === 'gold_block');
    await w.ok('/fill ~-7 ~ ~-7 ~-3 ~2 ~-3 minecraft:oak_planks outline');
    await waitFor('outline', () => at(-7, 1, -5) === 'oak_planks' && at(-5, 1, -5) === 'diamond_block');
    await w.ok('/fill ~-7 ~-5 ~-7 ~-3 ~-4 ~-3 minecraft:gold_ore replace #minecraft:base_stone_overworld');
    await waitFor('tag filter', () => at(-5, -5, -5) === 'gold_ore' && at(-5, -4, -5) === 'dirt');
    assert.equal((await w.run('/fill ~ ~-1 ~ ~ ~-1 ~ minecraft:sand replace #minecraft:no_such_tag')).ok, false);
    await w.ok('/fill ~-7 ~ ~-7 ~-7 ~ ~-7 minecraft:air destroy');
    await waitFor('destroyed block dropped its item', () => at(-7, 0, -7) === 'air' &&
      Object.values<any>(w.bot.entities).some((e) => e.name === 'item' && e.position.distanceTo(f.offset(-6.5, 0.5, -6.5)) < 3));
    const tooBig = await w.run('/fill ~ ~ ~ ~40 ~40 ~40 minecraft:stone');
    assert.equal(tooBig.ok, false);
    assert.match(tooBig.reply, /Too many blocks/);
    await w.ok('/fill ~-7 ~ ~-7 ~-3 ~2 ~-3 minecraft:air');
  });

  it('/execute as|at|positioned|if|unless ... run recurses into fill, setblock and summon', async () => {
    const f = feet(w.bot);
    await w.ok('/execute as @p at @s run fill ~2 ~ ~2 ~3 ~1 ~3 minecraft:iron_ore');
    await waitFor('iron ore', () => w.bot.blockAt(f.offset(2, 0, 2))?.name === 'iron_ore' && w.bot.blockAt(f.offset(3, 1, 3))?.name === 'iron_ore');
    await w.ok('/execute positioned ~ ~3 ~ run setblock ~ ~ ~-3 minecraft:emerald_block');
    await waitFor('emerald', () => w.bot.blockAt(f.offset(0, 3, -3))?.name === 'emerald_block');
    await w.ok('/execute if block ~2 ~ ~2 minecraft:iron_ore run setblock ~-2 ~ ~2 minecraft:gold_block');
    await waitFor('conditional setblock', () => w.bot.blockAt(f.offset(-2, 0, 2))?.name === 'gold_block');
    const failed = await w.run('/execute unless block ~2 ~ ~2 minecraft:iron_ore run setblock ~-2 ~1 ~2 minecraft:gold_block');
    assert.equal(failed.ok, true, 'a failed condition is not an error');
    assert.equal(w.bot.blockAt(f.offset(-2, 1, 2))?.name, 'air');
    await w.ok('/execute at @s run summon minecraft:cow ~ ~ ~-4');
    await waitFor('cow', () => near('cow', f.offset(0.5, 0, -3.5)));
    await w.ok('/execute if entity @e[type=cow,distance=..6] run setblock ~2 ~2 ~ minecraft:stone');
    await waitFor('if entity', () => w.bot.blockAt(f.offset(2, 2, 0))?.name === 'stone');
    const bad = await w.run('/execute as @p at @s run fill ~ ~ ~ ~ ~ ~ minecraft:not_a_block');
    assert.equal(bad.ok, false, 'an error in the command after run is reported');
    await w.ok('/kill @e[type=cow]');
  });

  it('/summon handles relative and local coordinates and keeps NBT', async () => {
    const f = feet(w.bot);
    const base = w.bot.entity.position.clone();
    await w.ok('/summon minecraft:sheep ~2 ~ ~ {Color:14}');
    const sheep = await waitFor('red sheep', () => near('sheep', base.offset(2, 0, 0)));
    await waitFor('sheep color metadata', () => sheep.metadata[16] === 14);
    // mineflayer's yaw π is vanilla's yaw 0 (facing south): ^ ^ ^3 is three blocks towards +z.
    await w.bot.look(Math.PI, 0, true);
    await gameSleep(150);
    await w.ok('/execute at @s run summon minecraft:spider ^ ^ ^3');
    await waitFor('spider 3 blocks ahead', () => near('spider', base.offset(0, 0, 3)));
    await w.ok('/summon minecraft:villager ~-2 ~ ~2 {VillagerData:{profession:"minecraft:farmer",level:2,type:"minecraft:plains"}}');
    const v = await waitFor('villager', () => near('villager', base.offset(-2, 0, 2)));
    await waitFor('villager data', () => v.metadata[17]?.villagerProfession === 5 && v.metadata[17]?.level === 2);
    await w.ok(`/summon minecraft:zombie ${f.x + 5} ${f.y} ${f.z}`);
    await waitFor('zombie at absolute coords (centered)', () => near('zombie', new Vec3(f.x + 5.5, f.y, f.z + 0.5)));
    const server = w.server.serv;
    const sv = Object.values<any>(server.entities).find((e) => e.name === 'villager');
    assert.equal(sv.nbt.VillagerData.profession, 'minecraft:farmer', 'NBT stored on the entity');
    // Summoned in the air (MineStudio's summon_mobs uses ~3): the bot sees it where it lands, not floating.
    await w.ok('/summon minecraft:pig ~3 ~3 ~-3');
    await waitFor('pig on the ground', () => near('pig', base.offset(3, 0, -3)));
    await w.ok('/kill @e[type=pig]');
    const bad = await w.run('/summon minecraft:dragonfly ~ ~ ~');
    assert.equal(bad.ok, false);
    const mixed = await w.run('/summon minecraft:pig ~ ~ ^1');
    assert.equal(mixed.ok, false);
    assert.match(mixed.reply, /mix/);
  });

  it('/kill with selectors (type, limit, sort, distance, name) removes the right entities', async () => {
    await w.ok('/summon minecraft:chicken ~1 ~ ~-1');
    await w.ok('/summon minecraft:chicken ~6 ~ ~-6');
    await waitFor('two chickens', () => Object.values<any>(w.bot.entities).filter((e) => e.name === 'chicken').length === 2);
    assert.match(await w.ok('/kill @e[type=chicken,sort=nearest,limit=1]'), /Killed Chicken/);
    await waitFor('nearest chicken gone', () => {
      const left = Object.values<any>(w.bot.entities).filter((e) => e.name === 'chicken');
      return left.length === 1 && left[0].position.distanceTo(w.bot.entity.position) > 5;
    });
    const none = await w.run('/kill @e[type=chicken,distance=..2]');
    assert.equal(none.ok, false);
    assert.match(none.reply, /No entity was found/);
    await w.ok('/kill @e[type=minecraft:chicken,distance=5..]');
    await waitFor('all chickens gone', () => !Object.values<any>(w.bot.entities).some((e) => e.name === 'chicken'));
    assert.equal((await w.run('/kill @e[type=unicorn]')).ok, false, 'unknown entity type');
    assert.equal((await w.run('/kill @e[name=Cmd,type=!player]')).ok, false);
    await w.ok('/kill @e[type=!player]');
    await waitFor('only the player left', () => Object.values<any>(w.bot.entities).every((e) => e.type === 'player' || e.name === 'item'));
  });

  it('/time set|add moves bot.time.timeOfDay', async () => {
    await w.ok('/time set night');
    await waitFor('night', () => Math.abs(w.bot.time.timeOfDay - 13000) < 100);
    await w.ok('/time set midnight');
    await waitFor('midnight', () => Math.abs(w.bot.time.timeOfDay - 18000) < 100);
    await w.ok('/time add 1000');
    await waitFor('19000', () => Math.abs(w.bot.time.timeOfDay - 19000) < 100);
    await w.ok('/time set noon');
    await waitFor('noon', () => Math.abs(w.bot.time.timeOfDay - 6000) < 100);
    await w.ok('/time set 500');
    await waitFor('500', () => Math.abs(w.bot.time.timeOfDay - 500) < 100);
    await w.ok('/time set day');
    await waitFor('day', () => Math.abs(w.bot.time.timeOfDay - 1000) < 100);
    assert.equal((await w.run('/time set dusk')).ok, false);
  });

  it('/weather rain|thunder|clear is what the bot sees (not swapped)', async () => {
    await w.ok('/weather rain');
    await waitFor('rain', () => w.bot.isRaining === true);
    await w.ok('/weather clear');
    await waitFor('clear', () => w.bot.isRaining === false);
    await w.ok('/weather thunder');
    await waitFor('thunder', () => w.bot.isRaining === true && w.bot.thunderState > 0);
    await w.ok('/weather clear');
    await waitFor('clear again', () => w.bot.isRaining === false);
  });

  it('/effect give|clear (1.13+ form) reaches the bot; the old form is an error', async () => {
    await w.ok('/effect give @s minecraft:night_vision 99999 1 true');
    await w.ok('/effect give @s minecraft:speed 30 255');
    await waitFor('effects', () => w.bot.entity.effects[16]?.amplifier === 1 && w.bot.entity.effects[1] !== undefined);
    await w.ok('/effect clear @s minecraft:speed');
    await waitFor('speed removed', () => w.bot.entity.effects[1] === undefined && w.bot.entity.effects[16] !== undefined);
    await w.ok('/effect clear @s');
    await waitFor('all removed', () => Object.keys(w.bot.entity.effects).length === 0);
    const old = await w.run('/effect @s minecraft:speed 10 1');
    assert.equal(old.ok, false);
    assert.equal((await w.run('/effect give @s minecraft:flying 10')).ok, false);
  });

  it('/tp and /teleport move the bot (relative, absolute, to an entity)', async () => {
    const start = w.bot.entity.position.clone();
    await w.ok('/tp @s ~2 ~ ~-1');
    await waitFor('relative tp', () => w.bot.entity.position.distanceTo(start.offset(2, 0, -1)) < 0.01);
    await w.ok('/teleport 10 64 10');
    await waitFor('absolute tp (block centre)', () => w.bot.entity.position.distanceTo(new Vec3(10.5, 64, 10.5)) < 0.01);
    await w.ok('/summon minecraft:armor_stand 3 64 3');
    await w.ok('/tp @p @e[type=armor_stand,limit=1]');
    await waitFor('tp to entity', () => w.bot.entity.position.distanceTo(new Vec3(3.5, 64, 3.5)) < 0.01);
    await w.ok('/kill @e[type=armor_stand]');
    await w.ok('/tp @s 0.5 64 0.5');
    await waitFor('back', () => w.bot.entity.position.distanceTo(new Vec3(0.5, 64, 0.5)) < 0.01);
  });

  it('/gamemode, /difficulty, /gamerule and /spawnpoint', async () => {
    await w.ok('/gamemode creative');
    await waitFor('creative', () => w.bot.game.gameMode === 'creative');
    await w.ok('/gamemode survival @s');
    await waitFor('survival', () => w.bot.game.gameMode === 'survival');
    assert.equal((await w.run('/gamemode 1')).ok, false, 'numeric game modes are not 1.16 syntax');
    // mineflayer 4.39 cannot name the difficulty minecraft-data 3.117 decodes (also against vanilla): read the packet.
    let seen: unknown;
    w.bot._client.on('difficulty', (p: any) => { seen = p.difficulty; });
    await w.ok('/difficulty hard');
    await waitFor('hard', () => seen === 'hard' || seen === 3);
    await w.ok('/difficulty peaceful');
    await waitFor('peaceful', () => seen === 'peaceful' || seen === 0);
    assert.equal((await w.run('/difficulty peaceful')).ok, false, 'no change is an error, as in vanilla');
    assert.match(await w.ok('/gamerule doDaylightCycle false'), /now set to: false/);
    assert.equal(w.server.serv.doDaylightCycle, false);
    assert.equal((await w.run('/gamerule doDaylightCycle maybe')).ok, false);
    assert.equal((await w.run('/gamerule noSuchRule true')).ok, false);
    await w.ok('/spawnpoint @s 4 64 4');
    await waitFor('spawn point', () => w.bot.spawnPoint && w.bot.spawnPoint.x === 4 && w.bot.spawnPoint.z === 4);
  });

  it('unknown commands and bad syntax reply with an error, never silently', async () => {
    for (const c of ['/frobnicate', '/give @s', '/give @z minecraft:stone', '/fill ~ ~ ~ minecraft:stone', '/summon',
      '/give @s minecraft:stone{Broken:', '/tp', '/weather sunny', '/execute run', '/execute as @e[type=creeper] run kill @s']) {
      const r = await w.run(c);
      assert.equal(r.ok, false, `${c} should fail`);
      assert.ok(r.reply.length > 0, `${c} should say why`);
    }
  });

  it('commands typed in chat by the bot run too and answer in chat', async () => {
    const reply = new Promise<string>((resolve) => {
      const onMsg = (m: any) => { const t = m.toString(); if (/Gave 3/.test(t)) { w.bot.off('message', onMsg); resolve(t); } };
      w.bot.on('message', onMsg);
    });
    w.bot.chat('/give @s minecraft:apple 3');
    assert.match(await reply, /Gave 3 \[Apple\] to Cmd/);
    await waitFor('apples', () => itemCount(w.bot, 'apple') === 3);
  });
});
