/** Plain-text rendering of a leaderboard for the terminal: fixed-width columns. */
import { DIMENSIONS, Dimension } from './dimensions';
import { fileSummaryLines, Leaderboard } from './leaderboard';

/** Short column headings so the table fits a terminal. */
export const SHORT_DIMENSION: Record<Dimension, string> = {
  'Task Progress': 'Progress',
  'Action Control': 'Control',
  'Error Recognition and Correction': 'ErrorRec',
  'Creative Attempts': 'Creative',
  'Task Completion Efficiency': 'Efficiency',
  'Material Selection and Usage': 'Material',
};

export function alignTable(rows: string[][], rightAlignFrom = 1): string {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows
    .map((r) => r.map((c, i) => (i >= rightAlignFrom ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd())
    .join('\n');
}

export function formatLeaderboardText(lb: Leaderboard): string {
  const fmt = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(2));
  const head = ['Agent', 'N', ...DIMENSIONS.map((d) => SHORT_DIMENSION[d]), 'Overall', 'Empty', 'Unreadable'];
  const agentRows = lb.agents.map((a) => [
    a.name,
    String(a.count),
    ...DIMENSIONS.map((d) => fmt(a.dimensions[d])),
    a.overall.toFixed(2),
    String(a.files.empty),
    String(a.files.unreadable),
  ]);
  const taskHead = ['Task', 'Agent', 'N', ...DIMENSIONS.map((d) => SHORT_DIMENSION[d])];
  const taskRows = lb.tasks.flatMap((t) =>
    t.agents.map((a) => [t.task, a.name, String(a.count), ...DIMENSIONS.map((d) => fmt(a.dimensions[d]))]),
  );
  return [
    'Agents',
    alignTable([head, ...agentRows]),
    '',
    'Tasks',
    alignTable([taskHead, ...taskRows], 2),
    '',
    'Files',
    ...fileSummaryLines(lb),
    '',
  ].join('\n');
}
