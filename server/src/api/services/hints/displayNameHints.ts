/**
 * Display names after ids (`minecraft:oak_log` → Oak Log): every item, block,
 * entity, effect and enchantment id of the parsed init commands (`execute …
 * run` included) and every reward `objects` id, from the version's registry.
 * Unknown ids and tags get none (the diagnostics speak for them).
 */
import type { ArgValue, ParsedCommand } from '../../../model/commands/commandTypes';
import type { CheckedCommand } from '../../../analysis/lint/commandCheck';
import { EVENT_BY_NAME } from '../../../model/task/events';
import { objectRefs, TaskModel } from '../../../model/task/taskModel';
import { Registry, stripNamespace } from '../../../vanilla/registry';
import { isScalar } from 'yaml';
import { inRange, OffsetRange, TaskInlayHint } from './hintTypes';

type Kind = 'item' | 'block' | 'entity' | 'effect' | 'enchantment';

/** The display name of an id of a kind (undefined: none known). */
export function displayName(id: string, reg: Registry, kind?: Kind): string | undefined {
  const name = stripNamespace(id);
  const order: Kind[] = kind ? [kind] : ['item', 'block', 'entity'];
  for (const k of order) {
    const info = k === 'item' ? reg.items.get(name) : k === 'block' ? reg.blocks.get(name) : k === 'entity' ? reg.entities.get(name) : k === 'effect' ? reg.effects.get(name) : reg.enchantments.get(name);
    if (info?.displayName) return info.displayName;
  }
  return undefined;
}

function kindOf(v: ArgValue): Kind | undefined {
  switch (v.type) {
    case 'item': case 'block': case 'entity': return v.type;
    case 'id': return /effect/.test(v.registry) ? 'effect' : /enchantment/.test(v.registry) ? 'enchantment' : undefined;
    default: return undefined;
  }
}

function commandIds(p: ParsedCommand, out: { id: string; end: number; kind: Kind }[]): void {
  for (const a of [...(p.executeModifiers ?? []), ...p.args]) {
    const v = a.value;
    if (!v || !('idEnd' in v) || ('tag' in v && v.tag)) continue;
    const kind = kindOf(v);
    if (kind) out.push({ id: v.id, end: v.idEnd, kind });
  }
  if (p.run) commandIds(p.run, out);
}

export function displayNameHints(model: TaskModel, commands: readonly CheckedCommand[], reg: Registry, range?: OffsetRange): TaskInlayHint[] {
  const hints: TaskInlayHint[] = [];
  for (const { item, parsed } of commands) {
    if (item.end < (range?.start ?? 0) || item.start > (range?.end ?? Infinity)) continue;
    const ids: { id: string; end: number; kind: Kind }[] = [];
    commandIds(parsed, ids);
    for (const { id, end, kind } of ids) {
      const name = displayName(id, reg, kind);
      const offset = item.offsetOf(end);
      if (name && inRange(offset, range)) hints.push({ kind: 'displayName', offset, label: name, tooltip: `${kind} minecraft:${stripNamespace(id)}` });
    }
  }
  for (const entry of model.rewards) {
    if (entry.end < (range?.start ?? 0) || entry.start > (range?.end ?? Infinity)) continue;
    const ev = entry.fields.get('event')?.value;
    const objects = isScalar(ev) ? EVENT_BY_NAME.get(String(ev.value))?.objects : undefined;
    const kind = objects === 'item' || objects === 'block' || objects === 'entity' ? objects : undefined;
    for (const o of objectRefs(entry.fields.get('objects'))) {
      const name = displayName(o.id, reg, kind);
      if (name && inRange(o.end, range)) hints.push({ kind: 'displayName', offset: o.end, label: name, tooltip: `${kind ?? 'id'} minecraft:${stripNamespace(o.id)}` });
    }
  }
  return hints;
}
