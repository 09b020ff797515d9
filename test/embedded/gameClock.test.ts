/**
 * The game clock: the embedded server moves entities and runs delays by
 * ticks, so stepping it faster than real time (as settling does) leaves the
 * world where 20 ticks a second would; and the agent's session can prove the
 * bot has handled everything the server sent.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Vec3 } from 'vec3';
import { startWorld, waitFor, World } from './helpers';
import { stepTicks } from '../../server/src/simulation/embedded/plugins/serverClock';
import { dropItem } from '../../server/src/simulation/embedded/plugins/drops';
import { openSession } from '../../server/src/simulation/verify/session';
import { stateProperties } from '../../server/src/simulation/embedded/blockState';

const Item = require('prismarine-item')('1.16.5');

/** Resolves once the server's tick count has reached `tick`. */
async function untilTick(w: World, tick: number): Promise<void> {
  await waitFor(`tick ${tick}`, () => w.server.serv.tickCount >= tick, 5000);
}

describe('the game clock (embedded server, real bot)', () => {
  let w: World;
  before(async () => { w = await startWorld('Clock'); });
  after(async () => { await w?.close(); });

  it("replaces flying-squid's wall-clock entity ticker with one that counts ticks", () => {
    const theirs = w.server.serv.listeners('tick').filter((l: unknown) => /calculatePhysics\(delta\)/.test(String(l)));
    assert.equal(theirs.length, 0);
  });

  it('an item falls as far in 20 ticks run at 200 a second as in 20 ticks at 20 a second', async () => {
    const ctx = w.server.serv.mcuCtx;
    const stone = () => new Item(w.server.serv.registry.itemsByName.stone.id, 1);
    const drop = (x: number) => dropItem(ctx, w.player.world, w.player.position.offset(x, 20, 3), stone(), 100_000, new Vec3(0, 0, 0));
    await w.server.serv.mcuEntityClockIdle?.();
    const slow = drop(2);
    const start = w.server.serv.tickCount;
    await untilTick(w, start + 20);
    await w.server.serv.mcuEntityClockIdle?.();
    const slowFell = slow.position.y - (w.player.position.y + 20);
    const fast = drop(-2);
    const t0 = Date.now();
    await stepTicks(ctx, 20, 200);
    const fastMs = Date.now() - t0;
    const fastFell = fast.position.y - (w.player.position.y + 20);
    assert.ok(slowFell < -1, `it fell (${slowFell.toFixed(2)} blocks)`);
    // The slow run may see a tick more or less between its two readings; a tick's fall here is under a block.
    assert.ok(Math.abs(slowFell - fastFell) < 1, `${slowFell.toFixed(2)} vs ${fastFell.toFixed(2)} blocks`);
    assert.ok(fastMs < 800, `20 ticks at 200 a second took ${fastMs} ms`);
  });

  it('a button stays pressed for its 20 ticks of game time however fast the clock runs', async () => {
    const ctx = w.server.serv.mcuCtx;
    const at = w.bot.entity.position.floored().offset(1, 0, 0);
    await w.ok(`/setblock ${at.x} ${at.y} ${at.z} minecraft:stone_button[face=floor]`);
    const powered = () => {
      const id = w.player.world.sync.getBlockStateId(at);
      const b = w.server.serv.registry.blocksByStateId[id];
      return b?.name === 'stone_button' && stateProperties(b, id).powered === 'true';
    };
    await w.bot.activateBlock(w.bot.blockAt(at));
    await waitFor('button pressed', powered);
    const pressedAt = w.server.serv.tickCount;
    await stepTicks(ctx, 10, 200);
    assert.ok(powered(), 'still pressed after 10 ticks');
    assert.ok(w.server.serv.tickCount - pressedAt < 20 + 2);
    await stepTicks(ctx, 20 - (w.server.serv.tickCount - pressedAt) + 2, 200);
    // Released by the game clock, not a wall-clock second later (a second would still be 800 ms away).
    const t0 = Date.now();
    while (powered() && Date.now() - t0 < 150) await new Promise((r) => setTimeout(r, 10));
    assert.ok(!powered(), 'released once 20 ticks had run');
  });
});

describe("the agent's session catches up with the server", () => {
  it('after a round trip the bot holds what a command just gave it', async () => {
    const s = await openSession({ server: 'embedded' });
    try {
      for (let i = 1; i <= 3; i++) {
        await s.runCommand(`/give @s minecraft:diamond ${i}`);
        await s.syncAgent!();
        const held = s.bot.inventory.items().filter((it: any) => it.name === 'diamond').reduce((n: number, it: any) => n + it.count, 0);
        assert.equal(held, (i * (i + 1)) / 2);
      }
    } finally {
      await s.close();
    }
  });
});

describe('a teleport the client has not confirmed', () => {
  it('keeps the server at the new place and is sent again, however long the client takes', async () => {
    const w = await startWorld('Slow');
    try {
      // The client sees teleports but does not confirm them (a busy machine, taken to the extreme).
      const write = w.bot._client.write.bind(w.bot._client);
      let held = true;
      w.bot._client.write = (name: string, params: unknown) => (held && name === 'teleport_confirm' ? undefined : write(name, params));
      const from = w.player.position.clone();
      let resent = 0;
      w.bot._client.on('position', () => { resent++; });
      await w.ok(`/tp @s ${from.x + 20} ${from.y} ${from.z}`);
      const target = w.player.position.clone();
      assert.ok(target.distanceTo(from) > 19);
      // Moves from the old place keep coming: none may undo the teleport, before or after a second.
      const t0 = Date.now();
      while (Date.now() - t0 < 1600) {
        // A stale move, as a client that has not seen the teleport sends it.
        write('position', { x: from.x, y: from.y, z: from.z, onGround: true });
        await new Promise((r) => setTimeout(r, 100));
        assert.ok(w.player.position.distanceTo(target) < 0.01, `the server moved the player back to ${w.player.position}`);
      }
      assert.ok(resent >= 2, `the teleport was sent again (${resent} position packets)`);
      held = false;
    } finally {
      await w.close();
    }
  });
});
