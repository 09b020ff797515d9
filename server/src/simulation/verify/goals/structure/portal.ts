/**
 * "build a nether portal and light it": an obsidian frame 4 wide and 5 high
 * without its corners (10 obsidian, the least vanilla accepts), lit with
 * flint and steel; the check reads the 2×3 nether_portal blocks inside.
 *
 * Layout, two blocks in front of the agent: the bottom row is sunk into the
 * ground (so the sides stand on the ground and need no bottom corners); one
 * top corner holds the top row while it is placed (obsidian if there is an
 * 11th, else any other block, which vanilla allows in a corner).
 */
import type { StructureGoal } from '../../../../model/goals/goalTypes';
import type { AgentContext } from '../../agent/context';
import { step } from '../../agent/context';
import { collectDrops } from '../../agent/collect';
import { gotoNear } from '../../agent/navigate';
import { count, equip } from '../../agent/inventory';
import { vec3 } from '../../runtime';
import { gather } from './materials';
import { failed, reached, StructureOutcome, undecided } from './outcome';
import { digAt, placeAt, waitForBlock } from './place';
import { at, chooseSite, Frame, isDiggable, isOpen, isSolid, posText } from './site';

const FORWARD = 2;
const OBSIDIAN = 10;
const BOTTOM = [{ a: 0, y: -1 }, { a: 1, y: -1 }];
const SIDES = [{ a: -1, y: 0 }, { a: -1, y: 1 }, { a: -1, y: 2 }, { a: 2, y: 0 }, { a: 2, y: 1 }, { a: 2, y: 2 }];
const CORNER = { a: -1, y: 3 };
const TOP = [{ a: 0, y: 3 }, { a: 1, y: 3 }];
const INSIDE = [0, 1].flatMap((a) => [0, 1, 2].map((y) => ({ a, y })));

function siteFits(bot: any, f: Frame): boolean {
  const block = (c: { a: number; y: number }) => bot.blockAt(at(f, c.a, c.y, FORWARD));
  return [...SIDES, CORNER, ...TOP, ...INSIDE].every((c) => isOpen(block(c)))
    && BOTTOM.every((c) => block(c)?.name === 'obsidian' || (isSolid(block(c)) && isDiggable(block(c))))
    && BOTTOM.every((c) => isSolid(block({ a: c.a, y: c.y - 1 })))
    && [{ a: -1, y: -1 }, { a: 2, y: -1 }].every((c) => isSolid(block(c)));
}

/** A block for the top corner that is not needed for the frame itself. */
function cornerBlock(bot: any): string | undefined {
  if (count(bot, 'obsidian') > OBSIDIAN) return 'obsidian';
  return [...new Set<string>(bot.inventory.items().map((i: any) => i.name))]
    .find((n) => n !== 'obsidian' && bot.registry.blocksByName[n]?.boundingBox === 'block' && !bot.registry.blocksByName[n]?.name.includes('sand') && n !== 'gravel');
}

/** Collects what the dug bottom row dropped, then goes back to the frame's origin. */
async function pickUpDugGround(ctx: AgentContext, frame: Frame): Promise<void> {
  await collectDrops(ctx, undefined, 4);
  await gotoNear(ctx, frame.origin, 0.5, 'back to where the portal is built');
}

export async function buildNetherPortal(ctx: AgentContext, _goal: StructureGoal): Promise<StructureOutcome> {
  const bot = ctx.bot;
  const proof = await gather(ctx, [
    { ids: ['obsidian'], count: OBSIDIAN, what: 'the smallest portal frame (4×5 without corners)' },
    { ids: ['flint_and_steel'], count: 1, what: 'lighting the portal' },
  ]);
  if (proof) {
    // A fire charge lights a portal too in vanilla; this server only models flint and steel.
    if (count(bot, 'fire_charge') > 0 && count(bot, 'flint_and_steel') === 0) return undecided('the agent holds a fire_charge to light the portal with, which the embedded server does not model (only flint_and_steel)');
    return failed(proof);
  }
  const frame = await chooseSite(ctx, (f) => siteFits(bot, f));
  if (!frame) return undecided('the agent found no open, flat spot for a 4×5 portal frame within 8 blocks that it could walk to');
  const place = (c: { a: number; y: number }, names: string[]) => placeAt(ctx, at(frame, c.a, c.y, FORWARD), names);
  const sunk = BOTTOM.filter((c) => bot.blockAt(at(frame, c.a, c.y, FORWARD))?.name !== 'obsidian');
  for (const c of sunk) await digAt(ctx, at(frame, c.a, c.y, FORWARD));
  // Any block holds the top row while it is placed: the ground just dug out will do.
  if (!cornerBlock(bot) && sunk.length) await pickUpDugGround(ctx, frame);
  const corner = cornerBlock(bot);
  if (!corner) return undecided('the agent has no 11th obsidian or other block to hold the top row of the frame while placing it (a player would use any block)');
  for (const c of sunk) await place(c, ['obsidian']);
  for (const c of SIDES) await place(c, ['obsidian']);
  await place(CORNER, [corner]);
  for (const c of TOP) await place(c, ['obsidian']);
  // Flint and steel on the top face of the bottom row, inside the frame.
  const Vec3 = vec3();
  await equip(ctx, 'flint_and_steel');
  await step(ctx, bot.activateBlock(bot.blockAt(at(frame, 0, -1, FORWARD)), new Vec3(0, 1, 0)), 3000, 'lighting the portal with flint_and_steel');
  const inside = INSIDE.map((c) => at(frame, c.a, c.y, FORWARD));
  await waitForBlock(ctx, inside[0], (b) => b?.name === 'nether_portal');
  const lit = inside.filter((p) => bot.blockAt(p)?.name === 'nether_portal').length;
  const span = `between ${posText(at(frame, -1, -1, FORWARD))} and ${posText(at(frame, 2, 3, FORWARD))}`;
  return lit === inside.length
    ? reached(`a lit nether portal: ${lit} nether_portal blocks inside the obsidian frame ${span}, read from the world`)
    : undecided(`the agent built the obsidian frame ${span} and used flint_and_steel on it, but only ${lit} of the ${inside.length} cells inside became nether_portal`);
}
