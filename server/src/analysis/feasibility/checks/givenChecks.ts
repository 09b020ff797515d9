/**
 * The target given at reset, for tasks whose goals come from the instruction
 * (reward targets are sceneChecks' checkTargetGiven): "collect dirt",
 * "obtain 3 iron ingots", "mine the stone", "craft a crafting table" while the init commands already
 * put at least that many of what the goal yields in the inventory. A judge
 * watching the video cannot tell the agent's work from the gift.
 *
 * Not reported (the gift has another purpose, or does not meet the goal):
 * fewer given than the count asked; "collect 10 more dirt" (more, another,
 * extra, additional); an item the instruction also names outside the goal's
 * clause ("use the dirt to build …") or that another goal needs, uses or is
 * made from.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { StatGoal, TaskGoal } from '../../../model/goals';
import { namedThings } from '../../../model/instruction/names';
import { commandRange, FeasibilityContext } from '../context';
import { normalDrops } from '../../../vanilla/naturalWorld';
import { slotGroups } from '../craft';
import { CROP_OF_SEED } from '../../../vanilla/farmingRules';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

const MORE = /\b(?:more|another|extra|additional|further)\b/;
/** Goals whose result lands in the inventory: collected, mined (its drop), crafted or smelted. */
const ASKED = new Set(['picked_up', 'mined', 'crafted']);

/** What reaching the goal puts in the inventory: the item picked up, or what the mined blocks drop. */
function yields(g: StatGoal, ctx: FeasibilityContext): string[] {
  if (g.product?.length) return g.product;
  if (g.statistic === 'picked_up' || g.statistic === 'crafted') return g.objects;
  // A crop's seeds (a carrot for carrots) are what it is planted from, not only what it yields: giving them is no gift of the target.
  return [...new Set(g.objects.flatMap((b) => normalDrops(b, ctx.reg).filter((d) => CROP_OF_SEED[d] !== b)))];
}

/** Ids another goal works with: its tool, needs, payment, materials, objects, or the ingredients of what it crafts. */
function usedElsewhere(goals: TaskGoal[], self: TaskGoal, ctx: FeasibilityContext): Set<string> {
  const out = new Set<string>();
  for (const g of goals) {
    if (g === self) continue;
    if (g.kind === 'stat') {
      for (const id of [...(g.tool ?? []), ...(g.needs ?? []), ...(g.payment ?? []), ...g.objects]) out.add(id);
      if (g.statistic === 'crafted') {
        for (const o of g.objects) {
          for (const r of ctx.reg.recipes.get(o) ?? []) for (const grp of slotGroups(r)) for (const id of grp.options) out.add(id);
          for (const id of ctx.reg.smelting.get(o) ?? []) out.add(id);
        }
      }
    } else if (g.kind === 'have') for (const id of [...g.items, ...(g.needs ?? [])]) out.add(id);
    else if (g.kind === 'carry') for (const id of g.items) out.add(id);
    else if (g.kind === 'structure' || g.kind === 'judged') {
      for (const id of g.materials) out.add(id);
      // "build a shelter": any block will do, so a given block may be meant for it.
      if (!g.materials.length && (g.kind === 'structure' || g.activity === 'build' || g.activity === 'decorate')) out.add(ANY_BLOCK);
    }
  }
  return out;
}

/** Marks "any placeable block" in usedElsewhere's set. */
const ANY_BLOCK = '#any_block';

/** Ids the instruction names outside the goal's own clause ("use the dirt to build a hut"). */
function namedOutside(ctx: FeasibilityContext, g: TaskGoal): Set<string> {
  const ins = ctx.goals.instruction;
  if (!ins || g.from.source !== 'text') return new Set();
  const { start, end } = g.from;
  return new Set(namedThings(ins.value.toLowerCase(), ctx.reg, true).filter((t) => t.end <= start || t.start >= end).flatMap((t) => t.ids));
}

export function checkTextTargetGiven(ctx: FeasibilityContext): TaskDiagnostic[] {
  if (ctx.goals.source !== 'text') return [];
  const out: TaskDiagnostic[] = [];
  const reported = new Set<number>();
  for (const g of ctx.goals.goals) {
    if (g.kind !== 'stat' || !ASKED.has(g.statistic) || MORE.test(g.text.toLowerCase())) continue;
    const other = usedElsewhere(ctx.goals.goals, g, ctx);
    const outside = namedOutside(ctx, g);
    for (const id of yields(g, ctx)) {
      if (other.has(id) || outside.has(id) || (other.has(ANY_BLOCK) && ctx.reg.blocks.has(id))) continue;
      const count = ctx.scene.inventory.count(id);
      if (count < g.count) continue;
      const stack = ctx.scene.inventory.stacks().find((s) => s.id === id)!;
      if (reported.has(stack.cmd)) continue;
      reported.add(stack.cmd);
      const [start, end] = commandRange(ctx, stack.cmd);
      const how = g.count > 1 ? `, ${g.count} asked` : '';
      out.push(diag(start, end, 'warning', FEASIBILITY.targetGiven, g.statistic === 'crafted'
        ? `This gives the agent ${id}, which the instruction asks it to ${g.verb === 'smelt' ? 'smelt' : 'craft'} ("${g.text}"): a judge sees it in the inventory whether or not it was made. ` +
          'Do not give the target; give its ingredients.'
        : g.statistic === 'mined'
        ? `This gives the agent ${count} ${id}, what mining ${g.objects.slice(0, 3).join(' or ')} yields, which the instruction asks for ("${g.text}"${how}): ` +
          'the inventory shows the result before the agent mines anything, and a judge cannot tell the gift from its work. Do not give what the task asks the agent to get.'
        : `This gives the agent ${count} ${id}, which the instruction asks it to collect ("${g.text}"${how}): the task is done before it starts, ` +
          'and a judge watching the video cannot tell the gift from the agent\'s work. Do not give the collection target.'));
    }
  }
  return out;
}
