/**
 * Resolving the checker's coordinates (absolute, `~` relative to the source,
 * `^left ^up ^forward` local to the source's facing) against a command source.
 */
import { Vec3 } from 'vec3';
import type { Coordinate } from '../../../model/commands';
import type { CommandSource } from './handlerTypes';

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
 * A position. `centerXZ` adds 0.5 to whole absolute x/z (entity positions:
 * /summon, /tp), as vanilla's Vec3Argument does.
 */
export function resolveVec3(coords: Coordinate[], src: CommandSource, centerXZ = true): Vec3 {
  if (coords[0].kind === 'local') {
    const { left, up, forward } = localAxes(src.yaw, src.pitch);
    return src.position.plus(left.scaled(coords[0].value)).plus(up.scaled(coords[1].value)).plus(forward.scaled(coords[2].value));
  }
  const axis = (c: Coordinate, base: number, center: boolean) => {
    if (c.kind === 'relative') return base + c.value;
    return center && c.whole ? c.value + 0.5 : c.value;
  };
  return new Vec3(axis(coords[0], src.position.x, centerXZ), axis(coords[1], src.position.y, false), axis(coords[2], src.position.z, centerXZ));
}

/** A block position (floored). */
export function resolveBlockPos(coords: Coordinate[], src: CommandSource): Vec3 {
  return resolveVec3(coords, src, false).floored();
}

/** Yaw then pitch, `~` relative to the source's. */
export function resolveRotation(coords: Coordinate[], src: CommandSource): { yaw: number; pitch: number } {
  const one = (c: Coordinate, base: number) => (c.kind === 'relative' ? base + c.value : c.value);
  return { yaw: one(coords[0], src.yaw), pitch: one(coords[1], src.pitch) };
}
