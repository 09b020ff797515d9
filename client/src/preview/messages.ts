/**
 * Messages between the preview page and the extension. Everything from the
 * page is untrusted: `parseWebviewMessage` checks type and fields and returns
 * undefined for anything else (the caller logs and ignores it).
 */
export type WebviewMessage =
  | { type: 'ready' }
  | { type: 'transcode'; videoId: string }
  | { type: 'open'; fileId: string }
  | { type: 'videoError'; videoId: string; message: string }
  /** The Scene tab asks for the scene (rerun: run the init commands again after an edit). */
  | { type: 'scene'; rerun: boolean };

export type HostMessage =
  | { type: 'transcodeStarted'; videoId: string }
  | { type: 'videoReplaced'; videoId: string; src: string; codec: string }
  | { type: 'transcodeFailed'; videoId: string; message: string }
  | { type: 'sceneStatus'; message: string; busy: boolean }
  /** `bundle`: the scene viewer script (a webview URI); `scene`: the capture, passed to mcuScene.load unchanged. */
  | { type: 'sceneData'; bundle: string; assets: SceneAssets; scene: unknown }
  | { type: 'sceneError'; message: string }
  /** The last verification's replay (absent when the report has none). */
  | { type: 'replayData'; replay?: ReplayInput };

import type { ReplayInput } from '../../../server/src/api/client';
import type { SceneAssets } from './scene/sceneApi';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseWebviewMessage(msg: unknown): WebviewMessage | undefined {
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return undefined;
  const m = msg as Record<string, unknown>;
  const keys = Object.keys(m);
  const only = (...allowed: string[]) => keys.every((k) => allowed.includes(k));
  switch (m.type) {
    case 'ready':
      return only('type') ? { type: 'ready' } : undefined;
    case 'transcode':
      return only('type', 'videoId') && isId(m.videoId) ? { type: 'transcode', videoId: m.videoId } : undefined;
    case 'scene':
      return only('type', 'rerun') && typeof m.rerun === 'boolean' ? { type: 'scene', rerun: m.rerun } : undefined;
    case 'open':
      return only('type', 'fileId') && isId(m.fileId) ? { type: 'open', fileId: m.fileId } : undefined;
    case 'videoError':
      return only('type', 'videoId', 'message') && isId(m.videoId) && typeof m.message === 'string' && m.message.length <= 2000
        ? { type: 'videoError', videoId: m.videoId, message: m.message }
        : undefined;
    default:
      return undefined;
  }
}

function isId(v: unknown): v is string {
  return typeof v === 'string' && ID.test(v);
}
