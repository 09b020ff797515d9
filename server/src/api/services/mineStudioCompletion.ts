/**
 * Completion inside MineStudio's own keys: the fields of a summon_mobs,
 * init_inventory or spawn_positions entry, entity ids after `name:`, item ids
 * after `type:`, and the values start_weather, start_time, use_prev_action and
 * biomes accept. Read from the raw line (lineContext.ts), so it works while
 * the YAML is half typed, in block and in flow style (`- {name: zom|`).
 */
import type { Registry } from '../../vanilla/registry';
import { INVENTORY_FIELDS, MOB_FIELDS, NAMED_TIMES, SPAWN_FIELDS, WEATHERS } from '../../model/minestudio/taskKeys';
import { describeKey } from './keyDocs';
import type { LineContext } from './lineContext';
import { rankedIds } from './rankedIds';
import type { CompletionResult } from './serviceTypes';

const ENTRY_FIELDS: Record<string, string[] | undefined> = Object.assign(Object.create(null), {
  summon_mobs: MOB_FIELDS,
  init_inventory: INVENTORY_FIELDS,
  spawn_positions: SPAWN_FIELDS,
});

/** Completions for MineStudio's keys at `offset`, or undefined when the cursor is elsewhere. */
export function completeMineStudio(ctx: LineContext, offset: number, reg: Registry): CompletionResult[] | undefined {
  const before = ctx.before;
  // A key typed at column 0 is a top-level key, whatever block is above it.
  if (/^[A-Za-z_]*$/.test(before)) return undefined;
  // A top-level scalar key's value: `start_weather: ra|`.
  const scalar = /^(start_weather|start_time|use_prev_action)\s*:\s*(\w*)$/.exec(before);
  if (scalar) {
    const values = scalar[1] === 'start_weather' ? WEATHERS : scalar[1] === 'start_time' ? Object.keys(NAMED_TIMES) : ['true', 'false'];
    return values.map((v) => ({ label: v, kind: 'value' as const, detail: scalar[1], replaceStart: offset - scalar[2].length, replaceEnd: offset }));
  }
  const biomeLine = /^biomes\s*:\s*\[(?:[^\]]*,)?\s*([\w:]*)$/.exec(before) ?? (ctx.section === 'biomes' ? /^\s*-\s*([\w:]*)$/.exec(before) : null);
  if (biomeLine) return ids(reg.sortedNames('biome'), 'biome', biomeLine[1], offset);

  const fields = ctx.section ? ENTRY_FIELDS[ctx.section] : undefined;
  if (!fields) return undefined;
  // The value of the field just before the cursor, in block (`  name: zo|`) or flow (`{name: zo|`) style.
  const value = /(?:^|[\s{,])([A-Za-z_]+)\s*:\s*["']?([\w:]*)$/.exec(before);
  if (value) {
    const [, field, typed] = value;
    if (ctx.section === 'summon_mobs' && (field === 'name' || field === 'mob_name')) return ids(reg.sortedNames('entity').filter((n) => n !== 'player' && n !== 'fishing_bobber'), 'entity', typed, offset);
    if (ctx.section === 'init_inventory' && field === 'type') return ids(reg.sortedNames('item'), 'item', typed, offset);
    if (ctx.section === 'init_inventory' && (field === 'slot' || field === 'quantity')) {
      return [{ label: 'random', kind: 'value', detail: field === 'slot' ? 'an empty slot 0–35' : 'MineStudio draws a count', replaceStart: offset - typed.length, replaceEnd: offset }];
    }
    return [];
  }
  // A field name: `- na|`, `  qu|` or `{slot: 0, ty|`.
  const name = /(?:^\s*(?:-\s+)?|[{,]\s*)([A-Za-z_]*)$/.exec(before);
  if (!name) return undefined;
  // Fields already on the line are not offered again, nor `metadata`, which breaks the command in 1.16.5.
  const offered = fields.filter((f) => f !== 'metadata' && !new RegExp(`(^|[\\s{,-])${f}\\s*:`).test(ctx.line));
  return offered.map((f, i) => ({
    label: f,
    kind: 'key' as const,
    detail: `${ctx.section} field`,
    documentation: describeKey([ctx.section!, 0, f]),
    replaceStart: offset - name[1].length,
    replaceEnd: offset,
    insertText: f + ': ',
    sortText: String(i).padStart(2, '0'),
  }));
}

/** MineStudio writes `minecraft:` itself, so ids are offered without it (rankedIds). */
function ids(names: readonly string[], what: string, typed: string, offset: number): CompletionResult[] {
  return rankedIds(names, what, typed, offset - typed.length, offset);
}
