/** Splitting command arguments the way Brigadier reads them (spaces inside {...}, [...] and quotes kept). */
import { skipBalanced } from './snbt';
import { CommandError } from './types';

/** Splits on spaces at nesting depth 0. */
export function splitArgs(text: string): string[] {
  return splitArgsWithPos(text).map((t) => t.text);
}

/** Like splitArgs, with each token's start offset (so a caller can take the raw rest of the line). */
export function splitArgsWithPos(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let i = 0;
  let cur = '';
  let start = 0;
  while (i < text.length) {
    const c = text[i];
    if (!cur) start = i;
    if (c === ' ') {
      if (cur) out.push({ text: cur, start });
      cur = '';
      i++;
    } else if (c === '{' || c === '[') {
      const end = skipBalanced(text, i);
      if (end < 0) throw new CommandError(`Unbalanced '${c}' in: ${text}`);
      cur += text.slice(i, end);
      i = end;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      cur += text.slice(i, j + 1);
      i = j + 1;
    } else {
      cur += c;
      i++;
    }
  }
  if (cur) out.push({ text: cur, start });
  return out;
}

/** Strips `minecraft:`; other namespaces stay (and are then unknown). */
export function bareId(id: string): string {
  return id.startsWith('minecraft:') ? id.slice(10) : id;
}

export function parseIntArg(raw: string | undefined, what: string, min = -2147483648, max = 2147483647): number {
  const n = Number(raw);
  if (raw === undefined || !/^[-+]?\d+$/.test(raw)) throw new CommandError(`Expected integer for ${what}, got '${raw ?? ''}'`);
  if (n < min) throw new CommandError(`Integer must not be less than ${min}, found ${n}`);
  if (n > max) throw new CommandError(`Integer must not be more than ${max}, found ${n}`);
  return n;
}
