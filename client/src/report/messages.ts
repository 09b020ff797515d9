/**
 * The one message the report page posts, `{type: 'openTask', index}`: the
 * index it names when that is one of the rows, else undefined (ignored).
 * No vscode import, so tests call it.
 */
export function taskIndexOf(message: unknown, rows: number): number | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const m = message as { type?: unknown; index?: unknown };
  return m.type === 'openTask' && Number.isInteger(m.index) && (m.index as number) >= 0 && (m.index as number) < rows ? (m.index as number) : undefined;
}
