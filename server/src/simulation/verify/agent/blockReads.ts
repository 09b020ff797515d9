/**
 * A memo for mineflayer-pathfinder's block reads.
 *
 * One path search reads each cell many times (every node's neighbours, every move's checks), and
 * each read builds a new prismarine Block: its biome, light and block-entity lookups, then the
 * pathfinder's own flags. In a generated world that was 35–50% of a chase's CPU (`--cpu-prof`
 * of craft_ladder_and_kill_spider). The flags Movements.getBlock sets depend only on the cell's
 * block state and its height, so a read is kept per cell and given again while the cell still
 * holds the same state id (read straight from the chunk, which builds nothing). A changed cell,
 * an unloaded chunk or a fractional position goes to the pathfinder's own read, so every answer
 * is the one it would have given.
 */

/** Entries kept before the memo starts over: about 15 MB of Blocks, a few searches' worth. */
const MAX_CELLS = 32_768;

/**
 * x and z keep their low 20 bits and y its low 12: exact within 52 bits. Cells a million blocks
 * apart share a key, so an entry is used only when its own position is the cell read.
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

/** Makes `movements.getBlock` answer repeated reads of an unchanged cell from memory. */
export function memoBlockReads(movements: any, bot: any): void {
  const read = movements.getBlock.bind(movements);
  const cells = new Map<number, any>();
  movements.getBlock = (pos: any, dx: number, dy: number, dz: number): any => {
    if (!pos) return read(pos, dx, dy, dz);
    const x = pos.x + dx;
    const y = pos.y + dy;
    const z = pos.z + dz;
    if (!Number.isInteger(x) || !Number.isInteger(y) || !Number.isInteger(z)) return read(pos, dx, dy, dz);
    const key = cellKey(x, y, z);
    const kept = cells.get(key);
    if (kept) {
      const p = kept.position;
      if (p.x === x && p.y === y && p.z === z && stateIdAt(bot.world, x, y, z) === kept.stateId) return kept;
    }
    const b = read(pos, dx, dy, dz);
    // No position means no chunk there: the pathfinder's stand-in, not a block to keep.
    if (b && b.position) {
      if (cells.size >= MAX_CELLS) cells.clear();
      cells.set(key, b);
    }
    return b;
  };
}
