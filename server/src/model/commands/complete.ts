/** Completion at a cursor: walks the tree over the text before the cursor and asks each reachable node. */
import type { Registry } from '../../vanilla/registry';
import type { CommandNode } from '../../vanilla/registryTypes';
import { argParserFor } from './args';
import { SELECTOR_OPTIONS, SELECTOR_VARIABLES, SORTS, GAMEMODES } from './args/selector';
import { COLORS, ITEM_SLOTS } from './args/strings';
import { walkLine } from './parser';
import { isResourceChar } from './reader';
import { MAX_COMPLETIONS, type CommandCompletion } from './commandTypes';

const NS = 'minecraft:';

type Kind = CommandCompletion['kind'];

function idCompletions(typed: string, names: Iterable<[string, string | undefined]>, start: number, end: number, kind: Kind = 'id'): CommandCompletion[] {
  const out: CommandCompletion[] = [];
  const namespaced = typed.includes(':') || (typed.length > 0 && NS.startsWith(typed));
  for (const [name, detail] of names) {
    const full = NS + name;
    let label: string | undefined;
    if (namespaced && full.startsWith(typed)) label = full;
    else if (!namespaced && name.startsWith(typed)) label = name;
    if (!label) continue;
    out.push({ label, kind, ...(detail ? { detail } : {}), replaceStart: start, replaceEnd: end });
    if (out.length >= MAX_COMPLETIONS) break;
  }
  return out;
}

function pairs<T extends { name: string; displayName: string }>(m: Map<string, T>): [string, string][] {
  return [...m.values()].map((v) => [v.name, v.displayName]);
}

function words(list: string[], typed: string, start: number, end: number, kind: Kind = 'value', detail?: string): CommandCompletion[] {
  return list.filter((w) => w.startsWith(typed)).slice(0, MAX_COMPLETIONS)
    .map((w) => ({ label: w, kind, ...(detail ? { detail } : {}), replaceStart: start, replaceEnd: end }));
}

/** Inside `@e[…`: keys, or values of type=, sort=, gamemode=. */
function selectorCompletions(rest: string, pos: number, end: number, registry: Registry): CommandCompletion[] {
  if (/^@?[a-z]?$/.test(rest) && !(rest.length === 2 && !SELECTOR_VARIABLES[rest[1]])) {
    return Object.entries(SELECTOR_VARIABLES).map(([v, d]) => ({ label: '@' + v, kind: 'selector' as const, detail: d, replaceStart: pos, replaceEnd: end }));
  }
  if (!/^@[a-z]\[/.test(rest)) return [];
  // The piece being typed: after the last ',' or '[' outside nested braces/quotes.
  let depth = 0;
  let segStart = 3;
  let quote = '';
  for (let i = 3; i < rest.length; i++) {
    const c = rest[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (depth === 0) return []; // selector already closed
      depth--;
    } else if (c === ',' && depth === 0) segStart = i + 1;
  }
  if (depth > 0 || quote) return [];
  const seg = rest.slice(segStart).replace(/^ +/, '');
  const segPos = pos + rest.length - seg.length;
  const eq = seg.indexOf('=');
  if (eq < 0) {
    return Object.entries(SELECTOR_OPTIONS).filter(([k]) => k.startsWith(seg))
      .map(([k, spec]) => ({ label: k, kind: 'selectorArgument' as const, detail: spec.help, insertText: k + '=', replaceStart: segPos, replaceEnd: end }));
  }
  const key = seg.slice(0, eq).trim();
  let value = seg.slice(eq + 1).replace(/^ +/, '');
  if (value.startsWith('!')) value = value.slice(1);
  const vPos = pos + rest.length - value.length;
  if (key === 'type') return idCompletions(value, pairs(registry.entities), vPos, end);
  if (key === 'sort') return words(SORTS, value, vPos, end);
  if (key === 'gamemode') return words(GAMEMODES, value, vPos, end);
  return [];
}

const ENUMS: Record<string, string[]> = {
  'minecraft:item_slot': ITEM_SLOTS,
  'minecraft:entity_anchor': ['eyes', 'feet'],
  'minecraft:color': [...COLORS, 'reset'],
  'minecraft:operation': ['=', '+=', '-=', '*=', '/=', '%=', '<', '>', '><'],
  'minecraft:gamemode': GAMEMODES,
  'minecraft:dimension': ['minecraft:overworld', 'minecraft:the_nether', 'minecraft:the_end'],
  'brigadier:bool': ['true', 'false'],
};

function argCompletions(node: CommandNode, line: string, pos: number, registry: Registry): CommandCompletion[] {
  const parser = node.parser?.parser ?? '';
  const rest = line.slice(pos);
  const end = line.length;
  const plainId = [...rest].every(isResourceChar);
  switch (parser) {
    case 'minecraft:item_stack':
    case 'minecraft:item_predicate':
      if (parser === 'minecraft:item_predicate' && rest.startsWith('#')) {
        return idCompletions(rest.slice(1), [...registry.itemTags.keys()].map((k) => [k, 'item tag']), pos + 1, end);
      }
      return plainId ? idCompletions(rest, pairs(registry.items), pos, end) : [];
    case 'minecraft:block_state':
    case 'minecraft:block_predicate':
      if (parser === 'minecraft:block_predicate' && rest.startsWith('#')) {
        return idCompletions(rest.slice(1), [...registry.blockTags.keys()].map((k) => [k, 'block tag']), pos + 1, end);
      }
      return plainId ? idCompletions(rest, pairs(registry.blocks), pos, end) : [];
    case 'minecraft:entity_summon':
      return plainId ? idCompletions(rest, pairs(registry.entities).filter(([n]) => n !== 'player'), pos, end) : [];
    case 'minecraft:mob_effect':
      return plainId ? idCompletions(rest, pairs(registry.effects), pos, end) : [];
    case 'minecraft:item_enchantment':
      return plainId ? idCompletions(rest, pairs(registry.enchantments), pos, end) : [];
    case 'minecraft:particle':
      return plainId ? idCompletions(rest, [...registry.particles].map((p) => [p, 'particle']), pos, end) : [];
    case 'minecraft:resource':
    case 'minecraft:resource_or_tag': {
      const reg = String(node.parser?.modifier?.registry ?? '');
      const source: [string, string][] | undefined =
        reg === 'minecraft:entity_type' ? pairs(registry.entities)
          : reg === 'minecraft:mob_effect' ? pairs(registry.effects)
            : reg === 'minecraft:enchantment' ? pairs(registry.enchantments)
              : reg === 'minecraft:worldgen/biome' ? pairs(registry.biomes) : undefined;
      return source && plainId ? idCompletions(rest, source, pos, end) : [];
    }
    case 'minecraft:entity':
    case 'minecraft:game_profile':
    case 'minecraft:score_holder':
      return selectorCompletions(rest, pos, end, registry);
    case 'minecraft:vec3':
    case 'minecraft:block_pos':
      if (rest === '') {
        return [
          { label: '~ ~ ~', kind: 'coordinate', detail: 'here (relative)', replaceStart: pos, replaceEnd: end },
          { label: '^ ^ ^', kind: 'coordinate', detail: 'here (local, facing)', replaceStart: pos, replaceEnd: end },
        ];
      }
      return /^(?:[~^]?-?[0-9.]* ){1,2}$/.test(rest) ? [{ label: rest.includes('^') ? '^' : '~', kind: 'coordinate', replaceStart: end, replaceEnd: end }] : [];
    case 'minecraft:vec2':
    case 'minecraft:column_pos':
    case 'minecraft:rotation':
      return rest === '' ? [{ label: '~ ~', kind: 'coordinate', replaceStart: pos, replaceEnd: end }] : [];
    case 'minecraft:angle':
      return rest === '' ? [{ label: '~', kind: 'coordinate', replaceStart: pos, replaceEnd: end }] : [];
    default: {
      const list = ENUMS[parser];
      return list && !rest.includes(' ') ? words(list, rest, pos, end) : [];
    }
  }
}

export function complete(line: string, cursor: number, registry: Registry): CommandCompletion[] {
  const c = Math.max(0, Math.min(cursor, line.length));
  const prefix = line.slice(0, c);
  const out: CommandCompletion[] = [];
  if (prefix === '') {
    return registry.commandRoot.children.map((n) => ({ label: '/' + n.name, kind: 'command' as const, replaceStart: 0, replaceEnd: 0 }));
  }
  walkLine(prefix, registry, {
    onChildren(children, pos, isRoot) {
      if (pos > prefix.length) return;
      const rest = prefix.slice(pos);
      if (!rest.includes(' ')) {
        for (const n of children) {
          if (n.type === 'literal' && n.name.startsWith(rest)) {
            out.push({ label: n.name, kind: isRoot ? 'command' : 'literal', replaceStart: pos, replaceEnd: c });
          }
        }
      }
      if (isRoot) return;
      for (const n of children) {
        if (n.type !== 'argument') continue;
        const ctx = { registry, parser: n.parser?.parser ?? '', modifier: n.parser?.modifier ?? null, name: n.name };
        let r;
        try {
          r = argParserFor(ctx.parser)(prefix, pos, ctx);
        } catch {
          continue;
        }
        if (!r.failed && r.end < prefix.length) continue; // the cursor is past this argument
        out.push(...argCompletions(n, prefix, pos, registry));
      }
    },
  });
  // Replace the whole word under the cursor, not only its first part.
  let wordEnd = c;
  while (wordEnd < line.length && isResourceChar(line.charAt(wordEnd))) wordEnd++;
  const seen = new Set<string>();
  const result: CommandCompletion[] = [];
  for (const item of out) {
    const key = `${item.label}@${item.replaceStart}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (item.replaceEnd === c && (item.kind === 'command' || item.kind === 'literal' || item.kind === 'id' || item.kind === 'value')) item.replaceEnd = wordEnd;
    result.push(item);
  }
  return result;
}
