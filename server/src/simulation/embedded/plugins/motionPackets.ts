/**
 * Facts about motion the plugins share without depending on one another
 * (combat, shields, throwing, boats and buckets all need them): the look
 * direction of a yaw and pitch, and the velocity packet of a knockback.
 * Kept apart so that combat and shields, or boats and item use, do not
 * import each other.
 */
import { Vec3 } from 'vec3';

/** Look direction (unit vector) for vanilla yaw/pitch in degrees. */
export function lookVector(yaw: number, pitch: number): Vec3 {
  const r = Math.PI / 180;
  return new Vec3(-Math.sin(yaw * r) * Math.cos(pitch * r), -Math.sin(pitch * r), Math.cos(yaw * r) * Math.cos(pitch * r));
}

/** Sends a velocity (blocks per tick) clamped to what the packet can hold. */
export function sendKnockback(target: any, v: Vec3): void {
  const clamp = (n: number) => Math.max(-3.9, Math.min(3.9, n));
  const x = Math.round(clamp(v.x) * 8000), y = Math.round(clamp(v.y) * 8000), z = Math.round(clamp(v.z) * 8000);
  // minecraft-data 3.117 describes the 1.16 packet with a `velocity` vector; older data used velocityX/Y/Z.
  const packet = { entityId: target.id, velocity: { x, y, z }, velocityX: x, velocityY: y, velocityZ: z };
  target._writeOthersNearby?.('entity_velocity', packet);
  if (target.type === 'player') target._client.write('entity_velocity', packet);
}
