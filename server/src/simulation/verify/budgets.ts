/** Time budgets of a verification (the report's phases). */

/**
 * Starting the embedded server and joining the agent: our own work, never the
 * task's (it takes 1–2 s alone on a laptop). Not settable; a start that takes
 * longer means the machine is overloaded, and the run is an error of the
 * tool (ToolOverload), never a verdict.
 */
export const START_BUDGET_MS = 30_000;
/** Setup, from the moment the agent has joined: run the init commands, settle. A normal scene takes 1–3 s. */
export const SETUP_BUDGET_MS = 30_000;
/** The agent's budget, as in the MCU papers (`--timeout`). */
export const AGENT_BUDGET_MS = 60_000;
