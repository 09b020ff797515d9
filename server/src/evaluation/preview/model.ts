/**
 * What the MCU Preview page shows: plain data, built without `vscode` so the
 * page can be rendered and tested outside the editor.
 */
import * as path from 'path';
import type { CriteriaSection } from '../judge/criteria';
import type { Dimension, DimensionScores, JudgeFormat, JudgeReadError } from '../judge/dimensions';
import type { Leaderboard } from '../judge/leaderboard';
import type { AgentBeatsScore } from '../judge/agentbeats';
import type { AgentBeatsTaskResult } from '../judge/dimensions';
import type { PairVerdict } from '../judge/pairwise';

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
  /** Computed from the task file, the verification or rollout reward and this result's Task Progress. */
  agentbeats?: AgentBeatsScore;
  /** As an AgentBeats result.json gave it (score and sim apart). */
  agentbeatsResult?: AgentBeatsTaskResult;
}

/** A pairwise verdict between two rollouts of the task. */
export interface PairwiseView {
  file: string;
  a: string;
  b: string;
  aVideo: string;
  bVideo: string;
  verdict: PairVerdict;
  evidence: string;
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

/** The verdict of `<task>.verify.json` (the last verification). */
export interface LastVerification {
  verified: boolean | null;
  /** Verified / Not verified / Judged from video / Needs a generated world / Undecided. */
  word: string;
  reason?: string;
  goals: Array<{ text: string; outcome: string; reason?: string }>;
}

export interface TaskPreviewModel {
  kind: 'task';
  task: string;
  taskFile?: string;
  rollouts: Rollout[];
  errors: JudgeReadError[];
  criteria?: { file: string; sections: CriteriaSection[] };
  timeline?: { file: string; events: TimelineEvent[] };
  /** Where this task's verification report is (or would be) saved; the Scene tab replays it. */
  verifyFile?: string;
  verification?: LastVerification;
  /** Why the verification report could not be used, if one was found. */
  timelineError?: string;
  /** Set when ffprobe is missing: videos are shown unprobed. */
  notice?: string;
  pairwise?: PairwiseView[];
}

export interface CompareModel {
  kind: 'compare';
  task: string;
  left: Rollout;
  right: Rollout;
  /** The judge's pairwise verdict on these two rollouts, when there is one. */
  pairwise?: PairwiseView;
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

/** The pairwise verdict on exactly these two videos (in either order: then A and B are swapped). */
export function pairwiseFor(views: PairwiseView[] | undefined, left?: string, right?: string): PairwiseView | undefined {
  if (!views || !left || !right) return undefined;
  const same = (a: string, b: string) => path.basename(a) === path.basename(b);
  const direct = views.find((v) => same(v.aVideo, left) && same(v.bVideo, right));
  if (direct) return direct;
  const flipped = views.find((v) => same(v.aVideo, right) && same(v.bVideo, left));
  if (!flipped) return undefined;
  const swap = { A: 'B', B: 'A', tie: 'tie', 'both bad': 'both bad' } as const;
  return { ...flipped, a: flipped.b, b: flipped.a, aVideo: flipped.bVideo, bVideo: flipped.aVideo, verdict: swap[flipped.verdict] };
}
