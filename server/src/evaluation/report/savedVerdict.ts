/**
 * A task's verdict from its saved `<task>.verify.json` (what `mcu-task verify
 * --save` writes, whichever shard ran it): the CLI table's word and reason
 * (verify/format.ts), the reward totals and the run manifest the
 * comparability rules read. A file that is not a verification report is a
 * problem to list, not a verdict.
 */
import { reasonAfterWord, verdictCell, why } from '../../simulation/verify/format';
import type { RunManifest, VerdictProof, VerifyReport } from '../../simulation/verify/verifyReport';
import { savedReportProblem } from '../../simulation/verify/savedReportShape';
import type { TaskVerdict } from './model';

export interface SavedVerdict {
  verdict: TaskVerdict;
  run?: RunManifest;
  /** 'embedded' or host:port. */
  server?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The verdict of a parsed report, or a reason why it is none (savedReportShape.ts checks every field read here). */
export function savedVerdict(value: unknown, reportFile: string): SavedVerdict | { problem: string } {
  const problem = savedReportProblem(value);
  if (problem) return { problem };
  const r = value as Partial<VerifyReport>;
  // A false verdict names its proof (data from disk: only a proof of the right shape is read).
  const p = isObject(r.proof) && typeof r.proof.kind === 'string' && typeof r.proof.detail === 'string' ? r.proof as VerdictProof : undefined;
  const reason = reasonAfterWord(why({ verdictReason: r.verdictReason, failures: [], ...(r.verified === false && p ? { proof: p } : {}) }));
  const verdict: TaskVerdict = {
    cell: verdictCell({ verified: r.verified!, verdictReason: r.verdictReason }) as TaskVerdict['cell'],
    reward: r.reward!,
    maxReward: r.maxReward!,
    reportFile,
    ...(reason ? { reason } : {}),
  };
  return { verdict, ...(isObject(r.run) ? { run: r.run as unknown as RunManifest } : {}), ...(typeof r.server === 'string' ? { server: r.server } : {}) };
}
