/**
 * Hanging a painting or an item frame on a wall: the nearest side of a
 * solid block with a free cell in front (an item frame may also go on top
 * of a block), clicked on that face.
 */
import type { AgentContext } from './context';
import { doing, SkillFailure, sleep, step } from './context';
import { count, equip } from './inventory';
import { gotoNear } from './navigate';

/** How far around the agent it looks for a wall (a scan of every cell: kept small). */
const WALL_RADIUS = 8;

function findFace(ctx: AgentContext, sidesOnly: boolean): { block: any; face: any } | undefined {
  const bot = ctx.bot;
  const Vec3 = bot.entity.position.constructor;
  const faces = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1), ...(sidesOnly ? [] : [new Vec3(0, 1, 0)])];
  const base = bot.entity.position.floored();
  let best: { block: any; face: any; d: number } | undefined;
  for (let dx = -WALL_RADIUS; dx <= WALL_RADIUS; dx++) {
    for (let dz = -WALL_RADIUS; dz <= WALL_RADIUS; dz++) {
      for (let dy = -1; dy <= 2; dy++) {
        const block = bot.blockAt(base.offset(dx, dy, dz));
        if (!block || block.boundingBox !== 'block') continue;
        for (const face of faces) {
          const front = bot.blockAt(block.position.plus(face));
          if (front?.name !== 'air') continue;
          // Not the cell the agent stands in (vanilla refuses a painting that overlaps the player).
          const d = block.position.plus(face).distanceTo(base);
          if (d < 1) continue;
          if (!best || d < best.d) best = { block, face, d };
        }
      }
    }
  }
  return best;
}

export async function hangOne(ctx: AgentContext, item: 'painting' | 'item_frame'): Promise<void> {
  const spot = findFace(ctx, item === 'painting');
  if (!spot) throw new SkillFailure(`no wall within ${WALL_RADIUS} blocks to hang a ${item} on`);
  const before = count(ctx.bot, item);
  await doing(ctx, `hanging a ${item}`, async () => {
    const front = spot.block.position.plus(spot.face);
    await gotoNear(ctx, front, 3, `the wall at ${spot.block.position}`);
    await equip(ctx, item);
    await step(ctx, ctx.bot.activateBlock(ctx.bot.blockAt(spot.block.position), spot.face), 3000, `hanging a ${item}`);
    await sleep(ctx, 300);
  });
  if (count(ctx.bot, item) >= before) throw new SkillFailure(`the agent used a ${item} on the wall at ${spot.block.position} but it did not hang there`);
}
