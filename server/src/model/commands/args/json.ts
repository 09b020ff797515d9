/** minecraft:component / style: one JSON value read from the line (text components). */
import { problem } from '../problem';
import type { ArgParser } from './context';
import { COMMAND } from '../../diagnosticCodes';

/** End of the JSON value at `start` (strings, brackets and escapes respected), without parsing it. */
export function scanJsonEnd(line: string, start: number): number {
  const first = line.charAt(start);
  if (first === '"') {
    let i = start + 1;
    while (i < line.length && line.charAt(i) !== '"') i += line.charAt(i) === '\\' ? 2 : 1;
    return Math.min(i + 1, line.length);
  }
  if (first !== '{' && first !== '[') {
    const sp = line.indexOf(' ', start);
    return sp < 0 ? line.length : sp;
  }
  let depth = 0;
  let i = start;
  while (i < line.length) {
    const c = line.charAt(i);
    if (c === '"') {
      i++;
      while (i < line.length && line.charAt(i) !== '"') i += line.charAt(i) === '\\' ? 2 : 1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return line.length;
}

function jsonParser(objectOnly: boolean): ArgParser {
  return (line, start, ctx) => {
    const end = scanJsonEnd(line, start);
    const text = line.slice(start, end);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      const m = /position (\d+)/.exec(msg);
      const at = m ? start + Math.min(Number(m[1]), text.length) : start;
      return {
        end, failed: true,
        problems: [problem(at, Math.max(at + 1, m ? at + 1 : end), COMMAND.json, `Invalid JSON text for <${ctx.name}>: ${msg.replace(/^JSON\.parse: /, '')}.`)],
      };
    }
    const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    const ok = objectOnly ? kind === 'object' : kind === 'string' || kind === 'array' || kind === 'object';
    if (!ok) {
      return {
        end, failed: true,
        problems: [problem(start, end, COMMAND.json, objectOnly
          ? `<${ctx.name}> must be a JSON object such as {"color":"red"}.`
          : `A text component must be a JSON string, array or object (e.g. "hello" or {"text":"hello"}), not ${kind === 'null' ? 'null' : `a ${kind}`}.`)],
      };
    }
    return { end, problems: [], value: { type: 'json', value } };
  };
}

export const parseComponent = jsonParser(false);
export const parseStyle = jsonParser(true);
