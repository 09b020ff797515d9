/**
 * Warm starts (verify/warmStart.ts): a task takes the session its thread
 * opened ahead, with the game clock held meanwhile. The next task must find
 * what a fresh start gives, whatever the task before it changed: each kind
 * of state a task can set is changed by task A, then probed by task B on the
 * warm session and on a fresh one, and both must answer alike.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { dropAhead, openTaskSession } from '../../server/src/simulation/verify/warmStart';
import type { WorldSession } from '../../server/src/simulation/verify/session';
import { verifyTask } from '../../server/src/simulation/verify';
import { startLine } from '../../server/src/simulation/verify/format';

/** Task A: one command for each kind of state a task can leave behind (the world, its rules, the agent). */
const CHANGES = [
  '/setblock ~3 ~ ~3 minecraft:stone',
  '/fill ~-2 ~-1 ~-2 ~-1 ~-1 ~-1 minecraft:air',
  '/summon minecraft:zombie ~5 ~ ~5',
  '/summon minecraft:item ~2 ~ ~2 {Item:{id:"minecraft:diamond",Count:1b}}',
  '/give @s minecraft:diamond 3',
  '/xp add @s 5 levels',
  '/effect give @s minecraft:speed 100',
  '/effect give @s minecraft:hunger 100 3',
  '/spawnpoint @s ~10 ~ ~10',
  '/gamemode creative',
  '/gamerule keepInventory true',
  '/gamerule doDaylightCycle false',
  '/time set 13000',
  '/weather rain',
  '/difficulty peaceful',
  '/scoreboard objectives add kills totalKillCount',
  '/setblock ~-4 ~ ~-4 minecraft:command_block{Command:"say hi"}',
];

/** Task B: questions whose answers change when any of the above stayed. */
const PROBES = [
  '/execute if block ~3 ~ ~3 minecraft:stone',
  '/execute if block ~-2 ~-1 ~-2 minecraft:air',
  '/execute if entity @e[type=!player]',
  '/clear @s minecraft:diamond 0',
  '/experience query @s levels',
  '/execute if entity @s[gamemode=creative]',
  '/gamerule keepInventory',
  '/gamerule doDaylightCycle',
  '/time query daytime',
  '/difficulty',
  '/scoreboard objectives list',
  '/execute if block ~-4 ~ ~-4 minecraft:command_block',
];

/** The probes' replies, with the agent's name taken out (each bot has its own). */
async function probe(s: WorldSession): Promise<string[]> {
  const out: string[] = [];
  for (const p of PROBES) {
    const r = await s.runCommand(p);
    out.push(`${p} → ${r.rejected ? 'rejected: ' : ''}${r.reply.split(s.username).join('<agent>')}`);
  }
  return out;
}

/** What the agent's own client knows at the start: a leak could also sit in the bot a session kept. */
function agentView(s: WorldSession) {
  const bot = s.bot;
  return {
    items: bot.inventory.items().length,
    level: bot.experience?.level ?? 0,
    gameMode: bot.game?.gameMode,
    raining: !!bot.isRaining,
    effects: Object.keys(bot.entity?.effects ?? {}).length,
    food: bot.food,
    health: bot.health,
  };
}

describe('warm start', () => {
  after(() => dropAhead());

  it('a task after one that changed every kind of state finds what a fresh start gives', async () => {
    const first = await openTaskSession({ server: 'embedded', warm: true });
    assert.deepEqual(first.start, { warm: false, why: 'first-task' });
    for (const c of CHANGES) {
      const r = await first.session.runCommand(c);
      assert.equal(r.rejected, false, `${c}: ${r.reply}`);
    }
    // The changes are visible where they were made: the probes could notice them.
    const changed = await probe(first.session);
    first.prepareNext();
    await first.session.close();
    // Held: the session opened ahead must not age while it waits for its task.
    await new Promise((r) => setTimeout(r, 1500));

    const warm = await openTaskSession({ server: 'embedded', warm: true });
    assert.deepEqual(warm.start, { warm: true });
    const fresh = await openTaskSession({ server: 'embedded', warm: false });
    try {
      assert.deepEqual(fresh.start, { warm: false, why: 'fresh' });
      // The held clock: the warm world is as young as the fresh one, not 1.5 s (30 ticks) older.
      const age = async (s: WorldSession) => Number(/(\d+)/.exec((await s.runCommand('/time query gametime')).reply)?.[1]);
      const [ageWarm, ageFresh] = [await age(warm.session), await age(fresh.session)];
      assert.ok(Number.isFinite(ageWarm) && Math.abs(ageWarm - ageFresh) < 15, `game times ${ageWarm} (warm) and ${ageFresh} (fresh)`);
      const [seenWarm, seenFresh] = [await probe(warm.session), await probe(fresh.session)];
      assert.deepEqual(seenWarm, seenFresh);
      const differs = seenWarm.filter((line, i) => line !== changed[i]);
      assert.ok(differs.length >= PROBES.length - 1, `task A's changes should show in the probes:\n${changed.join('\n')}`);
      assert.deepEqual(agentView(warm.session), agentView(fresh.session));
    } finally {
      warm.prepareNext();
      await warm.session.close();
      await fresh.session.close();
    }
  });

  it('a task in another world starts fresh and says why; the summary counts it', async () => {
    const flat = await openTaskSession({ server: 'embedded', warm: true });
    flat.prepareNext();
    await flat.session.close();
    const trees = await openTaskSession({ server: 'embedded', scene: 'trees', warm: true });
    try {
      assert.deepEqual(trees.start, { warm: false, why: 'other-world' });
    } finally {
      trees.prepareNext();
      await trees.session.close();
    }
    const line = startLine([
      { file: 'a', report: { start: { warm: true } } as never },
      { file: 'b', report: { start: { warm: false, why: 'other-world' } } as never },
      { file: 'c', report: { start: { warm: false, why: 'first-task' } } as never },
    ]);
    assert.equal(line, "servers: 1 opened ahead, 2 started for their task (a job's first task 1, another world than the task before 1)");
  });

  it('verifyTask gives the same verdict and reward warm and fresh, and reports how it started', async () => {
    const text = [
      'custom_init_commands:',
      '  - /give @s minecraft:oak_log 4',
      'text: craft oak planks',
      'reward_cfg:',
      '  - event: craft_item',
      '    objects: [oak_planks]',
      '    reward: 1.0',
      '    identity: craft planks',
      '    max_reward_times: 1',
    ].join('\n');
    const fresh = await verifyTask(text, { file: 'planks.yaml', seed: 3 });
    await verifyTask(text, { file: 'planks.yaml', seed: 3, warm: true });
    const warm = await verifyTask(text, { file: 'planks.yaml', seed: 3, warm: true });
    assert.deepEqual(fresh.start, { warm: false, why: 'fresh' });
    assert.deepEqual(warm.start, { warm: true });
    assert.equal(fresh.verified, true);
    assert.equal(warm.verified, fresh.verified);
    assert.equal(warm.reward, fresh.reward);
    assert.deepEqual(warm.entries.map((e) => [e.outcome, e.paid]), fresh.entries.map((e) => [e.outcome, e.paid]));
  });
});
