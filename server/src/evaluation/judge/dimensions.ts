/**
 * The six judge dimensions of the MCU criteria files, and the one record shape
 * every judge-output reader produces. Scores are on a 0–10 scale.
 */
export const DIMENSIONS = [
  'Task Progress',
  'Action Control',
  'Error Recognition and Correction',
  'Creative Attempts',
  'Task Completion Efficiency',
  'Material Selection and Usage',
] as const;

export type Dimension = (typeof DIMENSIONS)[number];

export type DimensionScores = Partial<Record<Dimension, number>>;

/** One judged rollout, whatever file format it came from. */
export interface JudgeRecord {
  agent: string;
  task: string;
  episode?: number;
  videoPath?: string;
  /** 0–10 per dimension; a dimension the judge did not score is absent. */
  scores: DimensionScores;
  evidence?: Partial<Record<Dimension, string>>;
  /** Format-specific extras (raw model text, AgentBeats sim_score, …). */
  raw?: unknown;
  /** The file the record was read from. */
  file: string;
  format: JudgeFormat;
  /** Non-fatal problems (a score that was not a number, …). */
  warnings?: string[];
  /** Dimensions the judge answered with no score from 0 to 10 (our format): the rollout is partial and gets no overall score. */
  invalidScores?: Partial<Record<Dimension, string>>;
  /** The scale the file's bare numbers were read on (MCU files). */
  scale?: '0-10' | '0-1';
  /** Dimensions written only as 0 or 1, whose scale the folder decides (see scale.ts). */
  ambiguousScale?: Dimension[];
  /** AgentBeats result.json: the task's score and simulator score, kept apart. */
  agentbeats?: AgentBeatsTaskResult;
  /** How the judge ran, when the file says (our format): what makes two judges' scores comparable. */
  judgeRun?: JudgeRunSettings;
}

/** The judge's settings a result records (schemas/judge-result.schema.json `judge` and `video`). */
export interface JudgeRunSettings {
  model?: string;
  temperature?: number;
  toolVersion?: string;
  maxFrames?: number;
  everyNFrames?: number;
}

export interface AgentBeatsTaskResult {
  category?: string;
  score?: number;
  simScore?: number;
  maxScore?: number;
  /** Task Progress as 2·score − sim (AgentBeats writes none): set only where that is meaningful. */
  taskProgressDerived?: number;
  /** Why Task Progress is or is not derived, in words. */
  taskProgressNote: string;
}

/** A pairwise comparison found among judge files (MCU's video_comparison.py output, or ours). */
export interface JudgePairwise {
  file: string;
  /** The agent folder the file sits in (for the per-folder file counts). */
  agent: string;
  task: string;
  a: { agent: string; video?: string };
  b: { agent: string; video?: string };
  /** The overall verdict (MCU files have none: their Task Progress verdict stands for it). */
  verdict: import('./verdict').PairVerdict;
  dimensions: Partial<Record<Dimension, import('./verdict').PairVerdict>>;
  evidence?: string;
  format: 'mcu' | 'mcu-task-studio';
}

/** A judge file that holds no score at all (`{}`, only `video_path`, every dimension N/A): counted, not an error. */
export interface JudgeEmpty {
  file: string;
  agent: string;
  task: string;
  reason: string;
}

export type JudgeFormat = 'mcu' | 'agentbeats' | 'mcu-task-studio';

/** A file that could not be read; reported, never thrown. */
export interface JudgeReadError {
  file: string;
  message: string;
  /** Set when the agent is not the file's folder (AgentBeats). */
  agent?: string;
}

export function isDimension(s: string): s is Dimension {
  return (DIMENSIONS as readonly string[]).includes(s);
}

/** `Task Progress` → `task_progress`, the spelling AgentBeats uses. */
export function snakeCaseDimension(d: Dimension): string {
  return d.toLowerCase().replace(/ /g, '_');
}

/** Finds the dimension a loosely written heading names ("task progress", "Error Recognition & Correction"). */
export function matchDimension(text: string): Dimension | undefined {
  // The longest name is 32 characters: a longer text (a whole rule, a hostile line) is no dimension.
  if (text.length > 80) return undefined;
  return NORMALIZED_DIMENSIONS.get(normalizeDimension(text));
}

function normalizeDimension(s: string): string {
  return s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]+/g, ' ').trim();
}

const NORMALIZED_DIMENSIONS = new Map<string, Dimension>(DIMENSIONS.map((d) => [normalizeDimension(d), d]));
