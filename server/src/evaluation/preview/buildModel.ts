/**
 * Builds preview models from files on disk: probes videos (ffprobe, 2 s cap
 * each), reads judge files, pairs videos with results, reads criteria and the
 * verification report. No `vscode` here; the extension finds the files.
 */
import * as fs from 'fs';
import { readLastVerification } from './verdict';
import { textOf } from '../../util/plainValue';
import { READ_LIMITS, readTextFile, SafeReadError } from '../../util/safeRead';
import * as path from 'path';
import { parseCriteria } from '../judge/criteria';
import type { JudgeRecord } from '../judge/dimensions';
import { leaderboardFromPaths } from '../judge/leaderboard';
import { readJudgeFile } from '../judge/readers';
import { findTool, isWebviewPlayable, probeVideo, ToolPaths } from '../judge/video';
import { agentBeatsScore, RolloutReward, TaskRewardSpec } from '../judge/agentbeats';
import { readRolloutReward, readTaskRewards } from '../judge/agentbeatsReport';
import { taskFromFileName, taskKey } from '../judge/names';
import type { LeaderboardModel, PairwiseView, Rollout, ScoreCard, TaskPreviewModel, TimelineEvent, VideoEntry } from './model';
import { pushAll } from '../../util/pushAll';

export interface TaskModelInput {
  task: string;
  taskFile?: string;
  videoFiles: string[];
  judgeFiles: string[];
  criteriaFile?: string;
  verifyFile?: string;
  /** Rollout reward files (`<task> episode_N.json`: `{earned}`, `{reward}` or a verification report), matched by episode. */
  rewardFiles?: string[];
  /** Pairwise verdicts (`*.pairwise.json`) of this task. */
  pairwiseFiles?: string[];
  tools?: ToolPaths;
}

export async function probeVideoEntry(id: string, file: string, tools: ToolPaths = {}): Promise<VideoEntry> {
  const entry: VideoEntry = { id, file, label: path.basename(file), playable: false };
  if (tools.disabled || !findTool('ffprobe', tools.ffprobe)) {
    // Without ffprobe we cannot know; let the page try and report a decode error.
    entry.playable = /\.(mp4|webm|m4v)$/i.test(file);
    return entry;
  }
  const probe = await probeVideo(file, tools);
  if (!probe.ok) {
    entry.error = probe.error;
    return entry;
  }
  const i = probe.info;
  Object.assign(entry, { codec: i.codec, width: i.width, height: i.height, duration: i.duration, fps: i.fps });
  if (i.codecTag) entry.codecTag = i.codecTag;
  entry.playable = isWebviewPlayable(i.codec);
  if (!i.duration && !i.frames) entry.error = 'the video has no frames (empty or truncated recording)';
  return entry;
}

export async function buildTaskModel(input: TaskModelInput): Promise<TaskPreviewModel> {
  const videos = await Promise.all(input.videoFiles.map((f, i) => probeVideoEntry(`v${i}`, f, input.tools)));
  const records: JudgeRecord[] = [];
  const model: TaskPreviewModel = { kind: 'task', task: input.task, rollouts: [], errors: [] };
  if (input.taskFile) model.taskFile = input.taskFile;
  for (const f of input.judgeFiles) {
    const r = readJudgeFile(f);
    // A judge file for several tasks (AgentBeats) contributes only this task's record.
    pushAll(records, r.records.filter((rec) => taskKey(rec.task) === taskKey(input.task)));
    pushAll(model.errors, r.errors);
  }
  const spec = input.taskFile ? readTaskRewards(input.taskFile) : undefined;
  const rewards = rolloutRewards(input);
  const cards = records.map((r, i) => toScoreCard(r, `r${i}`, spec, rewards));
  const pairwise = readPairwise(input.pairwiseFiles ?? [], input.task);
  if (pairwise.views.length) model.pairwise = pairwise.views;
  pushAll(model.errors, pairwise.errors);
  model.rollouts = pairRollouts(videos, cards, records);
  if (input.tools?.disabled && videos.length) {
    model.notice = 'Restricted Mode: videos are not checked or transcoded with ffmpeg until you trust this workspace.';
  } else if (!findTool('ffprobe', input.tools?.ffprobe) && videos.length) {
    model.notice = 'ffprobe was not found, so videos are not checked before playing. Install ffmpeg or set mcu.preview.ffprobePath.';
  }
  if (input.criteriaFile) {
    try {
      model.criteria = { file: input.criteriaFile, sections: parseCriteria(readTextFile(input.criteriaFile, READ_LIMITS.text)) };
    } catch {
      /* unreadable criteria: shown as missing */
    }
  }
  if (input.verifyFile) model.verifyFile = input.verifyFile;
  if (input.verifyFile && fs.existsSync(input.verifyFile)) {
    const t = readTimeline(input.verifyFile);
    if ('error' in t) model.timelineError = t.error;
    else model.timeline = { file: input.verifyFile, events: t.events };
    const last = readLastVerification(input.verifyFile);
    // A damaged report is one line among the preview's errors, not a blank panel.
    if (last && 'error' in last) model.errors.push({ file: input.verifyFile, message: `could not read: ${last.error}` });
    else if (last) model.verification = last;
  }
  return model;
}

interface Rewards {
  byEpisode: Map<number, RolloutReward>;
  /** The verification report's reward, for rollouts without their own. */
  verification?: RolloutReward;
}

function rolloutRewards(input: TaskModelInput): Rewards {
  const byEpisode = new Map<number, RolloutReward>();
  for (const f of input.rewardFiles ?? []) {
    const ep = taskFromFileName(f).episode;
    const r = readRolloutReward(f);
    if (ep !== undefined && r) byEpisode.set(ep, r);
  }
  const out: Rewards = { byEpisode };
  const v = input.verifyFile && fs.existsSync(input.verifyFile) ? readRolloutReward(input.verifyFile) : undefined;
  if (v) out.verification = v;
  return out;
}

function toScoreCard(r: JudgeRecord, id: string, spec?: TaskRewardSpec, rewards?: Rewards): ScoreCard {
  const label = `${r.agent}${r.episode !== undefined ? ` · episode ${r.episode}` : ''}`;
  const c: ScoreCard = { id, label, agent: r.agent, task: r.task, file: r.file, format: r.format, scores: r.scores };
  if (r.episode !== undefined) c.episode = r.episode;
  if (r.evidence) c.evidence = r.evidence;
  if (r.warnings) c.warnings = r.warnings;
  if (r.agentbeats) c.agentbeatsResult = r.agentbeats;
  else if (spec) {
    const reward = (r.episode !== undefined ? rewards?.byEpisode.get(r.episode) : undefined) ?? rewards?.verification;
    const s = agentBeatsScore(spec, reward, r.scores['Task Progress']);
    if (s.score !== undefined || s.anyOf) c.agentbeats = s;
  }
  return c;
}

function readPairwise(files: string[], task: string): { views: PairwiseView[]; errors: Array<{ file: string; message: string }> } {
  const views: PairwiseView[] = [];
  const errors: Array<{ file: string; message: string }> = [];
  for (const file of files) {
    const r = readJudgeFile(file);
    pushAll(errors, r.errors);
    for (const p of r.pairwise) {
      if (taskKey(p.task) !== taskKey(task)) continue;
      const side = (s: typeof p.a) => (s.video ? `${s.agent} · ${path.basename(s.video)}` : s.agent);
      views.push({ file, a: side(p.a), b: side(p.b), aVideo: p.a.video ?? '', bVideo: p.b.video ?? '', verdict: p.verdict, evidence: p.evidence ?? '' });
    }
  }
  return { views, errors };
}

/** Pairs each result with its video: same file name as its video_path first, then same episode number. */
export function pairRollouts(videos: VideoEntry[], cards: ScoreCard[], records: JudgeRecord[]): Rollout[] {
  const used = new Set<string>();
  const rollouts: Rollout[] = [];
  const episodeOf = (f: string) => {
    const m = /episode[ _-]?(\d+)/i.exec(path.basename(f));
    return m ? Number(m[1]) : undefined;
  };
  cards.forEach((card, i) => {
    const rec = records[i];
    const byName = rec.videoPath ? videos.find((v) => !used.has(v.id) && path.basename(v.file) === path.basename(rec.videoPath!)) : undefined;
    const byEpisode = card.episode !== undefined ? videos.find((v) => !used.has(v.id) && episodeOf(v.file) === card.episode) : undefined;
    const video = byName ?? byEpisode;
    if (video) used.add(video.id);
    rollouts.push({ id: `rollout-${card.id}`, label: card.label, result: card, ...(video ? { video } : {}) });
  });
  for (const v of videos) if (!used.has(v.id)) rollouts.push({ id: `rollout-${v.id}`, label: v.label, video: v });
  return rollouts;
}

/** Reads `<task>.verify.json`: `{timeline: [{time, event, object}]}`. */
export function readTimeline(file: string): { events: TimelineEvent[] } | { error: string } {
  let v: unknown;
  try {
    v = JSON.parse(readTextFile(file, READ_LIMITS.verifyReport));
  } catch (e) {
    if (e instanceof SafeReadError) return { error: `${path.basename(file)}: ${e.message}` };
    return { error: `${path.basename(file)} is not valid JSON: ${(e as Error).message}` };
  }
  const tl = (v as { timeline?: unknown })?.timeline;
  if (!Array.isArray(tl)) return { error: `${path.basename(file)} has no "timeline" list` };
  const events: TimelineEvent[] = [];
  for (const e of tl) {
    const o = e as Record<string, unknown>;
    if (o && typeof o.time === 'number' && Number.isFinite(o.time)) {
      events.push({ time: o.time, event: textOf(o.event), object: textOf(o.object) });
    }
  }
  return { events: events.sort((a, b) => a.time - b.time) };
}

export function buildLeaderboardModel(folder: string): LeaderboardModel {
  const { leaderboard, errors } = leaderboardFromPaths([folder]);
  return { kind: 'leaderboard', folder, leaderboard, errors };
}
