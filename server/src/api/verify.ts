/**
 * The CLI's door to verification: budgets, job planning, report lines and paths.
 * The run itself is `verify`/`verifyIsolated` of ./index.
 */
export { ToolOverload } from '../simulation/verify/abort';
export { AGENT_BUDGET_MS, SETUP_BUDGET_MS, START_BUDGET_MS } from '../simulation/verify/budgets';
export { clockLine, goalLines, reasonAfterWord, resetLines, startLine, summaryLine, summaryTable, tallyLine, verdictWord, why, worldLine } from '../simulation/verify/format';
export type { TableRow } from '../simulation/verify/format';
export { WORKER_HEAP_MB } from '../simulation/verify/isolated';
export { planJobs } from '../simulation/verify/parallelism';
export type { JobPlan } from '../simulation/verify/parallelism';
export type { VerifyReport } from '../simulation/verify/verifyReport';
export { reportPathFor } from '../simulation/verify/reportPath';
export type { WorldRequest } from '../simulation/verify/world/chooseWorld';
