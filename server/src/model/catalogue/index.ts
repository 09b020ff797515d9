import type { Registry } from '../../vanilla/registry';
import { brewTasks } from './brewing';
import { CATEGORIES, Category } from './categories';
import { craftTasks, smeltTasks } from './crafting';
import { enchantTasks } from './enchanting';
import type { CatalogueEntry } from './entry';
import { findTasks } from './finding';
import { collectDropTasks, mineTasks } from './gathering';
import { placeTasks, useTasks } from './itemUse';
import { combatTasks, findMobTasks, trappingTasks } from './mobs';
import { buildTasks, decorationTasks, exploreTasks, motionTasks } from './openEnded';
import { tradeTasks } from './trading';
import { readTextGoals } from '../goals';
import type { JudgedGoal, TaskGoal } from '../goals';

export { CATEGORIES, CATEGORY_DESCRIPTIONS, isCategory } from './categories';
export type { Category } from './categories';
export type { CatalogueEntry, CatalogueReward } from './entry';

const cache = new WeakMap<Registry, CatalogueEntry[]>();

/**
 * Every atomic task of the catalogue for one game version, in category
 * order, each task text once (a later duplicate is dropped: the first
 * source, the one closer to the game data, wins).
 */
export function taskCatalogue(reg: Registry): CatalogueEntry[] {
  const hit = cache.get(reg);
  if (hit) return hit;
  const all = [
    ...mineTasks(reg), ...collectDropTasks(reg),
    ...craftTasks(reg), ...smeltTasks(reg),
    ...combatTasks(reg),
    ...useTasks(reg), ...brewTasks(reg), ...enchantTasks(reg),
    ...tradeTasks(reg),
    ...trappingTasks(reg),
    ...findTasks(reg), ...findMobTasks(reg),
    ...exploreTasks(),
    ...placeTasks(reg), ...buildTasks(reg),
    ...decorationTasks(reg),
    ...motionTasks(),
  ];
  const seen = new Set<string>();
  const out: CatalogueEntry[] = [];
  for (const e of all) {
    if (seen.has(e.task)) continue;
    seen.add(e.task);
    out.push(e);
  }
  out.sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));
  cache.set(reg, out);
  return out;
}

/** The catalogue entry whose task text is `task` (case and spacing aside), if any. */
export function findCatalogueEntry(reg: Registry, task: string): CatalogueEntry | undefined {
  let index = byTask.get(reg);
  if (!index) byTask.set(reg, (index = new Map(taskCatalogue(reg).map((e) => [taskKey(e.task), e]))));
  return index.get(taskKey(task));
}

const taskKey = (task: string) => task.trim().toLowerCase().replace(/\s+/g, ' ');

const byTask = new WeakMap<Registry, Map<string, CatalogueEntry>>();

/**
 * The checkable goal an entry stands for, in the goal model every consumer takes: its text read by the one
 * reader (a statistic, a state, a shape), or a judged part with the reason only a judge can score it.
 * test/catalogue/readingSet.test.ts holds the reading to the entry's reward.
 */
export function catalogueGoal(reg: Registry, e: CatalogueEntry): { goals: TaskGoal[]; judgeOnly?: string } {
  const goals = readTextGoals(e.task, reg).goals;
  const judged = goals.find((g): g is JudgedGoal => g.kind === 'judged');
  return judged && goals.every((g) => g.kind === 'judged') ? { goals, judgeOnly: judged.reason } : { goals };
}

/** Entries per category, for summaries. */
export function countByCategory(entries: CatalogueEntry[]): Map<Category, number> {
  const m = new Map<Category, number>();
  for (const e of entries) m.set(e.category, (m.get(e.category) ?? 0) + 1);
  return m;
}
