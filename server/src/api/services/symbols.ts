import { isMap, isScalar, isSeq } from 'yaml';
import type { TaskModel } from '../../model/task/taskModel';
import type { SymbolResult } from './serviceTypes';

/** The outline: top-level keys, each command, each reward entry by identity. */
export function documentSymbols(model: TaskModel): SymbolResult[] {
  const out: SymbolResult[] = [];
  for (const [key, entry] of model.topLevel) {
    const valueRange = entry.value?.range;
    const end = valueRange ? valueRange[2] : entry.keyEnd;
    const sym: SymbolResult = { name: key, kind: 'key', start: entry.keyStart, end: Math.max(end, entry.keyEnd), selectionStart: entry.keyStart, selectionEnd: entry.keyEnd, children: [] };
    if (key === model.commandsKey) {
      for (const c of model.commands) {
        const name = c.text.split(/\s+/)[0] || c.text;
        sym.children.push({ name: c.text.length > 60 ? c.text.slice(0, 57) + '…' : c.text, detail: name, kind: 'command', start: c.start, end: c.end, selectionStart: c.start, selectionEnd: c.end, children: [] });
      }
      sym.detail = `${model.commands.length} command${model.commands.length === 1 ? '' : 's'}`;
    } else if (key === 'reward_cfg' || key === 'milestone_reward_cfg') {
      for (const r of model.rewards.filter((x) => x.list === key)) {
        const identity = r.fields.get('identity')?.value;
        const event = r.fields.get('event')?.value;
        const name = isScalar(identity) ? String(identity.value) : `entry ${r.index + 1}`;
        sym.children.push({ name, detail: isScalar(event) ? String(event.value) : undefined, kind: 'reward', start: r.start, end: r.end, selectionStart: r.start, selectionEnd: r.end, children: [] });
      }
    } else if (isScalar(entry.value) && typeof entry.value.value === 'string') {
      const v = entry.value.value;
      sym.detail = v.length > 60 ? v.slice(0, 57) + '…' : v;
    } else if (isSeq(entry.value) || isMap(entry.value)) {
      sym.detail = isSeq(entry.value) ? `${entry.value.items.length} items` : 'mapping';
    }
    out.push(sym);
  }
  return out;
}
