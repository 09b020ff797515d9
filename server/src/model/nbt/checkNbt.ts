/**
 * NBT that vanilla accepts but ignores: keys of another version, misspelt
 * keys, values of the wrong shape, and unknown ids inside NBT (villager
 * professions and types, potions, effect numbers, item stacks). The command
 * still runs, so these are warnings (information when the schema is not
 * sure). Offsets are within the command line, like parser problems.
 */
import { checkId, compareVersions } from '../commands/ids';
import { didYouMean } from '../commands/didYouMean';
import { orList, problem } from '../commands/problem';
import type { CommandProblem, NbtValue, ParsedCommand } from '../commands/commandTypes';
import type { Registry } from '../../vanilla/registry';
import { stripNamespace } from '../../vanilla/registry';
import {
  BLOCK_ENTITY_KEYS, DISPLAY_KEYS, ENTITY_KEYS, ITEM_TAG_KEYS, KeyTable, Shape, STACK_KEYS, STACK_LIST_KEYS,
} from '../../vanilla/nbtFormat';
import { POTION_IDS as POTIONS } from '../../vanilla/potionRules';
import { VILLAGER_PROFESSIONS as PROFESSIONS } from '../../vanilla/variants';
import { VILLAGER_TYPES } from '../../vanilla/mobs';
import { ownValue } from '../../util/ownTable';
import { COMMAND, ID } from '../diagnosticCodes';

type Compound = { [key: string]: NbtValue };
const isCompound = (v: NbtValue | undefined): v is Compound => !!v && typeof v === 'object' && !Array.isArray(v);

/** Where to look for a key or value in the line: a moving cursor keeps repeated keys apart. */
class Locator {
  constructor(readonly line: string, public from: number, readonly to: number) {}
  key(key: string): [number, number] | undefined {
    const re = new RegExp(`[{,]\\s*("?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:`, 'g');
    re.lastIndex = this.from;
    const m = re.exec(this.line);
    if (!m || m.index >= this.to) return undefined;
    const start = this.line.indexOf(key, m.index);
    return [start, start + key.length];
  }
  text(s: string, after = this.from): [number, number] | undefined {
    const at = this.line.indexOf(s, after);
    return at < 0 || at >= this.to ? undefined : [at, at + s.length];
  }
}

function shapeOf(v: NbtValue): Shape {
  if (typeof v === 'number' || typeof v === 'boolean') return 'number';
  if (typeof v === 'string') return 'string';
  return Array.isArray(v) ? 'list' : 'compound';
}

interface Ctx {
  reg: Registry;
  loc: Locator;
  out: CommandProblem[];
  /** The schema lists every key of this version (1.16.x): unknown keys mean something. */
  complete: boolean;
  /** Keys left to look at in this command: locating a key scans the line, so hostile NBT must not go quadratic. */
  budget: { keys: number };
}

const KEY_BUDGET = 300;

/** Checks `nbt` against `table`; `what` names the owner in messages; `strict`: unknown keys are ignored by vanilla. */
function checkKeys(nbt: Compound, table: KeyTable, what: string, c: Ctx, strict: boolean): void {
  const version = c.reg.version;
  for (const [key, value] of Object.entries(nbt)) {
    if (--c.budget.keys < 0) return;
    const spec = ownValue(table, key);
    const at = c.loc.key(key) ?? [c.loc.from, c.loc.from + 1];
    if (!spec) {
      const close = didYouMean(key, Object.keys(table).filter((k) => !table[k][2] || compareVersions(version, table[k][2]!) < 0), 2)
        .concat(Object.keys(table).filter((k) => k.toLowerCase() === key.toLowerCase() && k !== key));
      const guess = [...new Set(close)];
      if (guess.length && (strict || guess.some((g) => g.toLowerCase() === key.toLowerCase() || distanceOk(g, key)))) {
        c.out.push(problem(at[0], at[1], COMMAND.nbtIgnored,
          `${version} ignores '${key}' on ${what}: it looks misspelt (did you mean ${orList(guess)}?).`,
          guess.map((g) => ({ title: `Change to '${g}'`, start: at[0], end: at[1], newText: g })), 'warning'));
      } else if (strict && c.complete) {
        c.out.push(problem(at[0], at[1], COMMAND.nbtIgnored,
          `'${key}' is not a key ${what} reads in ${version} as far as this checker's schema knows; vanilla ignores keys it does not read.`, undefined, 'information'));
      }
      continue;
    }
    const [shape, since, removed, hint] = spec;
    if (since && compareVersions(version, since) < 0) {
      c.out.push(problem(at[0], at[1], COMMAND.nbtIgnored, `'${key}' on ${what} was added in ${since}; ${version} ignores it.` + (hint ? ` (${hint})` : ''), undefined, 'warning'));
      continue;
    }
    if (removed && compareVersions(version, removed) >= 0) {
      c.out.push(problem(at[0], at[1], COMMAND.nbtIgnored, `'${key}' on ${what} was removed in ${removed}; ${version} ignores it` + (hint ? `: ${hint}.` : '.'), undefined, 'warning'));
      continue;
    }
    if (shape !== 'any' && shapeOf(value) !== shape) {
      c.out.push(problem(at[0], at[1], COMMAND.nbtIgnored,
        `'${key}' on ${what} must be a ${shape === 'number' ? 'number (e.g. 1b, 20, 0.5f)' : shape}, not a ${shapeOf(value)}: ${version} ignores the value.`, undefined, 'warning'));
    }
  }
}

const distanceOk = (a: string, b: string) => didYouMean(b, [a], 1).length > 0;

function checkStack(stack: NbtValue, c: Ctx): void {
  if (!isCompound(stack) || typeof stack.id !== 'string') return;
  const at = c.loc.text(stack.id);
  if (at) {
    for (const p of checkId(stack.id, 'item', c.reg, at[0], at[1])) {
      c.out.push({ ...p, severity: 'warning', message: `${p.message} Inside NBT the command still runs, but the stack is dropped.` });
    }
    c.loc.from = at[1];
  }
  if (isCompound(stack.tag)) checkItemTag(stack.tag, c);
}

export function checkItemTag(tag: Compound, c: Ctx): void {
  checkKeys(tag, ITEM_TAG_KEYS, 'an item', c, false);
  if (isCompound(tag.display)) checkKeys(tag.display, DISPLAY_KEYS, "an item's display", c, false);
  if (typeof tag.Potion === 'string') {
    const name = stripNamespace(tag.Potion);
    const at = c.loc.text(tag.Potion);
    if (at && !POTIONS.includes(name)) {
      const close = didYouMean(name, POTIONS, 3);
      c.out.push(problem(at[0], at[1], ID.unknown,
        `Unknown potion '${tag.Potion}': ${c.reg.version} makes it an uncraftable potion without effects.` + (close.length ? ` Did you mean ${orList(close)}?` : ''),
        close.map((x) => ({ title: `Change to 'minecraft:${x}'`, start: at[0], end: at[1], newText: `minecraft:${x}` })), 'warning'));
    }
  }
  checkEffects(tag.CustomPotionEffects, c);
}

function checkEffects(list: NbtValue | undefined, c: Ctx): void {
  if (!Array.isArray(list)) return;
  const max = c.reg.effects.size;
  for (const e of list) {
    if (!isCompound(e) || e.Id === undefined) continue;
    const at = c.loc.key('Id');
    if (at) c.loc.from = at[1];
    const id = e.Id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > max) {
      const span = at ?? [c.loc.from, c.loc.from + 1];
      c.out.push(problem(span[0], span[1], ID.unknown,
        `Effect Id ${JSON.stringify(id)} is not an effect in ${c.reg.version}: in NBT effects are numbers from 1 (speed) to ${max}; vanilla ignores this one.`, undefined, 'warning'));
    }
  }
}

function checkRegistryValue(value: NbtValue | undefined, names: readonly string[], what: string, c: Ctx): void {
  if (typeof value !== 'string') return;
  const name = stripNamespace(value);
  const at = c.loc.text(value);
  if (!at || names.includes(name)) return;
  const close = didYouMean(name, names, 3);
  c.out.push(problem(at[0], at[1], ID.unknown,
    `Unknown villager ${what} '${value}': ${c.reg.version} falls back to the default.` + (close.length ? ` Did you mean ${orList(close)}?` : ` Known: ${orList([...names], 16)}.`),
    close.map((x) => ({ title: `Change to 'minecraft:${x}'`, start: at[0], end: at[1], newText: `minecraft:${x}` })), 'warning'));
}

function checkEntity(id: string, nbt: Compound, c: Ctx): void {
  const table = ownValue(ENTITY_KEYS, id);
  if (table) checkKeys(nbt, table, `a ${id}`, c, true);
  const data = nbt.VillagerData;
  if (isCompound(data)) {
    const from = c.loc.from;
    checkRegistryValue(data.profession, PROFESSIONS, 'profession', c);
    c.loc.from = from;
    checkRegistryValue(data.type, VILLAGER_TYPES, 'type', c);
    c.loc.from = from;
  }
  checkEffects(nbt.ActiveEffects, c);
  for (const key of STACK_LIST_KEYS) if (Array.isArray(nbt[key])) for (const s of nbt[key] as NbtValue[]) checkStack(s, c);
  for (const key of STACK_KEYS) if (nbt[key] !== undefined) checkStack(nbt[key], c);
}

function checkBlockEntity(id: string, nbt: Compound, c: Ctx): void {
  const table = BLOCK_ENTITY_KEYS.find(([re]) => re.test(id))?.[1];
  if (table) checkKeys(nbt, table, `a ${id}`, c, true);
  if (Array.isArray(nbt.Items)) for (const s of nbt.Items) checkStack(s, c);
  const spawn = nbt.SpawnData;
  if (isCompound(spawn) && typeof spawn.id === 'string') {
    const at = c.loc.text(spawn.id);
    if (at) for (const p of checkId(spawn.id, 'entity', c.reg, at[0], at[1])) c.out.push({ ...p, severity: 'warning' });
  }
}

/** NBT problems of one parsed command (its `execute … run` command included). */
export function nbtProblems(p: ParsedCommand, reg: Registry): CommandProblem[] {
  const out: CommandProblem[] = [];
  const complete = /^1\.16(\.|$)/.test(reg.version);
  const budget = { keys: KEY_BUDGET };
  const walk = (cmd: ParsedCommand) => {
    for (const a of cmd.args) {
      const v = a.value;
      if (!v) continue;
      // Offsets of a nested `run` command are relative to the whole line too.
      const c: Ctx = { reg, loc: new Locator(p.text, a.start, a.end), out, complete, budget };
      if (v.type === 'nbt' && cmd.name === 'summon' && isCompound(v.value)) {
        const ent = cmd.args.find((x) => x.value?.type === 'entity')?.value;
        if (ent && ent.type === 'entity') checkEntity(stripNamespace(ent.id), v.value, c);
      } else if (v.type === 'item' && v.nbt && !v.tag) {
        c.loc.from = v.idEnd;
        checkItemTag(v.nbt, c);
      } else if (v.type === 'block' && v.nbt && !v.tag) {
        c.loc.from = v.idEnd;
        checkBlockEntity(stripNamespace(v.id), v.nbt, c);
      }
    }
    if (cmd.run) walk(cmd.run);
  };
  walk(p);
  return out;
}
