/** Reads the replay part of a saved verification report (`<task>.verify.json`). */
import { READ_LIMITS, readTextFile } from '../../util/safeRead';
import { ReplayInput, replayInput } from './replay';
import type { VerifyReport } from '../../simulation/verify/verifyReport';

/** undefined when there is no report, it has no replay (older, or the agent never ran) or it cannot be read. */
export function readReplay(file: string, log: (line: string) => void = () => undefined): ReplayInput | undefined {
  let report: Partial<VerifyReport>;
  try {
    report = JSON.parse(readTextFile(file, READ_LIMITS.verifyReport));
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') log(`cannot read ${file}: ${(e as Error).message}`);
    return undefined;
  }
  const r = report.replay;
  if (!r || !Array.isArray(r.samples) || !Array.isArray(r.blockChanges) || !Array.isArray(report.timeline)) return undefined;
  return replayInput({ replay: r, timeline: report.timeline });
}
