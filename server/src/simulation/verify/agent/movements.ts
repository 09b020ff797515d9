/**
 * The agent's mineflayer-pathfinder settings, one place for the reward agent's walks
 * (agent/navigate.ts) and the goal checks' walks (goals/walk.ts): it may dig through what is in
 * its way and jump gaps, never opens doors, and builds scaffolding only from the blocks given.
 */
import { pathfinderPkg } from '../runtime';
import { harvestsWith } from '../../../vanilla/harvestRule';
import { memoBlockReads, memoPhysicsReads } from './blockReads';

/** True when the agent carries an item that harvests `block` (or the block needs none). */
function carriesHarvestTool(bot: any, block: any): boolean {
  if (!block.harvestTools) return true;
  return bot.inventory.items().some((item: any) => harvestsWith(block.harvestTools, item.type));
}

/** New Movements for `bot`; `scaffolding` lists the item ids it may tower and bridge with. */
export function agentMovements(bot: any, scaffolding: number[] = []): any {
  const { Movements } = pathfinderPkg();
  const m = new Movements(bot);
  m.canDig = true;
  m.allowParkour = true;
  m.canOpenDoors = false;
  m.scafoldingBlocks = scaffolding;
  m.allow1by1towers = scaffolding.length > 0;
  // The embedded server refuses a dig that no carried item harvests (strict mode, as a drop is what
  // counts): a path through such a block dug it again after each refusal until the walk's time ran
  // out (a snow block in the way, 54 refused digs in 60 s). 100 is the pathfinder's "cannot break".
  m.exclusionAreasBreak.push((block: any) => (carriesHarvestTool(bot, block) ? 0 : 100));
  memoBlockReads(m, bot);
  memoPhysicsReads();
  return m;
}
