/**
 * What the MCU Preview page shows: plain data, built without `vscode` so the
 * page can be rendered and tested outside the editor.
 */
import type { CriteriaSection } from '../../../server/src/judge/criteria';
import type { Dimension, DimensionScores, JudgeFormat, JudgeReadError } from '../../../server/src/judge/dimensions';
import type { Leaderboard } from '../../../server/src/judge/leaderboard';

export interface VideoEntry {
  id: string;
  file: string;
  label: string;
  /** Codec reported by ffprobe (`h264`, `mpeg4`, …). */
  codec?: string;
  codecTag?: string;
  width?: number;
  height?: number;
  duration?: number;
  fps?: number;
  /** A webview can decode it. False with `error` unset means: offer a transcode. */
  playable: boolean;
  /** The file cannot be read at all (truncated, corrupt, missing). */
  error?: string;
}

export interface ScoreCard {
  id: string;
  label: string;
  agent: string;
  episode?: number;
  task: string;
  file: string;
  format: JudgeFormat;
  scores: DimensionScores;
  evidence?: Partial<Record<Dimension, string>>;
  warnings?: string[];
}

/** One rollout: a video, its judge result, or both. */
export interface Rollout {
  id: string;
  label: string;
  video?: VideoEntry;
  result?: ScoreCard;
}

export interface TimelineEvent {
  time: number;
  event: string;
  object: string;
}

export interface TaskPreviewModel {
  kind: 'task';
  task: string;
  taskFile?: string;
  rollouts: Rollout[];
  errors: JudgeReadError[];
  criteria?: { file: string; sections: CriteriaSection[] };
  timeline?: { file: string; events: TimelineEvent[] };
  /** Why the verification report could not be used, if one was found. */
  timelineError?: string;
  /** Set when ffprobe is missing: videos are shown unprobed. */
  notice?: string;
}

export interface CompareModel {
  kind: 'compare';
  task: string;
  left: Rollout;
  right: Rollout;
}

export interface LeaderboardModel {
  kind: 'leaderboard';
  folder: string;
  leaderboard: Leaderboard;
  errors: JudgeReadError[];
}

export type PreviewModel = TaskPreviewModel | CompareModel | LeaderboardModel;

/** Every video of a model, for message handling (transcode by id). */
export function modelVideos(model: PreviewModel): VideoEntry[] {
  const rollouts = model.kind === 'task' ? model.rollouts : model.kind === 'compare' ? [model.left, model.right] : [];
  return rollouts.map((r) => r.video).filter((v): v is VideoEntry => !!v);
}
