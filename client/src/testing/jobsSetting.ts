/** The setting mcu.verify.jobs: how many verifications run at once (a workspace setting is untrusted input). No vscode here. */
export const DEFAULT_VERIFY_JOBS = 2;
export const MAX_VERIFY_JOBS = 8;

/** The usable value, and what was wrong with the setting when it was not (then the default is used). */
export function verifyJobs(raw: unknown): { jobs: number; problem?: string } {
  if (raw === undefined || raw === null) return { jobs: DEFAULT_VERIFY_JOBS };
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= MAX_VERIFY_JOBS) return { jobs: raw };
  return { jobs: DEFAULT_VERIFY_JOBS, problem: `mcu.verify.jobs must be a whole number from 1 to ${MAX_VERIFY_JOBS} (it is ${JSON.stringify(raw)}); running ${DEFAULT_VERIFY_JOBS} at a time.` };
}
