import { CodeAction, CodeActionKind, CompletionItem, CompletionItemKind, Diagnostic, DiagnosticSeverity, DocumentSymbol, InsertTextFormat, MarkupKind, ParameterInformation, SignatureHelp, SymbolKind, TextEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Fix, TaskDiagnostic } from '../../model/task/diagnostic';
import type { CompletionResult, SignatureHelpResult, SymbolResult } from '../../api/services/serviceTypes';
import { QUICK_FIX_APPLIED_COMMAND } from '../../api/protocol/requests';
import { diagnosticHref } from '../../model/diagnosticCodes';

const SEVERITY: Record<TaskDiagnostic['severity'], DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

export function range(doc: TextDocument, start: number, end: number) {
  return { start: doc.positionAt(start), end: doc.positionAt(end) };
}

/** A finding as an LSP diagnostic; its code links to the code's section of docs/diagnostics.md (VS Code shows it as a link). */
export function toLspDiagnostic(doc: TextDocument, d: TaskDiagnostic): Diagnostic {
  return {
    range: range(doc, d.start, d.end),
    severity: SEVERITY[d.severity],
    code: d.code,
    codeDescription: { href: diagnosticHref(d.code) },
    source: 'mcu',
    message: d.message,
  };
}

/**
 * A fix as an LSP quick fix: its edit and, when the client said it handles it
 * (`appliedCommand`), the command `mcu.quickFixApplied`, which LSP runs after
 * the edit (the walkthrough's "apply its fix" step). Another client never gets
 * a command it does not know.
 */
export function toCodeAction(doc: TextDocument, fix: Fix, diagnostic: Diagnostic | undefined, appliedCommand = false): CodeAction {
  const edits: TextEdit[] = fix.edits.map((e) => TextEdit.replace(range(doc, e.start, e.end), e.newText));
  return {
    title: fix.title,
    kind: CodeActionKind.QuickFix,
    diagnostics: diagnostic ? [diagnostic] : undefined,
    isPreferred: fix.isPreferred,
    edit: { changes: { [doc.uri]: edits } },
    ...(appliedCommand ? { command: { title: 'Quick fix applied', command: QUICK_FIX_APPLIED_COMMAND } } : {}),
  };
}

const COMPLETION_KIND: Record<CompletionResult['kind'], CompletionItemKind> = {
  key: CompletionItemKind.Property,
  event: CompletionItemKind.EnumMember,
  id: CompletionItemKind.Value,
  command: CompletionItemKind.Function,
  literal: CompletionItemKind.Keyword,
  selector: CompletionItemKind.Variable,
  selectorArgument: CompletionItemKind.Field,
  coordinate: CompletionItemKind.Unit,
  value: CompletionItemKind.Value,
  snippet: CompletionItemKind.Snippet,
};

export function toCompletionItem(doc: TextDocument, c: CompletionResult): CompletionItem {
  return {
    label: c.label,
    kind: COMPLETION_KIND[c.kind],
    detail: c.detail,
    documentation: c.documentation ? { kind: MarkupKind.Markdown, value: c.documentation } : undefined,
    sortText: c.sortText,
    filterText: c.insertText && !c.snippet ? c.insertText : undefined,
    insertTextFormat: c.snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
    textEdit: TextEdit.replace(range(doc, c.replaceStart, c.replaceEnd), c.insertText ?? c.label),
  };
}

const SYMBOL_KIND: Record<SymbolResult['kind'], SymbolKind> = {
  key: SymbolKind.Property,
  command: SymbolKind.Function,
  reward: SymbolKind.Event,
  field: SymbolKind.Field,
};

export function toDocumentSymbol(doc: TextDocument, s: SymbolResult): DocumentSymbol {
  return {
    name: s.name || '(empty)',
    detail: s.detail,
    kind: SYMBOL_KIND[s.kind],
    range: range(doc, s.start, s.end),
    selectionRange: range(doc, s.selectionStart, s.selectionEnd),
    children: s.children.map((c) => toDocumentSymbol(doc, c)),
  };
}

/**
 * Signature help for the client: parameters as label offsets when the client
 * can read them (a label may repeat a name, `<targets>` twice), else as the
 * label's text.
 */
export function toSignatureHelp(help: SignatureHelpResult, labelOffsets: boolean): SignatureHelp {
  return {
    signatures: help.signatures.map((s) => ({
      label: s.label,
      parameters: s.parameters.map((p): ParameterInformation => ({ label: labelOffsets ? [p.start, p.end] : s.label.slice(p.start, p.end) })),
    })),
    activeSignature: help.activeSignature,
    activeParameter: help.activeParameter,
  };
}
