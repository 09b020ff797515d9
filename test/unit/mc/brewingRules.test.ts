/** The brewing stand's mixes (vanilla 1.16.5 BrewingRecipeRegistry) and the reader's routes built from them. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { brewBottle, brewingRoute, isIngredient } from '../../../server/src/vanilla/brewingRules';
import { POTIONS } from '../../../server/src/model/goals/potions';

test('the mixes of the brief: awkward, the effect ingredients, modifiers, corruption, splash and lingering', () => {
  const water = { item: 'potion', potion: 'water' };
  assert.deepEqual(brewBottle('nether_wart', water), { item: 'potion', potion: 'awkward' });
  assert.deepEqual(brewBottle('fermented_spider_eye', water), { item: 'potion', potion: 'weakness' });
  const awkward = { item: 'potion', potion: 'awkward' };
  const effects: Record<string, string> = {
    sugar: 'swiftness', magma_cream: 'fire_resistance', glistering_melon_slice: 'healing', spider_eye: 'poison', ghast_tear: 'regeneration',
    blaze_powder: 'strength', golden_carrot: 'night_vision', rabbit_foot: 'leaping', pufferfish: 'water_breathing',
    phantom_membrane: 'slow_falling', turtle_helmet: 'turtle_master',
  };
  for (const [ing, potion] of Object.entries(effects)) assert.deepEqual(brewBottle(ing, awkward), { item: 'potion', potion }, ing);
  assert.equal(brewBottle('redstone', { item: 'potion', potion: 'swiftness' })?.potion, 'long_swiftness');
  assert.equal(brewBottle('glowstone_dust', { item: 'potion', potion: 'swiftness' })?.potion, 'strong_swiftness');
  assert.equal(brewBottle('fermented_spider_eye', { item: 'potion', potion: 'night_vision' })?.potion, 'invisibility');
  assert.deepEqual(brewBottle('gunpowder', { item: 'potion', potion: 'healing' }), { item: 'splash_potion', potion: 'healing' });
  assert.deepEqual(brewBottle('dragon_breath', { item: 'splash_potion', potion: 'healing' }), { item: 'lingering_potion', potion: 'healing' });
  assert.equal(brewBottle('dragon_breath', { item: 'potion', potion: 'healing' }), undefined, 'only a splash potion lingers');
});

test('invalid combinations do nothing: no mix, no potion, not an ingredient', () => {
  assert.equal(brewBottle('golden_carrot', { item: 'potion', potion: 'water' }), undefined);
  assert.equal(brewBottle('nether_wart', { item: 'potion', potion: 'awkward' }), undefined);
  assert.equal(brewBottle('nether_wart', { item: 'potion', potion: 'empty' }), undefined, 'the uncraftable potion brews into nothing');
  assert.equal(brewBottle('nether_wart', { item: 'glass_bottle', potion: 'empty' }), undefined);
  assert.equal(isIngredient('dirt'), false);
  assert.equal(isIngredient('nether_wart'), true);
  assert.equal(isIngredient('blaze_powder'), true);
});

test('the reader\'s potions are routes through the stand\'s mixes', () => {
  assert.deepEqual(brewingRoute('fire_resistance'), ['nether_wart', 'magma_cream']);
  assert.deepEqual(brewingRoute('invisibility'), ['nether_wart', 'golden_carrot', 'fermented_spider_eye']);
  assert.deepEqual(brewingRoute('water'), []);
  assert.equal(brewingRoute('luck'), undefined, 'luck is not brewable');
  for (const r of Object.values(POTIONS)) {
    let bottle = { item: 'potion', potion: 'water' };
    for (const ing of [...(r.awkward ? ['nether_wart'] : []), ...r.ingredients]) bottle = brewBottle(ing, bottle)!;
    assert.equal(bottle.potion, r.id);
  }
  assert.deepEqual(POTIONS.slowness.ingredients, ['sugar', 'fermented_spider_eye']);
  assert.deepEqual(POTIONS.harming.ingredients, ['glistering_melon_slice', 'fermented_spider_eye']);
});
