/**
 * Signature help in a task file: inside a cheat command, the Brigadier usage of
 * the command being typed (the command after `execute … run` once there) with
 * the argument under the cursor; undefined anywhere else.
 */
import { signatureAt } from '../../model/commands';
import type { TaskModel } from '../../model/task/taskModel';
import type { Registry } from '../../vanilla/registry';
import { commandAtCursor } from './commandAtCursor';
import type { SignatureHelpResult } from './serviceTypes';

export function signatureHelp(model: TaskModel, offset: number, reg: Registry): SignatureHelpResult | undefined {
  const at = commandAtCursor(model, offset);
  if (!at) return undefined;
  const help = signatureAt(at.text, at.cursor, reg);
  if (!help) return undefined;
  return {
    signatures: help.signatures.map((s) => ({ label: s.label, parameters: s.slots.map(({ start, end }) => ({ start, end })) })),
    activeSignature: help.activeSignature,
    activeParameter: help.activeParameter,
  };
}
