import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { staticProofsOfText as staticProofs } from '../../../server/src/analysis/proofs/contextOfText';
import { proofs, reg, stat, task } from './helpers';

test('no-recipe: bells, saddles, chainmail, tridents, cobwebs, elytra, name tags and the enchanted golden apple cannot be crafted', () => {
  for (const id of ['bell', 'saddle', 'chainmail_chestplate', 'trident', 'cobweb', 'elytra', 'name_tag', 'enchanted_golden_apple']) {
    const p = proofs(task(['/give @s minecraft:iron_ingot 64', '/give @s minecraft:crafting_table']), [stat('crafted', [id])]);
    assert.equal(p.length, 1, id);
    assert.equal(p[0].cause, 'no-recipe');
    assert.equal(p[0].goal, 0);
    assert.match(p[0].reason, new RegExp(`^${id} has no crafting, smelting or smithing recipe in Minecraft 1\\.16\\.5`));
  }
});

test('no-recipe: the second goal is the one proved', () => {
  const p = proofs(task([]), [stat('crafted', ['crafting_table']), stat('crafted', ['bell'])]);
  assert.deepEqual(p.map((x) => [x.goal, x.cause]), [[1, 'no-recipe']]);
});

test('no-recipe near misses: special recipes, smithing, smelting, one craftable object, the special flag, an unknown id', () => {
  const none = (goal: ReturnType<typeof stat>) => assert.deepEqual(proofs(task([]), [goal]), [], goal.objects.join());
  none(stat('crafted', ['firework_rocket']));
  none(stat('crafted', ['firework_star']));
  none(stat('crafted', ['tipped_arrow']));
  none(stat('crafted', ['suspicious_stew']));
  none(stat('crafted', ['filled_map']));
  none(stat('crafted', ['written_book']));
  none(stat('crafted', ['netherite_sword']));
  none(stat('crafted', ['cooked_beef']));
  none(stat('crafted', ['bell', 'lantern']));
  none(stat('crafted', ['bell'], { specialRecipe: true }));
  none(stat('crafted', ['not_an_item']));
});

test('no-recipe near miss: two tridents given can be repaired into one in the crafting grid', () => {
  assert.deepEqual(proofs(task(['/give @s minecraft:trident 2']), [stat('crafted', ['trident'])]), []);
});

test('staticProofs never throws: text that is not a task still gets its no-recipe proof, and no refused lines', () => {
  const r = staticProofs('{{{ not: [yaml', [stat('crafted', ['saddle'])], reg);
  assert.deepEqual(r.proofs.map((p) => p.cause), ['no-recipe']);
  assert.deepEqual(r.rejected, []);
});
