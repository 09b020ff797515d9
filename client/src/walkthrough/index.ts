/**
 * The getting-started walkthrough's commands: "MCU: Open Example Tasks" and the
 * hidden no-op the server's quick fixes run after their edit (its only effect
 * is the `onCommand:` event that ticks the "apply its fix" step).
 */
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { QUICK_FIX_APPLIED_COMMAND } from './ids';
import { openExamplesCommand } from './openExamplesCommand';

export function registerWalkthrough(ctx: FeatureContext): void {
  ctx.extension.subscriptions.push(
    vscode.commands.registerCommand('mcu.openExamples', () => openExamplesCommand(ctx)),
    vscode.commands.registerCommand(QUICK_FIX_APPLIED_COMMAND, () => undefined),
  );
}
