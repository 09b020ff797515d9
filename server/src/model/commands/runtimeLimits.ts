/**
 * Errors for commands that parse but that 1.16.5 refuses when they run,
 * because an area, a name or a position is past a limit the command class
 * checks (vanilla/commandLimits.ts holds the limits and vanilla's texts).
 * Only what the line alone decides is reported: an area between two
 * relative corners has a known size wherever it runs; a corner mixing
 * absolute and relative values does not, and gets no error. The embedded
 * server refuses a line with any error, with the message given here, so
 * the two agree word for word.
 */
import {
  blockArea, chunkArea, CLONE_OVERLAP, cloneOverlaps, inWorldBounds, MAX_BLOCK_AREA, MAX_FORCELOAD_CHUNKS,
  MAX_OBJECTIVE_NAME, MAX_TEAM_NAME, MIN_WORLD_BORDER, OBJECTIVE_NAME_TOO_LONG, OUT_OF_WORLD, TEAM_NAME_TOO_LONG,
  tooManyBlocks, tooManyChunks, WORLD_BORDER_TOO_SMALL,
} from '../../vanilla/commandLimits';
import { executeSteps } from './executeSteps';
import { problem } from './problem';
import type { CommandProblem, Coordinate, ParsedArg, ParsedCommand } from './commandTypes';
import { COMMAND } from '../diagnosticCodes';

function arg(args: ParsedArg[], name: string): ParsedArg | undefined {
  return args.find((a) => a.kind === 'argument' && a.name === name);
}

function coordsOf(a: ParsedArg | undefined): Coordinate[] | undefined {
  return a?.value?.type === 'coords' ? a.value.coords : undefined;
}

function has(args: ParsedArg[], word: string): boolean {
  return args.some((a, i) => i > 0 && a.kind === 'literal' && a.name === word);
}

/**
 * The corners' values on each axis when every axis can be compared: both
 * absolute, or both relative by whole blocks (the same source position is
 * added to each). Undefined otherwise (local `^`, a mix, a fraction).
 */
function comparable(corners: Coordinate[][]): number[][] | undefined {
  const n = corners[0].length;
  for (let i = 0; i < n; i++) {
    const kinds = new Set(corners.map((c) => c[i].kind));
    if (kinds.size !== 1 || kinds.has('local')) return undefined;
    if (kinds.has('relative') && corners.some((c) => !Number.isInteger(c[i].value))) return undefined;
  }
  return corners.map((c) => c.map((v) => v.value));
}

/** A corner given wholly in absolute values that lies outside the world. */
function outOfWorld(a: ParsedArg | undefined): CommandProblem | undefined {
  const c = coordsOf(a);
  if (!a || !c || c.some((v) => v.kind !== 'absolute')) return undefined;
  const [x, y, z] = c.map((v) => Math.floor(v.value));
  return inWorldBounds(x, y, z) ? undefined : problem(a.start, a.end, COMMAND.runtimeLimit, OUT_OF_WORLD);
}

/** Vanilla resolves each corner (out of the world first), then measures the area. */
function areaProblem(args: ParsedArg[], from: string, to: string): CommandProblem | undefined {
  const a = arg(args, from);
  const b = arg(args, to);
  const bad = outOfWorld(a) ?? outOfWorld(b);
  if (bad) return bad;
  const ca = coordsOf(a);
  const cb = coordsOf(b);
  if (!a || !b || !ca || !cb) return undefined;
  const v = comparable([ca, cb]);
  if (!v) return undefined;
  const area = blockArea(v[0], v[1]);
  if (area <= MAX_BLOCK_AREA) return undefined;
  return problem(a.start, b.end, COMMAND.runtimeLimit, tooManyBlocks(area));
}

function cloneProblem(args: ParsedArg[]): CommandProblem | undefined {
  const bad = outOfWorld(arg(args, 'begin')) ?? outOfWorld(arg(args, 'end')) ?? outOfWorld(arg(args, 'destination'));
  if (bad) return bad;
  const begin = arg(args, 'begin');
  const dest = arg(args, 'destination');
  const corners = ['begin', 'end', 'destination'].map((n) => coordsOf(arg(args, n)));
  if (!begin || !dest || corners.some((c) => !c)) return undefined;
  // force and move may overlap; the others fail before the size is measured.
  if (!has(args, 'force') && !has(args, 'move')) {
    const v = comparable(corners as Coordinate[][]);
    if (v && cloneOverlaps(v[0], v[1], v[2])) return problem(begin.start, dest.end, COMMAND.runtimeLimit, CLONE_OVERLAP);
  }
  return areaProblem(args, 'begin', 'end');
}

function forceloadProblem(args: ParsedArg[]): CommandProblem | undefined {
  const a = arg(args, 'from');
  const b = arg(args, 'to');
  const ca = coordsOf(a);
  const cb = coordsOf(b);
  if (!a || !b || !ca || !cb) return undefined;
  let chunks: number | undefined;
  if (ca.every((c) => c.kind === 'absolute') && cb.every((c) => c.kind === 'absolute')) {
    chunks = chunkArea(ca.map((c) => Math.floor(c.value)), cb.map((c) => Math.floor(c.value)));
  } else {
    // Relative columns: where chunk borders fall depends on the position, but a span of n blocks touches at least ceil(n/16) chunks.
    const v = comparable([ca, cb]);
    if (!v) return undefined;
    const least = [0, 1].map((i) => Math.ceil((Math.abs(v[0][i] - v[1][i]) + 1) / 16)).reduce((x, y) => x * y, 1);
    if (least > MAX_FORCELOAD_CHUNKS) chunks = least;
  }
  if (chunks === undefined || chunks <= MAX_FORCELOAD_CHUNKS) return undefined;
  return problem(a.start, b.end, COMMAND.runtimeLimit, tooManyChunks(chunks));
}

function nameProblem(a: ParsedArg | undefined, max: number, message: string): CommandProblem | undefined {
  if (!a || a.text.length <= max) return undefined;
  return problem(a.start, a.end, COMMAND.runtimeLimit, message);
}

function worldBorderProblem(args: ParsedArg[]): CommandProblem | undefined {
  const a = arg(args, 'distance');
  if (!a || a.value?.type !== 'number' || a.value.value >= MIN_WORLD_BORDER) return undefined;
  return problem(a.start, a.end, COMMAND.runtimeLimit,
    `World border cannot be smaller than ${MIN_WORLD_BORDER} block wide (1.16.5 answers with the untranslated key ${WORLD_BORDER_TOO_SMALL})`);
}

/** The problem of one command (not its `run`), if it breaks a runtime limit. */
function limitProblem(cmd: ParsedCommand): CommandProblem | undefined {
  const args = cmd.args;
  switch (cmd.name) {
    case 'setblock': return outOfWorld(arg(args, 'pos'));
    case 'fill': return areaProblem(args, 'from', 'to');
    case 'clone': return cloneProblem(args);
    case 'forceload': return has(args, 'add') || has(args, 'remove') ? forceloadProblem(args) : undefined;
    case 'scoreboard':
      return has(args, 'objectives') && has(args, 'add') ? nameProblem(arg(args, 'objective'), MAX_OBJECTIVE_NAME, OBJECTIVE_NAME_TOO_LONG) : undefined;
    case 'team': return has(args, 'add') ? nameProblem(arg(args, 'team'), MAX_TEAM_NAME, TEAM_NAME_TOO_LONG) : undefined;
    case 'worldborder': return has(args, 'set') ? worldBorderProblem(args) : undefined;
    case 'execute':
      for (const step of executeSteps(cmd.executeModifiers ?? [])) {
        if ((step.head === 'if' || step.head === 'unless') && step.nodes[1]?.name === 'blocks') {
          const p = areaProblem(step.nodes, 'start', 'end');
          if (p) return p;
        }
      }
      return undefined;
    default: return undefined;
  }
}

/**
 * An error for each command of the line (the one after `execute … run`
 * included) that 1.16.5 would refuse at run time. Lines with other errors
 * are left alone: they fail before any limit is checked.
 */
export function runtimeLimitProblems(parsed: ParsedCommand): CommandProblem[] {
  if (parsed.problems.some((p) => p.severity === 'error')) return [];
  const out: CommandProblem[] = [];
  for (let cmd: ParsedCommand | undefined = parsed; cmd; cmd = cmd.run) {
    const p = limitProblem(cmd);
    if (p) out.push(p);
  }
  return out;
}
