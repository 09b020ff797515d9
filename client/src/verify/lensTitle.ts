/** The Verify lens title: after a run it carries the verdict ("Verify · last: Judged from video"). No vscode here. */
import { verdictWord } from '../../../server/src/api/client';
import type { VerifyReport } from '../../../server/src/api/client';

export function lensTitle(last?: Pick<VerifyReport, 'verified' | 'verdictReason'>): string {
  if (!last) return '$(beaker) Verify';
  const icon = last.verified === true ? '$(pass)' : last.verified === false ? '$(error)' : '$(question)';
  return `$(beaker) Verify · last: ${icon} ${verdictWord(last)}`;
}
