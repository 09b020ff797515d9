/** vec3, vec2, block_pos, column_pos, rotation and angle: `~` relative, `^` local (facing). */
import { problem } from '../problem';
import type { CommandProblem, Coordinate } from '../commandTypes';
import type { ArgParser, ArgResult } from './context';
import { excerpt } from '../../../util/excerpt';
import { COMMAND } from '../../diagnosticCodes';

const DOUBLE_RE = /^-?(?:\d+\.?\d*|\.\d+)$/;
const INT_RE = /^-?\d+$/;

interface CoordSpec {
  count: number;
  /** Absolute values must be whole numbers (block positions). */
  integer: boolean;
  local: boolean;
  labels: string[];
}

const SPECS: Record<string, CoordSpec> = {
  vec3: { count: 3, integer: false, local: true, labels: ['x', 'y', 'z'] },
  block_pos: { count: 3, integer: true, local: true, labels: ['x', 'y', 'z'] },
  vec2: { count: 2, integer: false, local: false, labels: ['x', 'z'] },
  column_pos: { count: 2, integer: true, local: false, labels: ['x', 'z'] },
  rotation: { count: 2, integer: false, local: false, labels: ['yaw', 'pitch'] },
  angle: { count: 1, integer: false, local: false, labels: ['angle'] },
};

function readCoordinate(text: string, start: number, spec: CoordSpec, label: string): { coord?: Coordinate; problem?: CommandProblem } {
  const end = start + text.length;
  if (!text) return { problem: problem(start, end, COMMAND.coordinates, `Missing ${label} coordinate.`) };
  const head = text.charAt(0);
  if (head === '~' || head === '^') {
    const kind = head === '~' ? 'relative' : 'local';
    if (kind === 'local' && !spec.local) {
      return { problem: problem(start, end, COMMAND.coordinates, `Local coordinates (^) are not allowed here; use ~ or a number.`) };
    }
    const rest = text.slice(1);
    if (rest && !DOUBLE_RE.test(rest)) {
      return { problem: problem(start, end, COMMAND.coordinates, `'${excerpt(text)}' is not a coordinate: after ${head} write an offset such as ${head}1 or ${head}-1.5.`) };
    }
    return { coord: { kind, value: rest ? Number(rest) : 0 } };
  }
  if (!DOUBLE_RE.test(text)) {
    return { problem: problem(start, end, COMMAND.coordinates, `'${excerpt(text)}' is not a coordinate: write a number, ~ (relative) or ^ (local).`) };
  }
  if (spec.integer && !INT_RE.test(text)) {
    return { problem: problem(start, end, COMMAND.coordinates, `Block positions need whole numbers: '${excerpt(text)}' is not an integer (use ${Math.floor(Number(text))} or ~).`) };
  }
  return { coord: { kind: 'absolute', value: Number(text), ...(INT_RE.test(text) ? { whole: true } : {}) } };
}

function coordsParser(spec: CoordSpec): ArgParser {
  return (line, start): ArgResult => {
    const coords: Coordinate[] = [];
    let pos = start;
    for (let i = 0; i < spec.count; i++) {
      if (i > 0) {
        if (pos >= line.length || line.charAt(pos) !== ' ' || pos + 1 >= line.length) {
          return {
            end: pos, failed: true,
            problems: [problem(start, pos, COMMAND.coordinates, `Incomplete coordinates: expected ${spec.count} (${spec.labels.join(' ')}), found ${i}.`)],
          };
        }
        pos++;
      }
      let e = line.indexOf(' ', pos);
      if (e < 0) e = line.length;
      const r = readCoordinate(line.slice(pos, e), pos, spec, spec.labels[i]);
      if (r.problem) return { end: e, failed: true, problems: [r.problem] };
      coords.push(r.coord!);
      pos = e;
    }
    const locals = coords.filter((c) => c.kind === 'local').length;
    if (locals && locals !== coords.length) {
      return {
        end: pos, failed: true,
        problems: [problem(start, pos, COMMAND.coordinates, `Cannot mix local (^) and world (~ or absolute) coordinates: use ^ for all ${spec.count} or for none.`)],
      };
    }
    return { end: pos, value: { type: 'coords', coords }, problems: [] };
  };
}

export const parseVec3 = coordsParser(SPECS.vec3);
export const parseBlockPos = coordsParser(SPECS.block_pos);
export const parseVec2 = coordsParser(SPECS.vec2);
export const parseColumnPos = coordsParser(SPECS.column_pos);
export const parseRotation = coordsParser(SPECS.rotation);
export const parseAngle = coordsParser(SPECS.angle);
