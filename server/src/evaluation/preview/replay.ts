/**
 * The replay of a verification at a moment: where the agent was, what every
 * block it touched looked like, and which rewards it had earned. Pure (no
 * protocol, no DOM): the preview page bundles this file and calls it on every
 * scrubber move; times are milliseconds since the init commands finished.
 */
import type { ReplayData, ReplaySample, TimelineEvent, VerifyReport } from '../../simulation/verify/verifyReport';

export interface ReplayInput {
  replay: ReplayData;
  timeline: TimelineEvent[];
}

export interface AgentPose { x: number; y: number; z: number; yaw: number }

export interface BlockAt { x: number; y: number; z: number; name: string; stateId: number }

export interface ReplayState {
  time: number;
  /** Interpolated between the two samples around `time`; undefined when there are none. */
  agent?: AgentPose;
  /**
   * Every position the run ever changed, with its block at `time` (the block
   * before the first change when `time` is earlier), so scrubbing backwards
   * restores the scene as well.
   */
  blocks: BlockAt[];
  /** Timeline events at or before `time`. */
  events: number;
  /** Reward paid at or before `time`. */
  reward: number;
  /** Index of the last timeline event at or before `time`, or -1. */
  current: number;
}

/** The replay part of a report, or undefined when the report has none (an older report, or the agent never ran). */
export function replayInput(report: Pick<VerifyReport, 'replay' | 'timeline'>): ReplayInput | undefined {
  if (!report.replay) return undefined;
  return { replay: report.replay, timeline: [...report.timeline].sort((a, b) => a.time - b.time) };
}

export function replayDuration(input: ReplayInput): number {
  const lastEvent = input.timeline.length ? input.timeline[input.timeline.length - 1].time : 0;
  return Math.max(input.replay.durationMs, lastEvent);
}

export function replayStateAt(input: ReplayInput, time: number): ReplayState {
  const t = Math.max(0, Math.min(time, replayDuration(input)));
  let events = 0;
  let reward = 0;
  for (const e of input.timeline) {
    if (e.time > t) break;
    events++;
    reward += e.reward ?? 0;
  }
  return {
    time: t,
    agent: poseAt(input.replay.samples, t),
    blocks: blocksAt(input.replay, t),
    events,
    reward: Math.round(reward * 1000) / 1000,
    current: events - 1,
  };
}

/** The agent's path up to `time` (sample positions, then the interpolated pose), for drawing a line. */
export function pathUntil(input: ReplayInput, time: number): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (const s of input.replay.samples) {
    if (s.time > time) break;
    out.push([s.x, s.y, s.z]);
  }
  const p = poseAt(input.replay.samples, time);
  if (p && out.length) out.push([p.x, p.y, p.z]);
  return out;
}

function poseAt(samples: ReplaySample[], t: number): AgentPose | undefined {
  if (!samples.length) return undefined;
  let i = 0;
  while (i + 1 < samples.length && samples[i + 1].time <= t) i++;
  const a = samples[i];
  const b = samples[i + 1];
  if (!b || t <= a.time) return { x: a.x, y: a.y, z: a.z, yaw: a.yaw };
  const k = (t - a.time) / (b.time - a.time);
  return { x: lerp(a.x, b.x, k), y: lerp(a.y, b.y, k), z: lerp(a.z, b.z, k), yaw: a.yaw + shortestTurn(a.yaw, b.yaw) * k };
}

function blocksAt(replay: ReplayData, t: number): BlockAt[] {
  const byPos = new Map<string, BlockAt>();
  for (const c of replay.blockChanges) {
    const key = `${c.x},${c.y},${c.z}`;
    const seen = byPos.get(key);
    const after = c.time <= t;
    if (!seen) byPos.set(key, { x: c.x, y: c.y, z: c.z, name: after ? c.name : c.was, stateId: after ? c.stateId : c.wasStateId });
    else if (after) { seen.name = c.name; seen.stateId = c.stateId; }
  }
  return [...byPos.values()];
}

function lerp(a: number, b: number, k: number): number {
  return Math.round((a + (b - a) * k) * 100) / 100;
}

/** b − a wrapped into (−π, π], so a turn from 3.1 to −3.1 is short. */
function shortestTurn(a: number, b: number): number {
  let d = (b - a) % (2 * Math.PI);
  if (d > Math.PI) d -= 2 * Math.PI;
  if (d <= -Math.PI) d += 2 * Math.PI;
  return d;
}
