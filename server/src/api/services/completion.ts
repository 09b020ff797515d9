import { isScalar } from 'yaml';
import { completeAt } from '../../model/commands';
import { EVENT_BY_NAME, EVENTS } from '../../model/task/events';
import { REWARD_FIELDS, TOP_LEVEL_KEYS } from '../../analysis/lint/schemaCheck';
import { COMMAND_KEYS, TaskModel } from '../../model/task/taskModel';
import { describeKey } from './keyDocs';
import type { Registry } from '../../vanilla/registry';
import { commandLineItem } from './commandAtCursor';
import { lineContext } from './lineContext';
import { completeMineStudio } from './mineStudioCompletion';
import { rankedIds } from './rankedIds';
import type { CompletionResult } from './serviceTypes';

/**
 * Completion at an offset: top-level keys, reward fields, event names, objects
 * by the entry's event, and inside a command everything the command tree
 * allows there (delegated to the command parser).
 */
export function complete(model: TaskModel, offset: number, reg: Registry): CompletionResult[] {
  const text = model.text;
  const ctx = lineContext(text, offset);
  const before = ctx.before;

  // A command list item: `- /give @s minecraft:dia|`, plain or quoted.
  if (ctx.section && (COMMAND_KEYS as readonly string[]).includes(ctx.section)) {
    const item = commandLineItem(ctx);
    if (item) {
      const cmdStart = item.start;
      const lineText = item.text;
      const cursor = offset - cmdStart;
      if (cursor < 0) return [];
      if (lineText.trim() === '' && cursor === 0) {
        return completeAt('/', 1, reg).map((c) => ({ ...c, replaceStart: cmdStart, replaceEnd: cmdStart, insertText: '/' + (c.insertText ?? c.label) }));
      }
      return completeAt(lineText, cursor, reg).map((c) => ({ ...c, replaceStart: cmdStart + c.replaceStart, replaceEnd: cmdStart + c.replaceEnd }));
    }
    if (/^\S*$/.test(before)) return topLevelKeys(model, ctx.lineStart, offset);
    return [];
  }

  const mineStudio = completeMineStudio(ctx, offset, reg);
  if (mineStudio) return mineStudio;

  // Top level: a key being typed at column 0.
  if (/^[A-Za-z_]*$/.test(before)) return topLevelKeys(model, ctx.lineStart, offset);

  if (ctx.section === 'reward_cfg' || ctx.section === 'milestone_reward_cfg') {
    // A field name: `  iden|` or `- ev|`.
    const keyTyping = /^(\s*(?:-\s+)?)([A-Za-z_]*)$/.exec(before);
    if (keyTyping && !ctx.field) {
      const start = ctx.lineStart + keyTyping[1].length;
      const present = presentFields(model, offset);
      return REWARD_FIELDS.filter((f) => !present.has(f)).map((f, i) => ({
        label: f,
        kind: 'key' as const,
        detail: 'reward entry field',
        documentation: describeKey(['reward_cfg', 0, f]),
        replaceStart: start,
        replaceEnd: offset,
        insertText: f + ': ',
        sortText: String(i).padStart(2, '0'),
      }));
    }
    if (ctx.field === 'event') {
      const m = /event\s*:\s*([\w]*)$/.exec(before);
      if (!m) return [];
      const start = offset - m[1].length;
      return EVENTS.map((e) => ({ label: e.name, kind: 'event' as const, detail: e.statistic, documentation: e.description, replaceStart: start, replaceEnd: offset }));
    }
    if (ctx.field === 'objects') {
      const m = /([\w:]*)$/.exec(before)!;
      const start = offset - m[1].length;
      const event = eventAt(model, offset, text);
      const kind = event ? EVENT_BY_NAME.get(event)?.objects : undefined;
      return objectCompletions(reg, kind, m[1], start, offset);
    }
  }
  return [];
}

/** Keys whose value is written on the key's line (a text, a number, a word), not as a block below it. */
const INLINE_KEYS = new Set(['text', 'thinking', 'random_tp_range', 'start_time', 'start_weather', 'time_limit', 'use_prev_action', 'reference_video']);

function topLevelKeys(model: TaskModel, start: number, offset: number): CompletionResult[] {
  return TOP_LEVEL_KEYS.filter((k) => !model.topLevel.has(k) || offset - start > 0).map((k) => ({
    label: k,
    kind: 'key' as const,
    detail: 'task key',
    documentation: describeKey([k]),
    replaceStart: start,
    replaceEnd: offset,
    insertText: INLINE_KEYS.has(k) ? `${k}: ` : `${k}:\n`,
  }));
}

function presentFields(model: TaskModel, offset: number): Set<string> {
  const entry = model.rewards.find((r) => offset >= r.start && offset <= r.end);
  return new Set(entry ? [...entry.fields.keys()] : []);
}

/** The event of the reward entry around `offset`, from the model or, while the YAML is broken, from the lines. */
function eventAt(model: TaskModel, offset: number, text: string): string | undefined {
  const entry = model.rewards.find((r) => offset >= r.start && offset <= r.end);
  const node = entry?.fields.get('event')?.value;
  if (isScalar(node) && typeof node.value === 'string') return node.value;
  const head = text.slice(0, offset);
  const entryStart = Math.max(head.lastIndexOf('\n-'), head.lastIndexOf('\n  -'));
  const m = /event\s*:\s*(\w+)/.exec(text.slice(Math.max(0, entryStart), offset));
  return m?.[1];
}

function objectCompletions(reg: Registry, kind: string | undefined, typed: string, start: number, end: number): CompletionResult[] {
  const pick = (names: readonly string[], what: string) => rankedIds(names, what, typed, start, end);
  if (kind === 'block') return pick(reg.sortedNames('block'), 'block');
  if (kind === 'entity') return pick(reg.sortedNames('entity'), 'entity');
  if (kind === 'item') return pick(reg.sortedNames('item'), 'item');
  return [];
}
