/**
 * The CLI's door to a suite's insight: difficulty, calibration, strata.
 */
export { MIN_SUITE } from '../evaluation/insight/calibrate';
export { loadTask } from '../evaluation/insight/loadSuite';
export type { TaskRecord } from '../evaluation/insight/loadSuite';
export { selectStratified } from '../evaluation/insight/stratify';
export type { Stratum } from '../evaluation/insight/stratify';
export { calibrateSuite, overallDifficulty } from '../evaluation/insight/suiteCalibration';
export { DIMENSIONS, NO_GOAL } from '../evaluation/insight/taskDifficulty';
export type { Difficulty, DifficultyResult } from '../evaluation/insight/taskDifficulty';
