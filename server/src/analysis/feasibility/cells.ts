/**
 * What one block cell holds after (or before) some init commands, for the
 * checks that look at neighbours: support, golem patterns, teleports.
 *
 * Assumption about the world: the agent spawns standing on the surface of a
 * flat-ish area, so in the first frame cells below its feet (y < 0) are
 * ground and cells at or above its feet are air, unless a command placed
 * something there. Cells whose content cannot be known give undefined.
 */
import type { Registry } from '../../vanilla/registry';
import { contains, onShell, UNKNOWN_FRAME, Vec } from './place';
import type { PlacedBlocks, Scene } from './scene';

export const GROUND = 'ground';

/** The block in `cell` after every placement with a command index below `beforeCmd`. */
export function cellAt(scene: Scene, frame: number, cell: Vec, beforeCmd = Infinity): string | undefined {
  let block: string | undefined = frame === 0 ? (cell[1] < 0 ? GROUND : 'air') : undefined;
  for (const b of scene.blocks) {
    if (b.cmd >= beforeCmd) break;
    // A placement we cannot locate (absolute or facing-dependent) is left out.
    if (!contains(b.place, frame, cell)) continue;
    block = after(b, block, cell);
  }
  return block;
}

function after(b: PlacedBlocks, current: string | undefined, cell: Vec): string | undefined {
  const isAir = current !== undefined && /^(cave_|void_)?air$/.test(current);
  switch (b.mode) {
    case 'keep': return isAir ? b.id : current;
    case 'hollow': return onShell(b.place, cell) ? b.id : 'air';
    case 'outline': return onShell(b.place, cell) ? b.id : current;
    default:
      if (b.filter !== undefined) return current === undefined ? undefined : b.filter === current ? b.id : current;
      return b.id;
  }
}

/** Blocks a player or a supported block can rest against (not air, fluids, plants or other thin blocks). */
export function isSolid(id: string | undefined, reg: Registry): boolean {
  if (id === undefined) return false;
  if (id === GROUND) return true;
  if (/^(cave_|void_)?air$|^(water|lava)$/.test(id)) return false;
  const info = reg.blocks.get(id);
  if (!info || info.passable) return false;
  return !/(_carpet|_pressure_plate|_button|_rail|^rail|torch|_sign|_banner|_sapling|^snow$|_flower|_tulip|^(poppy|dandelion|grass|fern|tall_grass|large_fern|dead_bush)$)/.test(id);
}

/** Every cell of a placement, when the box is small and located in `frame` (else nothing). */
export function cellsOf(b: PlacedBlocks, max = 512): Vec[] {
  if (b.place.frame === UNKNOWN_FRAME || b.place.space !== 'world' || b.count > max) return [];
  const out: Vec[] = [];
  const [x0, y0, z0] = b.place.min.map(Math.floor);
  const [x1, y1, z1] = b.place.max.map(Math.floor);
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) for (let z = z0; z <= z1; z++) {
    if ((b.mode === 'hollow' || b.mode === 'outline') && !onShell(b.place, [x, y, z])) continue;
    out.push([x, y, z]);
  }
  return out;
}
