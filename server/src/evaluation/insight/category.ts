/**
 * A task's category: the file's top-level `category` key when it has one,
 * else inferred from what its rewards count (craft_item → crafting,
 * mine_block → mining, kill_entity → combat, …) or, without rewards, from
 * the goals the one goal model reads in its `text`. Goals of several
 * categories make "compositional".
 */
import { CATEGORY_EVENT, EVENTS } from '../../model/task/events';
import type { TaskGoal } from '../../model/goals';
import { taskFileGoals } from '../../model/goals/ofTask';
import type { Registry } from '../../vanilla/registry';
import { isScalar } from 'yaml';
import type { TaskModel } from '../../model/task/taskModel';
import { ownTable } from '../../util/ownTable';

export interface TaskCategory {
  name: string;
  inferred: boolean;
  /** What it was read or inferred from. */
  basis: string;
}

/** The category each reward event suggests (declared with the events). */
const BY_EVENT: Record<string, string> = ownTable(Object.fromEntries(EVENTS.flatMap((e) => ('taskCategory' in e ? [[e.name, e.taskCategory]] : []))));

/** The category a goal read from the instruction suggests (the one goal model, core/goals). */
function categoryOfGoal(g: TaskGoal): string | undefined {
  switch (g.kind) {
    case 'stat':
      if (g.statistic === 'custom') return g.objects.includes('traded_with_villager') ? 'trading' : 'tool_use';
      if (g.statistic === 'dropped') return 'tool_use';
      return BY_EVENT[CATEGORY_EVENT[g.statistic] ?? ''];
    case 'have': return g.verb === 'brew' ? 'crafting' : 'collecting';
    case 'structure': return 'building';
    case 'judged': return ({ build: 'building', decorate: 'decoration', explore: 'exploration', fight: 'combat' } as Record<string, string>)[g.activity];
    case 'reach': case 'travel': case 'climb': case 'sky': return 'exploration';
    case 'operate': return 'tool_use';
    case 'frame': return 'decoration';
    // MCU's trapping: a mob on a lead, in a boat, on a hook; digging down or a tunnel is mining.
    case 'carry': return 'trapping';
    case 'dig': return BY_EVENT.mine_block;
    default: return undefined;
  }
}

function topString(model: TaskModel, key: string): string | undefined {
  const v = model.topLevel.get(key)?.value;
  return isScalar(v) && typeof v.value === 'string' && v.value.trim() ? v.value.trim() : undefined;
}

export function taskCategory(model: TaskModel, reg: Registry): TaskCategory {
  const declared = topString(model, 'category');
  if (declared) return { name: declared, inferred: false, basis: 'category key' };
  const read = taskFileGoals(model, reg);
  if (read.source === 'rewards') {
    const events = [...new Set(read.entries.map((e) => e.event))].filter((e) => BY_EVENT[e]);
    const names = [...new Set(events.map((e) => BY_EVENT[e]))];
    if (names.length === 1) return { name: names[0], inferred: true, basis: `reward event ${events.join(', ')}` };
    if (names.length > 1) return { name: 'compositional', inferred: true, basis: `reward events ${events.join(', ')}` };
  }
  const goals = read.source === 'text' ? read.goals : [];
  const names = [...new Set(goals.map(categoryOfGoal).filter((n): n is string => !!n))];
  const quoted = goals.slice(0, 2).map((g) => `"${g.text}"`).join(', ');
  if (names.length === 1) return { name: names[0], inferred: true, basis: `goals read from the text: ${quoted}` };
  if (names.length > 1) return { name: 'compositional', inferred: true, basis: `goals read from the text: ${quoted}` };
  return { name: 'other', inferred: true, basis: 'no reward event, and no goal read from the text' };
}
