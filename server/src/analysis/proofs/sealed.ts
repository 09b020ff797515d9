/**
 * Is the agent shut in? Its start cell is flooded through every cell it could
 * walk or dig into; the flood stops only at bedrock and barriers (which a
 * survival player cannot break and on which nothing spawns). The agent is
 * sealed when the flood closes inside the placed blocks: a cell whose content
 * is the untouched world (ground below the spawn, or anything in an unknown
 * frame) means a way out.
 */
import { cellAt, GROUND } from '../feasibility/cells';
import { contains, Vec } from '../feasibility/place';
import { naturalWorld } from '../../vanilla/naturalWorld';
import type { Registry } from '../../vanilla/registry';
import type { ProofContext } from './context';

/** Blocks a survival player cannot break or pass and no mob spawns on. */
export const WALL_BLOCKS = new Set(['bedrock', 'barrier']);

/** The flood gives up beyond this many cells or this distance: a room that large is not a proof. */
const MAX_CELLS = 6000;
const MAX_REACH = 48;
/** Scenes with more placements than this are not flooded (each cell looks at every placement). */
const MAX_PLACEMENTS = 1500;

export interface SealedRoom {
  frame: number;
  /** The cells the agent can reach, as "x,y,z", with what each holds after the init commands. */
  cells: Map<string, string>;
  /** The first command that put a wall block around the room. */
  wallCmd: number;
  /** The wall blocks used ("bedrock", "barrier"). */
  walls: Set<string>;
  /**
   * Some cell of the room was never set by a command: it holds whatever the
   * world had there (a hillside, a tree, grass), which the cells model as air.
   */
  natural: boolean;
}

export const cellKey = (c: Vec): string => `${Math.floor(c[0])},${Math.floor(c[1])},${Math.floor(c[2])}`;

export function sealedRoom(ctx: ProofContext): SealedRoom | undefined {
  const { scene } = ctx;
  if (scene.blocks.length > MAX_PLACEMENTS) return undefined;
  const { frame } = scene.agent;
  // A placement we cannot locate against the agent (absolute, facing-dependent, before an absolute
  // teleport) may have opened the walls or filled the room: no claim.
  if (scene.blocks.some((b) => b.place.frame !== frame || b.place.space !== 'world')) return undefined;
  const start = scene.agent.pos.map(Math.floor) as Vec;
  const cells = new Map<string, string>();
  const walls = new Set<string>();
  let natural = false;
  const queue: Vec[] = [start];
  const seen = new Set<string>([cellKey(start)]);
  while (queue.length) {
    const cell = queue.pop()!;
    const content = cellAt(scene, frame, cell);
    if (content === undefined || content === GROUND) return undefined;
    if (WALL_BLOCKS.has(content)) {
      // The agent's own cell being a wall means it is buried, not shut in: no claim.
      if (cells.size === 0 && cell === start) return undefined;
      walls.add(content);
      continue;
    }
    cells.set(cellKey(cell), content);
    if (!natural && !scene.blocks.some((b) => contains(b.place, frame, cell))) natural = true;
    if (cells.size > MAX_CELLS) return undefined;
    for (const d of [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]]) {
      const next: Vec = [cell[0] + d[0], cell[1] + d[1], cell[2] + d[2]];
      if (next.some((v, i) => Math.abs(v - start[i]) > MAX_REACH)) return undefined;
      const key = cellKey(next);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  if (!cells.size) return undefined;
  const wallCmd = scene.blocks.find((b) => WALL_BLOCKS.has(b.id) && b.place.frame === frame)?.cmd ?? 0;
  return { frame, cells, wallCmd, walls, natural };
}

/** Is the point inside the room? undefined when its place cannot be located in the room's frame. */
export function inRoom(room: SealedRoom, place: { frame: number; space: string; min: Vec }): boolean | undefined {
  if (place.frame !== room.frame || place.space !== 'world') return undefined;
  return room.cells.has(cellKey(place.min));
}

/** "bedrock", "barrier", "bedrock and barrier": how the room is walled. */
export function wallWords(room: SealedRoom): string {
  return [...room.walls].join(' and ');
}

/** The blocks the room may hold: what commands put there, and when some cell was never set, any natural block. */
export function roomBlocks(room: SealedRoom, reg: Registry): Set<string> {
  const out = new Set(room.cells.values());
  if (room.natural) for (const b of naturalWorld(reg).blocks) out.add(b);
  return out;
}
