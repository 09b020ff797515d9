/**
 * Placing what becomes an entity: hanging a painting or an item frame on a
 * wall (the nearest side of a solid block with a free cell in front; an item
 * frame may also go on top of a block), clicked on that face; an armour
 * stand on the ground; an item put into an item frame.
 */
import type { AgentContext } from './context';
import { doing, SkillFailure, sleep, step } from './context';
import { count, equip } from './inventory';
import { gotoNear } from './navigate';
import { placeBed } from './bed';
import { DECORATION_ENTITIES } from '../../../vanilla/mobs';

/** How far around the agent it looks for a wall (a scan of every cell: kept small). */
const WALL_RADIUS = 8;

/** Faces of solid blocks near the agent with a free cell in front: side faces nearest first, then tops. */
function findFaces(ctx: AgentContext, sidesOnly: boolean): Array<{ block: any; face: any; d: number }> {
  const bot = ctx.bot;
  const Vec3 = bot.entity.position.constructor;
  const faces = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1), ...(sidesOnly ? [] : [new Vec3(0, 1, 0)])];
  const base = bot.entity.position.floored();
  // Cells an item frame already hangs in (its centre lies inside its cell).
  const framed = new Set(Object.values<any>(bot.entities).filter((e) => e.name === 'item_frame' || e.name === 'painting').map((e) => `${e.position.floored()}`));
  const out: Array<{ block: any; face: any; d: number }> = [];
  for (let dx = -WALL_RADIUS; dx <= WALL_RADIUS; dx++) {
    for (let dz = -WALL_RADIUS; dz <= WALL_RADIUS; dz++) {
      for (let dy = -1; dy <= 2; dy++) {
        const block = bot.blockAt(base.offset(dx, dy, dz));
        if (!block || block.boundingBox !== 'block') continue;
        for (const face of faces) {
          const cell = block.position.plus(face);
          const front = bot.blockAt(cell);
          if (front?.name !== 'air' || front.painting || framed.has(`${cell}`)) continue;
          // Not the cell the agent stands in (vanilla refuses a painting that overlaps the player).
          const d = cell.distanceTo(base);
          if (d < 1) continue;
          out.push({ block, face, d });
        }
      }
    }
  }
  // Walls first ("hang it on the wall"); a floor only when no wall is near.
  return out.sort((a, b) => (a.face.y - b.face.y) || (a.d - b.d));
}

/** Tries to hang `item` on the nearest few free faces until one of the agent's items is used up. */
export async function hangOne(ctx: AgentContext, item: 'painting' | 'item_frame'): Promise<void> {
  // A painting hung before covers up to 4×4 wall faces that mineflayer marks only at its anchor: try enough faces to get past it.
  const spots = findFaces(ctx, item === 'painting').slice(0, 12);
  if (!spots.length) throw new SkillFailure(`no wall within ${WALL_RADIUS} blocks to hang a ${item} on`);
  const before = count(ctx.bot, item);
  for (const spot of spots) {
    await doing(ctx, `hanging a ${item}`, async () => {
      const front = spot.block.position.plus(spot.face);
      await gotoNear(ctx, front, 3, `the wall at ${spot.block.position}`);
      await equip(ctx, item);
      await step(ctx, ctx.bot.activateBlock(ctx.bot.blockAt(spot.block.position), spot.face), 3000, `hanging a ${item}`);
      await sleep(ctx, 300);
    });
    // Vanilla counts the use even where the entity cannot hang (another one is in the way): only a used-up item shows it hangs.
    if (count(ctx.bot, item) < before) return;
  }
  throw new SkillFailure(`the agent used a ${item} on ${spots.length} walls near ${ctx.bot.entity.position.floored()} but it did not hang there`);
}

/** Places an armour stand on top of a block next to the agent (used:armor_stand): the cell and the one above it free. */
export async function placeArmorStand(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  const Vec3 = bot.entity.position.constructor;
  const base = bot.entity.position.floored();
  const before = count(bot, 'armor_stand');
  for (const [dx, dz] of [[2, 0], [-2, 0], [0, 2], [0, -2], [2, 1], [1, 2], [-2, -1], [-1, -2]]) {
    const spot = base.offset(dx, 0, dz);
    const ground = bot.blockAt(spot.offset(0, -1, 0));
    if (ground?.boundingBox !== 'block' || bot.blockAt(spot)?.name !== 'air' || bot.blockAt(spot.offset(0, 1, 0))?.name !== 'air') continue;
    // Entities in the stand's box (a dropped item, a mob) make vanilla refuse it.
    if (Object.values<any>(bot.entities).some((e) => e !== bot.entity && e.position.floored().equals(spot))) continue;
    await doing(ctx, 'placing an armor_stand', async () => {
      await equip(ctx, 'armor_stand');
      await step(ctx, bot.activateBlock(ground, new Vec3(0, 1, 0)), 3000, 'placing an armor_stand');
      await sleep(ctx, 300);
    });
    if (count(bot, 'armor_stand') < before) return;
  }
  throw new SkillFailure('the agent found no free spot on the ground next to it for an armor_stand');
}

/** The item an item frame entity shows (entity metadata 7, a slot), as the client sees it; undefined when empty. */
export function frameItem(ctx: AgentContext, frame: any): string | undefined {
  const md = frame.metadata?.[7];
  if (!md || md.present === false || md.itemId === undefined || md.itemId < 0) return undefined;
  return ctx.bot.registry.items[md.itemId]?.name;
}

function emptyFrame(ctx: AgentContext): any {
  const bot = ctx.bot;
  return bot.nearestEntity((e: any) => e.name === 'item_frame' && !frameItem(ctx, e) && e.position.distanceTo(bot.entity.position) <= ctx.searchRadius);
}

/** Puts `item` into the nearest empty item frame (hanging one from the inventory if none is near); returns the frame. No statistic counts it. */
export async function fillItemFrame(ctx: AgentContext, item: string): Promise<any> {
  const bot = ctx.bot;
  let frame = emptyFrame(ctx);
  if (!frame && count(bot, 'item_frame') > 0) {
    await hangOne(ctx, 'item_frame');
    const t0 = Date.now();
    while (!(frame = emptyFrame(ctx)) && Date.now() - t0 < 2000) await sleep(ctx, 100);
  }
  if (!frame) throw new SkillFailure(`no empty item frame within ${ctx.searchRadius} blocks and none in the inventory`);
  await doing(ctx, `putting ${item} in the item frame`, async () => {
    await gotoNear(ctx, frame.position, 2.5, 'the item frame');
    if (!(await equip(ctx, item))) throw new SkillFailure(`the agent has no ${item}`);
    await step(ctx, bot.lookAt(frame.position, true), 2000, 'looking at the item frame');
    bot.activateEntity(frame);
    const t0 = Date.now();
    while (!frameItem(ctx, frame) && Date.now() - t0 < 2000) await sleep(ctx, 100);
  });
  return frame;
}

/** The placing skill for an item that becomes an entity or a two-block bed, or undefined for any other item. */
export function placingSkill(item: string): ((ctx: AgentContext) => Promise<void>) | undefined {
  if (item === 'painting' || item === 'item_frame') return (ctx) => hangOne(ctx, item);
  if (item === 'armor_stand') return placeArmorStand;
  if (/_bed$/.test(item)) return async (ctx) => { await placeBed(ctx, item); };
  return undefined;
}


/** A living creature (not an item frame or armour stand, which minecraft-data 1.16.5 also types as 'mob'). */
export function isCreature(e: any): boolean {
  return e?.type === 'mob' && !DECORATION_ENTITIES.has(e.name);
}
