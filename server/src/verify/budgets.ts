/** Time budgets of a verification (the report's phases). */

/** Setup: start the server, join, run the init commands, settle. A normal scene takes 1–3 s. */
export const SETUP_BUDGET_MS = 30_000;
/** The agent's budget, as in the MCU papers (`--timeout`). */
export const AGENT_BUDGET_MS = 60_000;
