/**
 * The task file's inlay hints, each kind switchable (mcu.inlayHints.*):
 * display names after ids, where relative positions land, what a reward list
 * can pay, and the last verification's outcome per goal. Each kind is its own
 * module in services/hints/; this one picks the kinds and orders the result.
 * Protocol-free: the saved report is read by the caller (the language server
 * reads none in an untrusted workspace) and passed in.
 */
import type { Analysis } from '../../analysis/lint/analysis';
import { displayNameHints } from './hints/displayNameHints';
import { relativePositionHints } from './hints/relativePositionHints';
import { rewardTotalHints } from './hints/rewardTotalHints';
import type { OffsetRange, TaskInlayHint } from './hints/hintTypes';
import { ReportOutcomes, verifyOutcomeHints } from './hints/verifyOutcomeHints';
import { capHints } from './hints/capHints';
import { pushAll } from '../../util/pushAll';

export type { HintKind, OffsetRange, TaskInlayHint } from './hints/hintTypes';
export { reportOutcomes } from './hints/verifyOutcomeHints';
export type { ReportOutcomes } from './hints/verifyOutcomeHints';

export interface InlayHintOptions {
  displayNames: boolean;
  relativePositions: boolean;
  rewardTotals: boolean;
  verifyOutcomes: boolean;
  /** The saved report's outcomes, when there is one (and it may be read). */
  report?: ReportOutcomes;
  /** Only hints within these document offsets (the editor's visible range). */
  range?: OffsetRange;
}

export function inlayHints(a: Analysis, o: InlayHintOptions): TaskInlayHint[] {
  const hints: TaskInlayHint[] = [];
  if (o.displayNames) pushAll(hints, displayNameHints(a.model, a.commands, a.registry, o.range));
  if (o.relativePositions) pushAll(hints, relativePositionHints(a.commands, a.scene, a.registry, o.range));
  if (o.rewardTotals) pushAll(hints, rewardTotalHints(a.model, o.range));
  if (o.verifyOutcomes && o.report) {
    // The report is data from disk: whatever goes wrong with it costs its own hints, never the others.
    try {
      pushAll(hints, verifyOutcomeHints(a.model, o.report, o.range));
    } catch {
      /* no outcome hints */
    }
  }
  return capHints(hints.sort((x, y) => x.offset - y.offset), a.model.text);
}
