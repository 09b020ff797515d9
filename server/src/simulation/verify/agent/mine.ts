/** Mining a block: find it, get and hold a tool that can harvest it, dig, collect the drop. */
import { describeTools, weakestTool } from '../../../analysis/feasibility/tools';
import { collectDrops } from './collect';
import type { AgentContext } from './context';
import { nearWords, doing, SkillFailure } from './context';
import { bestOf, count, describeHeld, equip, sameKindHeld } from './inventory';
import { onlyShearsYield } from '../../../vanilla/shearsRules';
import { searchRings } from './searchRings';
import { gotoBlock } from './navigate';
import { digBlock } from './dig';
import { adventureMayBreak } from '../../../vanilla/targetRules';
import { holdTool, emptyHand } from './holdTool';
import { DEEP_BLOCKS, descendTo } from './descend';

/** In a generated world, a block under water is left for one on land when there is one (digging under water is five times slower). */
function dry(ctx: AgentContext): ((block: any) => boolean) | undefined {
  if (!ctx.worldWords) return undefined;
  return (b: any) => !/water|lava/.test(ctx.bot.blockAt(b.position.offset(0, 1, 0))?.name ?? '');
}

/** Ground a tree stands on. */
const TREE_GROUND = /^(grass_block|dirt|coarse_dirt|podzol)$/;

/**
 * In a generated world, a log whose trunk base is at most 3 blocks below it: a player standing on the
 * ground reaches it. The nearest log is often high in a crown, and climbing to it costs the agent a minute.
 */
function reachableFromGround(ctx: AgentContext, names: string[]): ((block: any) => boolean) | undefined {
  if (!ctx.worldWords || !names.every((n) => /_(log|stem)$/.test(n))) return undefined;
  return (b: any) => [1, 2, 3].some((d) => TREE_GROUND.test(ctx.bot.blockAt(b.position.offset(0, -d, 0))?.name ?? ''));
}

/** In adventure mode, an item of the agent whose CanDestroy lists `block`, or undefined (then it cannot break it). */
function adventureTool(ctx: AgentContext, block: string): string | null | undefined {
  if (ctx.bot.game?.gameMode !== 'adventure') return null;
  const tagged = (tag: string, b: string) => (ctx.reg.blockTags.get(tag) ?? []).some((n) => n.replace(/^minecraft:/, '') === b);
  for (const it of ctx.bot.inventory.items()) {
    let tag: Record<string, unknown> | undefined;
    try { tag = it.nbt ? require('prismarine-nbt').simplify(it.nbt) : undefined; } catch { tag = undefined; }
    if (adventureMayBreak(tag, block, tagged)) return it.name as string;
  }
  return undefined;
}

/**
 * The nearest block among `names` the agent may look for (within the search
 * radius around it, and down to searchDepth below it) that `fits` accepts
 * (any, without it), or undefined.
 */
export function findNearestBlock(ctx: AgentContext, names: string[], fits?: (block: any) => boolean): any | undefined {
  const bot = ctx.bot;
  const ids = names.map((n) => bot.registry.blocksByName[n]?.id).filter((id): id is number => id !== undefined);
  if (!ids.length) return undefined;
  const r = ctx.searchRadius;
  const depth = ctx.searchDepth ?? r;
  if (!fits && depth <= r) return bot.findBlock({ matching: ids, maxDistance: r, count: 1 }) ?? undefined;
  const here = bot.entity.position;
  // Deep ores: the sphere reaches down to `depth`; what lies farther aside than the radius, or above it, is left out.
  const spots: any[] = bot.findBlocks({ matching: ids, maxDistance: Math.max(r, depth), count: 256 })
    .filter((p: any) => Math.hypot(p.x - here.x, p.z - here.z) <= r && p.y - here.y <= r);
  return spots.sort((a, b) => a.distanceTo(here) - b.distanceTo(here)).map((p) => bot.blockAt(p)).find((b) => b && (!fits || fits(b)));
}

/** Makes sure the agent holds a tool that can harvest `block` (crafting one if it can). */
async function harvestTool(ctx: AgentContext, block: string, depth: number): Promise<string | undefined> {
  // Leaves, grass, vines, cobwebs …: only shears make them drop themselves (held ones are used).
  if (onlyShearsYield(block) && count(ctx.bot, 'shears') > 0) return 'shears';
  const tools = ctx.reg.blocks.get(block)?.harvestTools;
  if (!tools?.length) return undefined;
  const held = bestOf(ctx.bot, tools);
  if (held) return held;
  const wanted = weakestTool(tools)!;
  const have = sameKindHeld(ctx.bot, tools);
  try {
    await ctx.obtain(wanted, 1, depth + 1);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    throw new SkillFailure(`${block} needs ${describeTools(tools)}; the agent has ${describeHeld(have)}` +
      (depth === 0 ? '' : ` (making a ${wanted} failed: ${e.message})`));
  }
  return bestOf(ctx.bot, tools);
}

/**
 * Mines one block among `names` and picks up what it drops. Returns the block's name.
 * `tool`, when given, is what the task says to mine with (any one; [] for bare hands) instead of the best tool.
 */
/**
 * Mines the nearest of `names`. With `farther`, in a generated world, the agent
 * walks out in rings to look for one beyond its sight before it gives up
 * (agent/searchRings.ts): for the goal's own block, never for one ingredient
 * among alternatives, where a walk would spend the budget other routes need.
 */
export async function mineBlock(ctx: AgentContext, names: string[], depth = 0, tool?: string[], farther = false): Promise<string> {
  const onLand = dry(ctx);
  const low = reachableFromGround(ctx, names);
  const look = () => (low && findNearestBlock(ctx, names, low)) || (onLand && findNearestBlock(ctx, names, onLand)) || findNearestBlock(ctx, names);
  const found = look() || (farther ? await searchRings(ctx, look) : undefined);
  if (!found) throw new SkillFailure(`no ${names.join(' or ')} ${nearWords(ctx)}${farther && ctx.worldWords ? ' (nor along the rings it walked farther out)' : ''}`);
  return doing(ctx, `mining ${found.name}`, async () => {
    const adventure = adventureTool(ctx, found.name);
    if (adventure === undefined) {
      throw new SkillFailure(`the agent is in adventure mode and cannot break ${found.name}: vanilla lets it break only blocks a held item's CanDestroy lists, and none of its items lists ${found.name}`);
    }
    const fixed = tool !== undefined && adventure === null;
    const chosen = fixed ? null : adventure ?? await harvestTool(ctx, found.name, depth);
    // Deep under a generated world: dig down over it as a player would (the pathfinder's search is too slow there).
    if (ctx.worldWords && ctx.bot.entity.position.y - found.position.y > DEEP_BLOCKS) await descendTo(ctx, found.position, found.name);
    await gotoBlock(ctx, found.position, found.name);
    const block = ctx.bot.blockAt(found.position);
    if (!block || block.name !== found.name) {
      // Pathfinding dug it (or something replaced it): look again.
      const again = findNearestBlock(ctx, names);
      if (!again) throw new SkillFailure(`no ${names.join(' or ')} left ${nearWords(ctx)}`);
      return mineBlock(ctx, names, depth, tool);
    }
    if (fixed) await holdTool(ctx, tool, depth);
    else {
      const best = chosen ?? (ctx.bot.pathfinder.bestHarvestTool(block)?.name as string | undefined);
      if (best) await equip(ctx, best);
      else await emptyHand(ctx);
    }
    await digBlock(ctx, block, 30000, `digging ${block.name}`);
    // What this block drops, not every item about (a forest's decaying leaves scatter saplings to chase).
    const drops = ctx.reg.blocks.get(found.name)?.drops ?? [];
    await collectDrops(ctx, drops.length ? drops : undefined, 6, 500);
    return found.name as string;
  });
}
