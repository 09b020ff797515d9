/**
 * The Minecraft runtime packages (mineflayer, pathfinder, flying-squid) are
 * loaded only when a verification runs. The VSIX does not carry them: the
 * bundled CLI finds them through NODE_PATH (see client/src/verify).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export class RuntimeMissingError extends Error {}

function load(name: string): any {
  try {
    return require(name);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && String((e as Error).message).includes(`'${name}'`)) {
      throw new RuntimeMissingError(`the verification runtime is missing (${name}); install flying-squid@1.12.0 mineflayer@4.39.0 mineflayer-pathfinder@2.4.5 minecraft-data@3.117.0 and point NODE_PATH at their node_modules`);
    }
    throw e;
  }
}

export function mineflayer(): any { return load('mineflayer'); }
export function pathfinderPkg(): { pathfinder: any; Movements: any; goals: any } { return load('mineflayer-pathfinder'); }
export function vec3(): any { return load('vec3').Vec3; }
/** mineflayer-pathfinder's physics simulation class (lib/physics.js of the pinned 2.4.5; agent/blockReads.ts gives it a memo). */
export function pathfinderPhysics(): any { return load('mineflayer-pathfinder/lib/physics'); }
