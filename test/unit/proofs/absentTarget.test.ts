import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { proofs, reach, stat, target, task, VAULT } from './helpers';

const ARENA = '/fill ~-6 ~-1 ~-6 ~6 ~3 ~6 minecraft:bedrock hollow';

test('absent-target: no sheep in a sealed bedrock arena with cows', () => {
  const text = task([ARENA, '/summon minecraft:cow ~4 ~ ~4', '/summon minecraft:cow ~-4 ~ ~3', '/give @s minecraft:iron_sword']);
  const p = proofs(text, [stat('killed', ['sheep'])]);
  assert.deepEqual(p.map((x) => [x.cause, x.command]), [['absent-target', 0]]);
  assert.match(p[0].reason, /no sheep in the room/);
  assert.match(p[0].reason, /the room has cow/);
});

test('absent-target: a mooshroom to reach, lapis ore to mine where lapis blocks were placed', () => {
  assert.equal(proofs(task([ARENA, '/summon minecraft:cow ~4 ~ ~4']), [reach(target('entity', ['mooshroom']))])[0]?.cause, 'absent-target');
  const p = proofs(task([VAULT, '/fill ~2 ~ ~-2 ~2 ~1 ~2 minecraft:lapis_block', '/give @s minecraft:iron_pickaxe']), [stat('mined', ['lapis_ore'])]);
  assert.equal(p[0]?.cause, 'absent-target');
});

test('absent-target: walls, floor and roof placed by several commands seal the agent too', () => {
  const walls = [
    '/fill ~-3 ~-1 ~-3 ~3 ~-1 ~3 minecraft:barrier', '/fill ~-3 ~3 ~-3 ~3 ~3 ~3 minecraft:barrier',
    '/fill ~-3 ~ ~-3 ~3 ~2 ~-3 minecraft:barrier', '/fill ~-3 ~ ~3 ~3 ~2 ~3 minecraft:barrier',
    '/fill ~-3 ~ ~-3 ~-3 ~2 ~3 minecraft:barrier', '/fill ~3 ~ ~-3 ~3 ~2 ~3 minecraft:barrier',
  ];
  const cleared = '/fill ~-2 ~ ~-2 ~2 ~2 ~2 minecraft:air';
  const p = proofs(task([...walls, cleared, '/summon minecraft:pig ~1 ~ ~1']), [stat('killed', ['sheep'])]);
  assert.equal(p[0]?.cause, 'absent-target');
  assert.match(p[0].reason, /barrier/);
  // One wall missing: the agent walks out.
  assert.deepEqual(proofs(task([...walls.slice(0, 5), cleared, '/summon minecraft:pig ~1 ~ ~1']), [stat('killed', ['sheep'])]), []);
  // The inside never cleared: it keeps whatever the world had there (grass, a tree, ore), so no claim.
  assert.deepEqual(proofs(task([...walls, '/summon minecraft:pig ~1 ~ ~1']), [stat('killed', ['sheep'])]), []);
});

test('absent-target: a teleport out of the vault, or relative coordinates after it, follow the agent', () => {
  // The fill happens where the agent stands after the teleport: still sealed.
  assert.equal(proofs(task(['/tp @s ~ ~20 ~', VAULT]), [stat('killed', ['sheep'])])[0]?.cause, 'absent-target');
  // The vault is built, then the agent is moved out of it.
  assert.deepEqual(proofs(task([VAULT, '/tp @s ~10 ~ ~']), [stat('killed', ['sheep'])]), []);
  assert.deepEqual(proofs(task([VAULT, '/spreadplayers 0 0 1 10 false @s']), [stat('killed', ['sheep'])]), []);
  assert.deepEqual(proofs(task([VAULT, '/tp @s 100 80 100']), [stat('killed', ['sheep'])]), []);
  // An absolute fill may cut through the walls.
  assert.deepEqual(proofs(task([VAULT, '/fill 0 60 0 20 70 20 minecraft:air']), [stat('killed', ['sheep'])]), []);
});

test('absent-target near misses: an open arena, the target inside, a spawn egg, a buildable golem, a sheep that can be dyed', () => {
  const noProof = (cmds: string[], goal: Parameters<typeof proofs>[1][number]) => assert.deepEqual(proofs(task(cmds), [goal]), [], cmds.join(' | '));
  noProof(['/fill ~-6 ~-1 ~-6 ~6 ~-1 ~6 minecraft:bedrock', '/summon minecraft:cow ~4 ~ ~4'], stat('killed', ['sheep']));
  noProof([ARENA, '/summon minecraft:sheep ~4 ~ ~4'], stat('killed', ['sheep']));
  noProof([ARENA, '/give @s minecraft:sheep_spawn_egg'], stat('killed', ['sheep']));
  noProof([ARENA, '/give @s minecraft:iron_block 4', '/give @s minecraft:carved_pumpkin'], reach(target('entity', ['iron_golem'])));
  noProof([ARENA, '/summon minecraft:sheep ~4 ~ ~4 {Color:0b}', '/give @s minecraft:blue_dye'], reach(target('entity', ['sheep'], 'blue')));
  noProof([ARENA, '/summon minecraft:sheep ~4 ~ ~4'], reach(target('entity', ['sheep'], 'blue')));
  // A summon at absolute coordinates may be inside: no claim.
  noProof([ARENA, '/summon minecraft:sheep 10 64 10'], stat('killed', ['sheep']));
  // Blocks made in place are never claimed absent; a stripped log comes from a log and an axe.
  noProof([VAULT, '/setblock ~2 ~-1 ~ minecraft:dirt', '/give @s minecraft:stone_hoe'], stat('used', ['wheat_seeds'], { on: target('block', ['farmland']) }));
  noProof([VAULT, '/give @s minecraft:oak_log', '/give @s minecraft:stone_axe'], reach(target('block', ['stripped_oak_log'])));
  // A zombie in water becomes a drowned.
  noProof([ARENA, '/summon minecraft:zombie ~2 ~ ~', '/setblock ~-2 ~ ~ minecraft:water'], stat('killed', ['drowned']));
  // Stone floor inside, not peaceful: a zombie may spawn in the dark.
  noProof([ARENA, '/fill ~-5 ~ ~-5 ~5 ~ ~5 minecraft:stone'], stat('killed', ['zombie']));
});

test('absent-target: a sheep of another colour with no dye, a librarian among farmers with no lectern', () => {
  assert.equal(proofs(task([ARENA, '/summon minecraft:sheep ~4 ~ ~4 {Color:14b}']), [reach(target('entity', ['sheep'], 'blue'))])[0]?.cause, 'absent-target');
  const farmer = '/summon minecraft:villager ~3 ~ ~ {VillagerData:{profession:"minecraft:farmer",level:2,type:"minecraft:plains"}}';
  const goal = stat('custom', ['talked_to_villager'], { on: target('entity', ['villager'], 'librarian') });
  assert.equal(proofs(task([ARENA, farmer]), [goal])[0]?.cause, 'absent-target');
  const jobless = '/summon minecraft:villager ~3 ~ ~ {VillagerData:{profession:"minecraft:none",level:1,type:"minecraft:plains"}}';
  assert.deepEqual(proofs(task([ARENA, jobless, '/setblock ~-3 ~ ~ minecraft:lectern']), [goal]), []);
});

test('absent-target: a custom counter counted at a block the room lacks (open_barrel with only a chest, pot_flower with no pot)', () => {
  const p = proofs(task([ARENA, '/setblock ~3 ~ ~ minecraft:chest']), [stat('custom', ['open_barrel'])]);
  assert.equal(p[0]?.cause, 'absent-target');
  assert.match(p[0].reason, /no barrel/);
  assert.equal(proofs(task([VAULT, '/give @s minecraft:poppy']), [stat('custom', ['pot_flower'])])[0]?.cause, 'absent-target');
  // Near misses: planks to craft a barrel, bricks to craft a pot, an open world.
  assert.deepEqual(proofs(task([ARENA, '/give @s minecraft:oak_planks 8']), [stat('custom', ['open_barrel'])]), []);
  assert.deepEqual(proofs(task([VAULT, '/give @s minecraft:brick 3', '/give @s minecraft:poppy']), [stat('custom', ['pot_flower'])]), []);
  assert.deepEqual(proofs(task(['/setblock ~3 ~ ~ minecraft:chest']), [stat('custom', ['open_barrel'])]), []);
});
