/**
 * Coordinates as vanilla reads them: absolute, relative `~` (to the source
 * position) or local `^left ^up ^forward` (relative to the source's facing).
 * Local and world coordinates cannot be mixed in one triple.
 */
import { Vec3 } from 'vec3';
import { CommandError, CommandSource } from './types';

function num(text: string, raw: string): number {
  if (text === '') return 0;
  const n = Number(text);
  if (!Number.isFinite(n)) throw new CommandError(`Invalid coordinate '${raw}'`);
  return n;
}

/** Unit vectors (left, up, forward) for a yaw/pitch in degrees (vanilla's LocalCoordinates). */
export function localAxes(yawDeg: number, pitchDeg: number): { left: Vec3; up: Vec3; forward: Vec3 } {
  const rad = Math.PI / 180;
  const f = Math.cos((yawDeg + 90) * rad);
  const f1 = Math.sin((yawDeg + 90) * rad);
  const f2 = Math.cos(-pitchDeg * rad);
  const f3 = Math.sin(-pitchDeg * rad);
  const f4 = Math.cos((-pitchDeg + 90) * rad);
  const f5 = Math.sin((-pitchDeg + 90) * rad);
  const forward = new Vec3(f * f2, f3, f1 * f2);
  const up = new Vec3(f * f4, f5, f1 * f4);
  const left = forward.cross(up).scaled(-1);
  return { left, up, forward };
}

/**
 * A position from three tokens. `centerXZ` adds 0.5 to integer absolute
 * x/z (entity positions: /summon, /tp), as vanilla does.
 */
export function parseVec3(tokens: string[], src: CommandSource, centerXZ = true): Vec3 {
  if (tokens.length < 3 || tokens.slice(0, 3).some((t) => t === undefined)) throw new CommandError('Incomplete (expected 3 coordinates)');
  const [a, b, c] = tokens;
  const locals = [a, b, c].filter((t) => t.startsWith('^')).length;
  if (locals !== 0 && locals !== 3) throw new CommandError('Cannot mix world & local coordinates (everything must either use ^ or not)');
  if (locals === 3) {
    const { left, up, forward } = localAxes(src.yaw, src.pitch);
    const l = num(a.slice(1), a), u = num(b.slice(1), b), f = num(c.slice(1), c);
    return src.position.plus(left.scaled(l)).plus(up.scaled(u)).plus(forward.scaled(f));
  }
  const axis = (t: string, base: number, center: boolean) => {
    if (t.startsWith('~')) return base + num(t.slice(1), t);
    const v = num(t, t);
    return center && /^[-+]?\d+$/.test(t) ? v + 0.5 : v;
  };
  return new Vec3(
    axis(a, src.position.x, centerXZ),
    axis(b, src.position.y, false),
    axis(c, src.position.z, centerXZ),
  );
}

/** A block position (floored) from three tokens. */
export function parseBlockPos(tokens: string[], src: CommandSource): Vec3 {
  return parseVec3(tokens, src, false).floored();
}

/** Rotation tokens (`~`-relative allowed): yaw then pitch. */
export function parseRotation(tokens: string[], src: CommandSource): { yaw: number; pitch: number } {
  const one = (t: string, base: number) => (t.startsWith('~') ? base + num(t.slice(1), t) : num(t, t));
  return { yaw: one(tokens[0], src.yaw), pitch: one(tokens[1], src.pitch) };
}
