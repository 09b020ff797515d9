/**
 * After `reward_cfg:` and `milestone_reward_cfg:`, what the list can pay:
 * "total 5 · max 2". Total = Σ reward × max_reward_times over its entries
 * (every entry paid as often as it may be); max = the largest single payment
 * (the largest `reward`). Entries without a numeric reward or count are left
 * out and the tooltip says how many.
 */
import { isScalar } from 'yaml';
import type { TaskModel } from '../../../model/task/taskModel';
import { REWARD_KEYS } from '../../../model/task/taskModel';
import { inRange, OffsetRange, TaskInlayHint } from './hintTypes';

const num = (v: unknown) => (isScalar(v) && typeof v.value === 'number' && Number.isFinite(v.value) ? v.value : undefined);
const fmt = (n: number) => String(Math.round(n * 1000) / 1000);

export interface RewardTotals {
  total: number;
  max: number;
  counted: number;
  skipped: number;
}

export function rewardTotals(model: TaskModel, list: (typeof REWARD_KEYS)[number]): RewardTotals {
  const out: RewardTotals = { total: 0, max: 0, counted: 0, skipped: 0 };
  for (const e of model.rewards) {
    if (e.list !== list) continue;
    const reward = num(e.fields.get('reward')?.value);
    const times = num(e.fields.get('max_reward_times')?.value);
    if (reward === undefined || times === undefined || times < 0) {
      out.skipped++;
      continue;
    }
    out.total += reward * times;
    out.max = out.counted ? Math.max(out.max, reward) : reward;
    out.counted++;
  }
  return out;
}

/** End of the line holding `offset` (before its line break). */
function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  const end = nl < 0 ? text.length : nl;
  return text[end - 1] === '\r' ? end - 1 : end;
}

export function rewardTotalHints(model: TaskModel, range?: OffsetRange): TaskInlayHint[] {
  const hints: TaskInlayHint[] = [];
  for (const list of REWARD_KEYS) {
    const entry = model.topLevel.get(list);
    if (!entry) continue;
    const t = rewardTotals(model, list);
    if (!t.counted) continue;
    const offset = lineEnd(model.text, entry.keyEnd);
    if (!inRange(offset, range)) continue;
    const skipped = t.skipped ? ` ${t.skipped} entr${t.skipped === 1 ? 'y' : 'ies'} without a numeric reward or max_reward_times not counted.` : '';
    hints.push({
      kind: 'rewardTotal', offset, label: `total ${fmt(t.total)} · max ${fmt(t.max)}`,
      tooltip: `Total: Σ reward × max_reward_times over the ${t.counted} entr${t.counted === 1 ? 'y' : 'ies'} (all paid as often as allowed). Max: the largest single payment.${skipped}`,
    });
  }
  return hints;
}
