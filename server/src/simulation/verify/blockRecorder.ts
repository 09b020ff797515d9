/**
 * Records the blocks one init command changed: their bounding box and, up to
 * a cap, every position. The scene view reads these from the report to say
 * which command put a block where it is.
 */
import type { BlockEffects } from './verifyReport';

/** Positions listed per command; past this only the box (and the count) remain. */
export const BLOCK_POSITIONS_MAX = 1024;

export class BlockRecorder {
  private min = [Infinity, Infinity, Infinity];
  private max = [-Infinity, -Infinity, -Infinity];
  private positions: Array<[number, number, number]> = [];
  private truncated = false;

  add(x: number, y: number, z: number): void {
    const p = [x, y, z];
    for (let i = 0; i < 3; i++) {
      if (p[i] < this.min[i]) this.min[i] = p[i];
      if (p[i] > this.max[i]) this.max[i] = p[i];
    }
    if (this.positions.length < BLOCK_POSITIONS_MAX) this.positions.push([x, y, z]);
    else this.truncated = true;
  }

  /** What was recorded, or undefined when the command changed no block. */
  result(): BlockEffects | undefined {
    if (!Number.isFinite(this.min[0])) return undefined;
    return {
      box: [this.min[0], this.min[1], this.min[2], this.max[0], this.max[1], this.max[2]],
      positions: this.positions,
      ...(this.truncated ? { truncated: true } : {}),
    };
  }
}
