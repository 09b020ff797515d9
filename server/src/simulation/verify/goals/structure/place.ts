/** Placing and digging single blocks at given positions, with a check that the world changed. */
import type { AgentContext } from '../../agent/context';
import { sleep, SkillFailure, step } from '../../agent/context';
import { digBlock, haltPathfinder } from '../../agent/dig';
import { count, equip } from '../../agent/inventory';
import { vec3 } from '../../runtime';
import { isOpen, isSolid, Pos, posText } from './site';

/** Blocks that open a window or act when clicked: placing against them would use them instead. */
const INTERACTIVE = /crafting_table|furnace|chest|barrel|door|gate|trapdoor|button|lever|bed$|anvil|table$|beacon|hopper|dispenser|dropper|shulker_box|loom|stonecutter|grindstone|smoker|lectern|note_block|repeater|comparator/;

const NEIGHBOURS: Pos[] = [{ x: 0, y: -1, z: 0 }, { x: 1, y: 0, z: 0 }, { x: -1, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }, { x: 0, y: 0, z: -1 }, { x: 0, y: 1, z: 0 }];

/** Waits up to `ms` for the bot to see `test` hold at `pos` (block updates arrive a moment after the server acts). */
export async function waitForBlock(ctx: AgentContext, pos: Pos, test: (block: any) => boolean, ms = 1000): Promise<boolean> {
  const t0 = Date.now();
  for (;;) {
    if (test(ctx.bot.blockAt(pos))) return true;
    if (Date.now() - t0 >= ms) return false;
    await sleep(ctx, 50);
  }
}

/**
 * Places one of `names` (the first held) at `pos`, against a full neighbour (the one below first).
 * With `expectStays` false the block may vanish at once (a golem's head): only the attempt is made.
 */
export async function placeAt(ctx: AgentContext, pos: Pos, names: string[], expectStays = true): Promise<string> {
  const bot = ctx.bot;
  const Vec3 = vec3();
  const name = names.find((n) => count(bot, n) > 0);
  if (!name) throw new SkillFailure(`it has no ${names.join(' or ')} left to place at ${posText(pos)}`);
  const target = new Vec3(pos.x, pos.y, pos.z);
  if (!isOpen(bot.blockAt(target))) throw new SkillFailure(`${posText(pos)} is taken by ${bot.blockAt(target)?.name ?? 'an unloaded block'}`);
  const ref = NEIGHBOURS.map((d) => bot.blockAt(target.offset(d.x, d.y, d.z)))
    .find((b) => isSolid(b) && !INTERACTIVE.test(b.name));
  if (!ref) throw new SkillFailure(`nothing next to ${posText(pos)} to place ${name} against`);
  haltPathfinder(bot);
  await equip(ctx, name);
  try {
    await step(ctx, bot.placeBlock(ref, target.minus(ref.position)), 3000, `placing ${name} at ${posText(pos)}`);
  } catch (e) {
    // mineflayer waits for the block update; a head that turns into a golem at once, or a late update, is not a failure yet.
    if (!(e instanceof Error) || e instanceof SkillFailure || !/blockUpdate|did not fire|timeout|still air|No block has been placed/i.test(e.message)) throw e;
  }
  if (expectStays && !await waitForBlock(ctx, target, (b) => b?.name === name)) {
    throw new SkillFailure(`placing ${name} at ${posText(pos)} did not work (there is ${bot.blockAt(target)?.name ?? 'nothing'})`);
  }
  return name;
}

/** Digs the block at `pos` (nothing to do when it is already open). */
export async function digAt(ctx: AgentContext, pos: Pos): Promise<void> {
  const bot = ctx.bot;
  const Vec3 = vec3();
  const target = new Vec3(pos.x, pos.y, pos.z);
  const block = bot.blockAt(target);
  if (isOpen(block)) return;
  if (!block) throw new SkillFailure(`the block at ${posText(pos)} is not loaded`);
  // The best tool it holds (a shovel for dirt, a pickaxe for stone, which a bare hand cannot harvest).
  const tool = bot.pathfinder?.bestHarvestTool?.(block);
  if (tool && bot.heldItem?.name !== tool.name) await step(ctx, bot.equip(tool, 'hand'), 2000, `holding ${tool.name}`);
  await digBlock(ctx, block, 10000, `digging the ${block.name} at ${posText(pos)}`);
  if (!await waitForBlock(ctx, target, isOpen)) throw new SkillFailure(`digging the ${block.name} at ${posText(pos)} did not clear it`);
}
