/**
 * The vanilla 1.16.5 damage facts the embedded server and lint share
 * (vanilla/harmRules.ts, vanilla/healthModel.ts): each number checked against the
 * game's formulas.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { afterResistance, EFFECT, effectPeriod, fallDamage, fallTicks, instantDamage, landingOn } from '../../../server/src/vanilla/harmRules';
import { HealthModel, ticksToDeath } from '../../../server/src/vanilla/healthModel';
import { mobProtection, pickupDelayOf } from '../../../server/src/vanilla/targetRules';
import { commandBlockRuns } from '../../../server/src/vanilla/commandBlockRules';

describe('damage facts', () => {
  it('instant damage is 6 << amplifier in Java int arithmetic', () => {
    assert.deepEqual([0, 1, 2, 3].map(instantDamage), [6, 12, 24, 48]);
    assert.equal(instantDamage(31), 0, '6 << 31 overflows to 0');
    assert.equal(instantDamage(29), 0, 'negative after overflow: no damage');
  });
  it('resistance takes 20 % a level, all from level V; not void or /kill', () => {
    assert.equal(afterResistance(10, 0, 'attack'), 8);
    assert.equal(afterResistance(10, 3, 'attack'), 2);
    assert.equal(afterResistance(10, 4, 'attack'), 0);
    assert.equal(afterResistance(10, 255, 'attack'), 0);
    assert.equal(afterResistance(4, 4, 'void'), 4);
  });
  it('falls: distance − 3, hay a fifth, beds halve the distance, water and slime nothing; jump boost lowers it', () => {
    assert.equal(fallDamage(40), 37);
    assert.equal(fallDamage(23), 20);
    assert.equal(fallDamage(3), 0);
    assert.equal(fallDamage(40, landingOn('hay_block')), 8);
    assert.equal(fallDamage(40, landingOn('red_bed')), 17);
    assert.equal(fallDamage(40, landingOn('water')), 0);
    assert.equal(fallDamage(40, landingOn('slime_block')), 0);
    assert.equal(fallDamage(10, landingOn('stone'), 1), 5);
  });
  it('periodic effects: poison 25 >> a, wither 40 >> a, regeneration 50 >> a ticks', () => {
    assert.equal(effectPeriod(EFFECT.poison, 0), 25);
    assert.equal(effectPeriod(EFFECT.wither, 1), 20);
    assert.equal(effectPeriod(EFFECT.regeneration, 6), 0);
  });
  it('a fall from rest: under 2 s for 40 blocks, about a minute for 4,500', () => {
    const t = fallTicks(40);
    assert.ok(t > 30 && t < 40, `${t} ticks`);
    assert.ok(Math.abs(fallTicks(4500) - 1200) < 20);
  });
});

describe('the health model', () => {
  it('the void and lava kill a standing player in under 3 s; a block at the eyes in about 12 s', () => {
    assert.ok(ticksToDeath(new HealthModel(), { void: true }, 1200)! < 60);
    assert.ok(ticksToDeath(new HealthModel(), { lava: true }, 1200)! < 60);
    const wall = ticksToDeath(new HealthModel(), { inWall: true }, 1200)!;
    assert.ok(wall > 200 && wall < 300, `${wall}`);
  });
  it('poison never kills; the hurt cooldown keeps fast poison at 1 a half second', () => {
    const m = new HealthModel();
    m.addEffect(EFFECT.poison, 10, 2400);
    assert.equal(ticksToDeath(m, {}, 2400), undefined);
    assert.equal(m.health > 0, true);
  });
  it('creative takes only the void; fire resistance ignores lava; water breathing keeps air', () => {
    assert.equal(ticksToDeath(new HealthModel({ invulnerable: true }), { lava: true, inWall: true }, 1200), undefined);
    assert.ok(ticksToDeath(new HealthModel({ invulnerable: true }), { void: true }, 1200)! < 60);
    const fireproof = new HealthModel();
    fireproof.addEffect(EFFECT.fireResistance, 0, 1200);
    assert.equal(ticksToDeath(fireproof, { lava: true }, 1200), undefined);
    assert.ok(ticksToDeath(new HealthModel(), { underwater: true }, 1200)! > 300, 'air lasts 15 s first');
    const breather = new HealthModel();
    breather.addEffect(13, 0, 1200);
    assert.equal(ticksToDeath(breather, { underwater: true }, 1200), undefined);
  });
  it('instant damage 2 kills at once; after Resistance V it does nothing; absorption soaks first', () => {
    const m = new HealthModel();
    m.addEffect(EFFECT.instantDamage, 2, 1);
    assert.equal(m.dead, true);
    assert.match(m.lastCause ?? '', /instant damage \(24 HP\)/);
    const r = new HealthModel();
    r.addEffect(EFFECT.resistance, 4, 1200);
    r.addEffect(EFFECT.instantDamage, 2, 1);
    assert.equal(r.health, 20);
    const a = new HealthModel();
    a.addEffect(EFFECT.absorption, 1, 1200);
    a.addEffect(EFFECT.instantDamage, 1, 1);
    assert.equal(a.health, 16);
  });
});

describe('target and command block facts', () => {
  it('Invulnerable, Resistance V with a Duration; PickupDelay 32767 or negative never counts down', () => {
    assert.deepEqual(mobProtection({ Invulnerable: 1 }), { kind: 'invulnerable' });
    assert.equal(mobProtection({ Invulnerable: 0 }), undefined);
    assert.equal(mobProtection({ ActiveEffects: [{ Id: 11, Amplifier: 4 }] }), undefined, 'no Duration: gone on the first tick');
    assert.deepEqual(mobProtection({ ActiveEffects: [{ Id: 11, Amplifier: 4, Duration: 99 }] }), { kind: 'resistance', amplifier: 4, ticks: 99 });
    assert.equal(mobProtection({ ActiveEffects: [{ Id: 11, Amplifier: 255, Duration: 99 }] }), undefined, 'Amplifier:255b is -1');
    assert.equal(pickupDelayOf({ PickupDelay: 32767 }), 'never');
    assert.equal(pickupDelayOf({ PickupDelay: -1 }), 'never');
    assert.equal(pickupDelayOf({ PickupDelay: 40 }), 40);
  });
  it('impulse once, repeating every tick, chain only when triggered, nothing when idle', () => {
    assert.equal(commandBlockRuns('command_block', true, false), 'once');
    assert.equal(commandBlockRuns('repeating_command_block', false, true), 'every tick');
    assert.equal(commandBlockRuns('chain_command_block', true, false), 'chain');
    assert.equal(commandBlockRuns('command_block', false, false), undefined);
  });
});
