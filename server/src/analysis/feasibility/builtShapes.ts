/**
 * Shapes the init commands leave standing near the agent, read from the
 * placed blocks as they are after every command (cells.ts): a pillar, a
 * golem pattern, a nether portal, a beacon on its base. Only placements in
 * the agent's current frame (relative coordinates) are looked at: absolute
 * ones cannot be placed against the agent.
 */
import type { Registry } from '../../vanilla/registry';
import { cellAt, cellsOf, isSolid } from './cells';
import type { Vec } from './place';
import type { PlacedBlocks, Scene } from './scene';
import { BEACON_BASE } from '../../vanilla/shapeParts';

/** Cells looked at in one scene: a hostile file stays linear. */
const CELL_BUDGET = 4096;
/** "Near the agent": horizontally within this many blocks of its feet. */
const NEAR = 48;
const SIDES: Vec[] = [[1, 0, 0], [-1, 0, 0], [0, 0, 1], [0, 0, -1]];
const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const key = (c: Vec) => c.join(',');



/** A shape found, with the command that placed its last part (where a finding is reported). */
export interface Built {
  cmd: number;
  at: Vec;
  /** How it was found, for the message ("a cobblestone column 6 high"). */
  what: string;
  /** A pillar's height. */
  size?: number;
}

function nearPlacements(scene: Scene): PlacedBlocks[] {
  const { frame, pos } = scene.agent;
  return scene.blocks.filter((b) => b.place.frame === frame && b.place.space === 'world' && !/air$/.test(b.id) &&
    Math.abs(b.place.min[0] - pos[0]) <= NEAR && Math.abs(b.place.min[2] - pos[2]) <= NEAR);
}

/** The cells (as they end up) holding one of `ids`, with the command that put each there. */
function cellsHolding(scene: Scene, accept: (id: string) => boolean): Map<string, { cell: Vec; cmd: number; id: string }> {
  const out = new Map<string, { cell: Vec; cmd: number; id: string }>();
  let budget = CELL_BUDGET;
  for (const b of nearPlacements(scene)) {
    if (!accept(b.id)) continue;
    for (const cell of cellsOf(b, CELL_BUDGET)) {
      if (--budget < 0) return out;
      if (cellAt(scene, b.place.frame, cell) !== b.id) continue;
      const k = key(cell);
      const had = out.get(k);
      if (!had || had.cmd < b.cmd) out.set(k, { cell, cmd: b.cmd, id: b.id });
    }
  }
  return out;
}

/**
 * The tallest free-standing column of the materials (any solid block when
 * none is named): a run of cells straight up, alone at each level or one of
 * a pair, so a wall or a solid box is not a pillar.
 */
export function tallestPillar(scene: Scene, reg: Registry, materials: string[]): Built | undefined {
  const accept = (id: string) => (materials.length ? materials.includes(id) : isSolid(id, reg));
  const cells = cellsHolding(scene, accept);
  const touching = (c: Vec) => SIDES.map((d) => add(c, d)).filter((n) => cells.has(key(n)));
  // Alone at its level, or one of a pair (a 1×2 pillar); the end of a wall touches a cell that touches two.
  const freeStanding = (c: Vec) => {
    const t = touching(c);
    return t.length === 0 || (t.length === 1 && touching(t[0]).length <= 1);
  };
  let best: Built | undefined;
  let bestHeight = 0;
  for (const { cell } of cells.values()) {
    // Start only at the foot of a run.
    if (cells.has(key(add(cell, [0, -1, 0])))) continue;
    let height = 0;
    let last = 0;
    let free = true;
    for (let c = cell; cells.has(key(c)); c = add(c, [0, 1, 0])) {
      if (!freeStanding(c)) { free = false; break; }
      last = Math.max(last, cells.get(key(c))!.cmd);
      height++;
    }
    if (free && height > bestHeight) {
      bestHeight = height;
      const id = cells.get(key(cell))!.id;
      best = { cmd: last, at: cell, what: `a ${materials.length ? id : 'block'} column ${height} high`, size: height };
    }
  }
  return best;
}

/** The golem body under a head cell, as the blocks are before command `before` (Infinity: at the end). */
function golemAt(scene: Scene, frame: number, head: Vec, shape: 'snow_golem' | 'iron_golem', before = Infinity): boolean {
  const at = (d: Vec) => cellAt(scene, frame, add(head, d), before);
  if (shape === 'snow_golem') return at([0, -1, 0]) === 'snow_block' && at([0, -2, 0]) === 'snow_block';
  if (at([0, -1, 0]) !== 'iron_block' || at([0, -2, 0]) !== 'iron_block') return false;
  // The arms, and air under them (vanilla's pattern has air in the lower corners).
  const armsX = at([1, -1, 0]) === 'iron_block' && at([-1, -1, 0]) === 'iron_block' && at([1, -2, 0]) === 'air' && at([-1, -2, 0]) === 'air';
  const armsZ = at([0, -1, 1]) === 'iron_block' && at([0, -1, -1]) === 'iron_block' && at([0, -2, 1]) === 'air' && at([0, -2, -1]) === 'air';
  return armsX || armsZ;
}

/**
 * A complete golem pattern whose head went on before its body: vanilla turns
 * a pattern into a golem only when the head is placed, so this one stands
 * there and one re-placed head finishes it. (A head placed last is
 * checkGolemPattern's case: the golem appears at once.)
 */
export function golemPatternStanding(scene: Scene, shape: 'snow_golem' | 'iron_golem'): Built | undefined {
  for (const b of nearPlacements(scene)) {
    if (b.id !== 'carved_pumpkin' && b.id !== 'jack_o_lantern') continue;
    for (const head of cellsOf(b, 8)) {
      if (cellAt(scene, b.place.frame, head) !== b.id) continue;
      if (!golemAt(scene, b.place.frame, head, shape) || golemAt(scene, b.place.frame, head, shape, b.cmd)) continue;
      const last = scene.blocks.filter((x) => x.place.frame === b.place.frame && (x.id === 'snow_block' || x.id === 'iron_block')).reduce((m, x) => Math.max(m, x.cmd), b.cmd);
      return { cmd: last, at: head, what: `a complete ${shape === 'snow_golem' ? 'snow golem' : 'iron golem'} pattern (head placed before the body)` };
    }
  }
  return undefined;
}

/** A nether portal block placed near the agent: the portal is already lit. */
export function litPortal(scene: Scene): Built | undefined {
  // A portal block stands only in a frame: a lone one goes at the first update beside it, so obsidian under it is asked for.
  const b = nearPlacements(scene).find((p) => p.id === 'nether_portal' &&
    cellsOf(p, 512).some((c) => cellAt(scene, p.place.frame, c) === 'nether_portal' && cellAt(scene, p.place.frame, [c[0], c[1] - 1, c[2]]) === 'obsidian'));
  return b && { cmd: b.cmd, at: b.place.min.map(Math.floor) as Vec, what: 'a lit nether portal (nether_portal blocks placed)' };
}

/**
 * An unlit obsidian frame, corners optional: an inside of 2–21 wide and
 * 3–21 high, all air, closed by obsidian on four sides (vanilla's portal
 * size rule). Lighting it is all that is left.
 */
export function portalFrame(scene: Scene): Built | undefined {
  const obsidian = cellsHolding(scene, (id) => id === 'obsidian');
  const has = (c: Vec) => obsidian.has(key(c));
  const frame = scene.agent.frame;
  for (const { cell } of obsidian.values()) {
    for (const along of [[1, 0, 0], [0, 0, 1]] as Vec[]) {
      // `cell` is the bottom-left frame block; the inside starts above it.
      const inside = add(cell, [0, 1, 0]);
      if (has(inside) || !has(add(inside, [-along[0], 0, -along[2]]))) continue;
      let w = 0;
      while (w <= 21 && !has(add(inside, [along[0] * w, 0, along[2] * w]))) w++;
      let h = 0;
      while (h <= 21 && !has(add(inside, [0, h, 0]))) h++;
      if (w < 2 || w > 21 || h < 3 || h > 21) continue;
      let ok = true;
      for (let i = 0; i < w && ok; i++) {
        const col = add(inside, [along[0] * i, 0, along[2] * i]);
        ok = has(add(col, [0, -1, 0])) && has(add(col, [0, h, 0]));
        for (let j = 0; j < h && ok; j++) ok = cellAt(scene, frame, add(col, [0, j, 0])) === 'air';
      }
      for (let j = 0; j < h && ok; j++) {
        ok = has(add(inside, [-along[0], j, -along[2]])) && has(add(inside, [along[0] * w, j, along[2] * w]));
      }
      if (!ok) continue;
      const last = [...obsidian.values()].reduce((m, x) => Math.max(m, x.cmd), 0);
      return { cmd: last, at: inside, what: `a complete obsidian portal frame (inside ${w}×${h})` };
    }
  }
  return undefined;
}

/** A beacon standing on a full 3×3 layer of mineral blocks: a working beacon (level 1 or more). */
export function beaconOnBase(scene: Scene): Built | undefined {
  for (const b of nearPlacements(scene)) {
    if (b.id !== 'beacon') continue;
    for (const top of cellsOf(b, 8)) {
      if (cellAt(scene, b.place.frame, top) !== 'beacon') continue;
      let ok = true;
      for (let dx = -1; dx <= 1 && ok; dx++) for (let dz = -1; dz <= 1 && ok; dz++) {
        ok = BEACON_BASE.includes(cellAt(scene, b.place.frame, add(top, [dx, -1, dz])) ?? '');
      }
      if (ok) return { cmd: b.cmd, at: top, what: 'a beacon on a full 3×3 layer of mineral blocks' };
    }
  }
  return undefined;
}
