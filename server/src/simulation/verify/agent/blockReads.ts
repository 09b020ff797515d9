/**
 * Memos for mineflayer-pathfinder's block reads.
 *
 * One path search reads each cell many times (every node's neighbours, every move's checks), and
 * the pathfinder's physics simulation (can the agent sprint or jump straight there) reads the cells
 * around the agent for up to 200 simulated ticks on each tick; each read builds a new prismarine
 * Block: its biome, light and block-entity lookups, then the pathfinder's own flags. In a generated
 * world that was 35–50% of a chase's CPU (`--cpu-prof` of craft_ladder_and_kill_spider). What
 * either reads depends only on the cell's block state and position, so a block is kept per cell
 * and given again while the cell still holds the same state id (read straight from the chunk,
 * which builds nothing). A changed cell or an unloaded chunk goes to the pathfinder's own read, so
 * every answer is the one it would have given.
 */
import { pathfinderPhysics } from '../runtime';

/** Cells kept before a memo starts over: about 15 MB of Blocks, a few searches' worth. */
const MAX_CELLS = 32_768;

/**
 * x and z keep their low 20 bits and y its low 12: exact within 52 bits. Cells a million blocks
 * apart share a key, so a kept block is used only when its own position is the cell read.
 */
function cellKey(x: number, y: number, z: number): number {
  return ((x & 0xfffff) * 4096 + (y & 0xfff)) * 1048576 + (z & 0xfffff);
}

/** The block state at a whole position, or undefined when its chunk is not loaded. */
function stateIdAt(world: any, x: number, y: number, z: number): number | undefined {
  const column = world.getColumnAt({ x, y, z });
  if (!column) return undefined;
  return column.getBlockStateId({ x: x & 15, y, z: z & 15 });
}

/** Blocks by whole cell, each kept while the bot's world still has the same state there. */
class CellMemo {
  private readonly cells = new Map<number, any>();
  constructor(private readonly bot: any) {}

  /** The kept block of cell (x, y, z), else `read()`'s, kept when it is a block of that cell. */
  get(x: number, y: number, z: number, read: () => any): any {
    const key = cellKey(x, y, z);
    const kept = this.cells.get(key);
    if (kept) {
      const p = kept.position;
      if (p.x === x && p.y === y && p.z === z && stateIdAt(this.bot.world, x, y, z) === kept.stateId) return kept;
    }
    const b = read();
    // No position means no chunk there (the pathfinder's stand-in, or null): nothing to keep.
    if (b && b.position) {
      if (this.cells.size >= MAX_CELLS) this.cells.clear();
      this.cells.set(key, b);
    }
    return b;
  }
}

/** Makes `movements.getBlock` answer repeated reads of an unchanged cell from memory. */
export function memoBlockReads(movements: any, bot: any): void {
  const read = movements.getBlock.bind(movements);
  const memo = new CellMemo(bot);
  movements.getBlock = (pos: any, dx: number, dy: number, dz: number): any => {
    if (!pos) return read(pos, dx, dy, dz);
    const x = pos.x + dx;
    const y = pos.y + dy;
    const z = pos.z + dz;
    // The flags hold the read's own height (pos.y + dy): only a whole position is a cell's answer.
    if (!Number.isInteger(x) || !Number.isInteger(y) || !Number.isInteger(z)) return read(pos, dx, dy, dz);
    return memo.get(x, y, z, () => read(pos, dx, dy, dz));
  };
}

/**
 * Gives the pathfinder's physics simulation (mineflayer-pathfinder 2.4.5's lib/physics.js, whose
 * `world` reads `bot.blockAt(pos, false)`) a memo per instance, on its first simulation. The world
 * floors a position to its cell, so the memo does too. Once per process.
 */
export function memoPhysicsReads(): void {
  const Physics = pathfinderPhysics();
  if (!Physics?.prototype?.simulateUntil || Physics.prototype.mcuMemoReads) return;
  const simulate = Physics.prototype.simulateUntil;
  Physics.prototype.simulateUntil = function (this: any, ...args: unknown[]) {
    if (!this.mcuMemo) {
      const bot = this.bot;
      this.mcuMemo = new CellMemo(bot);
      this.world = { getBlock: (pos: any) => this.mcuMemo.get(Math.floor(pos.x), Math.floor(pos.y), Math.floor(pos.z), () => bot.blockAt(pos, false)) };
    }
    return simulate.apply(this, args);
  };
  Physics.prototype.mcuMemoReads = true;
}
