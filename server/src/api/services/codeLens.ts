import { noRouteLens, routeLens, RouteLens } from '../../analysis/planning/routeLens';
import { planTargets } from '../../analysis/planning/targets';
import type { TaskModel } from '../../model/task/taskModel';
import type { Registry } from '../../vanilla/registry';

export interface LensResult {
  start: number;
  end: number;
  title: string;
  tooltip?: string;
}

/**
 * Server-side lenses: the route lens above each reward list ("Insight: 9
 * steps from scratch, complexity E+V = 17"), or above `text` when the goals
 * were read from the instruction (the file has no reward entry), where it
 * also says when no goal has a graph. The editor-side lenses (drafting,
 * verification, preview) belong to the client because they depend on
 * Workspace Trust.
 */
export function codeLenses(model: TaskModel, reg: Registry, insightOf: () => RouteLens | undefined = () => routeLens(model, reg)): LensResult[] {
  const out: LensResult[] = [];
  const lens = insightOf();
  const plan = planTargets(model, reg);
  const title = lens?.summary ?? noRouteLens(plan)?.summary;
  if (!title) return out;
  const keys = plan.source === 'rewards' ? ['reward_cfg', 'milestone_reward_cfg'] : ['text'];
  for (const key of keys) {
    const entry = model.topLevel.get(key);
    if (!entry) continue;
    out.push({ start: entry.keyStart, end: entry.keyEnd, title, tooltip: 'Hover the key for the dependency graph' });
  }
  return out;
}
