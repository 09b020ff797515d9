/**
 * Building a golem, as vanilla 1.16.5's CarvedPumpkinBlock.onPlace does: when
 * a carved pumpkin or jack o'lantern is placed as the head of a snow golem
 * (two snow blocks under it) or an iron golem (a T of four iron blocks under
 * it, air in the two lower corners), the pattern's blocks become air and the
 * golem spawns on the pattern's bottom block. The pattern may face any of
 * the 24 orientations (BlockPattern.find tries them all), and the snow golem
 * is tried first. A plain `pumpkin` is no head: nothing happens.
 *
 * A player's placement and /setblock are modelled (see installGolems).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { summonEntity } from '../commandHandlers/entityCommands';
import { isAirBlock } from '../../../vanilla/airBlocks';

/** Rows top to bottom; '^' head, '#' body block, '~' must be air. The head is the one '^'. */
interface GolemPattern { entity: 'snow_golem' | 'iron_golem'; rows: string[]; body: string; spawnAt: { row: number; col: number } }

/** Vanilla's patterns and the cell the golem spawns on (getBlock(col, row, 0) in CarvedPumpkinBlock). */
export const GOLEM_PATTERNS: readonly GolemPattern[] = [
  { entity: 'snow_golem', rows: ['^', '#', '#'], body: 'snow_block', spawnAt: { row: 2, col: 0 } },
  { entity: 'iron_golem', rows: ['~^~', '###', '~#~'], body: 'iron_block', spawnAt: { row: 2, col: 1 } },
];

export const GOLEM_HEADS = new Set(['carved_pumpkin', 'jack_o_lantern']);

const DIRECTIONS = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 1, 0), new Vec3(0, -1, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1)];

/** Every (up, right) pair of perpendicular unit vectors: the 24 orientations of a flat pattern. */
function orientations(): Array<{ up: Vec3; right: Vec3 }> {
  const out: Array<{ up: Vec3; right: Vec3 }> = [];
  for (const up of DIRECTIONS) for (const right of DIRECTIONS) if (up.dot(right) === 0) out.push({ up, right });
  return out;
}
const ORIENTATIONS = orientations();

/** World positions of a pattern's cells with the head at `head`, row and column of each. */
export function patternCells(p: GolemPattern, head: Vec3, o: { up: Vec3; right: Vec3 }): Array<{ pos: Vec3; ch: string; row: number; col: number }> {
  const headCol = p.rows[0].indexOf('^');
  const out: Array<{ pos: Vec3; ch: string; row: number; col: number }> = [];
  p.rows.forEach((line, row) => [...line].forEach((ch, col) => {
    out.push({ pos: head.plus(o.up.scaled(-row)).plus(o.right.scaled(col - headCol)), ch, row, col });
  }));
  return out;
}

/** The golem the head at `head` completes, with the cells to clear and where it spawns; null when none. */
export function findGolem(nameAt: (pos: Vec3) => string | undefined, head: Vec3): { pattern: GolemPattern; cells: Vec3[]; spawn: Vec3 } | null {
  if (!GOLEM_HEADS.has(nameAt(head) ?? '')) return null;
  for (const p of GOLEM_PATTERNS) {
    for (const o of ORIENTATIONS) {
      const cells = patternCells(p, head, o);
      const fits = cells.every(({ pos, ch }) => {
        const name = nameAt(pos) ?? '';
        return ch === '^' ? GOLEM_HEADS.has(name) : ch === '#' ? name === p.body : isAirBlock(name);
      });
      if (!fits) continue;
      const base = cells.find((c) => c.row === p.spawnAt.row && c.col === p.spawnAt.col)!.pos;
      return { pattern: p, cells: cells.map((c) => c.pos), spawn: base.offset(0.5, 0.05, 0.5) };
    }
  }
  return null;
}

/**
 * Wraps serv.setBlock, through which a player's placement and /setblock go
 * (vanilla runs onPlace for both). /fill writes the chunks directly and is
 * not seen: a fill that completes a golem leaves the blocks standing.
 */
export function installGolems(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  const blocks = serv.registry.blocksByStateId;
  const previous = serv.setBlock;
  serv.setBlock = async (world: any, position: any, stateId: number) => {
    const nameAt = (pos: Vec3) => blocks[world.sync.getBlockStateId(pos)]?.name;
    const head = new Vec3(position.x, position.y, position.z);
    const wasHead = GOLEM_HEADS.has(nameAt(head) ?? '');
    await previous(world, position, stateId);
    // onPlace runs only when the block changes to a head (not on a state change of the same head).
    if (wasHead || !GOLEM_HEADS.has(blocks[stateId]?.name ?? '')) return;
    const found = findGolem(nameAt, head);
    if (!found) return;
    for (const cell of found.cells) await previous(world, cell, 0);
    const source = { player: null, entity: null, position: found.spawn, yaw: 0, pitch: 0, world };
    try {
      summonEntity(ctx, source, found.pattern.entity, found.spawn, {});
      ctx.log(`a ${found.pattern.entity} was built at ${found.spawn.floored().toString()}`);
    } catch (e) {
      // The entity cap (limits.ts) refuses it, as it refuses /summon.
      ctx.log(`a ${found.pattern.entity} could not spawn: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
}
