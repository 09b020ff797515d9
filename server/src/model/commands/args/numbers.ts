/** Integers, floats, doubles, booleans, ranges (`1..5`) and time (`1d`, `20t`, `5s`). */
import { problem } from '../problem';
import type { CommandProblem } from '../commandTypes';
import { type ArgContext, type ArgParser, type ArgResult, numberModifier, tokenEnd } from './context';
import { excerpt } from '../../../util/excerpt';
import { COMMAND } from '../../diagnosticCodes';
import { TIME_UNIT_TICKS } from '../../../vanilla/gameTime';

const INT_RE = /^-?\d+$/;
const FLOAT_RE = /^-?(?:\d+\.?\d*|\.\d+)$/;

export interface NumberCheck {
  value?: number;
  problem?: CommandProblem;
}

/** Parses `text` (at `start`) as an integer or a decimal, checking the bounds. */
export function checkNumber(
  text: string, start: number, integer: boolean, min?: number, max?: number, what = 'number',
): NumberCheck {
  const end = start + text.length;
  if (!text) return { problem: problem(start, end, COMMAND.numberFormat, `Expected ${integer ? 'an integer' : 'a number'} for ${what}.`) };
  if (!(integer ? INT_RE : FLOAT_RE).test(text)) {
    const hint = integer && FLOAT_RE.test(text) ? ' (whole numbers only)' : '';
    return { problem: problem(start, end, COMMAND.numberFormat, `'${excerpt(text)}' is not ${integer ? 'an integer' : 'a number'}${hint}: ${what} must be ${integer ? 'an integer' : 'a number'}.`) };
  }
  const value = Number(text);
  if (integer && (value > 2147483647 || value < -2147483648)) {
    return { problem: problem(start, end, COMMAND.numberRange, `${excerpt(text)} is too large for an integer.`) };
  }
  if (min !== undefined && value < min) {
    return { value, problem: problem(start, end, COMMAND.numberRange, `${what} must be at least ${min}, found ${excerpt(text)}.`) };
  }
  if (max !== undefined && value > max) {
    return { value, problem: problem(start, end, COMMAND.numberRange, `${what} must be at most ${max}, found ${excerpt(text)}.`) };
  }
  return { value };
}

function numberParser(integer: boolean): ArgParser {
  return (line, start, ctx) => {
    const end = tokenEnd(line, start);
    const r = checkNumber(line.slice(start, end), start, integer, numberModifier(ctx, 'min'), numberModifier(ctx, 'max'), `<${ctx.name}>`);
    if (r.problem && r.problem.code === COMMAND.numberFormat) return { end, problems: [r.problem], failed: true };
    return { end, value: r.value !== undefined ? { type: 'number', value: r.value } : undefined, problems: r.problem ? [r.problem] : [] };
  };
}

export const parseInteger = numberParser(true);
export const parseDecimal = numberParser(false);

export const parseBool: ArgParser = (line, start, ctx) => {
  const end = tokenEnd(line, start);
  const t = line.slice(start, end);
  if (t === 'true' || t === 'false') return { end, value: { type: 'bool', value: t === 'true' }, problems: [] };
  return { end, failed: true, problems: [problem(start, end, COMMAND.syntax, `<${ctx.name}> must be true or false, found '${excerpt(t)}'.`)] };
};

export interface RangeCheck {
  min?: number;
  max?: number;
  problem?: CommandProblem;
}

/** `5`, `1..5`, `..5`, `1..`; `min` bounds both ends (e.g. distance ≥ 0). */
export function checkRange(text: string, start: number, integer: boolean, what: string, lowest?: number, wrapped = false): RangeCheck {
  const end = start + text.length;
  const dots = text.indexOf('..');
  const parts = dots < 0 ? [text, text] : [text.slice(0, dots), text.slice(dots + 2)];
  if (dots >= 0 && !parts[0] && !parts[1]) {
    return { problem: problem(start, end, COMMAND.numberFormat, `A range needs at least one end: write e.g. '1..5', '..5' or '1..' for ${what}.`) };
  }
  const out: RangeCheck = {};
  const starts = [start, dots < 0 ? start : start + dots + 2];
  for (let i = 0; i < 2; i++) {
    if (!parts[i]) continue;
    const r = checkNumber(parts[i], starts[i], integer, lowest, undefined, what);
    if (r.problem) return { problem: r.problem };
    if (i === 0) out.min = r.value;
    else out.max = r.value;
  }
  if (!wrapped && out.min !== undefined && out.max !== undefined && out.min > out.max) {
    return { problem: problem(start, end, COMMAND.numberRange, `The range ${excerpt(text)} is empty: its minimum is larger than its maximum.`) };
  }
  return out;
}

function rangeParser(integer: boolean): ArgParser {
  return (line, start, ctx) => {
    const end = tokenEnd(line, start);
    const r = checkRange(line.slice(start, end), start, integer, `<${ctx.name}>`);
    if (r.problem) return { end, problems: [r.problem], failed: r.problem.code === COMMAND.numberFormat };
    return { end, value: { type: 'range', min: r.min, max: r.max }, problems: [] };
  };
}
export const parseIntRange = rangeParser(true);
export const parseFloatRange = rangeParser(false);


export const parseTime: ArgParser = (line, start, ctx: ArgContext): ArgResult => {
  const end = tokenEnd(line, start);
  const t = line.slice(start, end);
  const m = /^(-?(?:\d+\.?\d*|\.\d+))([a-zA-Z]*)$/.exec(t);
  if (!m) {
    return { end, failed: true, problems: [problem(start, end, COMMAND.numberFormat, `'${excerpt(t)}' is not a time: write ticks (e.g. 6000), or a number with d (days), s (seconds) or t (ticks), e.g. 1d.`)] };
  }
  const unit = TIME_UNIT_TICKS[m[2]];
  if (unit === undefined) {
    return { end, failed: true, problems: [problem(start + m[1].length, end, COMMAND.numberFormat, `Unknown time unit '${excerpt(m[2])}': use d (days), s (seconds) or t (ticks).`)] };
  }
  const ticks = Math.round(Number(m[1]) * unit);
  const min = numberModifier(ctx, 'min') ?? 0;
  if (ticks < min) {
    return { end, value: { type: 'time', ticks }, problems: [problem(start, end, COMMAND.numberRange, `Time must be at least ${min} ticks, found ${excerpt(t)}.`)] };
  }
  return { end, value: { type: 'time', ticks }, problems: [] };
};
