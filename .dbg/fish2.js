const { startWorld, waitFor } = require('/work/wt/fishing/out/test/embedded/helpers');
const { catchFish } = require('/work/wt/fishing/out/server/src/verify/agent/fishing');
const { getRegistry } = require('/work/wt/fishing/out/server/src/mc/registry');
(async () => {
  const w = await startWorld('Dbg');
  try {
    await w.ok('/give @s minecraft:fishing_rod{Enchantments:[{id:"minecraft:lure",lvl:3}]} 1');
    await w.ok('/fill ~2 ~-3 ~-3 ~7 ~-1 ~3 minecraft:water');
    await new Promise((r) => setTimeout(r, 500));
    const stop = new AbortController();
    const ctx = { bot: w.bot, reg: getRegistry('1.16.5'), signal: stop.signal, deadline: Date.now() + 60000, budgetMs: 60000, log: (l) => console.log('LOG', l), activity: '', searchRadius: 32, obtain: async () => { throw new Error('no'); } };
    const t = setInterval(() => { const b = w.server.serv.mcuFishing?.bobbers.get(w.player); const bb = Object.values(w.bot.entities).find((e) => e.name === 'fishing_bobber'); if (b || bb) console.log('srv', b && b.state, b && b.entity.position.toString(), 'bot', bb && bb.position.toString()); }, 100);
    try { await catchFish(ctx); console.log('OK'); } catch (e) { console.log('ERR', e.message); }
    clearInterval(t);
  } finally { await w.close(); process.exit(0); }
})();
