/**
 * Per-player statistics counters with vanilla's categories (mined, crafted,
 * picked_up, used, broken, killed, custom, plus dropped/killed_by). Ids are
 * stored without the `minecraft:` namespace. Every change emits a `stat`
 * event, which is what the verifier watches.
 */
import { EventEmitter } from 'events';

export type StatCategory =
  | 'mined' | 'crafted' | 'picked_up' | 'used' | 'broken' | 'killed' | 'custom' | 'dropped' | 'killed_by';

export const STAT_CATEGORIES: readonly StatCategory[] =
  ['mined', 'crafted', 'used', 'broken', 'picked_up', 'dropped', 'killed', 'killed_by', 'custom'];

export interface StatEvent {
  player: string;
  category: StatCategory;
  id: string;
  value: number;
  delta: number;
  time: number;
}

export type StatSnapshot = Record<StatCategory, Record<string, number>>;

function bare(id: string): string {
  return id.startsWith('minecraft:') ? id.slice(10) : id;
}

export class StatsTracker extends EventEmitter {
  private readonly byPlayer = new Map<string, Map<string, number>>();

  /** Adds `delta` (default 1) to a counter and emits `stat`. Non-positive deltas are ignored. */
  add(player: string, category: StatCategory, id: string, delta = 1): void {
    if (!(delta > 0)) return;
    const key = `${category}\u0000${bare(id)}`;
    let m = this.byPlayer.get(player);
    if (!m) { m = new Map(); this.byPlayer.set(player, m); }
    const value = (m.get(key) ?? 0) + delta;
    m.set(key, value);
    const ev: StatEvent = { player, category, id: bare(id), value, delta, time: Date.now() };
    this.emit('stat', ev);
  }

  get(player: string, category: StatCategory, id: string): number {
    return this.byPlayer.get(player)?.get(`${category}\u0000${bare(id)}`) ?? 0;
  }

  snapshot(player: string): StatSnapshot {
    const out = Object.fromEntries(STAT_CATEGORIES.map((c) => [c, {}])) as StatSnapshot;
    for (const [key, value] of this.byPlayer.get(player) ?? []) {
      const [cat, id] = key.split('\u0000') as [StatCategory, string];
      out[cat][id] = value;
    }
    return out;
  }
}
