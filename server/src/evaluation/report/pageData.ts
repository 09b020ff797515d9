/**
 * The table's data as the page's script reads it: one array per task in the
 * order of `columns` (arrays rather than objects keep a 3,000-task page
 * small), plus the agents whose judge scores follow the fixed columns.
 */
import { DIMENSIONS } from '../insight/taskDifficulty';
import type { SuiteReport } from './model';

export const FIXED_COLUMNS = ['file', 'task', 'category', 'subcategory', 'errors', 'warnings', 'information', 'verdict', 'reason', ...DIMENSIONS] as const;

export interface PageData {
  columns: string[];
  agents: string[];
  rows: Array<Array<string | number | null>>;
  /** Link of each row (relative to the page, forward slashes, URI-encoded), or '' when the page is in the editor. */
  links: string[];
  /** Thumbnails as data: URIs, '' where a task has none; absent when no task has one. */
  thumbnails?: string[];
}

const round = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

export function pageData(report: SuiteReport, linkOf: (file: string, absolute: string) => string): PageData {
  const rows = report.tasks.map((t) => [
    t.file, t.task, t.category, t.subcategory, t.lint.error, t.lint.warning, t.lint.information,
    t.verdict?.cell ?? 'none', t.verdict?.reason ?? '',
    ...DIMENSIONS.map((d) => round(t.difficulty[d])),
    ...report.agents.map((a) => t.judge[a] ?? null),
  ]);
  const data: PageData = { columns: [...FIXED_COLUMNS, ...report.agents.map((a) => `judge: ${a}`)], agents: report.agents, rows, links: report.tasks.map((t) => linkOf(t.file, t.path)) };
  if (report.tasks.some((t) => t.thumbnail)) data.thumbnails = report.tasks.map((t) => t.thumbnail ?? '');
  return data;
}
