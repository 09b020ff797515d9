/// <reference lib="dom" />
/** What the scene viewer bundle (window.mcuScene) offers the page. */
export interface ScenePick {
  kind: 'block' | 'entity';
  name: string;
  x: number;
  y: number;
  z: number;
  /** Index of the init command that put it there, if one did. */
  command?: number;
}

export interface SceneApi {
  load(scene: unknown, container: HTMLElement): Promise<void>;
  pick(x: number, y: number): ScenePick | undefined;
  applyBlockChanges(blocks: Array<{ x: number; y: number; z: number; name: string }>): void;
  setAgent(pos: { x: number; y: number; z: number }, yaw: number): void;
  setPath?(points: Array<[number, number, number]>): void;
}
