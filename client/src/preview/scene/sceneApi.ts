/// <reference lib="dom" />
/** What the scene viewer bundle (window.mcuScene, client/media/scene/entry.js of the scene work) offers the page. */
export interface ScenePick {
  kind: 'agent' | 'entity' | 'blocks';
  label: string;
  /** Index of the init command that put it there, if one did. */
  command?: number;
  entityId?: number;
  type?: string;
}

/** Textures as data: URLs and the block states as text, so the page fetches nothing. */
export interface SceneAssets {
  blocksAtlas: string;
  /** blocksStates/1.16.4.json as text. */
  blockStates: string;
  textures: Record<string, string>;
}

export interface SceneApi {
  init(opts: { canvas: HTMLCanvasElement; assets: SceneAssets; interactive?: boolean }): void;
  load(scene: unknown): Promise<void>;
  pick(x: number, y: number): ScenePick | null;
  pickCounts(): Array<ScenePick & { pixels: number }>;
  project(x: number, y: number, z: number): { x: number; y: number; visible: boolean };
  applyBlockChanges(blocks: Array<{ x: number; y: number; z: number; stateId: number }>): void;
  setAgent(pos: { x: number; y: number; z: number }, yaw: number): void;
}
