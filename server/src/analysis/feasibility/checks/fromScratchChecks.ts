/** `feasibility/from-scratch-gives-items`: a from-scratch task hands out no items (see fromScratchRule.ts). */
import { diag, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { FeasibilityContext } from '../context';
import { givesItems, isFromScratchTask } from '../fromScratchRule';
import { FEASIBILITY } from '../../../model/diagnosticCodes';

export function checkFromScratch(ctx: FeasibilityContext): TaskDiagnostic[] {
  if (!isFromScratchTask(ctx.model)) return [];
  const out: TaskDiagnostic[] = [];
  for (const { item, parsed } of ctx.commands) {
    const why = givesItems(parsed);
    if (why) {
      out.push(diag(item.start, item.end, 'warning', FEASIBILITY.fromScratchGivesItems,
        `A from-scratch task starts with an empty inventory, but ${why}. Remove this command; set the scene only (trees, stone, ores, mobs) and let the milestones lead from nothing to the target.`));
    }
  }
  return out;
}
