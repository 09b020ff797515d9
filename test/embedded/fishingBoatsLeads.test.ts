/**
 * Fishing rods, boats and leads on the embedded server with a real bot: the
 * world changes as vanilla 1.16.5's does and the statistics move exactly when
 * vanilla's do (and not otherwise).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Vec3 } from 'vec3';
import { exitWhenDone, feet, gameSleep, itemCount, startWorld, waitFor, World } from './helpers';
import { castLanding, FISHES } from '../../server/src/vanilla/fishingRules';

exitWhenDone();

const NAME = 'Angler';
let w: World;
const stat = (cat: any, id: string) => w.server.stats.get(NAME, cat, id);
const sleep = gameSleep;
/** A bot promise with a limit, so a test fails instead of hanging. */
function timed<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => { t = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms); })])
    .finally(() => clearTimeout(t));
}


async function hold(name: string): Promise<void> {
  const item = await waitFor(`${name} in inventory`, () => w.bot.inventory.items().find((i: any) => i.name === name));
  await w.bot.equip(item, 'hand');
  await waitFor(`${name} held`, () => w.bot.heldItem?.name === name && w.player.inventory.slots[36 + w.player.heldItemSlot]?.name === name);
}

function rodDamage(): number {
  const rod = w.player.inventory.slots[36 + w.player.heldItemSlot];
  return rod?.name === 'fishing_rod' ? rod.durabilityUsed ?? 0 : -1;
}

function serverBobber(): any {
  return w.server.serv.mcuFishing?.bobbers.get(w.player);
}

/** Looks (mineflayer angles) so a cast from here comes down in the water cell `target`. */
async function aimCastAt(target: Vec3): Promise<void> {
  const bot = w.bot;
  const p = bot.entity.position;
  const yaw = Math.atan2(-(target.x + 0.5 - p.x), -(target.z + 0.5 - p.z));
  let best: { pitch: number; miss: number } | undefined;
  for (let deg = -60; deg <= 45; deg += 1) {
    const pitch = deg * Math.PI / 180;
    const land = castLanding(p.x, p.y + 1.62, p.z, (Math.PI - yaw) * 180 / Math.PI, -deg, (x, y, z) => {
      const b = bot.blockAt(new Vec3(x, y, z));
      return !b ? 'solid' : b.name === 'water' ? 'water' : b.boundingBox === 'block' ? 'solid' : 'air';
    });
    if (!land || land.kind !== 'water') continue;
    const miss = Math.hypot(land.at[0] - target.x - 0.5, land.at[2] - target.z - 0.5);
    if (!best || miss < best.miss) best = { pitch, miss };
  }
  assert.ok(best && best.miss < 1.5, 'a cast reaches the pond');
  await bot.look(yaw, best.pitch, true);
  await sleep(200);
}

describe('fishing rods, boats and leads on one world', () => {
before(async () => { w = await startWorld(NAME); });
after(async () => { await w?.close(); });

describe('fishing rods (FishingRodItem, FishingBobberEntity)', () => {
  let pond: Vec3;
  before(async () => {
    const f = feet(w.bot);
    // A 9×9 pond, 3 deep, east of the bot: open water around its middle.
    await w.ok('/fill ~3 ~-3 ~-4 ~11 ~-1 ~4 minecraft:water');
    pond = f.offset(7, -1, 0);
    await waitFor('the pond', () => w.bot.blockAt(pond)?.name === 'water');
  });

  it('a cast spawns a bobber and counts used:fishing_rod; a bite reeled in gives a catch, fish_caught (fish only), experience and 1 durability', async () => {
    await w.ok('/give @s minecraft:fishing_rod{Enchantments:[{id:"minecraft:lure",lvl:3}]} 1');
    await hold('fishing_rod');
    await aimCastAt(pond);
    const logsBefore = w.logs.length;
    const bobberSeen = new Promise<any>((resolve) => w.bot.on('entitySpawn', (e: any) => { if (e.name === 'fishing_bobber') resolve(e); }));
    const fished = w.bot.fish();
    const bobber = await timed(bobberSeen, 5000, 'the bobber');
    assert.equal(bobber.name, 'fishing_bobber');
    await waitFor('used:fishing_rod on the cast', () => stat('used', 'fishing_rod') === 1);
    await waitFor('the bobber floats on the pond', () => serverBobber()?.state === 'bobbing', 5000);
    const b = serverBobber();
    assert.equal(w.bot.blockAt(b.entity.position.floored())?.name, 'water', 'it floats in the water');
    await Promise.race([fished, sleep(30_000).then(() => { throw new Error('no bite within 30 s (Lure III: at most 19 s)'); })]);
    await waitFor('the bobber is gone', () => !serverBobber());
    const line = await waitFor('the catch', () => w.logs.slice(logsBefore).find((l) => /fishing: Angler caught/.test(l)));
    const m = /caught (\d+) (\S+) \((\w+)\)/.exec(line ?? "");
    assert.ok(m, line ?? "");
    const n = m[1]!;
    const item = m[2]!;
    const category = m[3]!;
    await waitFor(`${item} picked up`, () => itemCount(w.bot, item) >= Number(n) + (item === 'fishing_rod' ? 1 : 0), 5000);
    assert.equal(stat('custom', 'fish_caught'), FISHES.has(item) ? 1 : 0, `${item} (${category}) counts fish_caught only if it is a fish`);
    assert.equal(category === 'fish', FISHES.has(item));
    assert.equal(stat('used', 'fishing_rod'), 1, 'reeling in is not another use');
    assert.equal(rodDamage(), 1, 'a catch costs 1 durability');
    assert.ok((w.player.mcuXpPoints ?? 0) + (w.player.mcuXpLevel ?? 0) > 0, 'experience was given');
  });

  it('casting onto land catches nothing: no bite, no fish_caught, 2 durability for the bobber on the ground', async () => {
    const fishBefore = stat('custom', 'fish_caught');
    const usedBefore = stat('used', 'fishing_rod');
    const damageBefore = rodDamage();
    const itemsBefore = w.bot.inventory.items().length;
    // West of the bot, dry grass.
    await w.bot.look(Math.PI / 2, -0.3, true);
    await sleep(200);
    w.bot.activateItem();
    await waitFor('the bobber lies on the ground', () => serverBobber()?.onGround === true, 5000);
    await waitFor('used:fishing_rod on the cast', () => stat('used', 'fishing_rod') === usedBefore + 1);
    await sleep(3000);
    const b = serverBobber();
    assert.equal(b.state, 'flying', 'never bobbing on land');
    assert.equal(b.wait + b.travel + b.bite, 0, 'no fish ever comes');
    w.bot.activateItem();
    await waitFor('reeled in', () => !serverBobber());
    await waitFor(`2 durability (was ${damageBefore}, now ${rodDamage()})`, () => rodDamage() === damageBefore + 2);
    await sleep(800);
    assert.equal(stat('custom', 'fish_caught'), fishBefore);
    assert.equal(stat('used', 'fishing_rod'), usedBefore + 1);
    assert.equal(w.bot.inventory.items().length, itemsBefore, 'nothing was caught');
  });

  it('a hooked pig is pulled towards the player; 5 durability', async () => {
    await w.ok('/summon minecraft:pig ~-6 ~ ~');
    const pig = await waitFor('pig', () => Object.values<any>(w.server.serv.entities).find((e) => e.mcuSize && e.entityType === w.server.serv.registry.entitiesByName.pig.id));
    const damageBefore = rodDamage();
    const botPig = await waitFor('the bot sees the pig', () => Object.values<any>(w.bot.entities).find((e) => e.name === 'pig'));
    await w.bot.lookAt(botPig.position.offset(0, 0.5, 0), true);
    await sleep(200);
    w.bot.activateItem();
    await waitFor('the pig is hooked', () => serverBobber()?.state === 'hooked' && serverBobber().hooked === pig, 3000);
    const bobber = await waitFor('the bot sees the bobber', () => Object.values<any>(w.bot.entities).find((e) => e.name === 'fishing_bobber'));
    await waitFor('the bobber tells the hooked entity', () => bobber.metadata?.[7] === pig.id + 1, 3000);
    const d0 = pig.position.distanceTo(w.player.position);
    w.bot.activateItem();
    await waitFor('reeled in', () => !serverBobber());
    await sleep(1500);
    const d1 = pig.position.distanceTo(w.player.position);
    assert.ok(d1 < d0 - 0.5, `the pig came closer (${d0.toFixed(2)} → ${d1.toFixed(2)})`);
    assert.equal(rodDamage(), damageBefore + 5);
    await waitFor('the bot sees the pig move', () => botPig.position.distanceTo(w.bot.entity.position) < d0 - 0.5);
    await w.ok('/kill @e[type=pig]');
  });
});

describe('boats (BoatItem, BoatEntity)', () => {
  const boatsOnServer = () => Object.values<any>(w.server.serv.entities).filter((e) => e.mcuBoat && !e.dead);

  it('a boat placed on water: used:oak_boat, one taken, it floats; the player gets in, paddles (boat_one_cm) and gets out', async () => {
    await w.ok('/give @s minecraft:oak_boat 1');
    await hold('oak_boat');
    const water = w.bot.blockAt(feet(w.bot).offset(4, -1, 0));
    assert.equal(water?.name, 'water');
    await w.bot.lookAt(water.position.offset(0.5, 0.95, 0.5), true);
    await sleep(200);
    const boat: any = await timed(w.bot.placeEntity(water, new Vec3(0, 1, 0)), 8000, 'placing the boat');
    assert.equal(boat.name, 'boat');
    await waitFor('used:oak_boat', () => stat('used', 'oak_boat') === 1);
    assert.equal(itemCount(w.bot, 'oak_boat'), 0, 'the boat item was used up');
    const sBoat = boatsOnServer()[0];
    assert.ok(sBoat, 'a boat entity on the server');
    assert.ok(Math.abs(sBoat.position.y - (water.position.y + 8 / 9)) < 0.05, `it floats at the surface (y ${sBoat.position.y})`);
    const mounted = new Promise<void>((resolve) => w.bot.once('mount', () => resolve()));
    await w.bot.activateEntity(boat);
    await timed(mounted, 5000, 'getting into the boat');
    assert.equal(w.bot.vehicle?.id, boat.id);
    assert.deepEqual(sBoat.mcuBoat.passengers, [w.player]);
    const x0 = sBoat.position.x;
    await w.bot.lookAt(sBoat.position.offset(5, 0, 0), true);
    await sleep(200);
    w.bot.moveVehicle(0, 1);
    await sleep(1000);
    w.bot.moveVehicle(0, 0);
    await waitFor('the boat moved', () => Math.abs(sBoat.position.x - x0) > 0.5);
    assert.ok(stat('custom', 'boat_one_cm') > 50, `boat_one_cm counted (${stat('custom', 'boat_one_cm')})`);
    const off = new Promise<void>((resolve) => w.bot.once('dismount', () => resolve()));
    const teleported = new Promise<void>((resolve) => w.bot.once('forcedMove', () => resolve()));
    w.bot.dismount();
    await timed(off, 5000, 'getting out of the boat');
    assert.deepEqual(sBoat.mcuBoat.passengers, []);
    // Water on every side: the player is put on top of the boat (BoatEntity.updatePassengerForDismount).
    await timed(teleported, 5000, 'the teleport out of the boat');
    assert.ok(w.bot.entity.position.distanceTo(sBoat.position) < 1, 'the player gets off where the boat is');
    await w.ok('/tp @s 0.5 64 0.5');
    await waitFor('back on land', () => w.bot.entity.position.distanceTo(new Vec3(0.5, 64, 0.5)) < 0.5 && w.bot.entity.onGround);
  });

  it('a boat placed under a pig seats it; under a spider (1.4 wide, the boat 1.375) it does not', async () => {
    await w.ok('/give @s minecraft:birch_boat 2');
    await w.ok('/summon minecraft:pig ~-3 ~ ~3');
    await w.ok('/summon minecraft:spider ~-3 ~ ~-3');
    for (const [mobName, seated] of [['pig', true], ['spider', false]] as const) {
      const mob = await waitFor(mobName, () => Object.values<any>(w.bot.entities).find((e) => e.name === mobName && w.server.serv.entities[e.id] && !w.server.serv.entities[e.id].dead));
      const ground = w.bot.blockAt(mob.position.offset(0, -0.5, 0).floored());
      await hold('birch_boat');
      await w.bot.lookAt(ground.position.offset(0.5, 1, 0.5), true);
      await sleep(200);
      const used = stat('used', 'birch_boat');
      const boat: any = await timed(w.bot.placeEntity(ground, new Vec3(0, 1, 0)), 8000, 'placing the boat').catch((e) => {
        throw new Error(`${e.message}; used ${stat('used', 'birch_boat')}; bot at ${w.bot.entity.position}, vehicle ${w.bot.vehicle?.id}; ${w.logs.slice(-5).join(' | ')}; ` +
          `boats ${Object.values<any>(w.bot.entities).filter((x) => x.name === 'boat').map((x) => `${x.id}@${x.position}`).join(',')}`);
      });
      await waitFor('used:birch_boat', () => stat('used', 'birch_boat') === used + 1);
      const sBoat = w.server.serv.entities[boat.id];
      if (seated) {
        await waitFor('the pig rides the boat', () => mob.vehicle?.id === boat.id, 3000);
        assert.equal(sBoat.mcuBoat.passengers.length, 1);
      } else {
        await sleep(1000);
        assert.ok(!mob.vehicle, 'the spider is not in the boat');
        assert.equal(sBoat.mcuBoat.passengers.length, 0);
      }
    }
  });

  it('a boat carries at most 2: of three chickens in its way, two get in', async () => {
    await w.ok('/give @s minecraft:spruce_boat 1');
    await hold('spruce_boat');
    for (let i = 0; i < 3; i++) await w.ok('/summon minecraft:chicken ~ ~ ~-4');
    const chicken = await waitFor('chickens', () => Object.values<any>(w.bot.entities).find((e) => e.name === 'chicken' && w.server.serv.entities[e.id]));
    const ground = w.bot.blockAt(chicken.position.offset(0, -0.5, 0).floored());
    await w.bot.lookAt(ground.position.offset(0.5, 1, 0.5), true);
    await sleep(200);
    const boat: any = await timed(w.bot.placeEntity(ground, new Vec3(0, 1, 0)), 8000, 'placing the boat');
    const sBoat = w.server.serv.entities[boat.id];
    await waitFor('two chickens aboard', () => sBoat.mcuBoat.passengers.length === 2, 3000);
    await sleep(500);
    assert.equal(sBoat.mcuBoat.passengers.length, 2);
    assert.equal(Object.values<any>(w.bot.entities).filter((e) => e.name === 'chicken' && e.vehicle?.id === boat.id).length, 2);
    await w.ok('/kill @e[type=chicken]');
    await w.ok('/kill @e[type=pig]');
    await w.ok('/kill @e[type=spider]');
  });
});

describe('leads (MobEntity leashing, FenceBlock / LeadItem)', () => {
  it('leashing counts nothing; a plain click on the fence ties the cow and counts nothing; a sneaking click ties and counts used:lead', async () => {
    await w.ok('/tp @s 0.5 ~ 20.5');
    await waitFor('the bot moved', () => Math.abs(w.bot.entity.position.z - 20.5) < 0.5);
    await w.ok('/give @s minecraft:lead 3');
    await w.ok('/setblock ~2 ~ ~2 minecraft:oak_fence');
    await w.ok('/summon minecraft:cow ~3 ~ ~');
    await w.ok('/summon minecraft:villager ~-3 ~ ~');
    await w.ok('/summon minecraft:sheep ~ ~ ~-3');
    await hold('lead');
    const find = (name: string) => waitFor(name, () => Object.values<any>(w.bot.entities).find((e) => e.name === name));
    const sEntity = (e: any) => w.server.serv.entities[e.id];

    // A villager refuses the lead: nothing happens.
    const villager = await find('villager');
    await w.bot.activateEntity(villager);
    await sleep(500);
    assert.equal(sEntity(villager).mcuLeashHolder, undefined);
    assert.equal(itemCount(w.bot, 'lead'), 3);

    const cow = await find('cow');
    await w.bot.activateEntity(cow);
    await waitFor('the cow is leashed to the player', () => sEntity(cow).mcuLeashHolder === w.player);
    await waitFor('the bot sees the leash', () => cow.vehicle === w.bot.entity);
    await waitFor('one lead used up', () => itemCount(w.bot, 'lead') === 2);
    assert.equal(stat('used', 'lead'), 0, 'leashing a mob counts nothing');

    const fence = w.bot.blockAt(feet(w.bot).offset(2, 0, 2));
    assert.equal(fence.name, 'oak_fence');
    await w.bot.activateBlock(fence);
    const knot = await waitFor('a leash knot on the fence', () => Object.values<any>(w.server.serv.entities).find((e) => e.mcuKnotAt));
    await waitFor('the cow is tied to the knot', () => sEntity(cow).mcuLeashHolder === knot);
    await waitFor('the bot sees the cow tied', () => cow.vehicle?.id === knot.id);
    await sleep(300);
    assert.equal(stat('used', 'lead'), 0, 'the fence tied the cow: the lead itself was not used');
    assert.equal(itemCount(w.bot, 'lead'), 2, 'tying takes no lead');

    const sheep = await find('sheep');
    await w.bot.activateEntity(sheep);
    await waitFor('the sheep is leashed', () => sEntity(sheep).mcuLeashHolder === w.player);
    w.bot.setControlState('sneak', true);
    await sleep(200);
    await w.bot.activateBlock(fence);
    await waitFor('the sheep is tied to the same knot', () => sEntity(sheep).mcuLeashHolder === knot);
    w.bot.setControlState('sneak', false);
    await waitFor('used:lead', () => stat('used', 'lead') === 1);
    assert.equal(Object.values<any>(w.server.serv.entities).filter((e) => e.mcuKnotAt).length, 1, 'one knot per fence post');

    // Leading nothing, a plain click runs the lead's own use after the fence's (which tied nothing): it counts.
    await sleep(200);
    await w.bot.activateBlock(fence);
    await waitFor('used:lead for a lead on a fence while leading nothing', () => stat('used', 'lead') === 2);

    // The post broken: the knot goes and both mobs are let go, each dropping its lead.
    await w.ok(`/setblock ${fence.position.x} ${fence.position.y} ${fence.position.z} minecraft:air`);
    await waitFor('the knot is gone', () => !w.server.serv.entities[knot.id]);
    await waitFor('the mobs are free', () => !sEntity(cow).mcuLeashHolder && !sEntity(sheep).mcuLeashHolder);
    await waitFor('two leads dropped', () => Object.values<any>(w.server.serv.entities).filter((e) => e.mcuItem?.name === 'lead' ||
      e.itemId === w.server.serv.registry.itemsByName.lead.id).length >= 2 || itemCount(w.bot, 'lead') >= 3, 3000);
  });

  it('a leashed cow follows the player beyond 6 blocks; the lead snaps beyond 10 and drops', async () => {
    await w.ok('/summon minecraft:cow ~-2 ~ ~');
    const cow = await waitFor('the new cow', () => Object.values<any>(w.server.serv.entities).find((e) => e.mcuSize && !e.mcuLeashHolder &&
      e.entityType === w.server.serv.registry.entitiesByName.cow.id));
    await hold('lead');
    const botCow = await waitFor('the bot sees it', () => w.bot.entities[cow.id]);
    await w.bot.activateEntity(botCow);
    await waitFor('leashed', () => cow.mcuLeashHolder === w.player);
    const at = w.bot.entity.position.clone();
    await w.ok(`/tp @s ${at.x + 6} ${at.y} ${at.z}`);
    await waitFor('the cow is pulled within 6.5 blocks', () => cow.position.distanceTo(w.player.position) < 6.5, 8000);
    assert.equal(cow.mcuLeashHolder, w.player);
    const leads = itemCount(w.bot, 'lead');
    await w.ok(`/tp @s ${at.x + 30} ${at.y} ${at.z}`);
    await waitFor('the lead snapped', () => cow.mcuLeashHolder === undefined, 3000);
    assert.ok(Object.values<any>(w.server.serv.entities).some((e) => e.mcuItem?.name === 'lead' || (e.itemId === w.server.serv.registry.itemsByName.lead.id)), 'a lead dropped');
    assert.equal(itemCount(w.bot, 'lead'), leads);
  });
});
});
