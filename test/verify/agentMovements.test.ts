/**
 * The agent's pathfinder settings (agent/movements.ts) on the real embedded server and bot: the
 * memo of block reads (agent/blockReads.ts) answers as a plain Movements does, before and after the
 * world changes, and an unchanged cell from memory; a path never plans to break a block that no
 * carried item harvests (the server refuses that dig).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathfinderPhysics, pathfinderPkg } from '../../server/src/simulation/verify/runtime';
import { memoBlockReads, memoPhysicsReads } from '../../server/src/simulation/verify/agent/blockReads';
import { agentMovements } from '../../server/src/simulation/verify/agent/movements';
import { inScene } from './helpers';
import { exitWhenDone } from '../embedded/helpers';

exitWhenDone();

const FLAGS = ['name', 'stateId', 'safe', 'physical', 'replaceable', 'liquid', 'height', 'canFall', 'openable', 'climbable'];

function view(b: any): string {
  return JSON.stringify(FLAGS.map((f) => b?.[f]));
}

/** Every cell of a box around the agent, read by both, as [memo, plain] pairs. */
function readBoth(bot: any, memo: any, plain: any): Array<[any, any]> {
  const at = bot.entity.position.floored();
  const out: Array<[any, any]> = [];
  for (let dx = -4; dx <= 4; dx++) for (let dy = -2; dy <= 3; dy++) for (let dz = -4; dz <= 4; dz++) {
    out.push([memo.getBlock(at, dx, dy, dz), plain.getBlock(at, dx, dy, dz)]);
  }
  return out;
}

describe('verify: the agent\'s pathfinder settings', () => {
  it('answers as the pathfinder would, keeps unchanged cells and rereads changed ones', async () => {
    await inScene([
      // In a hole of the floor, so it has nowhere to flow.
      '/setblock ~2 ~-1 ~ minecraft:water',
      '/setblock ~-2 ~ ~1 minecraft:ladder[facing=north]',
      '/setblock ~ ~ ~3 minecraft:oak_slab',
      '/setblock ~1 ~ ~-2 minecraft:sand',
    ], async ({ s, ctx }) => {
      const { Movements } = pathfinderPkg();
      const memo = new Movements(ctx.bot);
      memoBlockReads(memo, ctx.bot);
      const plain = new Movements(ctx.bot);

      const first = readBoth(ctx.bot, memo, plain);
      for (const [m, p] of first) assert.equal(view(m), view(p));
      const names = new Set(first.map(([m]) => m.name));
      for (const n of ['water', 'ladder', 'oak_slab', 'sand', 'air']) assert.ok(names.has(n), `${n} in ${[...names]}`);

      // Unchanged: the very objects of the first read come back.
      const again = readBoth(ctx.bot, memo, plain);
      assert.ok(again.every(([m], i) => m === first[i][0]));

      // Changed cells are read anew.
      for (const c of ['/setblock ~2 ~-1 ~ minecraft:stone', '/setblock ~ ~ ~3 minecraft:air']) {
        const r = await s.runCommand(c);
        assert.ok(!r.rejected, r.reply);
      }
      const at = ctx.bot.entity.position.floored();
      const deadline = Date.now() + 5000;
      while (ctx.bot.blockAt(at.offset(2, -1, 0))?.name !== 'stone' || ctx.bot.blockAt(at.offset(0, 0, 3))?.name !== 'air') {
        assert.ok(Date.now() < deadline, 'the bot never saw the change');
        await new Promise((r) => setTimeout(r, 50));
      }
      const after = readBoth(ctx.bot, memo, plain);
      for (const [m, p] of after) assert.equal(view(m), view(p));
      assert.equal(memo.getBlock(at, 2, -1, 0).name, 'stone');
      assert.equal(memo.getBlock(at, 0, 0, 3).name, 'air');
      assert.equal(after.filter(([m], i) => m !== first[i][0]).length, 2);
    });
  });

  it('breaks only what a carried item harvests', async () => {
    await inScene(['/setblock ~2 ~ ~ minecraft:stone', '/setblock ~-2 ~ ~ minecraft:snow_block', '/setblock ~ ~ ~2 minecraft:dirt'], async ({ s, ctx }) => {
      const m = agentMovements(ctx.bot);
      const at = ctx.bot.entity.position.floored();
      const breakable = () => [[2, 0], [-2, 0], [0, 2]].map(([dx, dz]) => m.safeToBreak(m.getBlock(at, dx, 0, dz)));
      // A bare hand harvests dirt, not stone (a pickaxe) nor a snow block (a shovel).
      assert.deepEqual(breakable(), [false, false, true]);
      for (const c of ['/give @s minecraft:wooden_pickaxe', '/give @s minecraft:wooden_shovel']) assert.ok(!(await s.runCommand(c)).rejected);
      const deadline = Date.now() + 5000;
      while (ctx.bot.inventory.items().length < 2) {
        assert.ok(Date.now() < deadline, 'the tools never arrived');
        await new Promise((r) => setTimeout(r, 50));
      }
      assert.deepEqual(breakable(), [true, true, true]);
    });
  });

  it('the pathfinder\'s physics simulation reads through a memo and moves as on the plain world', async () => {
    await inScene(['/setblock ~ ~ ~2 minecraft:stone', '/setblock ~ ~1 ~4 minecraft:stone', '/setblock ~1 ~ ~3 minecraft:oak_slab'], async ({ ctx }) => {
      memoPhysicsReads();
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { PlayerState } = require('prismarine-physics');
      const bot = ctx.bot;
      const control = { forward: true, back: false, left: false, right: false, jump: true, sprint: true, sneak: false };
      // Facing +z, into the stone and the slab.
      bot.entity.yaw = Math.PI;
      const sim = new (pathfinderPhysics())(bot);
      const memoed = sim.simulateUntil(() => false, () => undefined, 60, new PlayerState(bot, control));
      assert.ok(sim.mcuMemo, 'the simulation got its memo');
      const plain = new PlayerState(bot, control);
      const world = { getBlock: (p: any) => bot.blockAt(p, false) };
      for (let i = 0; i < 60; i++) bot.physics.simulatePlayer(plain, world);
      assert.deepEqual([memoed.pos.x, memoed.pos.y, memoed.pos.z, memoed.onGround], [plain.pos.x, plain.pos.y, plain.pos.z, plain.onGround]);
      // It went somewhere: the blocks in the way were read.
      assert.ok(plain.pos.distanceTo(bot.entity.position) > 1, `${plain.pos} from ${bot.entity.position}`);
    });
  });
});
