/**
 * Where a relative position lands, after its coordinates: `~3 ~ ~-2` → "3 east,
 * 2 north: Crafting Table". The offset is from the agent as it stands when
 * the command runs (vanilla axes: +x east, −x west, +z south, −z north, +y
 * up), so `execute positioned ~1 ~ ~ run setblock ~2 ~ ~ …` lands 3 east and
 * a position after a relative `/tp` of the agent is counted from where the
 * teleport put it. What is there comes from the scene model (the block in
 * that cell once every init command has run, feasibility/cells.ts), when the
 * scene knows. Positions written with `^` (facing unknown) or absolute
 * numbers get none, nor one the scene cannot place relative to the agent.
 */
import type { Coordinate, ParsedArg, ParsedCommand } from '../../../model/commands/commandTypes';
import type { CheckedCommand } from '../../../analysis/lint/commandCheck';
import type { Scene } from '../../../analysis/feasibility/scene';
import { cellAt, GROUND } from '../../../analysis/feasibility/cells';
import { UNKNOWN_FRAME, Vec } from '../../../analysis/feasibility/place';
import type { Registry } from '../../../vanilla/registry';
import { displayName } from './displayNameHints';
import { inRange, OffsetRange, TaskInlayHint } from './hintTypes';

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** "3 east, 2 north" (x, then z, then y); "at the agent" for no offset. */
export function directionText(d: Vec): string {
  const parts: string[] = [];
  if (d[0]) parts.push(`${fmt(Math.abs(d[0]))} ${d[0] > 0 ? 'east' : 'west'}`);
  if (d[2]) parts.push(`${fmt(Math.abs(d[2]))} ${d[2] > 0 ? 'south' : 'north'}`);
  if (d[1]) parts.push(`${fmt(Math.abs(d[1]))} ${d[1] > 0 ? 'up' : 'down'}`);
  return parts.length ? parts.join(', ') : 'at the agent';
}

/** The command that does the work: after every `execute … run`. */
function innermost(p: ParsedCommand): { cmd: ParsedCommand; nested: boolean } {
  let cmd = p;
  while (cmd.run) cmd = cmd.run;
  return { cmd, nested: cmd !== p };
}

const relativeTriple = (a: ParsedArg): Coordinate[] | undefined =>
  a.value?.type === 'coords' && a.value.coords.length === 3 && a.value.coords.every((c) => c.kind === 'relative') ? a.value.coords : undefined;

/** What the scene knows per command index, built once per call: where each command ran and the agent's teleports. */
interface SceneIndex {
  placed: Map<number, { frame: number; space: string; origin: Vec }>;
  teleports: Map<number, { frame: number; pos: Vec }>;
  /** Relative teleports of the agent in command order. */
  moves: Scene['teleports'];
}

function indexScene(scene: Scene): SceneIndex {
  const placed = new Map<number, { frame: number; space: string; origin: Vec }>();
  for (const b of [...scene.blocks, ...scene.entities]) if (!placed.has(b.cmd)) placed.set(b.cmd, { frame: b.place.frame, space: b.place.space, origin: b.place.origin });
  const teleports = new Map<number, { frame: number; pos: Vec }>();
  for (const t of scene.teleports) teleports.set(t.cmd, t);
  return { placed, teleports, moves: [...scene.teleports].sort((a, b) => a.cmd - b.cmd) };
}

/** Where command `i` ran (frame coordinates), when the scene placed what it made. */
function originOf(ix: SceneIndex, i: number, written: Vec): { frame: number; origin: Vec } | undefined {
  const placed = ix.placed.get(i);
  if (placed) return placed.frame === UNKNOWN_FRAME || placed.space !== 'world' ? undefined : { frame: placed.frame, origin: placed.origin };
  const tp = ix.teleports.get(i);
  if (tp) return { frame: tp.frame, origin: [tp.pos[0] - written[0], tp.pos[1] - written[1], tp.pos[2] - written[2]] };
  return undefined;
}

/** The agent's feet in `frame` just before command `i`: the last relative teleport of that frame, else the frame's start. */
function agentBefore(ix: SceneIndex, i: number, frame: number): Vec {
  let pos: Vec = [0, 0, 0];
  for (const t of ix.moves) {
    if (t.cmd >= i) break;
    if (t.frame === frame) pos = t.pos;
  }
  return pos;
}

function contentText(id: string | undefined, reg: Registry): string | undefined {
  if (id === undefined || /^(cave_|void_)?air$/.test(id)) return undefined;
  if (id === GROUND) return 'ground';
  return displayName(id, reg, 'block') ?? id;
}

export function relativePositionHints(commands: readonly CheckedCommand[], scene: Scene | undefined, reg: Registry, range?: OffsetRange): TaskInlayHint[] {
  const hints: TaskInlayHint[] = [];
  const ix = scene ? indexScene(scene) : undefined;
  commands.forEach(({ item, parsed }, i) => {
    if (item.end < (range?.start ?? 0) || item.start > (range?.end ?? Infinity)) return;
    const { cmd, nested } = innermost(parsed);
    for (const a of cmd.args) {
      const coords = relativeTriple(a);
      if (!coords) continue;
      const written: Vec = [coords[0].value, coords[1].value, coords[2].value];
      const at = ix ? originOf(ix, i, written) : undefined;
      let rel: Vec | undefined;
      let what: string | undefined;
      if (at && scene && ix) {
        const agent = agentBefore(ix, i, at.frame);
        const cell: Vec = [at.origin[0] + written[0], at.origin[1] + written[1], at.origin[2] + written[2]];
        rel = [cell[0] - agent[0], cell[1] - agent[1], cell[2] - agent[2]];
        what = contentText(cellAt(scene, at.frame, [Math.floor(cell[0]), Math.floor(cell[1]), Math.floor(cell[2])]), reg);
      } else if (!nested) rel = written; // run as the agent, where it stands
      if (!rel) continue;
      const offset = item.offsetOf(a.end);
      if (!inRange(offset, range)) continue;
      const where = directionText(rel);
      hints.push({
        kind: 'relativePosition', offset, label: what ? `${where}: ${what}` : where,
        tooltip: `From the agent as this command runs (+x east, +z south, +y up)${what ? `; ${what} there after the init commands` : ''}`,
      });
    }
  });
  return hints;
}
