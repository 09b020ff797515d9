/**
 * The CLI's door to the judge: rubrics, scores, leaderboards, agreement.
 */
export { agentBeatsRows, formatAgentBeatsText, formatResultJsonText } from '../evaluation/judge/agentbeatsReport';
export { compareRatings } from '../evaluation/judge/agreement';
export { planBatch, runBatch } from '../evaluation/judge/batch';
export { DIMENSIONS } from '../evaluation/judge/dimensions';
export { eloRatings } from '../evaluation/judge/elo';
export type { Match } from '../evaluation/judge/elo';
export { alignTable, formatLeaderboardText } from '../evaluation/judge/formatTable';
export { leaderboardFromPaths, relativeFile } from '../evaluation/judge/leaderboard';
export { PARTIAL_ROLLOUT } from '../evaluation/judge/ourFormat';
export { VERDICT_LABEL, runPairwise } from '../evaluation/judge/pairwise';
export { readJudgePaths } from '../evaluation/judge/readers';
export { parseScaleOption } from '../evaluation/judge/scale';
export type { Scale } from '../evaluation/judge/scale';
