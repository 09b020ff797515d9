/**
 * Throwing, shooting and shields on the embedded server with the real bot:
 * each mechanic's effect in the world and the statistic vanilla 1.16.5
 * counts, and the cases where vanilla counts nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exitWhenDone, gameSleep, itemCount, startWorld, waitFor, World } from './helpers';
import type { Projectile } from '../../server/src/simulation/embedded/plugins/projectiles';
import { SPAWN } from '../../server/src/simulation/embedded/flatWorld';
import { deathsOf } from '../../server/src/simulation/embedded/plugins/deaths';

exitWhenDone();

const sleep = gameSleep;

describe('projectiles and shields', () => {
  let w: World;
  const stat = (cat: any, id: string) => w.server.stats.get('Thrower', cat, id);
  const serverMob = (name: string) => Object.values<any>(w.server.serv.entities).find((e) => e.type === 'mob' && e.name === name && !e.dead);
  before(async () => {
    w = await startWorld('Thrower');
  });
  after(async () => { await w?.close(); });

  async function reset(): Promise<void> {
    await w.run('/kill @e[type=!player]');
    await w.run('/clear @s');
    await w.ok(`/tp @s ${SPAWN.x} ${SPAWN.y} ${SPAWN.z} 0 0`);
    w.player.updateHealth(20);
    await waitFor('full health', () => w.bot.health === 20);
    await sleep(300);
  }

  async function hold(name: string): Promise<void> {
    const item = await waitFor(`${name} in inventory`, () => w.bot.inventory.items().find((i: any) => i.name === name));
    await w.bot.equip(item, 'hand');
    await waitFor(`${name} held`, () => w.bot.heldItem?.name === name && w.player.inventory.slots[36 + w.player.heldItemSlot]?.name === name);
  }

  /** The bot's entity for a server mob. */
  async function botEntity(name: string): Promise<any> {
    return waitFor(name, () => Object.values<any>(w.bot.entities).find((e) => e.name === name));
  }

  async function lookAt(e: any, dy = 0.9): Promise<void> {
    await w.bot.lookAt(e.position.offset(0, dy, 0), true);
    await sleep(250);
  }

  it('a snowball hits a pig (hurt, no damage) and takes 3 from a blaze; used:snowball counts each throw', async () => {
    await reset();
    await w.ok('/give @s minecraft:snowball 4');
    await hold('snowball');
    await w.ok('/summon minecraft:pig ~4 ~ ~ {NoAI:1b}');
    const pig = await botEntity('pig');
    let pigHurt = 0;
    w.bot.on('entityHurt', (e: any) => { if (e.id === pig.id) pigHurt++; });
    await lookAt(pig, 0.5);
    w.bot.activateItem();
    await waitFor('used snowball', () => stat('used', 'snowball') === 1);
    await waitFor('the pig was hit', () => pigHurt === 1, 5000);
    assert.equal(serverMob('pig').health, 10, 'a snowball does no damage to a pig');
    assert.equal(itemCount(w.bot, 'snowball'), 3);
    await w.ok('/kill @e[type=minecraft:pig]');
    await w.ok('/summon minecraft:blaze ~4 ~ ~ {NoAI:1b}');
    const blaze = await botEntity('blaze');
    await lookAt(blaze, 0.9);
    w.bot.activateItem();
    await waitFor('the blaze took 3', () => serverMob('blaze')?.health === 17, 5000);
    assert.equal(stat('used', 'snowball'), 2);
  });

  it('eggs: each throw counts used:egg; the 8th egg broken hatches one baby chicken', async () => {
    await reset();
    await w.ok('/give @s minecraft:egg 8');
    await hold('egg');
    await w.bot.look(0, -0.6, true);
    await sleep(200);
    const chickens = () => Object.values<any>(w.server.serv.entities).filter((e) => e.type === 'mob' && e.name === 'chicken').length;
    const broken = () => w.server.serv.mcuEggsBroken ?? 0;
    const start = broken();
    // Bring the server's egg counter to one before a hatch.
    const before = (8 - (start % 8)) % 8 || 8;
    for (let i = 0; i < before - 1; i++) {
      w.bot.activateItem();
      await waitFor(`egg ${i + 1} broke`, () => broken() === start + i + 1, 5000);
    }
    assert.equal(chickens(), 0, 'no chick before the 8th egg');
    w.bot.activateItem();
    await waitFor('a chick hatched', () => chickens() === 1, 5000);
    const chick = Object.values<any>(w.server.serv.entities).find((e) => e.name === 'chicken');
    assert.ok(chick.nbt?.Age < 0, 'the chicken is a baby');
    assert.equal(stat('used', 'egg'), before);
    assert.equal(itemCount(w.bot, 'egg'), 8 - before);
  });

  it('an ender pearl moves the thrower where it lands and deals 5 fall damage; a second throw within 20 ticks does nothing', async () => {
    await reset();
    await w.ok('/give @s minecraft:ender_pearl 2');
    await hold('ender_pearl');
    let lowest = 20;
    const onHealth = () => { lowest = Math.min(lowest, w.bot.health); };
    w.bot.on('health', onHealth);
    await w.bot.look(0, -0.15, true);
    await sleep(200);
    const from = w.bot.entity.position.clone();
    w.bot.activateItem();
    await waitFor('used ender_pearl', () => stat('used', 'ender_pearl') === 1);
    w.bot.activateItem();
    await waitFor('the agent moved', () => w.bot.entity.position.distanceTo(from) > 4, 5000);
    await waitFor('5 fall damage', () => stat('custom', 'damage_taken') === 50, 3000);
    assert.equal(lowest, 15);
    assert.equal(stat('used', 'ender_pearl'), 1, 'the pearl on cooldown was not thrown');
    assert.equal(itemCount(w.bot, 'ender_pearl'), 1);
    w.bot.removeListener('health', onHealth);
  });

  it('a trident: a short charge does nothing; a 10-tick charge throws it (used, out of the inventory), it sticks and can be picked up', async () => {
    await reset();
    await w.ok('/give @s minecraft:trident 1');
    await hold('trident');
    await w.bot.look(0, -0.35, true);
    await sleep(200);
    w.bot.activateItem();
    await sleep(200);
    w.bot.deactivateItem();
    await sleep(400);
    assert.equal(stat('used', 'trident'), 0, 'released after 4 ticks: not thrown');
    assert.equal(itemCount(w.bot, 'trident'), 1);
    w.bot.activateItem();
    await sleep(700);
    w.bot.deactivateItem();
    await waitFor('used trident', () => stat('used', 'trident') === 1);
    await waitFor('the trident left the inventory', () => itemCount(w.bot, 'trident') === 0);
    const stuck: Projectile = await waitFor('the trident stuck in the ground', () => ([...(w.server.serv.mcuProjectiles ?? [])] as Projectile[]).find((p) => p.kind === 'trident' && p.stuck > 0) as Projectile, 5000);
    const at = stuck.entity.position;
    assert.ok(at.distanceTo(w.bot.entity.position) > 2, 'it flew off');
    assert.ok(await botEntity('trident'), 'the client sees the trident');
    await sleep(1000);
    assert.equal(itemCount(w.bot, 'trident'), 0, 'it stays where it stuck');
    await w.ok(`/tp @s ${at.x} ${Math.floor(at.y)} ${at.z}`);
    await waitFor('picked up again', () => itemCount(w.bot, 'trident') === 1, 5000);
    assert.equal(stat('used', 'trident'), 1);
    assert.equal(stat('picked_up', 'trident'), 0, 'picking a trident up counts nothing');
  });

  it('a Loyalty trident hits a zombie for 8 and comes back to the thrower', async () => {
    await reset();
    await w.ok('/give @s minecraft:trident{Enchantments:[{id:"minecraft:loyalty",lvl:3s}]} 1');
    await hold('trident');
    await w.ok('/summon minecraft:zombie ~5 ~ ~ {NoAI:1b}');
    const zombie = await botEntity('zombie');
    await lookAt(zombie, 1.2);
    w.bot.activateItem();
    await sleep(700);
    w.bot.deactivateItem();
    await waitFor('used trident', () => stat('used', 'trident') === 2);
    await waitFor('the zombie took 8', () => serverMob('zombie')?.health === 12, 5000);
    await waitFor('the trident came back', () => itemCount(w.bot, 'trident') === 1, 10000);
    const back = w.bot.inventory.items().find((i: any) => i.name === 'trident');
    assert.ok((back.enchants ?? []).some((e: any) => e.name === 'loyalty'), 'it is the same enchanted trident');
  });

  it('a crossbow: loading does not count used; a short charge does not load; firing counts used:crossbow and hurts the zombie', async () => {
    await reset();
    await w.ok('/give @s minecraft:crossbow 1');
    await w.ok('/give @s minecraft:arrow 2');
    await hold('crossbow');
    await w.ok('/summon minecraft:zombie ~6 ~ ~ {NoAI:1b}');
    const zombie = await botEntity('zombie');
    await lookAt(zombie, 1.2);
    w.bot.activateItem();
    await sleep(500);
    w.bot.deactivateItem();
    await sleep(400);
    const charged = () => w.bot.heldItem?.nbt?.value?.Charged?.value === 1;
    assert.equal(charged(), false, 'released after 10 ticks: not loaded');
    assert.equal(itemCount(w.bot, 'arrow'), 2);
    w.bot.activateItem();
    await sleep(1500);
    w.bot.deactivateItem();
    await waitFor('loaded', charged, 3000);
    assert.equal(itemCount(w.bot, 'arrow'), 1, 'loading took an arrow');
    await sleep(500);
    assert.equal(stat('used', 'crossbow'), 0, 'a loaded crossbow has not been used');
    w.bot.activateItem();
    w.bot.deactivateItem();
    await waitFor('used crossbow', () => stat('used', 'crossbow') === 1);
    await waitFor('unloaded', () => !charged());
    await waitFor('the zombie took 7', () => serverMob('zombie')?.health === 13, 5000);
  });

  it('a shield in the off-hand: raised without a hit counts nothing; lowered, a zombie hurts; raised, its hits are blocked', async () => {
    await reset();
    await w.ok('/replaceitem entity @s weapon.offhand minecraft:shield');
    await waitFor('shield in the off-hand', () => w.bot.inventory.slots[45]?.name === 'shield');
    w.bot.activateItem(true);
    await sleep(1500);
    w.bot.deactivateItem();
    assert.equal(stat('used', 'shield'), 0, 'raising a shield is not using it');
    let blocks = 0;
    w.bot._client.on('entity_status', (p: any) => { if (p.entityId === w.bot.entity.id && p.entityStatus === 29) blocks++; });
    // A zombie next to the agent, in front of it (east).
    const taken0 = stat('custom', 'damage_taken');
    await w.ok('/summon minecraft:zombie ~1.2 ~ ~');
    const zombie = await botEntity('zombie');
    await lookAt(zombie, 1.6);
    await waitFor('hurt by the zombie', () => stat('custom', 'damage_taken') - taken0 === 30, 5000);
    assert.equal(stat('used', 'shield'), 0);
    // The hit knocked the agent out of the (unmoving) zombie's reach: back in front of it, shield up.
    await w.ok(`/tp @s ${SPAWN.x} ${SPAWN.y} ${SPAWN.z}`);
    await w.bot.lookAt(zombie.position.offset(0, 1.6, 0), true);
    w.bot.activateItem(true);
    await sleep(300);
    w.player.updateHealth(20);
    await waitFor('healed', () => w.bot.health === 20);
    const taken = stat('custom', 'damage_taken');
    await waitFor('a blocked hit', () => stat('used', 'shield') === 1, 5000);
    await w.ok('/kill @e[type=minecraft:zombie]');
    assert.equal(stat('custom', 'damage_taken'), taken, 'no damage while blocking');
    assert.equal(w.bot.health, 20);
    assert.equal(stat('custom', 'damage_blocked_by_shield'), 30, 'a hit of 3, in tenths');
    await waitFor('the block sound (entity event 29)', () => blocks >= 1, 2000);
    w.bot.deactivateItem();
  });

  it("a shield does not block from behind, blocks a skeleton's arrow from the front, and an axe disables it for 100 ticks", async () => {
    await reset();
    await w.ok('/replaceitem entity @s weapon.offhand minecraft:shield');
    await waitFor('shield in the off-hand', () => w.bot.inventory.slots[45]?.name === 'shield');
    await w.ok('/summon minecraft:skeleton ~7 ~ ~');
    const skeleton = await botEntity('skeleton');
    await lookAt(skeleton, 1.5);
    w.bot.activateItem(true);
    const taken0 = stat('custom', 'damage_taken');
    await waitFor("an arrow blocked", () => stat('used', 'shield') === 1, 8000);
    assert.equal(stat('custom', 'damage_taken'), taken0);
    assert.equal(w.bot.health, 20, 'the arrow did no damage');
    // Turned away, the next arrow hurts.
    await w.bot.look(w.bot.entity.yaw + Math.PI, 0, true);
    await waitFor('hit in the back', () => stat('custom', 'damage_taken') > taken0, 8000);
    assert.equal(stat('used', 'shield'), 1);
    w.bot.deactivateItem();
    await w.ok('/kill @e[type=minecraft:skeleton]');
    w.player.updateHealth(20);
    let cooldown = 0;
    w.bot._client.on('set_cooldown', (p: any) => { if (p.cooldownTicks === 100) cooldown++; });
    // Face east and raise the shield before the zombie comes: its first hit lands at once.
    await w.ok(`/tp @s ${SPAWN.x} ${SPAWN.y} ${SPAWN.z}`);
    await sleep(300);
    await w.bot.lookAt(w.bot.entity.position.offset(1.2, 1.6, 0), true);
    w.bot.activateItem(true);
    await sleep(400);
    await w.ok('/summon minecraft:zombie ~1.2 ~ ~ {HandItems:[{id:"minecraft:iron_axe",Count:1b},{}]}');
    await waitFor('the axe hit was blocked', () => stat('used', 'shield') === 2, 5000);
    await waitFor('the shield is on cooldown', () => cooldown === 1, 2000);
    assert.equal(w.player.mcuShield, undefined, 'the shield was knocked down');
    const before = stat('custom', 'damage_taken');
    await w.ok(`/tp @s ${SPAWN.x} ${SPAWN.y} ${SPAWN.z}`);
    w.bot.activateItem(true);
    await waitFor('the next axe hit lands', () => stat('custom', 'damage_taken') > before, 5000);
    await w.ok('/kill @e[type=minecraft:zombie]');
    assert.equal(stat('used', 'shield'), 2, 'a disabled shield blocks nothing');
    assert.equal(stat('custom', 'damage_taken') - before, 110, 'zombie 3 + iron axe 8, in tenths');
    w.bot.deactivateItem();
  });

  it('a shield raised from the main hand blocks too; a zombie that kills the agent counts killed_by zombie', async () => {
    await reset();
    // The axe of the test before put shields on a 100-tick cooldown.
    await waitFor('the shield cooldown over', () => (w.player.mcuCooldowns?.get('shield') ?? 0) <= w.server.serv.tickCount, 6000);
    await w.ok('/give @s minecraft:shield 1');
    await hold('shield');
    await w.bot.lookAt(w.bot.entity.position.offset(1.2, 1.6, 0), true);
    w.bot.activateItem();
    await sleep(400);
    const used0 = stat('used', 'shield');
    const taken0 = stat('custom', 'damage_taken');
    await w.ok('/summon minecraft:zombie ~1.2 ~ ~');
    await waitFor('blocked with the main-hand shield', () => stat('used', 'shield') === used0 + 1, 5000);
    assert.equal(stat('custom', 'damage_taken'), taken0);
    w.bot.deactivateItem();
    await w.ok('/kill @e[type=minecraft:zombie]');
    await w.ok(`/tp @s ${SPAWN.x} ${SPAWN.y} ${SPAWN.z}`);
    // Low on health, a zombie with an iron axe (11 damage) comes: its first hit kills.
    const killed0 = stat('killed_by', 'zombie');
    const deaths0 = deathsOf(w.player).length;
    w.player.updateHealth(6);
    await w.ok('/summon minecraft:zombie ~1.2 ~ ~ {HandItems:[{id:"minecraft:iron_axe",Count:1b},{}]}');
    await waitFor('killed by the zombie', () => stat('killed_by', 'zombie') === killed0 + 1, 5000);
    assert.equal(stat('killed_by', 'player'), 0);
    assert.equal(deathsOf(w.player)[deaths0]?.cause, 'killed by a zombie');
    await w.ok('/kill @e[type=minecraft:zombie]');
  });
});
