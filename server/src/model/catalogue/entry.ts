import type { Category } from './categories';

/** A reward that measures an atomic task: a MineStudio event and the objects it watches. */
export interface CatalogueReward {
  event: 'craft_item' | 'mine_block' | 'kill_entity' | 'use_item' | 'pickup' | 'custom';
  objects: string[];
}

/** One atomic task of the catalogue. */
export interface CatalogueEntry {
  /** The task text, naming its target unambiguously: "craft creeper banner pattern". */
  task: string;
  category: Category;
  subcategory: string;
  /** What measures it, when a statistic can (find, build and the like are judged from video). */
  reward?: CatalogueReward;
  /** The main id the task is about, when there is one (for the "summon the mob" check). */
  target?: string;
}

export function entry(task: string, category: Category, subcategory: string, reward?: CatalogueReward, target?: string): CatalogueEntry {
  const e: CatalogueEntry = { task, category, subcategory };
  if (reward) e.reward = reward;
  if (target) e.target = target;
  return e;
}
