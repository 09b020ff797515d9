/** /scoreboard (objectives and player scores), /tag and /experience, over the server's scoreboard (../scoreboard.ts). */
import type { CommandArgs, SelectorValue } from './args';
import { CommandError, CommandSource, CommandSpec } from './handlerTypes';
import type { EmbeddedContext } from '../plugins/context';
import { getScore, holderName, scoreboardOf, tagsOf, type Objective } from '../scoreboard';
import { requireEntities, selectEntities, entityDisplayName } from './selectors';
import { ownTable } from '../../../util/ownTable';
import { MAX_OBJECTIVE_NAME, OBJECTIVE_NAME_TOO_LONG } from '../../../vanilla/commandLimits';
import { addExperienceLevels, addExperiencePoints, setExperienceLevel, setExperiencePoints } from '../../../vanilla/experience';

/** Holder names a score_holder argument stands for: a fake name as written, `*` every holder known, or the selected entities. */
export function scoreHolders(ctx: EmbeddedContext, sel: SelectorValue, src: CommandSource): string[] {
  if (sel.variable === null && sel.name === '*') {
    const all = new Set<string>();
    for (const o of scoreboardOf(ctx).objectives.values()) for (const h of o.scores.keys()) all.add(h);
    return [...all];
  }
  if (sel.variable === null && sel.name) return [sel.name];
  const found = selectEntities(ctx, sel, src);
  if (!found.length) throw new CommandError('No entity was found');
  return found.map(holderName);
}

function objective(ctx: EmbeddedContext, name: string): Objective {
  const o = scoreboardOf(ctx).objectives.get(name);
  if (!o) throw new CommandError(`Unknown scoreboard objective '${name}'`);
  return o;
}

export function setScore(ctx: EmbeddedContext, holder: string, obj: string, value: number): void {
  objective(ctx, obj).scores.set(holder, value | 0);
}

const who = (holders: string[]) => (holders.length === 1 ? holders[0] : `${holders.length} entities`);

/** `execute if score <target> <targetObjective> (<op> <source> <sourceObjective> | matches <range>)`. */
export function testScore(ctx: EmbeddedContext, a: CommandArgs, src: CommandSource): boolean {
  const [target] = scoreHolders(ctx, a.selector('target')!, src);
  const have = getScore(ctx, target, a.string('targetObjective')!);
  if (have === undefined) return false;
  const range = a.value('range');
  if (range?.type === 'range') return (range.min === undefined || have >= range.min) && (range.max === undefined || have <= range.max);
  const [source] = scoreHolders(ctx, a.selector('source')!, src);
  const other = getScore(ctx, source, a.string('sourceObjective')!);
  if (other === undefined) return false;
  switch (a.literal(4)) {
    case '<': return have < other;
    case '<=': return have <= other;
    case '=': return have === other;
    case '>': return have > other;
    default: return have >= other;
  }
}

const OPERATIONS: Record<string, (a: number, b: number) => number> = ownTable({
  '+=': (a, b) => a + b, '-=': (a, b) => a - b, '*=': (a, b) => Math.imul(a, b),
  '/=': (a, b) => (b === 0 ? a : Math.floor(a / b)), '%=': (a, b) => (b === 0 ? a : ((a % b) + b) % b),
  '=': (_a, b) => b, '<': (a, b) => Math.min(a, b), '>': (a, b) => Math.max(a, b),
});

function players(a: CommandArgs, src: CommandSource, ctx: EmbeddedContext): string | { reply: string; result: number } {
  const op = a.literal(2);
  if (op === 'list') {
    const target = a.selector('target');
    if (!target) {
      const names = new Set<string>();
      for (const o of scoreboardOf(ctx).objectives.values()) for (const h of o.scores.keys()) names.add(h);
      return names.size ? `There are ${names.size} tracked entities: ${[...names].join(', ')}` : 'There are no tracked entities';
    }
    const [h] = scoreHolders(ctx, target, src);
    const lines = [...scoreboardOf(ctx).objectives.values()].filter((o) => o.scores.has(h)).map((o) => `[${o.name}]: ${o.scores.get(h)}`);
    return lines.length ? `${h} has ${lines.length} scores:\n${lines.join('\n')}` : `${h} has no scores`;
  }
  const objName = a.string('objective') ?? a.string('targetObjective');
  if (op === 'get') {
    const [h] = scoreHolders(ctx, a.selector('target')!, src);
    const o = objective(ctx, objName!);
    const v = o.scores.get(h);
    if (v === undefined) throw new CommandError(`Can't get value of ${o.name} for ${h}; none is set`);
    return { reply: `${h} has ${v} [${o.name}]`, result: v };
  }
  const holders = scoreHolders(ctx, a.selector('targets')!, src);
  if (op === 'reset') {
    if (objName) { const o = objective(ctx, objName); for (const h of holders) o.scores.delete(h); return `Reset [${o.name}] for ${who(holders)}`; }
    for (const o of scoreboardOf(ctx).objectives.values()) for (const h of holders) o.scores.delete(h);
    return `Reset scores for ${who(holders)}`;
  }
  const o = objective(ctx, objName!);
  if (op === 'enable') {
    if (o.criteria !== 'trigger') throw new CommandError('You can only enable trigger-objectives');
    return `Enabled trigger [${o.name}] for ${who(holders)}`;
  }
  if (op === 'operation') {
    const f = OPERATIONS[a.string('operation') ?? ''];
    const sources = scoreHolders(ctx, a.selector('source')!, src);
    const so = objective(ctx, a.string('sourceObjective')!);
    for (const h of holders) {
      for (const s of sources) {
        const x = o.scores.get(h) ?? 0;
        const y = so.scores.get(s) ?? 0;
        if (a.string('operation') === '><') { o.scores.set(h, y); so.scores.set(s, x); } else o.scores.set(h, f(x, y) | 0);
      }
    }
    return `Set [${o.name}] for ${who(holders)} to ${o.scores.get(holders[0])}`;
  }
  const n = a.number('score')!;
  let last = 0;
  for (const h of holders) {
    const cur = o.scores.get(h) ?? 0;
    last = op === 'set' ? n : op === 'add' ? cur + n : cur - n;
    o.scores.set(h, last | 0);
  }
  if (op === 'set') return { reply: `Set [${o.name}] for ${who(holders)} to ${n}`, result: last };
  if (op === 'add') return { reply: `Added ${n} to [${o.name}] for ${who(holders)} (now ${last})`, result: last };
  return { reply: `Removed ${n} from [${o.name}] for ${who(holders)} (now ${last})`, result: last };
}

function objectives(a: CommandArgs, ctx: EmbeddedContext): string {
  const board = scoreboardOf(ctx);
  const op = a.literal(2);
  const name = a.string('objective') ?? '';
  switch (op) {
    case 'add': {
      if (board.objectives.has(name)) throw new CommandError('An objective already exists by that name');
      if (name.length > MAX_OBJECTIVE_NAME) throw new CommandError(OBJECTIVE_NAME_TOO_LONG);
      board.objectives.set(name, { name, criteria: a.id('criteria') ?? a.string('criteria') ?? 'dummy', scores: new Map() });
      return `Created new objective [${name}]`;
    }
    case 'remove':
      objective(ctx, name);
      board.objectives.delete(name);
      return `Removed objective [${name}]`;
    case 'list':
      return board.objectives.size ? `There are ${board.objectives.size} objectives: ${[...board.objectives.keys()].map((k) => `[${k}]`).join(', ')}` : 'There are no objectives';
    case 'setdisplay':
      if (name) objective(ctx, name);
      return name ? `Set display slot ${a.string('slot')} to show objective ${name}` : `Cleared objectives in display slot ${a.string('slot')}`;
    default: // modify: display name and render type only change what players see
      objective(ctx, name);
      return `Changed objective [${name}]`;
  }
}

const scoreboard: CommandSpec = {
  name: 'scoreboard',
  run(args, src, ctx) {
    return args.literal(1) === 'objectives' ? objectives(args, ctx) : players(args, src, ctx);
  },
};

const tag: CommandSpec = {
  name: 'tag',
  run(args, src, ctx) {
    const targets = requireEntities(ctx, args.selector('targets'), src);
    const name = args.string('name') ?? '';
    const one = targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} entities`;
    if (args.has('list')) {
      const all = [...new Set(targets.flatMap((t) => [...tagsOf(t)]))];
      return { reply: all.length ? `${one} has ${all.length} tags: ${all.join(', ')}` : `${one} has no tags`, result: all.length };
    }
    let changed = 0;
    for (const t of targets) {
      const tags = tagsOf(t);
      if (args.has('add') ? !tags.has(name) && tags.size < 1024 : tags.has(name)) {
        if (args.has('add')) tags.add(name); else tags.delete(name);
        changed++;
      }
    }
    if (args.has('add')) {
      if (!changed) throw new CommandError('Nothing changed. The players either already have the tag or have too many tags');
      return { reply: `Added tag '${name}' to ${one}`, result: changed };
    }
    if (!changed) throw new CommandError('Nothing changed. The players do not have this tag');
    return { reply: `Removed tag '${name}' from ${one}`, result: changed };
  },
};

const experience: CommandSpec = {
  name: 'experience',
  run(args, src, ctx) {
    const targets = requireEntities(ctx, args.selector('targets'), src, true);
    const levels = args.has('levels');
    const one = targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} players`;
    if (args.has('query')) {
      const t = targets[0];
      const v = levels ? (t.mcuXpLevel ?? 0) : (t.mcuXpPoints ?? 0);
      return { reply: `${t.username} has ${v} experience ${levels ? 'levels' : 'points'}`, result: v };
    }
    const n = args.number('amount')!;
    // vanilla's ExperienceCommand over PlayerEntity's experience (../experience.ts).
    let changed = 0;
    for (const t of targets) {
      if (t.type !== 'player') continue;
      if (args.has('set')) {
        if (levels) setExperienceLevel(t, n); else if (!setExperiencePoints(t, n)) continue;
      } else if (levels) addExperienceLevels(t, n);
      else addExperiencePoints(t, n);
      changed++;
    }
    if (args.has('set') && !levels && !changed) throw new CommandError('Cannot set experience points above the maximum points for the player\'s current level');
    const what = levels ? 'levels' : 'points';
    return args.has('set') ? `Set ${n} experience ${what} on ${one}` : `Gave ${n} experience ${what} to ${one}`;
  },
};

export const scoreboardCommands: CommandSpec[] = [scoreboard, tag, experience];
