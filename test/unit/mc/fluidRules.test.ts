/**
 * The vanilla 1.16.5 facts behind buckets, flowing fluids, drinking and
 * splash potions (vanilla/fluidRules.ts, vanilla/consumeRules.ts, vanilla/potionRules.ts),
 * and the goal reader's bucket phrases.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canFill, fluidKind, fluidOfLevel, lavaMeetsWater, levelOfFluid } from '../../../server/src/vanilla/fluidRules';
import { ALWAYS_CONSUMABLE, canConsume, useTicks } from '../../../server/src/vanilla/consumeRules';
import { instantAmount, potionEffects, potionIdOf, splashProximity, splashTicks } from '../../../server/src/vanilla/potionRules';
import { readTextGoals } from '../../../server/src/model/goals';
import { getRegistry } from '../../../server/src/vanilla/registry';

describe('fluid facts', () => {
  it('a fluid block level encodes the fluid state and back (FluidBlock.getFluidState)', () => {
    assert.deepEqual(fluidOfLevel('water', 0), { name: 'water', amount: 8, source: true, falling: false });
    assert.deepEqual(fluidOfLevel('water', 1), { name: 'water', amount: 7, source: false, falling: false });
    assert.deepEqual(fluidOfLevel('lava', 9), { name: 'lava', amount: 8, source: false, falling: true });
    for (let level = 0; level <= 8; level++) assert.equal(levelOfFluid(fluidOfLevel('water', level)), level);
  });
  it('water: every 5 ticks, 7 blocks; lava: every 30 ticks, 3 blocks (10 ticks, 7 blocks in the nether)', () => {
    assert.deepEqual(fluidKind('water', false), { tickRate: 5, decrease: 1, slopeDistance: 4, infinite: true });
    assert.deepEqual(fluidKind('lava', false), { tickRate: 30, decrease: 2, slopeDistance: 2, infinite: false });
    assert.equal(fluidKind('lava', true).tickRate, 10);
  });
  it('fluids fill air and plants, never signs, ladders, sugar cane or solid blocks', () => {
    assert.ok(canFill('air', 'empty') && canFill('dandelion', 'empty') && canFill('torch', 'empty'));
    assert.ok(!canFill('oak_sign', 'empty') && !canFill('sugar_cane', 'empty') && !canFill('stone', 'block') && !canFill('ladder', 'block'));
  });
  it('water hardens a lava source into obsidian, flowing lava into cobblestone', () => {
    assert.equal(lavaMeetsWater(fluidOfLevel('lava', 0)), 'obsidian');
    assert.equal(lavaMeetsWater(fluidOfLevel('lava', 2)), 'cobblestone');
  });
});

describe('consuming facts', () => {
  it('a full bar refuses plain food; always-edible food, potions, milk and honey are consumed; creative eats anything', () => {
    assert.equal(canConsume('bread', true, 20, false), false);
    assert.equal(canConsume('bread', true, 19, false), true);
    assert.equal(canConsume('suspicious_stew', true, 20, false), false, 'suspicious stew is not always edible in 1.16.5');
    for (const item of ['golden_apple', 'enchanted_golden_apple', 'chorus_fruit']) assert.equal(canConsume(item, true, 20, false), true, item);
    for (const item of ['potion', 'milk_bucket']) assert.equal(canConsume(item, false, 20, false), true, item);
    assert.equal(canConsume('honey_bottle', true, 20, false), true);
    assert.equal(canConsume('bread', true, 20, true), true);
    assert.equal(canConsume('stone', false, 0, false), false);
    assert.ok(!ALWAYS_CONSUMABLE.has('splash_potion'));
  });
  it('use times: 32 ticks, honey 40, dried kelp 16', () => {
    assert.deepEqual(['bread', 'potion', 'milk_bucket', 'honey_bottle', 'dried_kelp'].map(useTicks), [32, 32, 32, 40, 16]);
  });
});

describe('potion facts', () => {
  it('potion ids and effects (Potions)', () => {
    assert.equal(potionIdOf('minecraft:harming'), 'harming');
    assert.equal(potionIdOf(undefined), 'empty');
    assert.deepEqual(potionEffects('water'), []);
    assert.deepEqual(potionEffects('strong_poison'), [{ effect: 'poison', ticks: 432, amplifier: 1 }]);
    assert.deepEqual(potionEffects('swiftness'), [{ effect: 'speed', ticks: 3600, amplifier: 0 }]);
  });
  it('instant amounts scale with the splash distance: (int)(p × (base << a) + 0.5)', () => {
    assert.equal(instantAmount('instant_damage', 0, 1), 6);
    assert.equal(instantAmount('instant_health', 0, 1), 4);
    assert.equal(instantAmount('instant_damage', 1, 1), 12);
    assert.equal(instantAmount('instant_damage', 0, splashProximity(2, false)), 3);
    assert.equal(splashProximity(4, false), 0);
    assert.equal(splashProximity(3.9, true), 1);
    assert.equal(splashTicks(3600, 0.5), 1800);
  });
});

describe('bucket phrases', () => {
  const reg = getRegistry('1.16.5');
  const items = (text: string) => readTextGoals(text, reg).goals.flatMap((g) => (g.kind === 'have' ? g.items : []));
  it('"fill the bucket with lava" asks for a lava bucket, "fill a bucket" for water', () => {
    assert.deepEqual(items('fill the bucket with lava'), ['lava_bucket']);
    assert.deepEqual(items('fill a bucket'), ['water_bucket']);
    assert.deepEqual(items('fill the bucket with water'), ['water_bucket']);
  });
});
