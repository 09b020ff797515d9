/**
 * Structure goals with the real embedded server and a real bot: the agent
 * builds each shape from what the init commands gave it, and the outcome is
 * checked against the world the bot sees afterwards. One session serves all
 * cases; each case starts on fresh ground 24 blocks east of the last.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StructureGoal } from '../../server/src/model/goals/goalTypes';
import { getRegistry } from '../../server/src/vanilla/registry';
import { runInitCommands } from '../../server/src/simulation/verify';
import type { AgentContext } from '../../server/src/simulation/verify/agent/context';
import { obtain } from '../../server/src/simulation/verify/agent/obtain';
import { buildStructure } from '../../server/src/simulation/verify/goals/structure';
import { openSession, WorldSession } from '../../server/src/simulation/verify/session';
import { SURFACE_Y } from '../../server/src/simulation/embedded/flatWorld';
import { findGolem } from '../../server/src/simulation/embedded/plugins/golems';
import { Vec3 } from 'vec3';

let s: WorldSession;
let spot = 0;

function goal(shape: StructureGoal['shape'], materials: string[] = [], size?: number): StructureGoal {
  return { kind: 'structure', shape, materials, ...(size !== undefined ? { size } : {}), text: `build a ${shape}`, from: { source: 'text', start: 0, end: 10 } };
}

/** Clears the inventory, moves the agent to fresh ground, gives `items`; waits until the bot stands there. */
async function scene(items: Array<[string, number]>, extra: string[] = []): Promise<{ x: number; z: number }> {
  spot += 1;
  const x = spot * 24 + 0.5;
  const z = 0.5;
  const texts = ['/clear @s', `/tp @s ${x} ${SURFACE_Y} ${z}`, ...items.map(([id, n]) => `/give @s minecraft:${id} ${n}`), ...extra];
  const commands = texts.map((text, index) => ({ index, text, start: 0, end: text.length }));
  const out = { commands: [], incidents: [], limitations: [], log: () => undefined };
  const stopped = await runInitCommands(s, commands, Date.now() + 10000, Date.now(), new AbortController().signal, out);
  assert.equal(stopped, undefined, 'the scene was set up');
  const t0 = Date.now();
  const bot = s.bot;
  const ready = () => Math.abs(bot.entity.position.x - x) < 0.01 && bot.entity.onGround && bot.blockAt(bot.entity.position.offset(0, -1, 0))?.name === 'grass_block'
    && items.every(([id, n]) => bot.inventory.items().filter((i: any) => i.name === id).reduce((k: number, i: any) => k + i.count, 0) >= n);
  while (!ready()) {
    assert.ok(Date.now() - t0 < 10000, 'the bot reached the fresh ground with its items');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { x: Math.floor(x), z: Math.floor(z) };
}

function context(): AgentContext {
  const ctx: AgentContext = {
    bot: s.bot, reg: getRegistry('1.16.5'), signal: new AbortController().signal, deadline: Date.now() + 45000, budgetMs: 45000,
    log: () => undefined, activity: '', searchRadius: 32, obtain: (item, n, depth) => obtain(ctx, item, n, depth),
  };
  return ctx;
}

function blockName(x: number, y: number, z: number): string | undefined {
  return s.bot.blockAt(s.bot.entity.position.floored().set(x, y, z))?.name;
}

function entitiesNamed(name: string, near: { x: number; z: number }): any[] {
  return Object.values<any>(s.bot.entities).filter((e) => e.name === name && Math.abs(e.position.x - near.x) < 6 && Math.abs(e.position.z - near.z) < 6);
}

describe('verify: structure goals, built by the agent and read from the world', () => {
  before(async () => { s = await openSession({ server: 'embedded', scene: 'flat' }); });
  after(async () => { await s?.close(); });

  it('a pillar of 5 cobblestone: reached, and the column stands under the agent', async () => {
    const at = await scene([['cobblestone', 8]]);
    const r = await buildStructure(context(), goal('pillar', ['cobblestone'], 5));
    assert.equal(r.outcome, 'reached', r.reason);
    assert.match(r.detail ?? '', /column of 5 cobblestone/);
    for (let y = SURFACE_Y; y < SURFACE_Y + 5; y++) assert.equal(blockName(at.x, y, at.z), 'cobblestone', `cobblestone at y ${y}`);
  });

  it('a pit 3×3×2 dug with a shovel: reached, and all 18 cells are air', async () => {
    await scene([['iron_shovel', 1]]);
    const before = s.bot.entity.position.floored();
    const r = await buildStructure(context(), goal('pit', [], 2));
    assert.equal(r.outcome, 'reached', r.reason);
    // The pit lies in front of the agent in one of four directions: exactly one such 3×3×2 block of air exists.
    const open = [[0, 1], [1, 0], [0, -1], [-1, 0]].filter(([fx, fz]) => {
      for (let b = 1; b <= 3; b++) for (let a = -1; a <= 1; a++) for (let y = 1; y <= 2; y++) {
        const x = before.x + fx * b + fz * a;
        const z = before.z + fz * b - fx * a;
        if (blockName(x, before.y - y, z) !== 'air') return false;
      }
      return true;
    });
    assert.equal(open.length, 1, r.detail);
  });

  it('a snow golem (2 snow blocks, a carved pumpkin): the golem entity appears and the blocks are gone', async () => {
    const at = await scene([['snow_block', 2], ['carved_pumpkin', 1]]);
    const r = await buildStructure(context(), goal('snow_golem'));
    assert.equal(r.outcome, 'reached', r.reason);
    assert.equal(entitiesNamed('snow_golem', at).length, 1, 'one snow golem near the agent');
    assert.equal(s.bot.inventory.items().length, 0, 'the blocks and the head were used');
  });

  it('a snow golem with no room around the agent: it walks to room, builds, the golem appears', async () => {
    // Stone posts two blocks away on all four sides leave no room for a golem in front of it.
    const posts = [[2, 0], [-2, 0], [0, 2], [0, -2]].map(([dx, dz]) => `/fill ~${dx} ~ ~${dz} ~${dx} ~2 ~${dz} minecraft:stone`);
    const at = await scene([['snow_block', 2], ['carved_pumpkin', 1]], posts);
    assert.equal(blockName(at.x + 2, SURFACE_Y + 1, at.z), 'stone', 'the posts stand');
    const r = await buildStructure(context(), goal('snow_golem'));
    assert.equal(r.outcome, 'reached', r.reason);
    assert.equal(entitiesNamed('snow_golem', at).length, 1, 'one snow golem near the start');
    assert.notDeepEqual(s.bot.entity.position.floored().toArray(), [at.x, SURFACE_Y, at.z], 'the agent moved');
  });

  it('init commands that /setblock a golem pattern get the golem too (vanilla runs onPlace for /setblock)', async () => {
    const at = await scene([], ['/setblock ~2 ~ ~ minecraft:snow_block', '/setblock ~2 ~1 ~ minecraft:snow_block']);
    const reply = await s.runCommand('/setblock ~2 ~2 ~ minecraft:carved_pumpkin');
    assert.equal(reply.rejected, false, reply.reply);
    assert.deepEqual(reply.effects?.entities.map((e) => e.type), ['snow_golem'], 'the command made a snow golem');
    const t0 = Date.now();
    while (entitiesNamed('snow_golem', at).length === 0 && Date.now() - t0 < 3000) await new Promise((r) => setTimeout(r, 50));
    assert.equal(entitiesNamed('snow_golem', at).length, 1, 'the bot sees it');
    for (let y = SURFACE_Y; y < SURFACE_Y + 3; y++) assert.equal(blockName(at.x + 2, y, at.z), 'air', `the pattern is gone at y ${y}`);
  });

  it('an iron golem (4 iron blocks in a T, a jack o\'lantern): the golem entity appears', async () => {
    const at = await scene([['iron_block', 4], ['jack_o_lantern', 1]]);
    const r = await buildStructure(context(), goal('iron_golem'));
    assert.equal(r.outcome, 'reached', r.reason);
    assert.equal(entitiesNamed('iron_golem', at).length, 1, 'one iron golem near the agent');
  });

  it('a plain pumpkin is no golem head: failed with the proof, no golem', async () => {
    const at = await scene([['snow_block', 2], ['pumpkin', 1]]);
    const r = await buildStructure(context(), goal('snow_golem'));
    assert.equal(r.outcome, 'failed', r.detail);
    assert.match(r.reason ?? '', /no carved_pumpkin or jack_o_lantern.*plain pumpkin/);
    assert.equal(entitiesNamed('snow_golem', at).length, 0);
  });

  it('too few materials (3 iron blocks for an iron golem): failed with the counts', async () => {
    await scene([['iron_block', 3], ['carved_pumpkin', 1]]);
    const r = await buildStructure(context(), goal('iron_golem'));
    assert.equal(r.outcome, 'failed', r.detail);
    assert.match(r.reason ?? '', /holds 3 iron_block, the iron golem needs 4 iron_block/);
  });

  it('a nether portal from 10 obsidian, lit with flint and steel: 6 nether_portal blocks', async () => {
    const at = await scene([['obsidian', 10], ['flint_and_steel', 1]]);
    const r = await buildStructure(context(), goal('nether_portal', ['obsidian']));
    assert.equal(r.outcome, 'reached', r.reason);
    let portal = 0;
    for (let dx = -4; dx <= 4; dx++) for (let dz = -4; dz <= 4; dz++) for (let y = SURFACE_Y; y < SURFACE_Y + 3; y++) if (blockName(at.x + dx, y, at.z + dz) === 'nether_portal') portal++;
    assert.equal(portal, 6, 'a 2×3 portal near the agent');
  });

  it('a nether portal without flint and steel: failed, naming what is missing', async () => {
    await scene([['obsidian', 10]]);
    const r = await buildStructure(context(), goal('nether_portal', ['obsidian']));
    assert.equal(r.outcome, 'failed', r.detail);
    assert.match(r.reason ?? '', /no flint_and_steel, lighting the portal needs 1 flint_and_steel/);
  });

  it('a beacon on 9 iron blocks: reached, the shape is what is checked', async () => {
    const at = await scene([['iron_block', 9], ['beacon', 1]]);
    const r = await buildStructure(context(), goal('beacon'));
    assert.equal(r.outcome, 'reached', r.reason);
    assert.match(r.detail ?? '', /no beam or effects/);
    let beacons = 0;
    for (let dx = -4; dx <= 4; dx++) for (let dz = -4; dz <= 4; dz++) if (blockName(at.x + dx, SURFACE_Y + 1, at.z + dz) === 'beacon') beacons++;
    assert.equal(beacons, 1);
  });

  it('a waterfall: the pillar is built, the water poured on top falls to the ground beside it (read from the world)', async () => {
    const at = await scene([['cobblestone', 5], ['water_bucket', 1]]);
    const r = await buildStructure(context(), goal('waterfall', ['cobblestone'], 5));
    assert.equal(r.outcome, 'reached', r.reason);
    assert.match(r.detail ?? '', /water source on top of a column of 5 cobblestone/);
    assert.equal(blockName(at.x, SURFACE_Y + 4, at.z), 'cobblestone', 'the pillar stands');
    assert.equal(blockName(at.x, SURFACE_Y + 5, at.z), 'water', 'the source on top');
    const foot = [[1, 0], [-1, 0], [0, 1], [0, -1]].filter(([dx, dz]) => blockName(at.x + dx, SURFACE_Y, at.z + dz) === 'water');
    assert.ok(foot.length > 0, 'water at the foot of the pillar');
  });
});

/** A world of named blocks (air elsewhere) for the pattern rules alone. */
function world(blocks: Array<[number, number, number, string]>): (p: Vec3) => string {
  const m = new Map(blocks.map(([x, y, z, n]) => [`${x},${y},${z}`, n]));
  return (p) => m.get(`${p.x},${p.y},${p.z}`) ?? 'air';
}

describe('golem patterns (vanilla CarvedPumpkinBlock)', () => {
  const T: Array<[number, number, number, string]> = [[0, 0, 0, 'iron_block'], [-1, 1, 0, 'iron_block'], [0, 1, 0, 'iron_block'], [1, 1, 0, 'iron_block']];
  it('an upright T of iron blocks with a carved pumpkin makes an iron golem on the foot block', () => {
    const g = findGolem(world([...T, [0, 2, 0, 'carved_pumpkin']]), new Vec3(0, 2, 0));
    assert.equal(g?.pattern.entity, 'iron_golem');
    assert.deepEqual([g!.spawn.x, g!.spawn.y, g!.spawn.z], [0.5, 0.05, 0.5]);
  });
  it('a pattern lying on its side counts too (BlockPattern tries every orientation)', () => {
    const g = findGolem(world([[0, 0, 0, 'snow_block'], [1, 0, 0, 'snow_block'], [2, 0, 0, 'jack_o_lantern']]), new Vec3(2, 0, 0));
    assert.equal(g?.pattern.entity, 'snow_golem');
  });
  it('a plain pumpkin, or a filled corner beside the foot, makes nothing', () => {
    assert.equal(findGolem(world([...T, [0, 2, 0, 'pumpkin']]), new Vec3(0, 2, 0)), null);
    assert.equal(findGolem(world([...T, [1, 0, 0, 'dirt'], [0, 2, 0, 'carved_pumpkin']]), new Vec3(0, 2, 0)), null);
  });
});
