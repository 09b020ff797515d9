/**
 * `use_item` and `pickup` targets: is there any source of the item? The agent
 * has it, can craft it, or (for pickup) something in the scene drops it:
 * placed blocks it can mine, summoned mobs, items lying around, or a natural
 * block of the world (assumed present).
 */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { ObjectRef } from '../../../model/task/taskModel';
import { canMake } from '../availability';
import type { FeasibilityContext } from '../context';
import { addCommandsFix, give } from '../fixes';
import { naturalDropItems } from '../../../vanilla/naturalWorld';
import { perObject } from './targets';
import { FISHING_CATCHES } from '../../../vanilla/fishingRules';
import { ammoFor } from '../../../vanilla/projectiles';
import { FEASIBILITY } from '../../../model/diagnosticCodes';


function obtainable(ctx: FeasibilityContext, id: string): boolean {
  if (FISHING_CATCHES.has(id) && (ctx.avail.pool.get('fishing_rod') ?? 0) > 0) return true;
  return (ctx.avail.pool.get(id) ?? 0) > 0 || canMake(id, ctx.avail) || naturalDropItems(ctx.reg).has(id);
}

export function checkUseItem(ctx: FeasibilityContext): TaskDiagnostic[] {
  return perObject(ctx, 'use_item', (o) => useProblem(ctx, o));
}

function useProblem(ctx: FeasibilityContext, o: ObjectRef): TaskDiagnostic[] {
  const id = o.id;
  if (!ctx.reg.items.has(id)) return [];
  const size = ctx.reg.items.get(id)?.stackSize ?? 64;
  if (!obtainable(ctx, id)) {
    return [diag(o.start, o.end, 'warning', FEASIBILITY.noSource,
      `The agent has no ${id} to use and cannot craft one from what it is given (assuming it gathers nothing from the world).`,
      [addCommandsFix(ctx.model, `Give ${id}`, [give(id, size === 1 ? 1 : 16)])])];
  }
  const ammo = ammoFor(id, ctx.reg);
  if (ammo && !ammo.some((a) => obtainable(ctx, a))) {
    return [diag(o.start, o.end, 'warning', FEASIBILITY.noSource,
      `A ${id} counts as used only when it shoots, and the agent has no arrows.`,
      [addCommandsFix(ctx.model, 'Give arrows', [give('arrow', 32)])])];
  }
  return [];
}

export function checkPickup(ctx: FeasibilityContext): TaskDiagnostic[] {
  return perObject(ctx, 'pickup', (o) => {
    const id = o.id;
    if (!ctx.reg.items.has(id) || obtainable(ctx, id)) return [];
    return [diag(o.start, o.end, 'warning', FEASIBILITY.noSource,
      `Nothing in the scene yields ${id}: no placed block the agent can mine or summoned mob drops it, none lies on the ground, ` +
      'the agent cannot craft it, and it is not a drop of the natural blocks assumed near the spawn. Place its source (a block or a mob) near the agent.')];
  });
}
