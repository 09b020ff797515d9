/** Fighting: approach the nearest target, hold the best weapon, hit on cooldown until it dies, pick up the loot. */
import { collectDrops } from './collect';
import type { AgentContext } from './context';
import { nearWords, checkTime, doing, SkillFailure, sleep, step, TargetOutOfReach } from './context';
import { bestWeapon, equip } from './inventory';
import { gotoNear } from './navigate';
import { holdTool } from './holdTool';
import { ATTACK_REACH } from '../../../vanilla/playerBody';

export interface KillOptions {
  /** What the task says to fight with (any one; [] for bare hands) instead of the best weapon. */
  tool?: string[];
  /** Only entities this accepts (a sheep of one colour, a librarian). */
  matches?: (entity: any) => boolean;
}

const REACH = ATTACK_REACH;
/** Failed approaches to one target before another is tried. */
const APPROACH_TRIES = 2;
/**
 * How much longer than a straight line the path to a mob may be (mineflayer-pathfinder's
 * searchRadius, in path cost): a mob up a tree or across a ravine otherwise had the search
 * explore every loaded block for its full time (15 s of CPU an approach); the mob moves, and
 * the next approach searches again from where it is. 32 was too tight for a cow 40 blocks away
 * over the hills of a generated plains world.
 */
const CHASE_SEARCH = 64;
/** 1.16 sword attack cooldown is 0.625 s; a little more so every hit lands at full strength. */
const HIT_EVERY_MS = 650;
/** Hits in a row that leave the target's health where it was before the fight gives up. */
const HITS_WITHOUT_DAMAGE = 5;
/** A living entity's health in its synced data (1.16 metadata index 8, a float). */
const HEALTH = 8;

export function nearestEntity(ctx: AgentContext, names: string[], matches: (entity: any) => boolean = () => true): any | undefined {
  const bot = ctx.bot;
  return bot.nearestEntity((e: any) => names.includes(e.name) && e !== bot.entity && matches(e) &&
    e.position.distanceTo(bot.entity.position) <= ctx.searchRadius) ?? undefined;
}

/** Targets the agent gives up on for one that is reachable (a cow across a river). */
const TARGET_TRIES = 3;

/** Kills one entity among `names` (the nearest it can reach). Returns its name. */
export async function killEntity(ctx: AgentContext, names: string[], collectLoot = true, opts: KillOptions = {}): Promise<string> {
  const unreachable = new Set<number>();
  let last: SkillFailure | undefined;
  for (let i = 0; i < TARGET_TRIES; i++) {
    const target = nearestEntity(ctx, names, (e) => !unreachable.has(e.id) && (opts.matches?.(e) ?? true));
    if (!target) break;
    try {
      return await killOne(ctx, target, collectLoot, opts);
    } catch (e) {
      if (!(e instanceof TargetOutOfReach)) throw e;
      unreachable.add(target.id);
      last = e;
    }
  }
  throw last ?? new SkillFailure(`no ${names.join(' or ')} ${nearWords(ctx)}`);
}

async function killOne(ctx: AgentContext, target: any, collectLoot: boolean, opts: KillOptions): Promise<string> {
  return doing(ctx, `killing ${target.name}`, async () => {
    const bot = ctx.bot;
    if (opts.tool) await holdTool(ctx, opts.tool);
    else {
      const weapon = bestWeapon(bot);
      if (weapon) await equip(ctx, weapon);
    }
    // The fight's own limit counts from the first hit: walking there (across a river) is not fighting.
    let t0 = Infinity;
    // Vanilla sends a mob's health when it changes: hits that never lower it do no damage.
    let lowest: number | undefined = target.metadata?.[HEALTH];
    let fruitless = 0;
    let missed = 0;
    while (bot.entities[target.id] && target.isValid !== false) {
      checkTime(ctx);
      if (Date.now() - t0 > 30000) throw new SkillFailure(`the ${target.name} was still alive after 30 s of fighting`);
      const d = target.position.distanceTo(bot.entity.position);
      if (d > REACH) {
        try {
          await gotoNear(ctx, target.position, 2, `the ${target.name}`, CHASE_SEARCH);
        } catch (e) {
          if (!(e instanceof SkillFailure)) throw e;
          if (++missed >= APPROACH_TRIES) throw new TargetOutOfReach(e.message);
          await sleep(ctx, 200);
        }
        continue;
      }
      await step(ctx, bot.lookAt(target.position.offset(0, (target.height ?? 1) * 0.7, 0), true), 2000, 'aiming');
      if (t0 === Infinity) t0 = Date.now();
      bot.attack(target);
      await sleep(ctx, HIT_EVERY_MS);
      const health = target.metadata?.[HEALTH];
      if (typeof health === 'number' && (lowest === undefined || health < lowest)) { lowest = health; fruitless = 0; } else fruitless++;
      if (fruitless >= HITS_WITHOUT_DAMAGE && bot.entities[target.id]) {
        throw new SkillFailure(`the ${target.name} took no damage from ${HITS_WITHOUT_DAMAGE} hits in a row (vanilla: a mob with Invulnerable:1b, or Resistance V, cannot be hurt)`);
      }
    }
    if (collectLoot) await collectDrops(ctx, undefined, 8, 600);
    return target.name as string;
  });
}
