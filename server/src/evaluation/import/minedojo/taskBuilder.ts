/**
 * What the mapping of one MineDojo spec collects before it is written: the
 * init commands, reward and milestone entries, MineStudio keys, the header
 * comments (renames, notes, dropped fields) and the problems; plus the small
 * readers of MineDojo's loosely typed values (a scalar, a list or a per-target
 * mapping).
 */
import type { EventName } from '../../../model/task/events';
import type { Registry } from '../../../vanilla/registry';
import type { LegacyNames } from './legacyNames';

export interface RewardEntry {
  event: EventName;
  identity: string;
  objects: string[];
  reward: number;
  max_reward_times: number;
}

export interface MapContext {
  reg: Registry;
  names: LegacyNames;
}

export const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : typeof x === 'string' && /^-?\d+(\.\d+)?$/.test(x) ? Number(x) : undefined);
export const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : x === undefined || x === null ? [] : [x]);
export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
export const words = (s: string) => s.replace(/_/g, ' ');

/** The value per target of a scalar, list or per-name mapping (MineDojo accepts all three). */
export function perTarget(x: unknown, names: string[], dflt: number): number[] {
  if (Array.isArray(x)) return names.map((_, i) => num(x[i]) ?? dflt);
  if (isRecord(x)) return names.map((n) => num(x[n]) ?? dflt);
  const n = num(x);
  return names.map(() => n ?? dflt);
}

export class Builder {
  readonly commands: string[] = [];
  readonly rewards: { entry: RewardEntry; note?: string }[] = [];
  milestones: RewardEntry[] = [];
  readonly keys: Record<string, unknown> = {};
  readonly header: string[] = [];
  readonly mapped = new Set<string>();
  readonly dropped: string[] = [];
  readonly problems: string[] = [];
  readonly startsWith: string[] = [];
  readonly goals: string[] = [];
  readonly given = new Set<string>();

  identity(base: string): string {
    const used = new Set([...this.rewards.map((r) => r.entry.identity), ...this.milestones.map((m) => m.identity)]);
    let id = base.replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
    for (let i = 2; used.has(id); i++) id = `${base}_${i}`;
    return id;
  }
}
