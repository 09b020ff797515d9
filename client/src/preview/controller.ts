/**
 * Handles the page's messages for one preview panel. Free of `vscode`: the
 * panel passes in how to post back, open files and map file paths to URIs, so
 * the browser test drives the very same logic.
 */
import { isWebviewPlayable, probeVideo, transcode, ToolPaths } from '../../../server/src/api/client';
import { HostMessage, parseWebviewMessage } from './messages';
import { modelVideos, PreviewModel } from '../../../server/src/api/client';
import { readReplay } from '../../../server/src/api/client';
import type { SceneAssets } from './scene/sceneApi';

/** What the Scene tab needs from the editor; absent where there is no scene (compare, leaderboard). */
export interface SceneDeps {
  /** Workspace Trust: capturing starts a Minecraft server, so nothing happens in Restricted Mode. */
  trusted(): boolean;
  /** Runs the init commands on the embedded server and captures the scene; `bundle` is the viewer script's webview URI. */
  capture(taskFile: string, status: (message: string) => void): Promise<{ bundle: string; assets: SceneAssets; scene: unknown }>;
}

export interface ControllerDeps {
  post(msg: HostMessage): void | Thenable<unknown>;
  log(line: string): void;
  openFile(file: string): void | Thenable<unknown>;
  toWebviewUri(file: string): string;
  /** Where transcoded videos go (extension globalStorage). */
  cacheDir: string;
  tools?: ToolPaths;
  scene?: SceneDeps;
}

type Thenable<T> = PromiseLike<T>;

export class PreviewController {
  private readonly transcoding = new Set<string>();
  private sceneCache?: { bundle: string; assets: SceneAssets; scene: unknown };
  private capturing?: Promise<void>;

  constructor(
    private readonly model: PreviewModel,
    private readonly deps: ControllerDeps,
  ) {}

  /** Resolves when the message has been fully handled (transcode finished). */
  async handle(raw: unknown): Promise<void> {
    const msg = parseWebviewMessage(raw);
    if (!msg) {
      this.deps.log(`preview: ignored an unknown or malformed message from the page: ${safeJson(raw)}`);
      return;
    }
    switch (msg.type) {
      case 'ready':
        return;
      case 'videoError':
        this.deps.log(`preview: video ${msg.videoId} failed in the page: ${msg.message}`);
        return;
      case 'open': {
        const file = this.fileFor(msg.fileId);
        if (file) await this.deps.openFile(file);
        else this.deps.log(`preview: no file with id ${msg.fileId}`);
        return;
      }
      case 'transcode':
        return this.transcode(msg.videoId);
      case 'scene':
        return this.scene(msg.rerun);
    }
  }

  /** Sends the last verification's replay again (the panel calls this when the report file changes). */
  async replayChanged(): Promise<void> {
    const m = this.model;
    if (m.kind !== 'task' || !m.verifyFile || !this.sceneCache) return;
    await this.deps.post({ type: 'replayData', replay: readReplay(m.verifyFile, (l) => this.deps.log(`preview: ${l}`)) });
  }

  private async scene(rerun: boolean): Promise<void> {
    const m = this.model;
    const scene = this.deps.scene;
    if (m.kind !== 'task' || !m.taskFile || !scene) {
      await this.deps.post({ type: 'sceneError', message: 'This preview has no task file to build a scene from.' });
      return;
    }
    if (!scene.trusted()) {
      await this.deps.post({ type: 'sceneError', message: 'The Scene tab runs the init commands on a Minecraft server: trust this workspace first (it does nothing in Restricted Mode).' });
      return;
    }
    if (this.capturing) return this.capturing;
    if (rerun || !this.sceneCache) {
      this.capturing = (async () => {
        await this.deps.post({ type: 'sceneStatus', message: 'Running the init commands…', busy: true });
        try {
          this.sceneCache = await scene.capture(m.taskFile!, (message) => void this.deps.post({ type: 'sceneStatus', message, busy: true }));
        } catch (e) {
          const message = (e as Error).message;
          this.deps.log(`preview: scene capture failed: ${message}`);
          await this.deps.post({ type: 'sceneError', message });
        }
      })().finally(() => { this.capturing = undefined; });
      await this.capturing;
    }
    if (!this.sceneCache) return;
    await this.deps.post({ type: 'sceneData', ...this.sceneCache });
    await this.replayChanged();
  }

  /** Only files the model names can be opened; the page cannot ask for arbitrary paths. */
  private fileFor(id: string): string | undefined {
    const m = this.model;
    if (m.kind !== 'task' && m.kind !== 'compare') return undefined;
    if (m.kind === 'task') {
      if (id === 'task') return m.taskFile;
      if (id === 'criteria') return m.criteria?.file;
    }
    const rollouts = m.kind === 'task' ? m.rollouts : [m.left, m.right];
    return rollouts.find((r) => r.result?.id === id)?.result?.file;
  }

  private async transcode(videoId: string): Promise<void> {
    const video = modelVideos(this.model).find((v) => v.id === videoId);
    if (!video) {
      this.deps.log(`preview: transcode asked for unknown video ${videoId}`);
      return;
    }
    if (this.transcoding.has(videoId)) return;
    if (this.deps.tools?.disabled) {
      await this.deps.post({ type: 'transcodeFailed', videoId, message: 'Transcoding runs ffmpeg, which is off in Restricted Mode: trust this workspace first.' });
      return;
    }
    this.transcoding.add(videoId);
    await this.deps.post({ type: 'transcodeStarted', videoId });
    try {
      const out = await transcode(video.file, this.deps.cacheDir, 'h264', this.deps.tools);
      const probe = await probeVideo(out, this.deps.tools);
      if (!probe.ok || !isWebviewPlayable(probe.info.codec)) throw new Error(probe.ok ? `result is ${probe.info.codec}` : probe.error);
      video.playable = true;
      video.codec = probe.info.codec;
      video.file = out;
      await this.deps.post({ type: 'videoReplaced', videoId, src: this.deps.toWebviewUri(out), codec: probe.info.codec });
    } catch (e) {
      const message = (e as Error).message;
      this.deps.log(`preview: transcode of ${video.file} failed: ${message}`);
      await this.deps.post({ type: 'transcodeFailed', videoId, message });
    } finally {
      this.transcoding.delete(videoId);
    }
  }
}

function safeJson(v: unknown): string {
  try {
    return (JSON.stringify(v) ?? String(v)).slice(0, 300);
  } catch {
    return String(v);
  }
}
