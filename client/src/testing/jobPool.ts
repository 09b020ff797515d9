/**
 * Runs jobs at most `limit` at a time, in order. Once `cancelled()` is true
 * no queued job starts (each is handed to `onSkipped`); a running job stops
 * through its own cancellation token (the verify job kills its child). No
 * vscode here: the shared pool (util/pool.ts) with cancellation and errors
 * kept per job.
 */
import { pool } from '../../../server/src/api/client';

export interface PoolOptions<T> {
  limit: number;
  run(item: T): Promise<void>;
  cancelled(): boolean;
  /** A queued item that never started because the pool was cancelled. */
  onSkipped?(item: T): void;
  /** A job that threw: the pool goes on with the others. */
  onError?(item: T, e: unknown): void;
}

export async function runPool<T>(items: readonly T[], o: PoolOptions<T>): Promise<void> {
  const limit = Math.max(1, Math.floor(o.limit) || 1);
  await pool(items, limit, async (item) => {
    if (o.cancelled()) { o.onSkipped?.(item); return; }
    try { await o.run(item); } catch (e) { o.onError?.(item, e); }
  });
}
