/**
 * Checks one namespaced id against a version's registry: the shared id check
 * for command arguments and for reward objects (which come with or without
 * `minecraft:`).
 */
import type { IdKind, Registry } from '../../vanilla/registry';
import { didYouMean } from './didYouMean';
import { orList, problem } from './problem';
import type { CommandFix, CommandProblem } from './commandTypes';
import { excerpt } from '../../util/excerpt';
import { ID } from '../diagnosticCodes';
import { RENAMED_IDS } from './renamedIds';

const NS = 'minecraft:';

const KIND_WORD: Record<IdKind, string> = {
  item: 'item', block: 'block', entity: 'entity', effect: 'effect',
  enchantment: 'enchantment', biome: 'biome', particle: 'particle',
};

function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** Compares dotted versions numerically ('1.17.1' > '1.16.5'). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] || 0) - (pb[i] || 0);
    if (d) return d;
  }
  return 0;
}

/** The name `version` uses for `name` when `name` is the other side of a rename (renamedIds.ts). */
function renamedCounterpart(name: string, version: string): { name: string; note: string } | undefined {
  for (const r of RENAMED_IDS) {
    const before = compareVersions(version, r.in) < 0;
    if (name === r.new && before) return { name: r.old, note: `${r.in} renamed ${r.old} to ${r.new}` };
    if (name === r.old && !before) return { name: r.new, note: `${r.in} renamed it to ${r.new}` };
  }
  return undefined;
}

function replaceFix(title: string, start: number, end: number, prefix: string, name: string, safe = false): CommandFix {
  return safe ? { title, start, end, newText: prefix + name, safe } : { title, start, end, newText: prefix + name };
}

/**
 * Problems with `id` used as a `kind` (empty when fine). `start`/`end` are the
 * id's offsets; fixes replace that range and keep the namespace as written.
 */
export function checkId(id: string, kind: IdKind, registry: Registry, start: number, end: number): CommandProblem[] {
  const word = KIND_WORD[kind];
  if (id.startsWith(NS + NS)) {
    const fixed = id.replace(/^(minecraft:)+/, NS);
    return [problem(start, end, ID.doubleNamespace, `'${excerpt(id)}' repeats the namespace: write '${excerpt(fixed)}'.`, [
      { title: `Change to '${excerpt(fixed)}'`, start, end, newText: fixed, safe: true },
    ])];
  }
  if (!id) return [problem(start, end, ID.unknown, `Expected ${article(word)} id.`)];
  const colon = id.indexOf(':');
  const prefix = id.startsWith(NS) ? NS : '';
  if (colon >= 0 && !prefix) {
    return [problem(start, end, ID.unknown, `Unknown ${word} '${excerpt(id)}': vanilla ${word}s live in the 'minecraft' namespace.`)];
  }
  const name = id.slice(prefix.length);
  if (registry.has(kind, name)) return [];
  // minecraft-data lists no air item, but vanilla's item registry has one: `/replaceitem … air` empties a slot.
  if (kind === 'item' && name === 'air') return [];

  const lower = name.toLowerCase();
  if (lower !== name && registry.has(kind, lower)) {
    return [problem(start, end, ID.unknown, `Ids are lower case: write '${excerpt(prefix + lower)}'.`, [
      replaceFix(`Change to '${excerpt(prefix + lower)}'`, start, end, prefix, lower, true),
    ])];
  }

  const legacy = registry.legacy.get(name);
  if (legacy) {
    const valid = legacy.filter((x) => registry.has(kind, x));
    const list = valid.length ? valid : legacy;
    return [problem(start, end, ID.legacy,
      `'${excerpt(name)}' is a pre-1.13 name that ${registry.version} does not know; use ${orList(list)}.`,
      // One modern name is the rename itself; several (wool → white_wool, red_wool …) are a choice for the writer.
      list.map((x) => replaceFix(`Change to '${prefix + x}'`, start, end, prefix, x, list.length === 1)))];
  }

  const kinds = registry.kindsOf(name);
  if (kinds.length && (kind === 'item' || kind === 'block' || kind === 'entity')) {
    const main = kinds.includes('block') ? 'block' : kinds[0];
    const others = kinds.filter((k) => k !== main);
    const is = article(main) + (others.length ? ` (and ${others.map(article).join(' and ')})` : '');
    const alternatives = didYouMean(name, registry.names(kind), 3);
    return [problem(start, end, ID.wrongKind, `${excerpt(name)} is ${is}, not ${article(word)}.` +
      (alternatives.length ? ` Did you mean ${orList(alternatives)}?` : ''),
      alternatives.map((x) => replaceFix(`Change to '${prefix + x}'`, start, end, prefix, x)))];
  }

  const renamed = renamedCounterpart(name, registry.version);
  if (renamed && registry.has(kind, renamed.name)) {
    return [problem(start, end, ID.otherVersion,
      `'${excerpt(name)}' is not ${article(word)} in ${registry.version}: ${renamed.note}; ${registry.version} calls it '${renamed.name}'.`,
      [replaceFix(`Change to '${prefix + renamed.name}'`, start, end, prefix, renamed.name, true)])];
  }

  const other = registry.otherVersions.get(name);
  if (other && (other.kinds as string[]).includes(kind)) {
    const newer = other.versions.filter((v) => compareVersions(v, registry.version) > 0);
    const where = newer.length === other.versions.length
      ? `it was added in ${newer[0]} or later`
      : `it exists only in ${other.versions.join(', ')}`;
    // An id of another version makes the command fail exactly like an unknown one: an error.
    return [problem(start, end, ID.otherVersion, `'${excerpt(name)}' is not ${article(word)} in ${registry.version}: ${where}.`)];
  }

  const close = [...new Set([...affixMatches(name, (n) => registry.has(kind, n)), ...didYouMean(name, registry.names(kind), 3)])].slice(0, 3);
  return [problem(start, end, ID.unknown,
    `Unknown ${word} '${excerpt(name)}'.` + (close.length ? ` Did you mean ${orList(close)}?` : ''),
    close.map((x) => replaceFix(`Change to '${prefix + x}'`, start, end, prefix, x)))];
}

/**
 * Ids that are the unknown name with one leading or trailing word dropped:
 * `raw_beef` → `beef`, `oak_wood_planks` → `oak_wood`… Edit distance misses
 * these because the extra word is long.
 */
function affixMatches(name: string, exists: (n: string) => boolean): string[] {
  const words = name.split('_');
  if (words.length < 2) return [];
  const out: string[] = [];
  for (const cand of [words.slice(1).join('_'), words.slice(0, -1).join('_')]) if (cand && exists(cand)) out.push(cand);
  return out;
}

export type TagRegistry = 'item' | 'block' | 'entity_type' | 'fluid';

/**
 * Checks a tag written without its '#' (e.g. 'minecraft:logs'). A data pack's
 * own tag cannot be checked; an unknown but well-formed `minecraft:` tag is a
 * warning, because a data pack may add it (vanilla resolves tags at load time).
 */
export function checkTag(tag: string, kind: TagRegistry, registry: Registry, start: number, end: number): CommandProblem[] {
  const prefix = tag.startsWith(NS) ? NS : '';
  const name = tag.slice(prefix.length);
  if (tag.includes(':') && !prefix) return [];
  const members = kind === 'item' ? registry.itemTags : kind === 'block' ? registry.blockTags : undefined;
  const vanilla = registry.vanillaTags?.get(kind);
  if (members?.has(name) || vanilla?.has(name)) return [];
  const names = [...new Set([...(vanilla ?? []), ...(members?.keys() ?? [])])];
  const close = didYouMean(name, names, 3);
  const word = kind.replace('_', ' ');
  return [problem(start, end, ID.unknownTag,
    `Unknown ${word} tag '#${excerpt(tag)}': ${registry.version} defines no such tag, so the command fails unless a data pack adds it.` +
    (close.length ? ` Did you mean ${orList(close.map((c) => '#' + prefix + c))}?` : ''),
    close.map((c) => ({ title: `Change to '#${prefix + c}'`, start, end, newText: '#' + prefix + c })), 'warning')];
}
