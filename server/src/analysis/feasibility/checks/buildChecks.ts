/**
 * Building goals against the scene (issue 27): shapes and judged builds whose
 * materials the agent has no way to get, shapes the init commands already
 * built, and mobs the text wants moved in a boat or on a lead that vanilla
 * 1.16.5 refuses. Goals come from the one goal model (ctx.goals), so a
 * reward-less task is read from its instruction.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import { goalObjectRange } from '../../../model/goals/ofTask';
import type { JudgedGoal, StructureGoal, TaskGoal } from '../../../model/goals';
import { acquire, copyPool, Pool } from '../craft';
import { canMake } from '../availability';
import type { FeasibilityContext } from '../context';
import { naturalWorld } from '../../../vanilla/naturalWorld';
import { livingEntities, placedBlockIds } from '../scene';
import { beaconOnBase, Built, golemPatternStanding, litPortal, portalFrame, tallestPillar } from '../builtShapes';
import { cellText } from '../place';
import { fromWorld } from './textChecks';
import { GOLEM_HEAD, ShapePart, shapeParts } from '../../../vanilla/shapeParts';
import { NOT_LEASHABLE } from '../../../vanilla/leashRules';
import { BOAT_WIDTH, SIZED_MOBS, whyNotSeated } from '../../../vanilla/boatRules';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

/** One thing a shape is made of: any of `options`, `count` in all. */
type Need = ShapePart;

/** What each shape takes in vanilla 1.16.5. */
function needsOf(goal: StructureGoal | JudgedGoal): Need[] {
  if (goal.kind === 'judged') {
    if (goal.activity !== 'build' && goal.activity !== 'decorate') return [];
    return (goal.choices ?? goal.materials.map((m) => [m])).map((options) => ({ what: options[0], options, count: 1 }));
  }
  // A pillar's part is its named material, as many as it is high (a height is needed to count).
  if (goal.shape === 'pillar') return goal.materials.length && goal.size ? [{ what: goal.materials[0], options: goal.materials, count: goal.size }] : [];
  return [...shapeParts(goal.shape)];
}

/** Materials every normal world has at the surface, dug or chopped by hand: a shortfall of them is not worth a note. */
const COMMON = /^(?:dirt|coarse_dirt|grass_block|cobblestone|stone|sand|red_sand|gravel|\w+_log|\w+_planks|\w+_wood)$/;

export function checkBuildMaterials(ctx: FeasibilityContext): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  const { reg, avail, scene } = ctx;
  const placed = placedBlockIds(scene);
  // What is at hand, placed blocks included (a partly built shape counts toward itself).
  const pool: Pool = copyPool(avail.pool);
  for (const [id, list] of placed) pool.set(id, Math.max(pool.get(id) ?? 0, (avail.have.get(id) ?? 0) + list.reduce((s, b) => s + b.count, 0)));
  const world = fromWorld(reg);
  const natural = naturalWorld(reg).blocks;
  for (const goal of ctx.goals.goals) {
    if (goal.kind !== 'structure' && goal.kind !== 'judged') continue;
    for (const need of needsOf(goal)) {
      const held = heldCount(need, pool, ctx);
      if (held >= need.count) continue;
      if (need.options.some((o) => acquire(o, need.count, copyPool(pool), avail.env, { table: false, smelt: false }))) continue;
      const fromTheWorld = need.options.some((o) => world.has(o) || natural.has(o)) || (need === GOLEM_HEAD && world.has('pumpkin'));
      // Nothing given and the world has it: gathering it is the task. Dirt, stone and wood are at hand anywhere.
      if (fromTheWorld && (held === 0 || need.options.some((o) => COMMON.test(o)))) continue;
      const [start, end] = goalObjectRange(ctx.goals, goal, need.options.find((o) => goal.kind === 'judged' && goal.materials.includes(o)) ?? '', reg, ctx.model);
      const short = need.count - held;
      const asked = goal.kind === 'structure' ? shapeName(goal) : `This ${goal.activity === 'build' ? 'build' : 'decoration'}`;
      // Some given but too few: the task means the given ones to do, and the rest is a long way off (mined, smelted, found).
      const where = fromTheWorld ? 'only mining, smelting or searching far in the world could make up the rest' : 'a normal world has none near the spawn';
      // A shape's parts are fixed by vanilla, and "walls of purpur blocks" names a material: a warning. A judged build's
      // other words may name its purpose ("a wheat farm" is planted from seeds, "a beacon pyramid"): not sure, information.
      const sure = goal.kind === 'structure' || namedAsMaterial(goal.text, ctx.model.text.slice(start, end));
      out.push(diag(start, end, sure ? 'warning' : 'information', FEASIBILITY.buildMaterials,
        `${asked} takes ${need.count} ${need.what}; the commands give ${held ? `${held} (${short} short)` : 'none'}, the agent cannot make ${held ? 'the rest' : 'any'} from its items, and ${where}. Give ${held ? `${short} more` : need.count} with /give.`));
    }
  }
  return out;
}

/** How many of a need the agent holds or has placed, with the vanilla ways round a missing item. */
function heldCount(need: Need, pool: Pool, ctx: FeasibilityContext): number {
  let n = need.options.reduce((s, o) => s + (pool.get(o) ?? 0), 0);
  const has = (id: string) => (pool.get(id) ?? 0) > 0 || canMake(id, ctx.avail);
  // Shears carve a pumpkin; water poured on placed lava makes obsidian (one per lava bucket).
  if (need === GOLEM_HEAD && has('shears')) n += pool.get('pumpkin') ?? 0;
  if (need.options.includes('obsidian') && has('water_bucket')) n += pool.get('lava_bucket') ?? 0;
  return n;
}

function shapeName(goal: StructureGoal): string {
  const names: Record<StructureGoal['shape'], string> = {
    pillar: `A ${goal.size ?? ''}-block pillar`.replace(' -block', ''), snow_golem: 'A snow golem', iron_golem: 'An iron golem', golem: 'A golem',
    nether_portal: 'A nether portal', waterfall: 'A waterfall', pit: 'A pit', beacon: 'A beacon',
  };
  return names[goal.shape];
}

/** A shape the init commands already built near the agent: the build goal is met before the agent moves. */
export function checkAlreadyBuilt(ctx: FeasibilityContext): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  const { scene, reg } = ctx;
  for (const goal of ctx.goals.goals) {
    if (goal.kind !== 'structure') continue;
    let found: Built | undefined;
    let severity: 'warning' | 'information' = 'warning';
    let rest = '';
    switch (goal.shape) {
      case 'pillar': {
        // Without a height there is nothing to compare against.
        if (!goal.size) continue;
        const p = tallestPillar(scene, reg, goal.materials);
        if (p && (p.size ?? 0) >= goal.size) found = p;
        break;
      }
      case 'snow_golem':
      case 'iron_golem':
        found = golemPatternStanding(scene, goal.shape);
        rest = ' Only re-placing the head is left to do.';
        break;
      case 'nether_portal':
        found = litPortal(scene);
        if (!found && (found = portalFrame(scene))) {
          // The frame stands, but lighting it may be the task ("build and light"): a note, not a warning.
          severity = 'information';
          rest = ' Only lighting it is left to do.';
        }
        break;
      case 'beacon':
        found = beaconOnBase(scene);
        break;
      default:
        continue;
    }
    if (!found) continue;
    const [start, end] = goalObjectRange(ctx.goals, goal, '', reg, ctx.model);
    const line = ctx.commands[found.cmd] ? ctx.model.lines.positionAt(ctx.commands[found.cmd].item.start).line + 1 : 0;
    out.push(diag(start, end, severity, FEASIBILITY.alreadyBuilt,
      `The commands already build what the text asks: ${found.what} at ${cellText(found.at, scene.agent.frame)} (line ${line}).${rest} Leave it out, or ask for something the agent must build itself.`));
  }
  return out;
}

export function checkMobCarry(ctx: FeasibilityContext): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  const { reg } = ctx;
  const boatWidth = reg.entities.get('boat')?.width ?? BOAT_WIDTH;
  for (const goal of ctx.goals.goals) {
    // A group ("lead animals") is refused only if every member is: the first one proves nothing.
    if (goal.kind !== 'carry' || goal.by === 'hook' || goal.on.variant === 'baby' || goal.on.ids.length > 1) continue;
    for (const id of goal.on.ids.slice(0, 1)) {
      if (onlyBabies(ctx, id)) continue;
      const at = () => goalObjectRange(ctx.goals, goal as TaskGoal, id, reg, ctx.model);
      if (goal.by === 'boat') {
        const why = id === 'player' || SIZED_MOBS.has(id) ? undefined : whyNotSeated(id, reg.entities.get(id)?.width, boatWidth);
        if (!why) continue;
        const [start, end] = at();
        out.push(diag(start, end, 'warning', FEASIBILITY.boatTooSmall,
          `The text asks to move the ${goal.on.phrase} in a boat, but ${why}: vanilla pushes it away instead of seating it. Use a narrower mob (a cow, a pig, a llama) or a baby one.`));
      } else if (NOT_LEASHABLE[id]) {
        const [start, end] = at();
        out.push(diag(start, end, 'warning', FEASIBILITY.notLeashable,
          `The text asks to put a lead on the ${goal.on.phrase}, but in 1.16.5 a lead cannot be attached to ${id} (${NOT_LEASHABLE[id]}). Ask for a mob that takes a lead (a cow, a wolf, a llama, an iron golem).`));
      }
    }
  }
  return out;
}

/** Every summoned `id` is a baby (babies are half as wide): the boat takes them. */
function onlyBabies(ctx: FeasibilityContext, id: string): boolean {
  const mobs = livingEntities(ctx.scene).filter((e) => e.id === id);
  return mobs.length > 0 && mobs.every((e) => (typeof e.nbt?.Age === 'number' && e.nbt.Age < 0) || e.nbt?.IsBaby === 1 || e.nbt?.IsBaby === true);
}

/** Does the clause give `phrase` as what the thing is made of ("out of purpur blocks", "walls of stone", "with lanterns")? */
function namedAsMaterial(clause: string, phrase: string): boolean {
  const p = phrase.toLowerCase().trim();
  if (!p) return false;
  const escaped = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(?:of|from|with|using|use|in)\\s+(?:[\\w']+\\s+){0,3}${escaped}`).test(clause.toLowerCase());
}
