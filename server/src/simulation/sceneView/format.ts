/**
 * The captured scene: what `mcu-task scene` renders and the preview/replay will load
 * (client/media/scene/entry.js documents the same format beside the viewer API).
 */
import type { BlockEffects, WorldReport } from '../verify/verifyReport';

export interface SceneColumn {
  /** Block coordinates of the chunk's north-west corner (multiples of 16). */
  x: number;
  z: number;
  /** prismarine-chunk 1.16 ChunkColumn.toJson(); sections outside yRange are null. */
  chunk: string;
}

export interface SceneEntity {
  /** The server's entity id. */
  id: number;
  type: string;
  x: number;
  y: number;
  z: number;
  /** Radians, mineflayer's convention: yaw 0 faces north (-z), facing = (-sin yaw, 0, -cos yaw). */
  yaw: number;
  pitch: number;
  width: number;
  height: number;
  /** Index of the init command that summoned it, when one did. */
  command?: number;
  /** The MineStudio key entry that summoned it ("summon_mobs 1"), when one did: the viewer labels it "zombie (summon_mobs 1)". */
  source?: string;
}

/** A block an init command changed that is still there (air left by a fill is not listed). */
export interface PlacedBlock { x: number; y: number; z: number; name: string; command: number }

export interface SceneCommand {
  index: number;
  text: string;
  rejected: boolean;
  limitation?: string;
  blocks?: BlockEffects;
  entityIds: number[];
}

export interface SceneJson {
  sceneVersion: 1;
  minecraftVersion: '1.16.5';
  /** Horizontal radius (blocks) around the agent that the columns cover at least. */
  radius: number;
  /** The world the scene was built in (embedded server): superflat, or generated from a seed in one biome. */
  world?: WorldReport;
  /** Lowest and highest block y the columns keep (whole 16-block sections). */
  yRange: [number, number];
  agent: { x: number; y: number; z: number; yaw: number; pitch: number };
  columns: SceneColumn[];
  entities: SceneEntity[];
  placed: PlacedBlock[];
  commands: SceneCommand[];
  /** Present when MineStudio's keys set part of the scene: the seed of their draws and what each step sent. */
  reset?: { seed: number; steps: Array<{ label: string; text: string; rejected: boolean; entityIds: number[] }> };
}
