/**
 * "build a beacon pyramid and activate the beacon": a 3×3 base of beacon
 * base blocks (vanilla's tag: iron, gold, emerald, diamond, netherite
 * blocks, any mix) with the beacon on its centre and nothing opaque above
 * it. The embedded server runs no beam and gives no effects, so the check
 * is the shape vanilla activates, read from the world.
 */
import type { StructureGoal } from '../../../../model/goals/goalTypes';
import type { AgentContext } from '../../agent/context';
import { count } from '../../agent/inventory';
import { vec3 } from '../../runtime';
import { gather } from './materials';
import { failed, reached, StructureOutcome, undecided } from './outcome';
import { placeAt } from './place';
import { at, chooseSite, Frame, isOpen, isSolid, Pos, posText } from './site';
import { BEACON_BASE } from '../../../../vanilla/shapeParts';
import { WORLD_HEIGHT } from '../../../../vanilla/commandLimits';

const BASE = [-1, 0, 1].flatMap((a) => [1, 2, 3].map((b) => ({ a, b })));
const TOP = { a: 0, y: 1, b: 2 };

function siteFits(bot: any, f: Frame): boolean {
  return BASE.every(({ a, b }) => isOpen(bot.blockAt(at(f, a, 0, b))) && isSolid(bot.blockAt(at(f, a, -1, b))))
    && isOpen(bot.blockAt(at(f, TOP.a, TOP.y, TOP.b)));
}

/**
 * The first block above `pos` that stops a beacon's beam, or undefined: vanilla's
 * BeaconTileEntity stops at a block that blocks all light, except bedrock.
 */
export function beamBlocker(bot: any, pos: Pos): any | undefined {
  const Vec3 = vec3();
  for (let y = pos.y + 1; y < WORLD_HEIGHT; y++) {
    const b = bot.blockAt(new Vec3(pos.x, y, pos.z));
    if (!b) return undefined; // above the loaded world: nothing there
    if (b.boundingBox === 'block' && !b.transparent && b.name !== 'bedrock') return b;
  }
  return undefined;
}

export async function buildBeacon(ctx: AgentContext, goal: StructureGoal): Promise<StructureOutcome> {
  const bot = ctx.bot;
  const named = goal.materials.filter((m) => BEACON_BASE.includes(m));
  const bases = named.length ? named : BEACON_BASE;
  const proof = await gather(ctx, [
    { ids: bases, count: BASE.length, what: 'a beacon base (3×3)' },
    { ids: ['beacon'], count: 1, what: 'the pyramid' },
  ]);
  if (proof) return failed(proof);
  const frame = await chooseSite(ctx, (f) => siteFits(bot, f));
  if (!frame) return undecided('the agent found no open, flat 3×3 spot for the beacon base within 8 blocks that it could walk to');
  for (const { a, b } of BASE) await placeAt(ctx, at(frame, a, 0, b), [...bases].sort((x, y) => count(bot, y) - count(bot, x)));
  const beaconAt = at(frame, TOP.a, TOP.y, TOP.b);
  await placeAt(ctx, beaconAt, ['beacon']);
  const base = BASE.map(({ a, b }) => bot.blockAt(at(frame, a, 0, b))?.name as string | undefined);
  const wrong = base.filter((n) => !n || !BEACON_BASE.includes(n));
  if (wrong.length) return undecided(`the beacon at ${posText(beaconAt)} stands on a base with ${wrong.length} cells that are not base blocks`);
  const blocker = beamBlocker(bot, beaconAt);
  if (blocker) return undecided(`the beacon at ${posText(beaconAt)} is on a full base but ${blocker.name} at y ${blocker.position.y} blocks its beam`);
  const kinds = [...new Set(base)].join(' and ');
  return reached(`a beacon at ${posText(beaconAt)} on a 3×3 base of ${kinds} with open sky above it, read from the world; the embedded server runs no beam or effects, so this is the shape vanilla activates`);
}
