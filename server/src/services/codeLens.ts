import { taskInsight, TaskInsight } from '../planning/cheapestRoute';
import type { TaskModel } from '../core/taskModel';
import type { Registry } from '../mc/registry';

export interface LensResult {
  start: number;
  end: number;
  title: string;
  tooltip?: string;
}

/**
 * Server-side lenses: the task insight above each reward list ("Insight: 9
 * steps from scratch, complexity E+V = 17"). The editor-side lenses (drafting,
 * verification, preview) belong to the client because they depend on
 * Workspace Trust.
 */
export function codeLenses(model: TaskModel, reg: Registry, insightOf: () => TaskInsight | undefined = () => taskInsight(model, reg)): LensResult[] {
  const out: LensResult[] = [];
  const insight = insightOf();
  if (!insight) return out;
  for (const key of ['reward_cfg', 'milestone_reward_cfg']) {
    const entry = model.topLevel.get(key);
    if (!entry) continue;
    out.push({ start: entry.keyStart, end: entry.keyEnd, title: insight.summary, tooltip: 'Hover the key for the dependency graph' });
  }
  return out;
}
