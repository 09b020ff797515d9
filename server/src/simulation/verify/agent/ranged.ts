/**
 * Throwing and shooting for the `used` statistic of snowballs, eggs, ender
 * pearls, tridents and crossbows, the way a player does it with mineflayer's
 * client actions (bot.activateItem / deactivateItem):
 * - snowball, egg, ender pearl: one right-click throws one (vanilla counts it
 *   at once). An item only in the off-hand is thrown from there.
 * - trident: held for 13 ticks (vanilla throws from 10), then released; one
 *   without Loyalty is fetched again where it stuck.
 * - crossbow: held 28 ticks to load (25 needed), released, then a second
 *   right-click fires (vanilla counts the crossbow only then).
 * It aims at the mob the goal names ("throw a snowball at the blaze"), lifting
 * the aim by the drop of the projectile's flight, else throws ahead.
 */
import type { StatGoal } from '../../../model/goals/goalTypes';
import { namesIn } from '../../../model/goals/objects';
import type { AgentContext } from './context';
import { doing, SkillFailure, sleep, step, waitUntil } from './context';
import { count, equip, offhand } from './inventory';
import { nearestEntity } from './kill';
import { haveOneOf } from './holdTool';
import { gotoNear } from './navigate';
import { arrowItems, LAUNCHES, PROJECTILE_GRAVITY } from '../../../vanilla/projectiles';

/** Items the agent can hit a far target with (vanilla/projectiles.ts). */
export const RANGED_ITEMS: ReadonlySet<string> = new Set(Object.keys(LAUNCHES));

/** Launch speed (blocks per tick) and gravity of what each item sends flying (vanilla). */
function flight(item: string): { speed: number; gravity: number } {
  const launch = LAUNCHES[item];
  return { speed: launch.speed, gravity: PROJECTILE_GRAVITY[launch.projectile] };
}
/**
 * How close the agent walks to a target before it throws.
 * @notGameFact our agent's choice of distance, well inside the throw's reach
 */
const THROW_RANGE = 10;

/** The mobs a goal's text aims at: its `on` ids, else the entities named after "at" ("… at the blaze"). */
export function targetNames(ctx: AgentContext, goal: StatGoal): string[] {
  if (goal.on?.kind === 'entity' && goal.on.ids.length) return goal.on.ids;
  const m = /\bat\s+(.*)$/i.exec(goal.text ?? '');
  if (!m) return [];
  return namesIn(m[1].toLowerCase(), 'entity', ctx.reg).filter((n) => n.kind === 'entity').flatMap((n) => n.ids);
}

/** Looks at `target` (or ahead) with the aim raised by the projectile's drop over the distance. */
async function aim(ctx: AgentContext, item: string, target: any | undefined): Promise<void> {
  const bot = ctx.bot;
  if (!target) {
    // Ahead and a little down: the projectile lands a few blocks away (an ender pearl takes the agent there).
    await step(ctx, bot.look(bot.entity.yaw, item === 'ender_pearl' ? -0.2 : 0.1, true), 2000, 'aiming');
    return;
  }
  const f = flight(item);
  const at = target.position.offset(0, (target.height ?? 1) * 0.6, 0);
  const eyes = bot.entity.position.offset(0, 1.52, 0);
  const d = Math.sqrt((at.x - eyes.x) ** 2 + (at.z - eyes.z) ** 2);
  const ticks = d / f.speed;
  await step(ctx, bot.lookAt(at.offset(0, 0.5 * f.gravity * ticks * ticks, 0), true), 2000, 'aiming');
}

/** Gets within throwing range of the goal's target, if it names one. */
async function approach(ctx: AgentContext, names: string[]): Promise<any | undefined> {
  if (!names.length) return undefined;
  const target = nearestEntity(ctx, names);
  if (!target) throw new SkillFailure(`no ${names.join(' or ')} within ${ctx.searchRadius} blocks to throw at`);
  if (target.position.distanceTo(ctx.bot.entity.position) > THROW_RANGE) await gotoNear(ctx, target.position, THROW_RANGE - 2, `the ${target.name}`);
  return target;
}

/** Holds `item` in the main hand if it is in the inventory; false when it is only in the off-hand. */
async function holdForUse(ctx: AgentContext, item: string): Promise<boolean> {
  if (count(ctx.bot, item) > 0) { await equip(ctx, item); return true; }
  if (offhand(ctx.bot)?.name === item) return false;
  throw new SkillFailure(`the agent has no ${item}`);
}

/** Throws one snowball, egg or ender pearl (from the off-hand when it is only there) at a mob among `names`, or ahead. */
export async function throwOne(ctx: AgentContext, item: string, names: string[]): Promise<void> {
  const bot = ctx.bot;
  const target = await approach(ctx, names);
  const main = await holdForUse(ctx, item);
  await aim(ctx, item, target);
  const from = bot.entity.position.clone();
  bot.activateItem(!main);
  await sleep(ctx, 150);
  bot.deactivateItem();
  // Let it fly (an ender pearl moves the agent when it lands).
  if (item === 'ender_pearl') {
    const t0 = Date.now();
    while (Date.now() - t0 < 3000 && bot.entity.position.distanceTo(from) < 1) await sleep(ctx, 100);
  } else await sleep(ctx, 400);
}

/** How long the agent holds use to load a crossbow, attempt by attempt (vanilla needs 25 server ticks). */
const CROSSBOW_HOLDS_MS = [1400, 2800, 5600];
/** The same for a trident (vanilla throws it from 10 ticks of charge). */
const TRIDENT_HOLDS_MS = [650, 1300, 2600];

/**
 * Holds use for each of `holdsMs` in turn, releasing after each, until the server's answer `done` comes
 * (waited for up to `answerMs`); whether it came. A busy machine's server ticks slower than the wall
 * clock, so a release it counted as too short is tried again with a longer hold.
 */
async function holdUntil(ctx: AgentContext, offHand: boolean, holdsMs: number[], done: () => boolean, answerMs: number): Promise<boolean> {
  for (const holdMs of holdsMs) {
    ctx.bot.activateItem(offHand);
    await sleep(ctx, holdMs);
    ctx.bot.deactivateItem();
    if (await waitUntil(ctx, done, answerMs)) return true;
  }
  return false;
}

function charged(item: any): boolean {
  return item?.nbt?.value?.Charged?.value === 1;
}

/** Loads the crossbow if it is not (an arrow from the inventory), then fires it at a mob among `names` (or ahead). */
export async function shootCrossbow(ctx: AgentContext, names: string[]): Promise<void> {
  const bot = ctx.bot;
  const target = await approach(ctx, names);
  const main = await holdForUse(ctx, 'crossbow');
  const held = () => (main ? bot.heldItem : offhand(bot));
  if (!charged(held())) {
    if (!arrowItems(ctx.reg).some((a) => count(bot, a) > 0)) {
      await ctx.obtain('arrow', 1, 1);
      if (main) await equip(ctx, 'crossbow');
    }
    // The server loads it on release after 25 of its ticks (1.25 s when it keeps time).
    if (!await holdUntil(ctx, !main, CROSSBOW_HOLDS_MS, () => charged(held()), 2000)) throw new SkillFailure(`the crossbow did not load (held ${CROSSBOW_HOLDS_MS.join(', ')} ms)`);
  }
  await aim(ctx, 'crossbow', target);
  bot.activateItem(!main);
  await sleep(ctx, 100);
  bot.deactivateItem();
  await sleep(ctx, 300);
}

/** Walks onto a trident that stuck nearby (one without Loyalty stays where it landed). */
async function fetchTrident(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  await sleep(ctx, 1000);
  if (count(bot, 'trident') > 0) return; // Loyalty brought it back
  const stuck = bot.nearestEntity((e: any) => e.name === 'trident' && e.position.distanceTo(bot.entity.position) <= ctx.searchRadius);
  if (!stuck) return;
  try {
    await gotoNear(ctx, stuck.position, 0, 'the thrown trident');
    const t0 = Date.now();
    while (count(bot, 'trident') === 0 && Date.now() - t0 < 1500) await sleep(ctx, 100);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    ctx.log(`the trident was left where it stuck: ${e.message}`);
  }
}

/** Charges and throws the trident at a mob among `names` (or ahead), then fetches it if it stays where it stuck. */
export async function throwTrident(ctx: AgentContext, names: string[]): Promise<void> {
  const bot = ctx.bot;
  const target = await approach(ctx, names);
  const main = await holdForUse(ctx, 'trident');
  await aim(ctx, 'trident', target);
  // Thrown on release after 10 server ticks. Thrown: one fewer in the inventory, or (in creative, where none is used up) a new trident entity.
  const tridents = () => new Set(Object.values<any>(bot.entities).filter((e) => e?.name === 'trident').map((e) => e.id));
  const held0 = count(bot, 'trident');
  const seen0 = tridents();
  const thrown = () => count(bot, 'trident') < held0 || [...tridents()].some((id) => !seen0.has(id));
  await holdUntil(ctx, !main, TRIDENT_HOLDS_MS, thrown, 1000);
  await fetchTrident(ctx);
}

/** One use of a ranged item the goal names: the first the agent has (or can get). */
export async function useRanged(ctx: AgentContext, goal: StatGoal): Promise<void> {
  const items = goal.objects.filter((o) => RANGED_ITEMS.has(o));
  const item = items.find((i) => count(ctx.bot, i) > 0) ?? await haveOneOf(ctx, items);
  const names = targetNames(ctx, goal);
  await doing(ctx, `${item === 'crossbow' ? 'shooting a' : 'throwing a'} ${item}${names.length ? ` at a ${names.join(' or ')}` : ''}`, async () => {
    if (item === 'crossbow') return shootCrossbow(ctx, names);
    if (item === 'trident') return throwTrident(ctx, names);
    return throwOne(ctx, item, names);
  });
}
