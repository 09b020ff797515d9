/**
 * Beds: placing one (the foot in front of the agent, the head one further
 * along its facing, so both cells must be free) and sleeping in one
 * (custom:sleep_in_bed): the nearest bed, or one placed from the inventory,
 * used with mineflayer's bot.sleep; the server's refusal (day, monsters
 * nearby, too far, obstructed) is read from the action bar and reported.
 * After falling asleep the agent waits for the night to pass (the server
 * wakes every sleeper once all have slept 100 ticks), else leaves the bed.
 */
import type { AgentContext } from './context';
import { doing, SkillFailure, sleep, step } from './context';
import { count, equip } from './inventory';
import { findNearestBlock } from './mine';
import { gotoBlock } from './navigate';

const BED = /_bed$/;

function bedNames(ctx: AgentContext): string[] {
  return [...ctx.reg.blocks.keys()].filter((n) => BED.test(n));
}

/** Places `bed` next to the agent; returns the foot block. */
export async function placeBed(ctx: AgentContext, bed: string): Promise<any> {
  const bot = ctx.bot;
  const Vec3 = bot.entity.position.constructor;
  const base = bot.entity.position.floored();
  for (const [dx, dz] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    const foot = base.offset(dx, 0, dz);
    const head = base.offset(2 * dx, 0, 2 * dz);
    const ground = bot.blockAt(foot.offset(0, -1, 0));
    if (ground?.boundingBox !== 'block' || bot.blockAt(foot)?.name !== 'air' || bot.blockAt(head)?.name !== 'air') continue;
    return doing(ctx, `placing ${bed}`, async () => {
      await equip(ctx, bed);
      // The bed's head goes along the agent's facing: face that way before the click.
      await step(ctx, bot.lookAt(head.offset(0.5, 0.2, 0.5), true), 2000, 'facing the bed spot');
      await sleep(ctx, 150);
      try {
        await step(ctx, bot.placeBlock(ground, new Vec3(0, 1, 0)), 5000, `placing ${bed}`);
      } catch {
        // mineflayer waits for the block update; the server may have placed it anyway.
      }
      await sleep(ctx, 200);
      const placed = bot.blockAt(foot);
      if (placed?.name !== bed) throw new SkillFailure(`the agent used ${bed} at ${foot} but no bed was placed`);
      return placed;
    });
  }
  throw new SkillFailure(`the agent found no free two-block spot next to it to place ${bed}`);
}

/**
 * Both halves stand: a foot with a head of the same bed beyond it, or the
 * reverse. `/setblock … red_bed[part=foot]` leaves half a bed, which vanilla
 * will not let anyone sleep in (BedBlock.use turns to the head and finds none).
 */
function wholeBed(ctx: AgentContext, block: any): boolean {
  const { part, headOffset } = ctx.bot.parseBedMetadata(block);
  const other = ctx.bot.blockAt(block.position.plus(part ? headOffset.scaled(-1) : headOffset));
  return other?.name === block.name && ctx.bot.parseBedMetadata(other).part !== part;
}

/** Sleeps once in a bed (custom:sleep_in_bed): the nearest whole one, else one placed from the inventory. */
export async function sleepInBed(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  let bed = findNearestBlock(ctx, bedNames(ctx), (b) => wholeBed(ctx, b));
  if (!bed) {
    const held = bedNames(ctx).find((b) => count(bot, b) > 0);
    if (!held) {
      const half = findNearestBlock(ctx, bedNames(ctx));
      throw new SkillFailure(half ? `the only bed nearby, at ${half.position}, is half a bed, and there is none in the inventory to place` : 'no bed nearby and none in the inventory to sleep in');
    }
    bed = await placeBed(ctx, held);
  }
  await doing(ctx, `sleeping in the ${bed.name}`, async () => {
    await gotoBlock(ctx, bed.position, bed.name);
    let refusal = '';
    const onBar = (msg: any) => { refusal = String(msg?.toString?.() ?? msg); };
    bot.on('actionBar', onBar);
    try {
      await step(ctx, bot.sleep(bot.blockAt(bed.position) ?? bed), 4000, `lying down in the ${bed.name}`);
    } catch (e) {
      await sleep(ctx, 200);
      const why = refusal && !/Respawn point set/i.test(refusal) ? refusal : (e as Error)?.message ?? String(e);
      throw new SkillFailure(`the agent could not sleep in the ${bed.name} at ${bed.position}: ${why}`);
    } finally {
      bot.removeListener('actionBar', onBar);
    }
    // The night passes once every player has slept 5 s; leave the bed if it does not.
    const t0 = Date.now();
    while (bot.isSleeping && Date.now() - t0 < 8000) await sleep(ctx, 100);
    if (bot.isSleeping) await step(ctx, bot.wake(), 2000, 'leaving the bed');
  });
}
