/** One inlay hint as the protocol-free services give it (the language server makes an LSP InlayHint of it). */
/** `more`: the hint that says how many others a cap left out (capHints.ts). */
export type HintKind = 'displayName' | 'relativePosition' | 'rewardTotal' | 'verifyOutcome' | 'more';

export interface TaskInlayHint {
  kind: HintKind;
  /** Document offset the hint is shown at (after the text it describes). */
  offset: number;
  label: string;
  tooltip?: string;
}

/** Half-open document offsets the editor asked for. */
export interface OffsetRange {
  start: number;
  end: number;
}

export const inRange = (offset: number, r: OffsetRange | undefined) => !r || (offset >= r.start && offset <= r.end);
