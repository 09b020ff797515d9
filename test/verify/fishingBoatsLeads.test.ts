/**
 * Fishing, boats and leads through the whole verifier: reward-less tasks
 * whose text the goal reader turns into a statistic (custom fish_caught,
 * used oak_boat, used lead) the agent moves on the embedded server.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';
import { openSession, WorldSession } from '../../server/src/simulation/verify/session';
import type { AgentContext } from '../../server/src/simulation/verify/agent/context';
import { RuledOut } from '../../server/src/simulation/verify/agent/context';
import { obtain } from '../../server/src/simulation/verify/agent/obtain';
import { pursueGoal } from '../../server/src/simulation/verify/agent/pursue';
import { getRegistry } from '../../server/src/vanilla/registry';
import type { GoalStatistic, StatGoal } from '../../server/src/model/goals/goalTypes';

async function verdict(yaml: string): Promise<{ verified: boolean | null; report: string }> {
  const r = await verifyTask(yaml, { timeoutMs: 90_000 });
  assertValidReport(r);
  return { verified: r.verified, report: describeReport(r) };
}

describe('fishing, boats and leads verified from the text', () => {
  it('"catch a fish": the agent casts into the pond, reels in at the bite and fish_caught counts', async () => {
    const r = await verdict([
      'custom_init_commands:',
      '- /give @s minecraft:fishing_rod 1',
      '- /fill ~3 ~-3 ~-4 ~10 ~-1 ~4 minecraft:water',
      '- /time set day',
      'text: catch a fish',
    ].join('\n'));
    assert.equal(r.verified, true, r.report);
  });

  it('"place an oak boat on the water": used:oak_boat counts when the boat is placed', async () => {
    const r = await verdict([
      'custom_init_commands:',
      '- /give @s minecraft:oak_boat 1',
      '- /fill ~3 ~-2 ~-2 ~7 ~-1 ~2 minecraft:water',
      'text: place an oak boat on the water',
    ].join('\n'));
    assert.equal(r.verified, true, r.report);
  });

  it('"tie the cow to the fence": the agent leashes the cow and ties it with a sneaking click (used:lead)', async () => {
    const r = await verdict([
      'custom_init_commands:',
      '- /give @s minecraft:lead 2',
      '- /setblock ~4 ~ ~2 minecraft:oak_fence',
      '- /summon minecraft:cow ~3 ~ ~-2',
      'text: tie the cow to the fence',
    ].join('\n'));
    assert.equal(r.verified, true, r.report);
  });
});

/** One world per case: the scene's commands, then `fn` with an agent context on it. */
async function withAgent(commands: string[], fn: (s: WorldSession, ctx: AgentContext) => Promise<void>): Promise<void> {
  const stop = new AbortController();
  const s = await openSession({ server: 'embedded', signal: stop.signal });
  try {
    for (const c of commands) {
      const r = await s.runCommand(c);
      assert.ok(!r.rejected && !r.limitation, `${c} → ${r.reply}`);
    }
    await new Promise((r) => setTimeout(r, 400));
    const ctx: AgentContext = {
      bot: s.bot, reg: getRegistry('1.16.5'), signal: stop.signal, deadline: Date.now() + 40_000, budgetMs: 40_000,
      log: () => undefined, activity: '', searchRadius: 32, obtain: (item, n, depth) => obtain(ctx, item, n, depth),
    };
    await fn(s, ctx);
  } finally {
    stop.abort();
    await s.close();
  }
}

function goal(statistic: GoalStatistic, objects: string[], on?: string[]): StatGoal {
  return {
    kind: 'stat', statistic, objects, count: 1, verb: statistic, text: `${statistic} ${objects.join(' ')}`, from: { source: 'text', start: 0, end: 1 },
    ...(on ? { on: { phrase: on.join(' '), kind: 'entity' as const, ids: on, natural: false } } : {}),
  };
}

async function statValue(s: WorldSession, category: string, id: string): Promise<number> {
  return ((await s.readStats()) as any)[category]?.[id] ?? 0;
}

describe('the agent\'s fishing, boat and lead skills (pursueGoal)', () => {
  it('used fishing_rod on a pig: the bobber hooks it and reeling in pulls it closer', () => withAgent(
    ['/give @s minecraft:fishing_rod 1', '/summon minecraft:pig ~6 ~ ~'],
    async (s, ctx) => {
      const pig = Object.values<any>(s.bot.entities).find((e) => e.name === 'pig');
      const d0 = pig.position.distanceTo(s.bot.entity.position);
      await pursueGoal(ctx, goal('used', ['fishing_rod'], ['pig']));
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(await statValue(s, 'used', 'fishing_rod'), 1);
      assert.ok(pig.position.distanceTo(s.bot.entity.position) < d0 - 0.5, 'the pig was pulled');
    }));

  it('used oak_boat on a pig: the boat is placed under it and seats it; a spider is refused with the vanilla reason', () => withAgent(
    ['/give @s minecraft:oak_boat 2', '/summon minecraft:pig ~4 ~ ~', '/summon minecraft:spider ~-4 ~ ~'],
    async (s, ctx) => {
      await pursueGoal(ctx, goal('used', ['oak_boat'], ['pig']));
      const pig = Object.values<any>(s.bot.entities).find((e) => e.name === 'pig');
      assert.equal(pig.vehicle?.name, 'boat');
      assert.equal(await statValue(s, 'used', 'oak_boat'), 1);
      await assert.rejects(pursueGoal(ctx, goal('used', ['oak_boat'], ['spider'])),
        (e: unknown) => e instanceof RuledOut && e.kind === 'boat-too-small' && /spider is 1.4 blocks wide/.test((e as Error).message));
    }));

  it('custom boat_one_cm: the agent places a boat on the pond, gets in, paddles and gets out', () => withAgent(
    ['/give @s minecraft:birch_boat 1', '/fill ~3 ~-2 ~-3 ~9 ~-1 ~3 minecraft:water'],
    async (s, ctx) => {
      await pursueGoal(ctx, goal('custom', ['boat_one_cm']));
      await new Promise((r) => setTimeout(r, 300));
      assert.ok(await statValue(s, 'custom', 'boat_one_cm') > 0);
      assert.equal(await statValue(s, 'used', 'birch_boat'), 1);
      assert.ok(!s.bot.vehicle, 'the agent got out');
    }));
});
