/**
 * Findings that depend on the scene alone, reported on a command line. A
 * scene is shared by every version whose commands did not change
 * (sceneCache.ts), so such a check computes its findings once per scene and
 * each version only turns them into diagnostics on its own line ranges.
 */
import { diag, DiagnosticCode, Severity, TaskDiagnostic } from '../../model/task/diagnostic';
import { commandRange, FeasibilityContext } from './context';
import type { Scene } from './scene';

export interface CommandFinding {
  /** Index of the command in the list. */
  cmd: number;
  severity: Severity;
  code: DiagnosticCode;
  message: string;
}

const byCheck = new WeakMap<object, WeakMap<Scene, CommandFinding[]>>();

/** `compute`'s findings for the context's scene, once per (check, scene), as diagnostics of this version. */
export function sceneFindings(check: object, ctx: FeasibilityContext, compute: () => CommandFinding[]): TaskDiagnostic[] {
  let perScene = byCheck.get(check);
  if (!perScene) byCheck.set(check, (perScene = new WeakMap()));
  let found = perScene.get(ctx.scene);
  if (!found) perScene.set(ctx.scene, (found = compute()));
  return found.map((f) => {
    const [start, end] = commandRange(ctx, f.cmd);
    return diag(start, end, f.severity, f.code, f.message);
  });
}
