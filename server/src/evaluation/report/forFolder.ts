/**
 * The editor's report of a workspace folder (`mcu/benchmarkReport`): every
 * task below it, judge results from its `vlm_rating_res` folder (MCU's
 * layout) when it has one, rows opened by message rather than by link. Like
 * the preview it reads saved verification reports and judge results through
 * the size-limited reader, and it runs nothing (no verification, no scenes).
 */
import * as fs from 'fs';
import * as path from 'path';
import { gatherReport } from './gather';
import { renderReportHtml } from './html';

export const JUDGE_FOLDER = 'vlm_rating_res';

export async function reportForFolder(folder: string, nonce: string, cancelled?: () => boolean): Promise<{ html: string; files: string[]; tasks: number }> {
  const judge = path.join(folder, JUDGE_FOLDER);
  const hasJudge = fs.existsSync(judge) && fs.statSync(judge).isDirectory();
  const report = await gatherReport({ inputs: ['.'], base: folder, judge: hasJudge ? [JUDGE_FOLDER] : [], cancelled });
  return {
    html: renderReportHtml(report, { nonce, title: `MCU benchmark report: ${path.basename(folder)}` }),
    files: report.tasks.map((t) => t.path),
    tasks: report.tasks.length,
  };
}
