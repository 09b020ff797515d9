/**
 * The agent's skill for each item vanilla makes in the world rather than at
 * a table or a furnace (vanilla/inWorldWays.ts says which those are): milk from a
 * cow, a bucket of water, lava or fish, stew from a mooshroom, a carved
 * pumpkin, obsidian. obtain() tries it as one route among the others, so a
 * recipe that needs such an item (three milk buckets for a cake) gets it the
 * way a player would, and a "have" goal takes the same path.
 */
import type { AgentContext } from './context';
import { fillBucket, milkCow, scoopFish, stewFromMooshroom } from './bucket';
import { fishOfBucket } from '../../../vanilla/buckets';
import { getCarvedPumpkin } from './carve';
import { nearestEntity } from './kill';
import { findNearestBlock } from './mine';
import { canMakeObsidian, makeObsidian } from './obsidian';

type Skill = (ctx: AgentContext) => Promise<void>;

/** The skill that makes `item` in the world here, when there is one worth trying before the other routes. */
export function madeInWorld(ctx: AgentContext, item: string): Skill | undefined {
  if (item === 'milk_bucket') return milkCow;
  if (item === 'water_bucket' || item === 'lava_bucket') return (c) => fillBucket(c, item === 'water_bucket' ? 'water' : 'lava');
  if (fishOfBucket(item)) return (c) => scoopFish(c, item);
  // Stew is also crafted; the mooshroom is the way only where one is about.
  if (item === 'mushroom_stew' && nearestEntity(ctx, ['mooshroom'])) return stewFromMooshroom;
  if (item === 'carved_pumpkin') return async (c) => { await getCarvedPumpkin(c); };
  // Obsidian from lava and water the agent has, unless obsidian already stands in the world to be mined.
  if (item === 'obsidian' && !findNearestBlock(ctx, ['obsidian']) && canMakeObsidian(ctx)) return makeObsidian;
  return undefined;
}
