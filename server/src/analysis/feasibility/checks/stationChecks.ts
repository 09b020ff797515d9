/**
 * What working at a station costs beyond the item it works on, for goals read
 * from reward entries or the instruction (ctx.goals):
 *
 * - Enchanting at an enchanting table (vanilla 1.16.5): every option needs the
 *   player's level to reach the option's requirement (at least 1; without
 *   bookshelves the cheapest option asks 1 or 2) and takes 1–3 lapis lazuli in
 *   survival. A new player has level 0. The table itself does not generate in
 *   the overworld.
 * - Brewing: the stand burns blaze powder as fuel (since 1.9), most potions
 *   start from an awkward potion (nether wart), and the stand is made from a
 *   blaze rod. Blazes and nether wart are found only in the Nether.
 *
 * In creative mode none of this applies (no levels, no lapis, any item from
 * the creative inventory). A thing the instruction names is the text check's
 * business (text-not-in-scene): it is not reported twice here.
 */
import { diag, Severity, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { HaveGoal, StatGoal, TaskGoal } from '../../../model/goals';
import { goalObjectRange } from '../../../model/goals/ofTask';
import { namedThings } from '../../../model/instruction/names';
import { canMake } from '../availability';
import type { FeasibilityContext } from '../context';
import { isFromScratchTask } from '../fromScratchRule';
import { placedBlockIds } from '../scene';
import { experienceSource } from '../experienceSources';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

/** The agent plays in creative mode: stations ask for nothing it cannot take from the creative inventory. */
function creative(ctx: FeasibilityContext): boolean {
  const mode = ctx.scene.gamemode?.value;
  return mode === 'creative' || mode === '1';
}

/** A task that starts from nothing gets everything from the world on purpose: findings are information at most. */
function fromScratch(ctx: FeasibilityContext): boolean {
  return ctx.commands.length === 0 || isFromScratchTask(ctx.model);
}

/** Does the instruction name this id anywhere (then the text check reports it, on its words)? */
function named(ctx: FeasibilityContext, id: string): boolean {
  const value = ctx.goals.instruction?.value;
  return !!value && namedThings(value.toLowerCase(), ctx.reg, true).some((t) => t.ids.includes(id));
}

/** At hand, placed, or makeable from what the scene provides. */
function obtainable(ctx: FeasibilityContext, id: string): boolean {
  return (ctx.avail.have.get(id) ?? 0) > 0 || placedBlockIds(ctx.scene).has(id) || canMake(id, ctx.avail);
}

/** The words that ask for the goal: its object's phrase (or the reward object), else its clause. */
function rangeOf(ctx: FeasibilityContext, goal: TaskGoal, id: string): [number, number] {
  return goalObjectRange(ctx.goals, goal, id, ctx.reg, ctx.model);
}

const enchants = (g: TaskGoal): g is StatGoal => g.kind === 'stat' && g.statistic === 'custom' && g.objects.includes('enchant_item');

export function checkEnchanting(ctx: FeasibilityContext): TaskDiagnostic[] {
  const goal = ctx.goals.goals.find(enchants);
  if (!goal || creative(ctx)) return [];
  const out: TaskDiagnostic[] = [];
  const scratch = fromScratch(ctx);
  const item = goal.needs?.find((id) => id !== 'enchanting_table') ?? '';
  const [start, end] = rangeOf(ctx, goal, item);
  const sure = (s: Severity): Severity => (scratch ? 'information' : s);

  if (ctx.scene.experience.levels < 1) {
    const source = experienceSource(ctx);
    const given = ctx.scene.experience.cmd !== undefined
      ? `the /xp commands leave it at level 0 (${ctx.scene.experience.points} of the 7 points level 1 needs)`
      : 'no command gives levels (`/xp add @s 30 levels`)';
    out.push(diag(start, end, source || scratch ? 'information' : 'warning', FEASIBILITY.enchantNoLevels,
      `Enchanting at a table needs at least 1 experience level (the cheapest option asks 1–2 without bookshelves); the agent starts at level 0 and ${given}. ` +
      (source
        ? `It could earn the 7 points of level 1 from ${source} first, which takes time the task may not have.`
        : 'Nothing in the scene yields experience (no mob, experience ore, smelting or fishing): the agent would have to leave the task to hunt or mine for it.') +
      ' Give levels with `/xp add @s 30 levels`.'));
  }
  if (!obtainable(ctx, 'lapis_lazuli') && !named(ctx, 'lapis_lazuli')) {
    // Lapis ore generates in every overworld, deep underground: the rule for natural things (textChecks) says information.
    const ore = placedBlockIds(ctx.scene).has('lapis_ore')
      ? 'the lapis ore placed drops nothing without a stone pickaxe, which the agent does not have'
      : 'the scene has no lapis ore, so the agent must dig for it (it lies deep underground and needs a stone pickaxe)';
    out.push(diag(start, end, 'information', FEASIBILITY.enchantNoLapis,
      `Enchanting at a table takes 1–3 lapis lazuli in survival; no command gives any and ${ore}. Give some with \`/give @s minecraft:lapis_lazuli 16\`.`));
  }
  if (!obtainable(ctx, 'enchanting_table') && !named(ctx, 'enchanting_table')) {
    out.push(diag(start, end, sure('warning'), FEASIBILITY.stationMissing,
      'Enchanting needs an enchanting table; no command gives or places one, and the agent cannot make one from its items (a book, 2 diamonds and 4 obsidian). ' +
      'Enchanting tables do not generate in the overworld. Place one near the agent.'));
  }
  return out;
}

const brews = (g: TaskGoal): g is HaveGoal => g.kind === 'have' && g.potion !== undefined;

/** A placed brewing stand that already holds fuel (`{Fuel:20b}`) brews without blaze powder at hand. */
function fuelledStand(ctx: FeasibilityContext): boolean {
  return (placedBlockIds(ctx.scene).get('brewing_stand') ?? []).some((b) => typeof b.nbt?.Fuel === 'number' && b.nbt.Fuel > 0);
}

/** Potions past the water bottle at hand (awkward, or the one to turn into another): the nether wart step is already done. */
function brewedPotionGiven(ctx: FeasibilityContext): boolean {
  const stacks = [...ctx.scene.inventory.stacks(), ...ctx.scene.containers, ...ctx.scene.ground];
  return stacks.some((s) => /potion$/.test(s.id) && !!s.nbt && !/"(?:minecraft:)?(?:water|mundane|thick)"/.test(s.nbt));
}

export function checkBrewing(ctx: FeasibilityContext): TaskDiagnostic[] {
  const goal = ctx.goals.goals.find(brews);
  if (!goal || creative(ctx)) return [];
  const out: TaskDiagnostic[] = [];
  const severity: Severity = fromScratch(ctx) ? 'information' : 'warning';
  const [start, end] = rangeOf(ctx, goal, goal.items[0]);
  const nether = 'found only in the Nether, not near an overworld spawn';
  const stand = obtainable(ctx, 'brewing_stand') || named(ctx, 'brewing_stand');
  if (!stand) {
    out.push(diag(start, end, severity, FEASIBILITY.stationMissing,
      `Brewing needs a brewing stand; no command gives or places one, and the agent cannot make one from its items (a blaze rod and 3 cobblestone; blazes are ${nether}). Place one near the agent.`));
  }
  // Blaze powder is also strength's ingredient: one finding says both.
  if (!fuelledStand(ctx) && !obtainable(ctx, 'blaze_powder') && !named(ctx, 'blaze_powder') && !named(ctx, 'blaze_rod')) {
    out.push(diag(start, end, severity, FEASIBILITY.brewNoFuel,
      `A brewing stand burns blaze powder as fuel (since 1.9); no command gives blaze powder or a blaze rod, and blazes are ${nether}. ` +
      'Give some with `/give @s minecraft:blaze_powder 4`, or place the stand with fuel (`{Fuel:20b}`).'));
  }
  if (goal.needs?.includes('nether_wart') && !obtainable(ctx, 'nether_wart') && !named(ctx, 'nether_wart') && !brewedPotionGiven(ctx)) {
    out.push(diag(start, end, severity, FEASIBILITY.brewNoWart,
      `A potion of ${(goal.potion ?? '').replace(/_/g, ' ')} is brewed from an awkward potion (water bottle + nether wart); no command gives nether wart, which is ${nether} (in fortresses). ` +
      'Give some with `/give @s minecraft:nether_wart 4`, or give awkward potions.'));
  }
  return out;
}
