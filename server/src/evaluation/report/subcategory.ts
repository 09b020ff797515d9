/**
 * A task's subcategory: MCU's catalogue subcategory (server/src/model/catalogue)
 * of the atomic task whose suggested file name is the task's name
 * (`craft_furnace` → its crafting subcategory), else "other". The catalogue
 * names MCU's 11 categories while a task's category is the insight's
 * (`mining`, `collecting` …), so only the file name is matched. A top-level
 * `subcategory` key wins (read in taskRow.ts).
 */
import { buildCatalogue } from '../llm/catalogue';
import type { Registry } from '../../vanilla/registry';

const byVersion = new Map<string, Map<string, { subcategory: string }>>();

function index(reg: Registry): Map<string, { subcategory: string }> {
  let m = byVersion.get(reg.version);
  if (!m) {
    m = new Map();
    for (const t of buildCatalogue(reg)) if (!m.has(t.fileName)) m.set(t.fileName, { subcategory: t.subcategory });
    byVersion.set(reg.version, m);
  }
  return m;
}

export const NO_SUBCATEGORY = 'other';

export function subcategoryOf(task: string, reg: Registry): string {
  return index(reg).get(task.toLowerCase())?.subcategory ?? NO_SUBCATEGORY;
}
