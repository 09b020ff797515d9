const { startWorld, waitFor, feet } = require('/work/wt/fishing/out/test/embedded/helpers');
const { Vec3 } = require('vec3');
(async () => {
  const w = await startWorld('Dbg');
  try {
    await w.ok('/fill ~3 ~-3 ~-4 ~11 ~-1 ~4 minecraft:water');
    await w.ok('/give @s minecraft:oak_boat 1');
    const ob = await waitFor('oak', () => w.bot.inventory.items().find((i) => i.name === 'oak_boat'));
    await w.bot.equip(ob, 'hand');
    await new Promise((r) => setTimeout(r, 500));
    const water = w.bot.blockAt(feet(w.bot).offset(4, -1, 0));
    await w.bot.lookAt(water.position.offset(0.5, 0.95, 0.5), true);
    await new Promise((r) => setTimeout(r, 200));
    const boat = await w.bot.placeEntity(water, new Vec3(0, 1, 0));
    await w.bot.activateEntity(boat);
    await new Promise((r) => setTimeout(r, 500));
    console.log('vehicle', w.bot.vehicle && w.bot.vehicle.id);
    w.bot.moveVehicle(0, 1);
    await new Promise((r) => setTimeout(r, 1000));
    w.bot.moveVehicle(0, 0);
    w.bot.dismount();
    await new Promise((r) => setTimeout(r, 500));
    console.log('vehicle', w.bot.vehicle && w.bot.vehicle.id);
    await w.ok('/give @s minecraft:birch_boat 2');
    const item = await waitFor('boat', () => w.bot.inventory.items().find((i) => i.name === 'birch_boat'));
    await w.bot.equip(item, 'hand');
    await w.ok('/summon minecraft:pig ~-3 ~ ~3');
    const mob = await waitFor('pig', () => Object.values(w.bot.entities).find((e) => e.name === 'pig'));
    const ground = w.bot.blockAt(mob.position.offset(0, -0.5, 0).floored());
    console.log('bot', w.bot.entity.position, 'pig', mob.position, 'ground', ground.name, ground.position);
    await w.bot.lookAt(ground.position.offset(0.5, 1, 0.5), true);
    await new Promise((r) => setTimeout(r, 200));
    w.player._client.on('use_item', (p) => console.log('use_item', p, w.player.inventory.slots[36 + w.player.heldItemSlot]?.name));
    console.log('server look', w.player.mcuYaw, w.player.mcuPitch, w.player.position);
    w.bot.on('entitySpawn', (e) => console.log('spawn', e.name, e.position));
    try { const b = await w.bot.placeEntity(ground, new Vec3(0, 1, 0)); console.log('placed', b.name, b.position); } catch (e) { console.log('ERR', e.message); }
    console.log('used', w.server.stats.get('Dbg', 'used', 'birch_boat'));
    console.log(w.logs.filter((l) => /boat/.test(l)));
    await new Promise((r) => setTimeout(r, 1000));
    console.log('pig vehicle', mob.vehicle && mob.vehicle.name);
  } finally { await w.close(); process.exit(0); }
})();
