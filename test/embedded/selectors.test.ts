/**
 * The 1.16 selector options and the commands the embedded server now runs
 * from the checker's parse (tag, scoreboard, experience, execute store and
 * if score|blocks), asserted in the world the bot sees: a gold block appears
 * above each entity a selector picks.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exitWhenDone, feet, startWorld, waitFor, World } from './helpers';

exitWhenDone();

describe('selectors and scoreboard commands act on the world (seen by a mineflayer bot)', () => {
  let w: World;
  let f: any;
  /** Where the test entities stand: a named, tagged, scored pig near the bot; a cow farther away. */
  const spots: Record<string, any> = {};
  before(async () => {
    w = await startWorld('Sel');
    f = feet(w.bot);
    spots.pig = f.offset(3, 0, 0);
    spots.cow = f.offset(0, 0, -7);
    spots.bot = f;
    await w.ok(`/summon minecraft:pig ${spots.pig.x} ${f.y} ${spots.pig.z} {CustomName:'"Bob"',NoAI:1b,Tags:["born"]}`);
    await w.ok(`/summon minecraft:cow ${spots.cow.x} ${f.y} ${spots.cow.z}`);
    await waitFor('pig and cow', () => ['pig', 'cow'].every((n) => Object.values<any>(w.bot.entities).some((e) => e.name === n)));
  });
  after(async () => { await w?.close(); });

  /** The spots with gold above them once `cmd` has run, then clears them. */
  async function golden(cmd: string): Promise<string[]> {
    const r = await w.run(cmd);
    const sentinel = f.offset(-2, 4, 2);
    // Block updates reach the bot in order: once the sentinel shows, so do the command's blocks.
    await w.ok(`/setblock ${sentinel.x} ${sentinel.y} ${sentinel.z} minecraft:stone`);
    await waitFor('sentinel', () => w.bot.blockAt(sentinel)?.name === 'stone');
    const hit = Object.keys(spots).filter((k) => w.bot.blockAt(spots[k].offset(0, 2, 0))?.name === 'gold_block').sort();
    for (const p of [...Object.values(spots), sentinel.offset(0, -2, 0)]) await w.run(`/setblock ${p.x} ${p.y + 2} ${p.z} minecraft:air`);
    await waitFor('sentinel cleared', () => w.bot.blockAt(sentinel)?.name === 'air');
    assert.ok(r.ok || hit.length === 0, `${cmd} → ${r.reply}`);
    return hit;
  }
  const picks = (sel: string) => golden(`/execute as ${sel} at @s run setblock ~ ~2 ~ minecraft:gold_block`);

  it('type, name, distance, limit and sort', async () => {
    assert.deepEqual(await picks('@e[type=pig]'), ['pig']);
    assert.deepEqual(await picks('@e[type=!player,type=!pig]'), ['cow']);
    assert.deepEqual(await picks('@e[name=Bob]'), ['pig']);
    assert.deepEqual(await picks('@e[name=!Bob,type=!player]'), ['cow']);
    assert.deepEqual(await picks('@e[type=!player,distance=..5]'), ['pig']);
    assert.deepEqual(await picks('@e[type=!player,sort=furthest,limit=1]'), ['cow']);
    assert.deepEqual(await picks('@e[sort=nearest,limit=2]'), ['bot', 'pig']);
  });

  it('x/y/z with dx/dy/dz select a box; nbt matches the summon NBT', async () => {
    const c = spots.cow;
    assert.deepEqual(await picks(`@e[x=${c.x},y=${c.y},z=${c.z},dx=0,dy=1,dz=0]`), ['cow']);
    assert.deepEqual(await picks(`@e[x=${c.x},y=${c.y},z=${c.z},distance=..1]`), ['cow']);
    assert.deepEqual(await picks('@e[nbt={NoAI:1b}]'), ['pig']);
    assert.deepEqual(await picks('@e[type=!player,nbt=!{NoAI:1b}]'), ['cow']);
  });

  it('/tag adds and removes tags that tag= selects (summon Tags included)', async () => {
    assert.deepEqual(await picks('@e[tag=born]'), ['pig']);
    assert.match(await w.ok('/tag @e[type=cow] add marked'), /Added tag 'marked' to Cow/);
    assert.deepEqual(await picks('@e[tag=marked]'), ['cow']);
    assert.deepEqual(await picks('@e[tag=!marked,tag=!born]'), ['bot']);
    assert.deepEqual(await picks('@e[tag=]'), ['bot'], 'tag= (empty) picks entities without tags');
    await w.ok('/tag @e[type=cow] remove marked');
    assert.deepEqual(await picks('@e[tag=marked]'), []);
    assert.equal((await w.run('/tag @e[type=cow] remove marked')).ok, false, 'nothing to remove is an error, as in vanilla');
  });

  it('/scoreboard objectives and player scores drive scores= and execute if score', async () => {
    assert.match(await w.ok('/scoreboard objectives add points dummy'), /Created new objective \[points\]/);
    assert.equal((await w.run('/scoreboard objectives add points dummy')).ok, false);
    await w.ok('/scoreboard players set @e[type=pig] points 5');
    await w.ok('/scoreboard players add @e[type=cow] points 2');
    assert.match(await w.ok('/scoreboard players remove @e[type=cow] points 1'), /now 1/);
    assert.deepEqual(await picks('@e[scores={points=5}]'), ['pig']);
    assert.deepEqual(await picks('@e[scores={points=..3}]'), ['cow']);
    await w.ok('/scoreboard players set #goal points 5');
    assert.deepEqual(await golden('/execute as @e[type=!player] if score @s points = #goal points at @s run setblock ~ ~2 ~ minecraft:gold_block'), ['pig']);
    assert.deepEqual(await golden('/execute as @e[type=!player] unless score @s points matches 5.. at @s run setblock ~ ~2 ~ minecraft:gold_block'), ['cow']);
    await w.ok('/scoreboard players reset @e[type=pig] points');
    assert.deepEqual(await picks('@e[scores={points=5}]'), []);
    await w.ok('/scoreboard objectives remove points');
    assert.equal((await w.run('/scoreboard players set #goal points 1')).ok, false, 'the objective is gone');
  });

  it('execute store result|success score keeps what the command returned', async () => {
    await w.ok('/scoreboard objectives add n dummy');
    for (let i = 0; i < 3; i++) await w.ok(`/summon minecraft:chicken ~-3 ~ ~${i + 2}`);
    await w.ok('/execute store result score #killed n run kill @e[type=chicken]');
    assert.deepEqual(await golden('/execute if score #killed n matches 3 at @e[type=pig] run setblock ~ ~2 ~ minecraft:gold_block'), ['pig']);
    const again = await w.run('/execute store success score #again n run kill @e[type=chicken]');
    assert.equal(again.ok, false, 'no chicken is left to kill');
    assert.deepEqual(await golden('/execute if score #again n matches 0 at @e[type=cow] run setblock ~ ~2 ~ minecraft:gold_block'), ['cow']);
  });

  it('level, gamemode, x_rotation and y_rotation select the player; /experience is what the bot sees', async () => {
    assert.match(await w.ok('/experience set @s 5 levels'), /Set 5 experience levels on Sel/);
    await w.ok('/xp add @s 2 levels');
    await waitFor('level 7', () => w.bot.experience.level === 7);
    assert.deepEqual(await picks('@a[level=7]'), ['bot']);
    assert.deepEqual(await picks('@a[level=..6]'), []);
    assert.deepEqual(await picks('@a[gamemode=survival]'), ['bot']);
    assert.deepEqual(await picks('@a[gamemode=!survival]'), []);
    await w.ok('/tp @s ~ ~ ~ 90 30');
    assert.deepEqual(await picks('@a[y_rotation=80..100,x_rotation=20..40]'), ['bot']);
    assert.deepEqual(await picks('@a[y_rotation=-100..-80]'), []);
    assert.deepEqual(await picks('@e[team=]'), ['bot', 'cow', 'pig'], 'no teams exist: everyone is in no team');
    assert.deepEqual(await picks('@e[team=red]'), []);
  });

  it('execute if blocks compares two regions', async () => {
    const a = f.offset(5, 0, 5);
    const b = f.offset(8, 0, 5);
    await w.ok(`/setblock ${a.x} ${a.y} ${a.z} minecraft:diamond_block`);
    await w.ok(`/setblock ${b.x} ${b.y} ${b.z} minecraft:diamond_block`);
    const same = `${a.x} ${a.y} ${a.z} ${a.x} ${a.y} ${a.z} ${b.x} ${b.y} ${b.z}`;
    assert.deepEqual(await golden(`/execute if blocks ${same} all at @e[type=pig] run setblock ~ ~2 ~ minecraft:gold_block`), ['pig']);
    await w.ok(`/setblock ${b.x} ${b.y} ${b.z} minecraft:emerald_block`);
    assert.deepEqual(await golden(`/execute if blocks ${same} all at @e[type=pig] run setblock ~ ~2 ~ minecraft:gold_block`), []);
  });

  it('a line the checker rejects is refused with the checker message', async () => {
    const r = await w.run('/give @s minecraft:diamond_sword{Enchantments:[{id:"minecraft:sharpness",lvl:5s}]');
    assert.equal(r.ok, false);
    assert.match(r.reply, /Malformed NBT/);
    const s = await w.run('/kill @e[typo=pig]');
    assert.match(s.reply, /Unknown selector argument 'typo'/);
  });
});
