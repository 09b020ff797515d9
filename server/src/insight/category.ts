/**
 * A task's category: the file's top-level `category` key when it has one,
 * else inferred from what its rewards count (craft_item → crafting,
 * mine_block → mining, kill_entity → combat, …) or, without rewards, from
 * words of its `text`. Rewards of several categories make "compositional".
 */
import { EVENTS } from '../core/events';
import { isScalar } from 'yaml';
import type { TaskModel } from '../core/taskModel';
import { rewardTargets } from '../feasibility/context';
import { ownTable } from '../util/ownTable';

export interface TaskCategory {
  name: string;
  inferred: boolean;
  /** What it was read or inferred from. */
  basis: string;
}

/** The category each reward event suggests (declared with the events). */
const BY_EVENT: Record<string, string> = ownTable(Object.fromEntries(EVENTS.flatMap((e) => ('taskCategory' in e ? [[e.name, e.taskCategory]] : []))));

const BY_WORD: [RegExp, string][] = [
  [/\b(build|construct|pillar|house|tower|bridge|wall)\b/i, 'building'],
  [/\b(trade|villager)\b/i, 'trading'],
  [/\b(redstone|circuit|piston)\b/i, 'redstone'],
  [/\b(decorat\w*|paint\w*|carpet)\b/i, 'decoration'],
  [/\b(find|explore|navigate|travel|locate)\b/i, 'exploration'],
  [/\b(craft|smelt|cook)\b/i, 'crafting'],
  [/\b(mine|dig|collect)\b/i, 'mining'],
  [/\b(kill|combat|hunt|fight|shoot)\b/i, 'combat'],
];

function topString(model: TaskModel, key: string): string | undefined {
  const v = model.topLevel.get(key)?.value;
  return isScalar(v) && typeof v.value === 'string' && v.value.trim() ? v.value.trim() : undefined;
}

export function taskCategory(model: TaskModel): TaskCategory {
  const declared = topString(model, 'category');
  if (declared) return { name: declared, inferred: false, basis: 'category key' };
  const events = [...new Set(rewardTargets(model).map((t) => t.event))].filter((e) => BY_EVENT[e]);
  const names = [...new Set(events.map((e) => BY_EVENT[e]).filter(Boolean))];
  if (names.length === 1) return { name: names[0], inferred: true, basis: `reward event ${events.join(', ')}` };
  if (names.length > 1) return { name: 'compositional', inferred: true, basis: `reward events ${events.join(', ')}` };
  const text = topString(model, 'text') ?? '';
  const word = BY_WORD.find(([re]) => re.test(text));
  if (word) return { name: word[1], inferred: true, basis: `text "${text.match(word[0])?.[0]}"` };
  return { name: 'other', inferred: true, basis: 'no reward event or telling word' };
}
