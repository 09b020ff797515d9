import { eventInfo } from '../../model/task/events';
import { taskCatalogue } from '../../model/catalogue';
import type { CatalogueEntry } from '../../model/catalogue';
import { getRegistry, Registry } from '../../vanilla/registry';
import { measuredGoal, MeasuredGoal, taskFileName } from './atomicTask';

/**
 * The catalogue as the editor's picker and the drafting code see it: each
 * entry of server/src/model/catalogue with a file name and, where a statistic
 * measures it, the goal the generator asks the reward to measure.
 */
export interface AtomicTask {
  /** The task text, also the generator's input: "craft furnace". */
  name: string;
  /** Suggested file name without extension: craft_furnace. */
  fileName: string;
  category: CatalogueEntry['category'];
  subcategory: string;
  /** The reward that measures the task, when one does. */
  event?: MeasuredGoal['event'];
  objects?: string[];
}

export function buildCatalogue(reg: Registry = getRegistry()): AtomicTask[] {
  return taskCatalogue(reg).map((e) => {
    const t: AtomicTask = { name: e.task, fileName: taskFileName(e.task), category: e.category, subcategory: e.subcategory };
    if (e.reward) {
      t.event = e.reward.event;
      t.objects = e.reward.objects;
    }
    return t;
  });
}

/**
 * The goal a draft's reward must measure: the catalogue's when the task is a
 * catalogue entry (it knows "brew", "enchant", "trade"…, and that "find" has
 * none), else what the task text reads as.
 */
export function goalFor(task: string, reg: Registry, entry?: CatalogueEntry): MeasuredGoal | undefined {
  if (!entry) return measuredGoal(task, reg);
  if (!entry.reward) return undefined;
  const verb = eventInfo(entry.reward.event)?.verb ?? 'use';
  return { verb, target: entry.target ?? entry.reward.objects[0], event: entry.reward.event, objects: entry.reward.objects };
}
