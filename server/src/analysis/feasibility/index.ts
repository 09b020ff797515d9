/**
 * Static feasibility checks ("can this task be solved?"), all `feasibility/…`
 * codes. One entry point for validate.ts: checkFeasibility(ctx).
 */
import type { CheckContext } from '../lint/validate';
import type { TaskDiagnostic } from '../../model/task/diagnostic';
import { feasibilityContext, FeasibilityContext } from './context';
import { checkCraftTargets, checkNoRecipe } from './checks/craftChecks';
import { checkEntityAbsent } from './checks/entityChecks';
import { checkMilestones } from './checks/milestones';
import { checkFromScratch } from './checks/fromScratchChecks';
import { checkBlockAbsent, checkHarvestTool } from './checks/mineChecks';
import {
  checkBuriedAgent, checkItemOverwritten, checkNotSummonable, checkOutOfReach, checkSummonDistance, checkTargetGiven,
} from './checks/sceneChecks';
import { checkPickup, checkUseItem } from './checks/sourceChecks';
import { checkTextAgainstScene } from './checks/textChecks';
import { checkLethalSetup } from './checks/harmChecks';
import { checkBrewing, checkEnchanting } from './checks/stationChecks';
import { checkTextTargetGiven } from './checks/givenChecks';
import { checkUnreachableTargets } from './checks/unreachableChecks';
import { checkAlreadyBuilt, checkBuildMaterials, checkMobCarry } from './checks/buildChecks';
import { checkVillagerJobLoss } from './checks/villagerJobChecks';
import { checkBlockOverwritten, checkGolemPattern, checkPeacefulHostiles, checkTeleportInto, checkUndeadBurns, checkUnsupported } from './checks/setupChecks';

const CHECKS: ((ctx: FeasibilityContext) => TaskDiagnostic[])[] = [
  checkTargetGiven, checkSummonDistance, checkBuriedAgent, checkOutOfReach, checkNotSummonable, checkItemOverwritten,
  checkNoRecipe, checkCraftTargets, checkBlockAbsent, checkHarvestTool, checkEntityAbsent, checkUseItem, checkPickup, checkMilestones, checkFromScratch,
  checkUnsupported, checkGolemPattern, checkTeleportInto, checkUndeadBurns, checkPeacefulHostiles, checkBlockOverwritten, checkTextAgainstScene,
  checkLethalSetup, checkUnreachableTargets, checkBuildMaterials, checkAlreadyBuilt, checkMobCarry, checkEnchanting, checkBrewing, checkTextTargetGiven,
  checkVillagerJobLoss,
];

/** Runs every feasibility check; a check that throws is skipped (the others still run). */
export function checkFeasibility(ctx: Pick<CheckContext, 'model' | 'registry' | 'commands' | 'scene'>): TaskDiagnostic[] {
  let fctx: FeasibilityContext;
  try {
    fctx = feasibilityContext(ctx.model, ctx.registry, ctx.commands, ctx.scene);
  } catch {
    return [];
  }
  const out: TaskDiagnostic[] = [];
  // The same finding twice at one place says nothing more (the `number` mobs of one summon_mobs entry share its line).
  const seen = new Set<string>();
  for (const check of CHECKS) {
    try {
      for (const d of check(fctx)) {
        const key = `${d.code}\u0000${d.start}\u0000${d.end}\u0000${d.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(d);
      }
    } catch {
      // Odd input (already reported by other checkers): this check has nothing to say.
    }
  }
  return out;
}

export { buildScene } from './scene';
