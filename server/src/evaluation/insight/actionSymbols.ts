/**
 * One integer per recorded step of a MineStudio / VPT action log, so that
 * permutation entropy can compare steps by magnitude (the paper numbers the
 * feasible actions 1…N; any fixed numbering will do, this one is ours):
 *
 *   symbol = buttonMask × 121 + pitchBin × 11 + yawBin
 *
 * buttonMask has bit i set when BUTTONS[i] is pressed (VPT's button order);
 * the camera's pitch and yaw (degrees this step) go to 11 bins each with
 * VPT's μ-law quantiser (clip to ±10°, μ = 10, bin width 2 → bins 0…10, 5 =
 * still). An idle step is 5 × 11 + 5 = 60. Steps already tokenised by
 * MineStudio's agent action space ({buttons: b, camera: c}, c in 0…120) give
 * b × 121 + c, the same layout; a bare number is taken as the symbol.
 */
export const BUTTONS = [
  'attack', 'back', 'forward', 'jump', 'left', 'right', 'sneak', 'sprint', 'use', 'drop', 'inventory',
  'hotbar.1', 'hotbar.2', 'hotbar.3', 'hotbar.4', 'hotbar.5', 'hotbar.6', 'hotbar.7', 'hotbar.8', 'hotbar.9',
] as const;

const CAMERA_MAX = 10;
const CAMERA_BIN = 2;
const MU = 10;
export const CAMERA_BINS = (2 * CAMERA_MAX) / CAMERA_BIN + 1; // 11

/** VPT's μ-law camera bin of one angle in degrees (0…10, 5 for no movement). */
export function cameraBin(deg: number): number {
  if (!Number.isFinite(deg)) return (CAMERA_BINS - 1) / 2;
  const x = Math.max(-CAMERA_MAX, Math.min(CAMERA_MAX, deg)) / CAMERA_MAX;
  const mu = (Math.sign(x) * Math.log(1 + MU * Math.abs(x))) / Math.log(1 + MU);
  return Math.round((mu * CAMERA_MAX + CAMERA_MAX) / CAMERA_BIN);
}

/** A scalar from a value that MineStudio may hold as a number, boolean, or a (nested) one-element array. */
function scalar(v: unknown): number {
  while (Array.isArray(v)) v = v[0];
  if (typeof v === 'boolean') return v ? 1 : 0;
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
}

/** [pitch, yaw] in degrees from `camera` ([p, y], [[p, y]]). */
function camera(v: unknown): [number, number] {
  while (Array.isArray(v) && Array.isArray(v[0])) v = v[0];
  return Array.isArray(v) ? [scalar(v[0]), scalar(v[1])] : [0, 0];
}

export type ActionStep = Record<string, unknown> | number | unknown[];

/** The symbol of one step (see the file comment). */
export function stepSymbol(step: ActionStep): number {
  if (typeof step === 'number') return step;
  if (Array.isArray(step)) return step.length >= 2 ? scalar(step[0]) * CAMERA_BINS ** 2 + scalar(step[1]) : scalar(step);
  if (!('forward' in step) && !('attack' in step) && 'buttons' in step) {
    // MineStudio agent action: joint button token and camera token.
    return scalar(step.buttons) * CAMERA_BINS ** 2 + scalar(step.camera);
  }
  let mask = 0;
  BUTTONS.forEach((b, i) => {
    if (scalar(step[b]) > 0) mask += 2 ** i;
  });
  const [pitch, yaw] = camera(step.camera);
  return mask * CAMERA_BINS ** 2 + cameraBin(pitch) * CAMERA_BINS + cameraBin(yaw);
}
