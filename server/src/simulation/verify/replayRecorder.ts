/**
 * Records what the agent did during a verification so the preview can
 * replay it: where it stood and looked (sampled), and the blocks that changed
 * within its reach (what it broke and placed). Times are milliseconds since
 * the init commands finished, the origin of the reward `timeline`.
 */
import type { ReplayBlockChange, ReplayData, ReplaySample } from './verifyReport';

export const REPLAY_SAMPLE_MS = 250;
export const REPLAY_MAX_SAMPLES = 2000;
export const REPLAY_MAX_BLOCK_CHANGES = 2000;
/**
 * Block updates farther than this from the agent are not its doing.
 * @notGameFact our margin over mineflayer's reach of 4.5–6 blocks
 */
const REACH_BLOCKS = 7;
/** Smaller moves and turns are not worth a sample. */
const MIN_MOVE = 0.05;
const MIN_TURN = 0.05;

export interface ReplayRecorder {
  /** Takes a last sample, stops listening and returns the data. Idempotent. */
  stop(): ReplayData;
}

export function recordReplay(bot: any, origin: number, now: () => number = Date.now): ReplayRecorder {
  const samples: ReplaySample[] = [];
  const blockChanges: ReplayBlockChange[] = [];
  const capped = { samples: false, blockChanges: false };
  const t = () => Math.max(0, now() - origin);

  const sample = (force = false) => {
    const e = bot.entity;
    if (!e?.position) return;
    const s: ReplaySample = { time: t(), x: r2(e.position.x), y: r2(e.position.y), z: r2(e.position.z), yaw: r2(e.yaw ?? 0) };
    const last = samples[samples.length - 1];
    if (last && !force && Math.hypot(s.x - last.x, s.y - last.y, s.z - last.z) < MIN_MOVE && Math.abs(s.yaw - last.yaw) < MIN_TURN) return;
    if (last && last.time === s.time) { samples[samples.length - 1] = s; return; }
    if (samples.length >= REPLAY_MAX_SAMPLES) { capped.samples = true; return; }
    samples.push(s);
  };

  const onBlock = (oldBlock: any, newBlock: any) => {
    const pos = newBlock?.position ?? oldBlock?.position;
    const was = oldBlock?.name ?? 'air';
    const name = newBlock?.name ?? 'air';
    if (!pos || was === name) return;
    const me = bot.entity?.position;
    if (!me || Math.hypot(pos.x + 0.5 - me.x, pos.y + 0.5 - me.y, pos.z + 0.5 - me.z) > REACH_BLOCKS) return;
    if (blockChanges.length >= REPLAY_MAX_BLOCK_CHANGES) { capped.blockChanges = true; return; }
    blockChanges.push({ time: t(), x: pos.x, y: pos.y, z: pos.z, name, stateId: newBlock?.stateId ?? 0, was, wasStateId: oldBlock?.stateId ?? 0 });
  };

  sample(true);
  const timer = setInterval(() => sample(), REPLAY_SAMPLE_MS);
  bot.on('blockUpdate', onBlock);
  let result: ReplayData | undefined;
  return {
    stop() {
      if (result) return result;
      clearInterval(timer);
      bot.off?.('blockUpdate', onBlock);
      sample();
      result = { sampleMs: REPLAY_SAMPLE_MS, durationMs: t(), samples, blockChanges, capped };
      return result;
    },
  };
}

function r2(n: number): number {
  return Math.round(n * 100) / 100;
}
