/** brigadier:string (word / phrase / greedy), message, and fixed word lists (enums). */
import { didYouMean } from '../didYouMean';
import { orList, problem } from '../problem';
import { Reader, isUnquotedChar, readQuoted } from '../reader';
import { type ArgParser, tokenEnd } from './context';
import { excerpt } from '../../../util/excerpt';
import { COMMAND } from '../../diagnosticCodes';

export const parseGreedy: ArgParser = (line, start) => ({
  end: line.length,
  problems: [],
  value: { type: 'string', value: line.slice(start) },
});

export const parseString: ArgParser = (line, start, ctx) => {
  const type = ctx.modifier?.type;
  if (type === 'greedy') return parseGreedy(line, start, ctx);
  const r = new Reader(line, start);
  if (type === 'phrase' && (r.peek() === '"' || r.peek() === "'")) {
    const q = readQuoted(r);
    if (!q.ok) return { end: q.end, failed: true, problems: [problem(q.start, q.end, COMMAND.syntax, q.message[0].toUpperCase() + q.message.slice(1) + '.')] };
    return { end: r.pos, problems: [], value: { type: 'string', value: q.value } };
  }
  const word = r.readUnquoted();
  if (!word) {
    const e = tokenEnd(line, start);
    return { end: e, failed: true, problems: [problem(start, Math.max(e, start + 1), COMMAND.syntax, `Expected a word for <${ctx.name}> (letters, digits, _ - . +${type === 'phrase' ? ', or a "quoted phrase"' : ''}).`)] };
  }
  if (r.pos < line.length && line.charAt(r.pos) !== ' ') {
    const e = tokenEnd(line, r.pos);
    return { end: e, failed: true, problems: [problem(r.pos, e, COMMAND.syntax, `Unexpected '${excerpt(line.slice(r.pos, e))}' in <${ctx.name}>: only letters, digits and _ - . + are allowed without quotes.`)] };
  }
  return { end: r.pos, problems: [], value: { type: 'string', value: word } };
};

/** An argument that must be one word of a fixed list. */
export function enumParser(values: string[] | ((v: string) => boolean), describe: string): ArgParser {
  return (line, start, ctx) => {
    const end = tokenEnd(line, start);
    const text = line.slice(start, end);
    const ok = typeof values === 'function' ? values(text) : values.includes(text);
    if (ok) return { end, problems: [], value: { type: 'string', value: text } };
    const close = typeof values === 'function' ? [] : didYouMean(text, values, 3);
    return {
      end, failed: true,
      problems: [problem(start, Math.max(end, start + 1), COMMAND.syntax,
        `'${excerpt(text)}' is not valid for <${ctx.name}>: expected ${typeof values === 'function' ? describe : orList(values, 20)}.` +
          (close.length ? ` Did you mean ${orList(close)}?` : ''),
        close.map((c) => ({ title: `Change to '${c}'`, start, end, newText: c })))],
    };
  };
}

export const COLORS = [
  'black', 'dark_blue', 'dark_green', 'dark_aqua', 'dark_red', 'dark_purple', 'gold', 'gray', 'dark_gray',
  'blue', 'green', 'aqua', 'red', 'light_purple', 'yellow', 'white',
];

function range(prefix: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}.${i}`);
}

/** The 1.16 slot names (/replaceitem). */
export const ITEM_SLOTS = [
  'armor.head', 'armor.chest', 'armor.legs', 'armor.feet', 'weapon', 'weapon.mainhand', 'weapon.offhand',
  ...range('hotbar', 9), ...range('inventory', 27), ...range('container', 54), ...range('enderchest', 27),
  ...range('villager', 8), 'horse.saddle', 'horse.chest', 'horse.armor', ...range('horse', 15),
];

export const parseItemSlot: ArgParser = (line, start, ctx) => {
  const r = enumParser(ITEM_SLOTS, 'a slot')(line, start, ctx);
  if (r.value && r.value.type === 'string') return { ...r, value: { type: 'slot', slot: r.value.value } };
  return r;
};

export const parseEntityAnchor = enumParser(['eyes', 'feet'], 'eyes or feet');
export const parseColor = enumParser([...COLORS, 'reset'], 'a colour');
export const parseOperation = enumParser(['=', '+=', '-=', '*=', '/=', '%=', '<', '>', '><'], 'an operation');
export const parseGamemode = enumParser(['survival', 'creative', 'adventure', 'spectator'], 'a game mode');
export const parseHeightmap = enumParser(['world_surface', 'motion_blocking', 'motion_blocking_no_leaves', 'ocean_floor'], 'a heightmap');
export const parseTemplateRotation = enumParser(['none', 'clockwise_90', 'counterclockwise_90', '180'], 'a rotation');
export const parseTemplateMirror = enumParser(['none', 'left_right', 'front_back'], 'a mirror');
export const parseSwizzle = enumParser(
  (v) => /^[xyz]{1,3}$/.test(v) && new Set(v).size === v.length,
  'a combination of x, y and z without repeats (e.g. xz)');
export const parseScoreboardSlot = enumParser(
  ['list', 'sidebar', 'belowName', ...COLORS.map((c) => `sidebar.team.${c}`)], 'a display slot');
export const parseUuid = enumParser(
  (v) => /^[0-9a-fA-F]{1,8}-[0-9a-fA-F]{1,4}-[0-9a-fA-F]{1,4}-[0-9a-fA-F]{1,4}-[0-9a-fA-F]{1,12}$/.test(v),
  'a UUID such as 0-0-0-0-1');
export const parseTeam = enumParser((v) => v.length > 0 && [...v].every(isUnquotedChar), 'a team name (letters, digits, _ - . +)');
export const parseObjective = enumParser((v) => v.length > 0 && [...v].every(isUnquotedChar), 'an objective name (letters, digits, _ - . +)');

const SIMPLE_CRITERIA = ['dummy', 'trigger', 'deathCount', 'playerKillCount', 'totalKillCount', 'health', 'xp', 'level', 'food', 'air', 'armor'];
/** Simple criteria, team-coloured ones (teamkill.red) and statistics (minecraft.mined:minecraft.stone). */
export const parseObjectiveCriteria = enumParser(
  (v) => SIMPLE_CRITERIA.includes(v) ||
    /^(teamkill|killedByTeam)\.[a-z_]+$/.test(v) ||
    /^[a-z0-9_.-]+:[a-z0-9_.-]+$/.test(v),
  `${orList(SIMPLE_CRITERIA, 11)}, teamkill.<colour>, killedByTeam.<colour> or a statistic like minecraft.mined:minecraft.stone`);
