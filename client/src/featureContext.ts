import type * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';

/** What the extension hands each feature module (LLM, verify, preview) when it activates. */
export interface FeatureContext {
  extension: vscode.ExtensionContext;
  output: vscode.OutputChannel;
  client: LanguageClient;
  /** True for a YAML document the language server treats as an MCU task. */
  isTaskDocument(doc: vscode.TextDocument): boolean;
  /** Setting `mcu.minecraftVersion`: for `uri`, its workspace folder's value (resource-scoped); without, the workspace's. */
  minecraftVersion(uri?: vscode.Uri): string;
}
