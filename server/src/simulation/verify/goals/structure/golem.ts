/**
 * "build a snow golem / an iron golem": the agent stands the body up in
 * front of it and puts a carved pumpkin (or jack o'lantern) on top, as a
 * player does; the check looks for the golem entity the server spawned
 * (embedded/plugins/golems.ts models vanilla's CarvedPumpkinBlock).
 */
import type { StructureGoal } from '../../../../model/goals/goalTypes';
import type { AgentContext } from '../../agent/context';
import { SkillFailure, sleep } from '../../agent/context';
import { getCarvedPumpkin } from '../../agent/carve';
import { count } from '../../agent/inventory';
import { gather } from './materials';
import { failed, reached, StructureOutcome, undecided } from './outcome';
import { placeAt } from './place';
import { at, chooseSite, Frame, isOpen, isSolid, posText } from './site';

/** The vanilla heads: a plain pumpkin is not one. */
const HEADS = ['carved_pumpkin', 'jack_o_lantern'];

interface Body { entity: 'snow_golem' | 'iron_golem'; block: string; what: string; cells: Array<{ a: number; y: number }>; head: { a: number; y: number }; clear: Array<{ a: number; y: number }> }

/** Bodies in placing order (each placed against one before it or the ground), two blocks in front of the agent. */
const BODIES: Record<'snow_golem' | 'iron_golem', Body> = {
  snow_golem: { entity: 'snow_golem', block: 'snow_block', what: 'the snow golem', cells: [{ a: 0, y: 0 }, { a: 0, y: 1 }], head: { a: 0, y: 2 }, clear: [] },
  // The T: one block on the ground, three across on it; the cells beside the foot and the head must stay air.
  iron_golem: {
    entity: 'iron_golem', block: 'iron_block', what: 'the iron golem',
    cells: [{ a: 0, y: 0 }, { a: 0, y: 1 }, { a: -1, y: 1 }, { a: 1, y: 1 }], head: { a: 0, y: 2 },
    clear: [{ a: -1, y: 0 }, { a: 1, y: 0 }, { a: -1, y: 2 }, { a: 1, y: 2 }],
  },
};
const FORWARD = 2;

function siteFits(bot: any, f: Frame, body: Body): boolean {
  // Vanilla's '~' cells must be air itself, not grass.
  const airOnly = body.clear.every(({ a, y }) => /^(cave_)?air$/.test(bot.blockAt(at(f, a, y, FORWARD))?.name ?? ''));
  return airOnly && [...body.cells, body.head].every(({ a, y }) => isOpen(bot.blockAt(at(f, a, y, FORWARD)))) && isSolid(bot.blockAt(at(f, 0, -1, FORWARD)));
}

/** Golems of this kind near `pos`, by entity id. */
function golemsNear(bot: any, entity: string, pos: { x: number; y: number; z: number }, radius: number): any[] {
  return Object.values<any>(bot.entities).filter((e) => e.name === entity && e.position.distanceTo(pos) <= radius);
}

/** Why there is no head to put on: a plain pumpkin is the usual mistake. */
function noHeadProof(bot: any, proof: string): string {
  if (count(bot, 'pumpkin') === 0) return proof;
  return `${proof}; the ${count(bot, 'pumpkin')} plain pumpkin it holds is no golem head (vanilla's pattern needs a carved_pumpkin or jack_o_lantern on top)`;
}

export async function buildGolem(ctx: AgentContext, goal: StructureGoal & { shape: 'snow_golem' | 'iron_golem' }): Promise<StructureOutcome> {
  const bot = ctx.bot;
  const body = BODIES[goal.shape];
  // A plain pumpkin and shears: the agent carves it on the ground and picks the carved pumpkin up, as a player does.
  if (!HEADS.some((h) => count(bot, h) > 0) && count(bot, 'pumpkin') > 0 && count(bot, 'shears') > 0) {
    try {
      await getCarvedPumpkin(ctx);
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      return undecided(`the agent holds a plain pumpkin and shears but could not carve it into a head: ${e.message}`);
    }
  }
  const bodyProof = await gather(ctx, [{ ids: [body.block], count: body.cells.length, what: body.what }]);
  if (bodyProof) return failed(bodyProof);
  const headProof = await gather(ctx, [{ ids: HEADS, count: 1, what: `${body.what}'s head` }]);
  if (headProof) return failed(noHeadProof(bot, headProof));
  const frame = await chooseSite(ctx, (f) => siteFits(bot, f, body));
  if (!frame) return undecided(`the agent found no open, flat spot for ${body.what} within 8 blocks that it could walk to`);
  const spot = at(frame, body.head.a, 0, FORWARD);
  const before = new Set(golemsNear(bot, body.entity, spot, 8).map((e) => e.id));
  for (const c of body.cells) await placeAt(ctx, at(frame, c.a, c.y, FORWARD), [body.block]);
  const head = await placeAt(ctx, at(frame, body.head.a, body.head.y, FORWARD), HEADS, false);
  // The golem's spawn packet follows the head's block update.
  for (let i = 0; i < 20; i++) {
    const golem = golemsNear(bot, body.entity, spot, 8).find((e) => !before.has(e.id));
    if (golem) {
      const p = golem.position.floored();
      return reached(`a ${body.entity} appeared at ${posText(p)} when the agent put a ${head} on ${body.cells.length} ${body.block} at ${posText(spot)}`);
    }
    await sleep(ctx, 100);
  }
  const stillThere = body.cells.filter((c) => bot.blockAt(at(frame, c.a, c.y, FORWARD))?.name === body.block).length;
  return undecided(`no ${body.entity} appeared after the agent put a ${head} on its ${body.block} at ${posText(spot)} (${stillThere} of ${body.cells.length} body blocks still stand)`);
}
