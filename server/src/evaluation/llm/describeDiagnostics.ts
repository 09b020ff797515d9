import type { TaskDiagnostic } from '../../model/task/diagnostic';
import { LineIndex } from '../../util/lineIndex';

/** True for what must be fixed before a generated file is accepted. */
export function isBlocking(d: TaskDiagnostic): boolean {
  return d.severity === 'error' || (d.severity === 'warning' && d.code.startsWith('feasibility/'));
}

/** "line 4: Unknown item 'oak_plank' [id/unknown] (in: - /give @s minecraft:oak_plank 64)". */
export function describeDiagnostic(d: TaskDiagnostic, text: string, lines = new LineIndex(text)): string {
  const pos = lines.positionAt(d.start);
  const lineText = text.slice(lines.lineStart(pos.line), lines.lineEnd(pos.line)).trim();
  const where = lineText ? ` (in: ${lineText.length > 160 ? lineText.slice(0, 160) + '…' : lineText})` : '';
  return `line ${pos.line + 1}, ${d.severity}: ${d.message} [${d.code}]${where}`;
}
