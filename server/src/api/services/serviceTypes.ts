/** Protocol-free results of the editor services; the LSP layer converts offsets to positions. */
export type CompletionKind = 'key' | 'event' | 'id' | 'command' | 'literal' | 'selector' | 'selectorArgument' | 'coordinate' | 'value' | 'snippet';

export interface CompletionResult {
  label: string;
  kind: CompletionKind;
  detail?: string;
  documentation?: string;
  /** Document offsets of the text the item replaces. */
  replaceStart: number;
  replaceEnd: number;
  insertText?: string;
  /** insertText uses snippet syntax ($1, ${1:x}). */
  snippet?: boolean;
  sortText?: string;
}

export interface HoverResult {
  start: number;
  end: number;
  markdown: string;
}

export interface SymbolResult {
  name: string;
  detail?: string;
  kind: 'key' | 'command' | 'reward' | 'field';
  start: number;
  end: number;
  selectionStart: number;
  selectionEnd: number;
  children: SymbolResult[];
}

/** One usage line of a command and its parameters' ranges within the label. */
export interface SignatureResult {
  label: string;
  parameters: { start: number; end: number }[];
}

export interface SignatureHelpResult {
  signatures: SignatureResult[];
  activeSignature: number;
  activeParameter: number;
}
