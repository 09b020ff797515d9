/**
 * The CLI's door to the benchmark report.
 */
export { gatherReport } from '../evaluation/report/gather';
export { renderReportHtml } from '../evaluation/report/html';
export type { SuiteReport } from '../evaluation/report/model';
