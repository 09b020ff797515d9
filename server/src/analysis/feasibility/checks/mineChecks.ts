/**
 * `mine_block` targets: is the block there (placed, or assumed natural), and
 * does the agent hold a tool that harvests it? Minecraft counts a block in
 * the mined statistic only when it is broken with a tool that harvests it
 * (the same condition as getting its drops), so a wrong tool is fatal.
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { ObjectRef } from '../../../model/task/taskModel';
import { canMake } from '../availability';
import type { FeasibilityContext } from '../context';
import { addCommandsFix, give } from '../fixes';
import { naturalWorld } from '../../../vanilla/naturalWorld';
import { placedBlockIds } from '../scene';
import { describeTools, splitTool, weakestTool } from '../tools';
import { fromText, gathersFromWorld, perObject } from './targets';
import type { StatGoal } from '../../../model/goals';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

export function checkBlockAbsent(ctx: FeasibilityContext): TaskDiagnostic[] {
  const placed = placedBlockIds(ctx.scene);
  const natural = naturalWorld(ctx.reg).blocks;
  // Blocks a reward-less text names are text-not-in-scene's, which also knows what the agent can make or find.
  return perObject(ctx, 'mine_block', (o) => {
    if (!ctx.reg.blocks.has(o.id) || placed.has(o.id) || natural.has(o.id)) return [];
    return [diag(o.start, o.end, 'information', FEASIBILITY.blockAbsent,
      `No init command places ${o.id}, and it is not among the blocks assumed near an overworld spawn (stone, dirt, sand, gravel, logs, leaves, ores …). ` +
      "The world's natural blocks are unknown: place some with /setblock or /fill to be sure.",
      [addCommandsFix(ctx.model, `Place ${o.id} next to the agent`, [`/setblock ~2 ~ ~ minecraft:${o.id}`])])];
  });
}

export function checkHarvestTool(ctx: FeasibilityContext): TaskDiagnostic[] {
  const scratch = gathersFromWorld(ctx);
  // A reward-less task that starts with nothing makes its own tools: that is the task, not a finding.
  return perObject(ctx, 'mine_block', (o, goal) => (fromText(goal) && scratch ? [] : harvestProblem(ctx, o, goal)), { text: true });
}

function harvestProblem(ctx: FeasibilityContext, o: ObjectRef, goal: StatGoal): TaskDiagnostic[] {
  const block = ctx.reg.blocks.get(o.id);
  if (!block) return [];
  if (!block.diggable) {
    return [diag(o.start, o.end, 'warning', FEASIBILITY.noHarvestTool, `${o.id} cannot be mined in survival mode, so the mined statistic never counts it.`)];
  }
  const tools = block.harvestTools;
  if (!tools?.length) return [];
  const { have, excluded } = ctx.avail;
  if (tools.some((t) => (have.get(t) ?? 0) > 0)) return [];
  const needs = `${o.id} needs ${describeTools(tools)}`;
  const fixTool = weakestTool(tools, excluded) ?? tools[0];
  const fix = addCommandsFix(ctx.model, `Give ${fixTool}`, [give(fixTool, 1)]);
  const craftable = tools.find((t) => !excluded.has(t) && canMake(t, ctx.avail));
  if (craftable) {
    return [diag(o.start, o.end, 'information', FEASIBILITY.noHarvestTool,
      `${needs}; the agent has none but can craft a ${craftable} from what it is given (the mined statistic only counts blocks broken with such a tool).`, [fix])];
  }
  const kinds = new Set(tools.map((t) => splitTool(t).kind));
  const held = [...have.keys()].filter((id) => (have.get(id) ?? 0) > 0 && kinds.has(splitTool(id).kind) && splitTool(id).tier);
  const heldText = held.length ? `the agent has ${held.map((h) => `${/^[aeiou]/.test(h) ? 'an' : 'a'} ${h}`).join(' and ')}` : `the agent has no ${[...kinds].join(' or ')}`;
  const skipped = tools.filter((t) => excluded.has(t));
  const note = skipped.length ? ` (the ${skipped.join(', ')} it is given is a task target, meant to be crafted, so it is not counted)` : '';
  return [diag(o.start, o.end, 'warning', FEASIBILITY.noHarvestTool,
    `${needs}; ${heldText}${note}. Minecraft counts a mined block only when the tool harvests it.`, [fix])];
}
