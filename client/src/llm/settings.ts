import * as vscode from 'vscode';
import type { LlmConnection } from '../../../server/src/api/protocol/requests';
import { MAX_SECONDS, secondsProblem } from '../../../server/src/api/client';

/** Reading the mcu.llm.* settings and the API key kept in SecretStorage. */
export const API_KEY_SECRET = 'mcu.llm.apiKey';

export interface LlmSettings {
  baseUrl: string;
  model: string;
  temperature: number;
  repairRounds: number;
  timeoutSeconds: number;
  criteriaFolder: string;
}

export function llmSettings(): LlmSettings {
  const c = vscode.workspace.getConfiguration('mcu');
  return {
    baseUrl: c.get<string>('llm.baseUrl', 'https://api.openai.com/v1'),
    model: c.get<string>('llm.model', 'gpt-4o-mini'),
    temperature: c.get<number>('llm.temperature', 0.7),
    repairRounds: c.get<number>('llm.repairRounds', 3),
    timeoutSeconds: c.get<number>('llm.timeoutSeconds', 60),
    criteriaFolder: c.get<string>('criteria.folder', 'criteria_files'),
  };
}

/**
 * The endpoint for one request (sent to the language server, which makes the
 * call), or undefined when the user declined to set a key that the endpoint
 * needs. Local servers (Ollama, vLLM) work without one.
 */
export async function llmOptions(secrets: vscode.SecretStorage): Promise<LlmConnection | undefined> {
  const s = llmSettings();
  // Refused, not clamped, as the CLI refuses --timeout (server/src/util/timeLimits.ts).
  const timeoutProblem = secondsProblem(s.timeoutSeconds, 'The setting mcu.llm.timeoutSeconds', MAX_SECONDS.llm);
  if (timeoutProblem) {
    void vscode.window.showErrorMessage(`MCU: ${timeoutProblem}.`);
    return undefined;
  }
  let apiKey = await secrets.get(API_KEY_SECRET);
  if (!apiKey && /api\.openai\.com/i.test(s.baseUrl)) {
    const pick = await vscode.window.showWarningMessage(`No API key is set for ${s.baseUrl}.`, 'Set API Key', 'Try Without');
    if (pick === 'Set API Key') {
      await vscode.commands.executeCommand('mcu.setApiKey');
      apiKey = await secrets.get(API_KEY_SECRET);
      if (!apiKey) return undefined;
    } else if (pick !== 'Try Without') return undefined;
  }
  return {
    baseUrl: s.baseUrl,
    apiKey: apiKey || undefined,
    model: s.model,
    temperature: s.temperature,
    timeoutMs: s.timeoutSeconds * 1000,
  };
}

/** Whether LLM features may run: never in a restricted (untrusted) workspace. */
export function requireTrust(): boolean {
  if (vscode.workspace.isTrusted) return true;
  void vscode.window.showWarningMessage('MCU: LLM features are disabled in Restricted Mode. Trust this workspace to use them.');
  return false;
}
