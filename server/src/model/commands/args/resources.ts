/**
 * Id-based arguments: item_stack, item_predicate, block_state,
 * block_predicate, entity_summon, mob_effect, item_enchantment, particle,
 * dimension, function, resource_location and 1.19+ resource[_or_tag][_key].
 */
import type { IdKind, Registry } from '../../../vanilla/registry';
import { stripNamespace } from '../../../vanilla/registry';
import { didYouMean } from '../didYouMean';
import { checkId, checkTag } from '../ids';
import { orList, problem } from '../problem';
import { isResourceChar, readQuoted, Reader } from '../reader';
import { parseSnbtCompound, type NbtTag } from '../snbt';
import type { CommandProblem, NbtValue } from '../commandTypes';
import { type ArgContext, type ArgParser, type ArgResult, tokenEnd } from './context';
import { checkNumber } from './numbers';
import { excerpt } from '../../../util/excerpt';
import { COMMAND, ID } from '../../diagnosticCodes';

export function readIdText(line: string, start: number): { text: string; end: number } {
  let e = start;
  while (e < line.length && isResourceChar(line.charAt(e))) e++;
  return { text: line.slice(start, e), end: e };
}

// Vanilla accepts an empty namespace (':x' is minecraft:x) and an empty path ('mypack:').
const RL_RE = /^(?:[a-z0-9_.-]*:)?[a-z0-9_.\-/]*$/;

/** Syntax check of a resource location (a data pack's own ids are fine here). */
export function checkResourceLocation(text: string, start: number, what: string): CommandProblem | undefined {
  if (!text) return problem(start, start + 1, COMMAND.syntax, `Expected ${what}.`);
  if (!RL_RE.test(text)) {
    return problem(start, start + text.length, COMMAND.syntax, `'${excerpt(text)}' is not a valid id: use lower-case letters, digits, _ - . / and one optional 'namespace:'.`);
  }
  return undefined;
}

/** After an id-like argument the token must end (a space or the end of the line). */
function expectEnd(line: string, pos: number, what: string): CommandProblem | undefined {
  if (pos >= line.length || line.charAt(pos) === ' ') return undefined;
  const e = tokenEnd(line, pos);
  return problem(pos, e, COMMAND.syntax, `Unexpected '${excerpt(line.slice(pos, e))}' after ${what}.`);
}

function readNbt(line: string, pos: number, problems: CommandProblem[]): { nbt?: Record<string, NbtValue>; tag?: NbtTag; end: number; failed: boolean } {
  if (line.charAt(pos) !== '{') return { end: pos, failed: false };
  const r = parseSnbtCompound(line, pos);
  if (r.error) {
    problems.push(problem(r.error.start, r.error.end, COMMAND.nbt, `Malformed NBT: ${r.error.message}.`));
    return { end: r.end, failed: true };
  }
  return { nbt: r.value as Record<string, NbtValue>, tag: r.tag, end: r.end, failed: false };
}

/** Enchantment ids inside an item's NBT (`Enchantments:[{id:"minecraft:riptide",lvl:1}]`). */
function checkNbtEnchantments(line: string, nbtStart: number, nbt: Record<string, NbtValue>, reg: Registry, out: CommandProblem[]): void {
  for (const key of ['Enchantments', 'StoredEnchantments']) {
    const list = nbt[key];
    if (!Array.isArray(list)) continue;
    let from = nbtStart;
    for (const e of list) {
      if (!e || typeof e !== 'object' || Array.isArray(e)) continue;
      const id = (e as Record<string, NbtValue>).id;
      if (typeof id !== 'string') continue;
      const at = line.indexOf(id, from);
      if (at < 0) continue;
      from = at + id.length;
      // Inside NBT an unknown id does not fail the command; vanilla drops the enchantment: a warning.
      out.push(...checkId(id, 'enchantment', reg, at, at + id.length).map((p) => ({ ...p, severity: 'warning' as const })));
    }
  }
}

function itemParser(allowTag: boolean): ArgParser {
  return (line, start, ctx) => {
    const problems: CommandProblem[] = [];
    const tag = allowTag && line.charAt(start) === '#';
    const idStart = tag ? start + 1 : start;
    const { text, end: idEnd } = readIdText(line, idStart);
    if (!text) {
      return { end: idEnd, failed: true, problems: [problem(start, tokenEnd(line, start), ID.unknown, `Expected an item id${allowTag ? ' or #tag' : ''} for <${ctx.name}>.`)] };
    }
    if (tag) problems.push(...checkTag(text, 'item', ctx.registry, start, idEnd));
    else problems.push(...checkId(text, 'item', ctx.registry, start, idEnd));
    const n = readNbt(line, idEnd, problems);
    if (n.failed) return { end: n.end, failed: true, problems };
    if (n.nbt) checkNbtEnchantments(line, idEnd, n.nbt, ctx.registry, problems);
    const bad = expectEnd(line, n.end, 'the item');
    if (bad) return { end: n.end, failed: true, problems: [...problems, bad] };
    return {
      end: n.end, problems,
      value: { type: 'item', id: stripNamespace(text), ...(n.nbt ? { nbt: n.nbt, nbtTag: n.tag } : {}), idStart: tag ? start : idStart, idEnd, ...(tag ? { tag: true } : {}) },
    };
  };
}

export const parseItemStack = itemParser(false);
export const parseItemPredicate = itemParser(true);

function readWordOrQuoted(r: Reader): { text: string; error?: CommandProblem } {
  const c = r.peek();
  if (c === '"' || c === "'") {
    const q = readQuoted(r);
    if (!q.ok) return { text: '', error: problem(q.start, q.end, COMMAND.syntax, q.message) };
    return { text: q.value };
  }
  return { text: r.readWhile((ch) => ch !== '=' && ch !== ',' && ch !== ']' && ch !== ' ' && ch !== '[' && ch !== '{') };
}

/** `[prop=value,…]` checked against the block's states (unless the block is unknown or a tag). */
function readBlockProperties(
  line: string, pos: number, blockId: string | undefined, ctx: ArgContext, problems: CommandProblem[],
): { properties: Record<string, string>; end: number; failed: boolean } {
  const properties: Record<string, string> = {};
  if (line.charAt(pos) !== '[') return { properties, end: pos, failed: false };
  const open = pos;
  const r = new Reader(line, pos + 1);
  const block = blockId ? ctx.registry.blocks.get(blockId) : undefined;
  const states = block?.states ?? [];
  const fail = (p: CommandProblem) => { problems.push(p); return { properties, end: r.pos, failed: true }; };
  r.skipSpaces();
  while (!r.atEnd() && r.peek() !== ']') {
    const ks = r.pos;
    const key = readWordOrQuoted(r);
    if (key.error) return fail(key.error);
    if (!key.text) return fail(problem(r.pos, r.pos + 1, COMMAND.blockState, `Expected a block property name, found '${r.peek()}'.`));
    const ke = r.pos;
    r.skipSpaces();
    if (r.peek() !== '=') {
      return fail(problem(r.atEnd() ? open : r.pos, r.atEnd() ? line.length : r.pos + 1, COMMAND.blockState, `Expected '=' after block property '${excerpt(key.text)}'.`));
    }
    r.pos++;
    r.skipSpaces();
    const vs = r.pos;
    const value = readWordOrQuoted(r);
    if (value.error) return fail(value.error);
    if (!value.text) return fail(problem(vs, vs + 1, COMMAND.blockState, `Expected a value for block property '${excerpt(key.text)}'.`));
    const ve = r.pos;
    if (Object.prototype.hasOwnProperty.call(properties, key.text)) {
      problems.push(problem(ks, ve, COMMAND.blockState, `Block property '${excerpt(key.text)}' is given twice.`));
    }
    Object.defineProperty(properties, key.text, { value: value.text, enumerable: true, writable: true, configurable: true });
    if (block) {
      const state = states.find((s) => s.name === key.text);
      if (!state) {
        const names = states.map((s) => s.name);
        const close = didYouMean(key.text, names, 3);
        problems.push(problem(ks, ke, COMMAND.blockState,
          names.length
            ? `${blockId} has no property '${excerpt(key.text)}'${close.length ? `; did you mean ${orList(close)}` : ''} (it has ${orList(names)}).`
            : `${blockId} has no block properties.`,
          close.map((c) => ({ title: `Change to '${c}'`, start: ks, end: ke, newText: c }))));
      } else if (!state.values.includes(value.text)) {
        const close = didYouMean(value.text, state.values, 3);
        problems.push(problem(vs, ve, COMMAND.blockState,
          `'${excerpt(value.text)}' is not a value of ${blockId}'s '${excerpt(key.text)}': use ${orList(state.values, 16)}.`,
          close.map((c) => ({ title: `Change to '${c}'`, start: vs, end: ve, newText: c }))));
      }
    }
    if (!r.nextListItem()) break;
  }
  if (r.atEnd()) return fail(problem(open, line.length, COMMAND.blockState, "Unterminated block state: expected ']'."));
  if (r.peek() !== ']') return fail(problem(r.pos, r.pos + 1, COMMAND.blockState, `Expected ',' or ']' in the block state, found '${r.peek()}'.`));
  r.pos++;
  return { properties, end: r.pos, failed: false };
}

function blockParser(allowTag: boolean): ArgParser {
  return (line, start, ctx): ArgResult => {
    const problems: CommandProblem[] = [];
    const tag = allowTag && line.charAt(start) === '#';
    const idStart = tag ? start + 1 : start;
    const { text, end: idEnd } = readIdText(line, idStart);
    if (!text) {
      return { end: idEnd, failed: true, problems: [problem(start, tokenEnd(line, start), ID.unknown, `Expected a block id${allowTag ? ' or #tag' : ''} for <${ctx.name}>.`)] };
    }
    const idProblems = tag ? checkTag(text, 'block', ctx.registry, start, idEnd) : checkId(text, 'block', ctx.registry, start, idEnd);
    problems.push(...idProblems);
    const id = stripNamespace(text);
    const props = readBlockProperties(line, idEnd, tag || idProblems.length ? undefined : id, ctx, problems);
    if (props.failed) return { end: props.end, failed: true, problems };
    const n = readNbt(line, props.end, problems);
    if (n.failed) return { end: n.end, failed: true, problems };
    const bad = expectEnd(line, n.end, 'the block');
    if (bad) return { end: n.end, failed: true, problems: [...problems, bad] };
    return {
      end: n.end, problems,
      value: {
        type: 'block', id, properties: props.properties, ...(n.nbt ? { nbt: n.nbt, nbtTag: n.tag } : {}),
        idStart: tag ? start : idStart, idEnd, ...(tag ? { tag: true } : {}),
      },
    };
  };
}

export const parseBlockState = blockParser(false);
export const parseBlockPredicate = blockParser(true);

/** A plain registry id argument (entity_summon, mob_effect, item_enchantment, …). */
export function idParser(kind: IdKind, registryName: string, allowTag = false): ArgParser {
  return (line, start, ctx) => {
    const tag = allowTag && line.charAt(start) === '#';
    const idStart = tag ? start + 1 : start;
    const { text, end } = readIdText(line, idStart);
    if (!text) {
      return { end, failed: true, problems: [problem(start, tokenEnd(line, start), ID.unknown, `Expected ${kind === 'effect' || kind === 'enchantment' || kind === 'entity' ? 'an' : 'a'} ${kind} id for <${ctx.name}>.`)] };
    }
    const problems = tag ? [] : checkId(text, kind, ctx.registry, start, end);
    if (!tag && kind === 'entity' && stripNamespace(text) === 'player' && /summon/.test(ctx.parser + registryName)) {
      problems.push(problem(start, end, ID.wrongKind, 'Players cannot be summoned.'));
    }
    const bad = expectEnd(line, end, `the ${kind} id`);
    if (bad) return { end, failed: true, problems: [...problems, bad] };
    const id = stripNamespace(text);
    const value = kind === 'entity'
      ? { type: 'entity' as const, id, idStart: start, idEnd: end }
      : { type: 'id' as const, registry: registryName, id, idStart: start, idEnd: end, ...(tag ? { tag: true } : {}) };
    return { end, problems, value };
  };
}

export const parseEntitySummon = idParser('entity', 'entity_type');
export const parseMobEffect = idParser('effect', 'mob_effect');
export const parseEnchantment = idParser('enchantment', 'enchantment');

/** Any resource location (advancements, loot tables, recipes, predicates, sounds …); `#tag` when allowed. */
function resourceLocationParser(allowTag: boolean, registryName = 'resource_location'): ArgParser {
  return (line, start, ctx) => {
    const tag = allowTag && line.charAt(start) === '#';
    const idStart = tag ? start + 1 : start;
    const { text, end } = readIdText(line, idStart);
    const bad = checkResourceLocation(text, idStart, `an id for <${ctx.name}>`) ?? expectEnd(line, end, `the id`);
    if (bad) return { end, failed: true, problems: [bad] };
    const problems: CommandProblem[] = [];
    if (text.startsWith('minecraft:minecraft:')) problems.push(...checkId(text, 'item', ctx.registry, idStart, end));
    return { end, problems, value: { type: 'id', registry: registryName, id: stripNamespace(text), idStart: start, idEnd: end, ...(tag ? { tag: true } : {}) } };
  };
}

export const parseResourceLocation = resourceLocationParser(false);
export const parseFunction = resourceLocationParser(true, 'function');

const DIMENSIONS = ['overworld', 'the_nether', 'the_end'];

export const parseDimension: ArgParser = (line, start, ctx) => {
  const { text, end } = readIdText(line, start);
  const bad = checkResourceLocation(text, start, `a dimension for <${ctx.name}>`) ?? expectEnd(line, end, 'the dimension');
  if (bad) return { end, failed: true, problems: [bad] };
  const name = stripNamespace(text);
  const problems: CommandProblem[] = [];
  const vanilla = !text.includes(':') || text.startsWith('minecraft:');
  if (vanilla && !DIMENSIONS.includes(name)) {
    const prefix = text.startsWith('minecraft:') ? 'minecraft:' : '';
    const close = didYouMean(name, DIMENSIONS, 3);
    const pick = close.length ? close : name.includes('nether') ? ['the_nether'] : name.includes('end') ? ['the_end'] : [];
    problems.push(problem(start, end, ID.unknown, `Unknown dimension '${excerpt(name)}': use ${orList(DIMENSIONS)}.`,
      pick.map((c) => ({ title: `Change to '${prefix + c}'`, start, end, newText: prefix + c }))));
  }
  return { end, problems, value: { type: 'id', registry: 'dimension', id: name, idStart: start, idEnd: end } };
};

/** Registries whose ids we hold, for the 1.19+ `minecraft:resource*` parsers. */
const RESOURCE_KINDS: Record<string, IdKind> = {
  'minecraft:mob_effect': 'effect',
  'minecraft:enchantment': 'enchantment',
  'minecraft:entity_type': 'entity',
  'minecraft:worldgen/biome': 'biome',
  'minecraft:particle_type': 'particle',
  'minecraft:item': 'item',
  'minecraft:block': 'block',
};

export function resourceParser(allowTag: boolean): ArgParser {
  return (line, start, ctx) => {
    const registryName = String(ctx.modifier?.registry ?? '');
    const kind = RESOURCE_KINDS[registryName];
    const tag = allowTag && line.charAt(start) === '#';
    if (!kind || tag) return resourceLocationParser(allowTag, stripNamespace(registryName))(line, start, ctx);
    return idParser(kind, stripNamespace(registryName))(line, start, ctx);
  };
}

/** Particles with their own extra arguments (dust colour, block state, item). */
export const parseParticle: ArgParser = (line, start, ctx) => {
  const base = idParser('particle', 'particle')(line, start, ctx);
  if (base.failed || !base.value || base.value.type !== 'id') return base;
  const name = base.value.id;
  const problems = [...base.problems];
  let pos = base.end;
  const next = (what: string): boolean => {
    if (pos >= line.length || line.charAt(pos) !== ' ' || pos + 1 >= line.length) {
      problems.push(problem(start, pos, COMMAND.incomplete, `The ${name} particle needs ${what}.`));
      return false;
    }
    pos++;
    return true;
  };
  const floats = (n: number, what: string): boolean => {
    for (let i = 0; i < n; i++) {
      if (!next(what)) return false;
      const e = tokenEnd(line, pos);
      const r = checkNumber(line.slice(pos, e), pos, false, undefined, undefined, what);
      if (r.problem) {
        problems.push(r.problem);
        return false;
      }
      pos = e;
    }
    return true;
  };
  let ok = true;
  if (name === 'dust') ok = floats(4, 'red green blue size');
  else if (name === 'dust_color_transition') ok = floats(7, 'from-colour (r g b), size and to-colour (r g b)');
  else if (name === 'block' || name === 'falling_dust' || name === 'block_marker') {
    ok = next('a block state');
    if (ok) {
      const r = parseBlockState(line, pos, { ...ctx, name: 'block' });
      problems.push(...r.problems);
      ok = !r.failed;
      pos = r.end;
    }
  } else if (name === 'item') {
    ok = next('an item');
    if (ok) {
      const r = parseItemStack(line, pos, { ...ctx, name: 'item' });
      problems.push(...r.problems);
      ok = !r.failed;
      pos = r.end;
    }
  }
  return { end: pos, problems, value: base.value, failed: !ok };
};
