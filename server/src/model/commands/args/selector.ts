/**
 * Entity selectors (`@e[type=!zombie,distance=..5]`), player names and UUIDs,
 * for minecraft:entity, game_profile and score_holder, with the
 * `amount: single` and `type: players` modifiers.
 */
import { stripNamespace } from '../../../vanilla/registry';
import { MAX_PLAYER_NAME, MAX_SCORE_HOLDER_NAME } from '../../../vanilla/commandLimits';
import { didYouMean } from '../didYouMean';
import { checkId, checkTag } from '../ids';
import { orList, problem } from '../problem';
import { Reader, isUnquotedChar, readQuoted } from '../reader';
import { parseSnbtCompound } from '../snbt';
import type { ArgValue, CommandProblem, SelectorArgument, SelectorOptionValue } from '../commandTypes';
import { type ArgContext, type ArgParser, type ArgResult, tokenEnd } from './context';
import { checkNumber, checkRange } from './numbers';
import { excerpt } from '../../../util/excerpt';
import { COMMAND, ID } from '../../diagnosticCodes';

export const SELECTOR_VARIABLES: Record<string, string> = {
  p: 'nearest player', a: 'all players', r: 'a random player', s: 'the executing entity (the agent)', e: 'all entities',
};

type ValueKind = 'string' | 'floatRange' | 'intRange' | 'double' | 'limit' | 'sort' | 'gamemode' | 'word' | 'type' | 'nbt' | 'scores' | 'advancements' | 'id';

interface OptionSpec {
  kind: ValueKind;
  negatable: boolean;
  /** May appear more than once (negated name/type/gamemode/team may always repeat). */
  repeatable?: boolean;
  /** Lower bound of a range (distance, level). */
  min?: number;
  help: string;
  /** A range whose minimum may exceed its maximum (it wraps around). */
  wrapped?: boolean;
}

export const SELECTOR_OPTIONS: Record<string, OptionSpec> = {
  name: { kind: 'string', negatable: true, help: 'entity or player name' },
  distance: { kind: 'floatRange', negatable: false, min: 0, help: 'distance range, e.g. ..5' },
  level: { kind: 'intRange', negatable: false, min: 0, help: 'experience level range' },
  x: { kind: 'double', negatable: false, help: 'origin x' },
  y: { kind: 'double', negatable: false, help: 'origin y' },
  z: { kind: 'double', negatable: false, help: 'origin z' },
  dx: { kind: 'double', negatable: false, help: 'box size x' },
  dy: { kind: 'double', negatable: false, help: 'box size y' },
  dz: { kind: 'double', negatable: false, help: 'box size z' },
  // Rotations are WrappedMinMaxBounds in vanilla: 90..-90 wraps around ±180.
  x_rotation: { kind: 'floatRange', negatable: false, help: 'pitch range', wrapped: true },
  y_rotation: { kind: 'floatRange', negatable: false, help: 'yaw range', wrapped: true },
  limit: { kind: 'limit', negatable: false, help: 'maximum number of targets' },
  sort: { kind: 'sort', negatable: false, help: 'nearest, furthest, random or arbitrary' },
  gamemode: { kind: 'gamemode', negatable: true, help: 'survival, creative, adventure or spectator' },
  team: { kind: 'word', negatable: true, help: 'team name' },
  type: { kind: 'type', negatable: true, help: 'entity type or #tag' },
  tag: { kind: 'word', negatable: true, repeatable: true, help: 'scoreboard tag' },
  nbt: { kind: 'nbt', negatable: true, repeatable: true, help: 'NBT the entity must match' },
  scores: { kind: 'scores', negatable: false, help: '{objective=range,…}' },
  advancements: { kind: 'advancements', negatable: false, help: '{advancement=true,…}' },
  predicate: { kind: 'id', negatable: true, repeatable: true, help: 'predicate id' },
};

export const SORTS = ['nearest', 'furthest', 'random', 'arbitrary'];
export const GAMEMODES = ['survival', 'creative', 'adventure', 'spectator'];

const UUID_RE = /^[0-9a-fA-F]{1,8}-[0-9a-fA-F]{1,4}-[0-9a-fA-F]{1,4}-[0-9a-fA-F]{1,4}-[0-9a-fA-F]{1,12}$/;

/** End of a selector value: the next ',' or ']' outside quotes/brackets (or the line end). */
function skipValue(line: string, pos: number): number {
  let depth = 0;
  let i = pos;
  while (i < line.length) {
    const c = line.charAt(i);
    if (c === '"' || c === "'") {
      i++;
      while (i < line.length && line.charAt(i) !== c) i += line.charAt(i) === '\\' ? 2 : 1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (depth === 0) return i;
      depth--;
    } else if (c === ',' && depth === 0) return i;
    else if (c === ' ' && depth === 0) return i;
    i++;
  }
  return Math.min(i, line.length);
}

function readPlainValue(r: Reader): string {
  return r.readWhile((c) => c !== ',' && c !== ']' && c !== ' ' && c !== '}' && c !== '=');
}

interface ParsedOptions {
  args: SelectorArgument[];
  problems: CommandProblem[];
  failed: boolean;
  end: number;
  limit?: { value: number; start: number; end: number };
  typeIds: { id: string; negated: boolean; start: number; end: number }[];
  /** The value of the option just read, when it could be understood. */
  parsed?: SelectorOptionValue;
}

/** `{objective=range, …}` of scores=. */
function readScores(r: Reader, out: CommandProblem[], scores: Record<string, { min?: number; max?: number }>): boolean {
  const open = r.pos;
  r.pos++;
  r.skipSpaces();
  while (!r.atEnd() && r.peek() !== '}') {
    const ks = r.pos;
    const key = r.readUnquoted();
    if (!key) {
      out.push(problem(ks, ks + 1, COMMAND.selector, `Expected an objective name in scores, found '${r.peek()}'.`));
      return false;
    }
    r.skipSpaces();
    if (r.peek() !== '=') {
      out.push(problem(ks, r.pos + 1, COMMAND.selector, `Expected '=' after objective '${excerpt(key)}' in scores.`));
      return false;
    }
    r.pos++;
    r.skipSpaces();
    const vs = r.pos;
    const v = readPlainValue(r);
    const range = checkRange(v, vs, true, `score of '${excerpt(key)}'`);
    if (range.problem) out.push({ ...range.problem, code: range.problem.code });
    else Object.defineProperty(scores, key, { value: { min: range.min, max: range.max }, enumerable: true, writable: true, configurable: true });
    if (!r.nextListItem()) break;
  }
  if (r.peek() !== '}' || r.atEnd()) {
    out.push(problem(open, r.atEnd() ? r.end : r.pos + 1, COMMAND.selector, "Unterminated scores: expected '}'."));
    return false;
  }
  r.pos++;
  return true;
}

/** `{adv=true, adv={criterion=false}}` of advancements=: only the braces are checked (ids may come from data packs). */
function readAdvancements(r: Reader, out: CommandProblem[]): boolean {
  const open = r.pos;
  let depth = 0;
  for (let i = open; i < r.end; i++) {
    const c = r.text.charAt(i);
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      r.pos = i + 1;
      return true;
    }
  }
  out.push(problem(open, r.end, COMMAND.selector, "Unterminated advancements: expected '}'."));
  return false;
}

function parseOptions(line: string, open: number, ctx: ArgContext, variable: string): ParsedOptions {
  const r = new Reader(line, open + 1);
  const out: ParsedOptions = { args: [], problems: [], failed: false, end: open + 1, typeIds: [] };
  const seen = new Map<string, number>();
  const fail = (p: CommandProblem): ParsedOptions => {
    out.problems.push(p);
    out.failed = true;
    out.end = Math.max(r.pos, p.start);
    return out;
  };
  r.skipSpaces();
  while (!r.atEnd() && r.peek() !== ']') {
    const ks = r.pos;
    const key = r.readUnquoted();
    const ke = r.pos;
    if (!key) return fail(problem(ks, ks + 1, COMMAND.selector, `Expected a selector argument such as type=, distance= or limit=, found '${r.peek()}'.`));
    r.skipSpaces();
    if (r.atEnd() || r.peek() !== '=') {
      return fail(problem(ks, r.atEnd() ? r.end : ke, COMMAND.selector, `Expected '=' after selector argument '${excerpt(key)}'.`));
    }
    r.pos++;
    r.skipSpaces();
    let negated = false;
    if (r.peek() === '!') {
      negated = true;
      r.pos++;
      r.skipSpaces();
    }
    const vs = r.pos;
    const spec = SELECTOR_OPTIONS[key];
    if (!spec) {
      const close = didYouMean(key, Object.keys(SELECTOR_OPTIONS), 3);
      out.problems.push(problem(ks, ke, COMMAND.selector,
        `Unknown selector argument '${excerpt(key)}'.` + (close.length ? ` Did you mean ${orList(close)}?` : ` Known: ${orList(Object.keys(SELECTOR_OPTIONS), 21)}.`),
        close.map((c) => ({ title: `Change to '${c}'`, start: ks, end: ke, newText: c }))));
      r.pos = skipValue(line, r.pos);
    } else {
      if (negated && !spec.negatable) out.problems.push(problem(vs - 1, vs, COMMAND.selector, `'${excerpt(key)}' cannot be negated with '!'.`));
      const count = seen.get(key) ?? 0;
      if (count > 0 && !spec.repeatable && !negated) {
        out.problems.push(problem(ks, ke, COMMAND.selector, `Selector argument '${excerpt(key)}' is given more than once.`));
      }
      seen.set(key, count + 1);
      out.parsed = undefined;
      const ok = readOptionValue(r, key, spec, negated, ctx, variable, out);
      if (!ok) {
        out.failed = true;
        out.end = r.pos;
        return out;
      }
    }
    out.args.push({ key, value: line.slice(vs, r.pos), negated, start: ks, end: r.pos, ...(spec && out.parsed ? { parsed: out.parsed } : {}) });
    if (!r.nextListItem()) break;
  }
  if (r.atEnd()) return fail(problem(open, line.length, COMMAND.selector, "Unterminated selector: expected ']'."));
  if (r.peek() !== ']') return fail(problem(r.pos, r.pos + 1, COMMAND.selector, `Expected ',' or ']' in the selector, found '${r.peek()}'.`));
  r.pos++;
  out.end = r.pos;
  return out;
}

/** Reads one option value; soft problems go to `out.problems`, false means the selector cannot be read further. */
function readOptionValue(r: Reader, key: string, spec: OptionSpec, negated: boolean, ctx: ArgContext, variable: string, out: ParsedOptions): boolean {
  const vs = r.pos;
  const bad = (message: string, fixes?: string[]) => {
    const e = r.pos;
    out.problems.push(problem(vs, Math.max(e, vs + 1), COMMAND.selector, message,
      fixes?.map((f) => ({ title: `Change to '${f}'`, start: vs, end: e, newText: f }))));
  };
  switch (spec.kind) {
    case 'string': {
      if (r.peek() === '"' || r.peek() === "'") {
        const q = readQuoted(r);
        if (!q.ok) {
          out.problems.push(problem(q.start, q.end, COMMAND.selector, q.message));
          return false;
        }
        out.parsed = { kind: 'string', value: q.value };
      } else out.parsed = { kind: 'string', value: r.readUnquoted() };
      return true;
    }
    case 'floatRange':
    case 'intRange': {
      const v = readPlainValue(r);
      const c = checkRange(v, vs, spec.kind === 'intRange', key, spec.min, spec.wrapped);
      if (c.problem) out.problems.push({ ...c.problem, code: c.problem.code === COMMAND.numberFormat ? COMMAND.selector : c.problem.code });
      else out.parsed = { kind: 'range', min: c.min, max: c.max };
      return true;
    }
    case 'double': {
      const v = readPlainValue(r);
      const c = checkNumber(v, vs, false, undefined, undefined, key);
      if (c.problem) out.problems.push({ ...c.problem, code: COMMAND.selector });
      else if (c.value !== undefined) out.parsed = { kind: 'number', value: c.value };
      return true;
    }
    case 'limit': {
      const v = readPlainValue(r);
      const c = checkNumber(v, vs, true, 1, undefined, 'limit');
      if (c.problem) out.problems.push({ ...c.problem, code: COMMAND.selector });
      else if (variable === 's' && !(ctx.modifier?.amount === 'single' && (c.value ?? 0) > 1)) {
        out.problems.push(problem(vs, r.pos, COMMAND.selector, '@s always selects exactly one entity: limit does not apply to it.'));
      }
      if (c.value !== undefined) {
        out.limit = { value: c.value, start: vs - (key.length + 1), end: r.pos };
        out.parsed = { kind: 'number', value: c.value };
      }
      return true;
    }
    case 'sort':
    case 'gamemode': {
      const allowed = spec.kind === 'sort' ? SORTS : GAMEMODES;
      const v = readPlainValue(r);
      out.parsed = { kind: 'string', value: v };
      if (!allowed.includes(v)) bad(`'${excerpt(v)}' is not a valid ${excerpt(key)}: use ${orList(allowed)}.`, didYouMean(v, allowed, 2));
      else if (spec.kind === 'sort' && variable === 's') bad('@s always selects exactly one entity: sort does not apply to it.');
      return true;
    }
    case 'word':
      out.parsed = { kind: 'string', value: r.readUnquoted() };
      return true;
    case 'id': {
      const v = r.readWhile((c) => c !== ',' && c !== ']' && c !== ' ');
      if (!v) bad(`Expected an id for ${key}.`);
      else out.parsed = { kind: 'id', id: stripNamespace(v), tag: false };
      return true;
    }
    case 'type': {
      const tag = r.peek() === '#';
      if (tag) r.pos++;
      const s = r.pos;
      const v = r.readWhile((c) => c !== ',' && c !== ']' && c !== ' ');
      if (!v) {
        bad('Expected an entity type for type=.');
        return true;
      }
      out.parsed = { kind: 'id', id: stripNamespace(v), tag };
      if (tag) out.problems.push(...checkTag(v, 'entity_type', ctx.registry, s - 1, r.pos));
      if (!tag) {
        const probs = checkId(v, 'entity', ctx.registry, s, r.pos);
        out.problems.push(...probs.map((p) => (p.code === ID.unknown ? { ...p, message: p.message } : p)));
        out.typeIds.push({ id: stripNamespace(v), negated, start: s, end: r.pos });
        if ((variable === 'a' || variable === 'p') && !negated && stripNamespace(v) !== 'player') {
          bad(`@${variable} selects players only: type=${excerpt(v)} does not apply to it (use @e).`);
        }
      }
      return true;
    }
    case 'nbt': {
      const res = parseSnbtCompound(r.text, r.pos);
      if (res.error) {
        out.problems.push(problem(res.error.start, res.error.end, COMMAND.nbt, `Malformed NBT in the selector: ${res.error.message}.`));
        r.pos = res.end;
        return false;
      }
      r.pos = res.end;
      out.parsed = { kind: 'nbt', value: res.value!, tag: res.tag! };
      return true;
    }
    case 'scores':
      if (r.peek() !== '{') {
        bad("scores needs braces: scores={objective=1..}.");
        r.pos = skipValue(r.text, r.pos);
        return true;
      }
      {
        const scores: Record<string, { min?: number; max?: number }> = {};
        const ok = readScores(r, out.problems, scores);
        if (ok) out.parsed = { kind: 'scores', scores };
        return ok;
      }
    case 'advancements':
      if (r.peek() !== '{') {
        bad('advancements needs braces: advancements={minecraft:story/mine_stone=true}.');
        r.pos = skipValue(r.text, r.pos);
        return true;
      }
      return readAdvancements(r, out.problems);
  }
}

interface EntityMode {
  /** Accepts `*` (all score holders). */
  star: boolean;
  single: boolean;
  playersOnly: boolean;
  /** Longest plain name (16 for players, 40 for score holders). */
  maxName: number;
}

function entityParser(mode: (ctx: ArgContext) => EntityMode): ArgParser {
  return (line, start, ctx): ArgResult => {
    const m = mode(ctx);
    const problems: CommandProblem[] = [];
    if (line.charAt(start) === '@') {
      const variable = line.charAt(start + 1);
      if (!SELECTOR_VARIABLES[variable]) {
        const e = tokenEnd(line, start);
        return { end: e, failed: true, problems: [problem(start, Math.min(e, start + 2), COMMAND.selector, `Unknown selector '@${variable}': use @p, @a, @r, @s or @e.`)] };
      }
      let end = start + 2;
      let args: SelectorArgument[] = [];
      let limit: ParsedOptions['limit'];
      let typeIds: ParsedOptions['typeIds'] = [];
      if (line.charAt(end) === '[') {
        const o = parseOptions(line, end, ctx, variable);
        problems.push(...o.problems);
        if (o.failed) return { end: o.end, failed: true, problems };
        end = o.end;
        args = o.args;
        limit = o.limit;
        typeIds = o.typeIds;
      }
      const v = variable as 's' | 'p' | 'a' | 'e' | 'r';
      if (m.single) {
        if (limit && limit.value > 1) {
          problems.push(problem(limit.start, limit.end, COMMAND.selector, `Only one target is allowed here, but limit=${limit.value} can select ${limit.value}: use limit=1.`));
        } else if ((v === 'a' || v === 'e') && !limit) {
          problems.push(problem(start, end, COMMAND.selector, `Only one target is allowed here, but @${v} can select many: add limit=1 or use @p/@s.`));
        }
      }
      if (m.playersOnly && v === 'e') {
        const player = typeIds.some((t) => t.id === 'player' && !t.negated);
        if (!player) problems.push(problem(start, end, COMMAND.selector, 'Only players can be selected here, but @e can select any entity: use @a/@p, or add type=player.'));
      }
      if (m.playersOnly && v !== 'e') {
        const bad = typeIds.find((t) => !t.negated && t.id !== 'player');
        if (bad) problems.push(problem(bad.start, bad.end, COMMAND.selector, 'Only players can be selected here.'));
      }
      if (end < line.length && line.charAt(end) !== ' ') {
        const e = tokenEnd(line, end);
        return { end, failed: true, problems: [...problems, problem(end, e, COMMAND.selector, `Unexpected '${excerpt(line.slice(end, e))}' after the selector.`)] };
      }
      const value: ArgValue = { type: 'selector', variable: v, arguments: args };
      return { end, problems, value };
    }
    const end = tokenEnd(line, start);
    const text = line.slice(start, end);
    if (m.star && text === '*') return { end, problems, value: { type: 'selector', variable: null, name: '*', arguments: [] } };
    if (!text) return { end, failed: true, problems: [problem(start, start + 1, COMMAND.selector, 'Expected a selector (@p, @a, @r, @s, @e), a player name or a UUID.')] };
    if (UUID_RE.test(text)) return { end, problems, value: { type: 'selector', variable: null, uuid: text, arguments: [] } };
    if (text.length > m.maxName || ![...text].every((c) => m.star ? c !== ' ' : isUnquotedChar(c))) {
      return { end, failed: true, problems: [problem(start, end, COMMAND.selector, `'${excerpt(text)}' is not a selector, player name (at most ${m.maxName} letters, digits or _) or UUID.`)] };
    }
    return { end, problems, value: { type: 'selector', variable: null, name: text, arguments: [] } };
  };
}

export const parseEntity = entityParser((ctx) => ({
  star: false,
  single: ctx.modifier?.amount === 'single',
  playersOnly: ctx.modifier?.type === 'players',
  maxName: MAX_PLAYER_NAME,
}));
export const parseGameProfile = entityParser(() => ({ star: false, single: false, playersOnly: true, maxName: MAX_PLAYER_NAME }));
export const parseScoreHolder = entityParser((ctx) => ({ star: true, single: ctx.modifier?.amount === 'single', playersOnly: false, maxName: MAX_SCORE_HOLDER_NAME }));
