/**
 * Our own judge-result format (schemas/judge-result.schema.json): what
 * `mcu-task judge` writes and the preview reads back.
 */
import Ajv from 'ajv';
import schema from '../../../../schemas/judge-result.schema.json';
import type { Dimension } from './dimensions';

export const OUR_FORMAT_ID = 'mcu-task-studio/judge-result';

/** How the warning on a partial rollout (invalidScores) starts: the CLI shows it as a warning, not a note. */
export const PARTIAL_ROLLOUT = 'the judge gave no score from 0 to 10 for ';

export interface OurJudgeResult {
  format: typeof OUR_FORMAT_ID;
  version: 1;
  task: string;
  agent?: string;
  episode?: number;
  video?: { path: string; sha256?: string; framesSent?: number; everyNFrames?: number };
  judge?: { model?: string; baseUrl?: string; criteriaFile?: string; criteriaSha256?: string; temperature?: number; toolVersion?: string; maxFrames?: number };
  scores: Partial<Record<Dimension, number>>;
  evidence?: Partial<Record<Dimension, string>>;
  /** Dimensions the judge answered with no score from 0 to 10, as written: the rollout's scores are partial (see runJudge). */
  invalidScores?: Partial<Record<Dimension, string>>;
  rawText?: string;
  /** Problems worth knowing (a damaged video judged on the frames that decoded, …). */
  warnings?: string[];
  createdAt?: string;
}

let validator: ReturnType<Ajv['compile']> | undefined;

/** Returns undefined when valid, else one readable line per schema error. */
export function checkOurFormat(value: unknown): string[] | undefined {
  if (!validator) validator = new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (validator(value)) return undefined;
  return (validator.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);
}
