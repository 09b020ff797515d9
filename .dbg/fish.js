const { startWorld, waitFor } = require('/work/wt/fishing/out/test/embedded/helpers');
const { castLanding } = require('/work/wt/fishing/out/server/src/mc/fishingRules');
(async () => {
  const w = await startWorld('Dbg');
  try {
    await w.ok('/give @s minecraft:fishing_rod 1');
    await w.ok('/fill ~2 ~-3 ~-3 ~7 ~-1 ~3 minecraft:water');
    const item = await waitFor('rod', () => w.bot.inventory.items().find((i) => i.name === 'fishing_rod'));
    await w.bot.equip(item, 'hand');
    await new Promise((r) => setTimeout(r, 500));
    const bot = w.bot;
    const water = bot.findBlocks({ matching: bot.registry.blocksByName.water.id, maxDistance: 32, count: 200 }).map((p) => bot.blockAt(p))
      .filter((b) => bot.blockAt(b.position.offset(0,1,0)).name === 'air' && [[1,0],[-1,0],[0,1],[0,-1]].every(([dx,dz]) => bot.blockAt(b.position.offset(dx,0,dz)).name === 'water'))
      .sort((a, b) => a.position.distanceTo(bot.entity.position) - b.position.distanceTo(bot.entity.position))[0];
    console.log('target', water.position, 'bot', bot.entity.position);
    const p = bot.entity.position;
    const yaw = Math.atan2(-(water.position.x + 0.5 - p.x), -(water.position.z + 0.5 - p.z));
    for (let deg = -60; deg <= 45; deg += 3) {
      const land = castLanding(p.x, p.y + 1.62, p.z, (Math.PI - yaw) * 180 / Math.PI, -deg, (x, y, z) => {
        const b = bot.blockAt(new (p.constructor)(x, y, z)); return !b ? 'solid' : b.name === 'water' ? 'water' : b.boundingBox === 'block' ? 'solid' : 'air'; });
      console.log(deg, land && land.kind, land && land.at.map((v) => v.toFixed(2)).join(','));
    }
  } finally { await w.close(); process.exit(0); }
})();
