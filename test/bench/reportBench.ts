/**
 * Report figures (issue 34): `mcu-task report`'s page for a generated
 * 3,000-task folder with synthetic saved results and judge results
 * (test/report/syntheticSuite.ts): the time to gather the data (lint,
 * category, difficulty and saved results of every task), the time to render
 * the HTML, the page's size, and in headless Chromium the time from opening
 * the file to the first table drawn and the time one filter takes.
 */
import * as fs from 'fs';
import * as path from 'path';
import { gatherReport } from '../../server/src/evaluation/report/gather';
import { renderReportHtml } from '../../server/src/evaluation/report/html';
import { writeSyntheticSuite } from '../report/syntheticSuite';
import { launchTestBrowser } from '../preview/helpers';
import { median } from './stats';

export interface ReportFigures {
  tasks: number;
  gatherMs: number;
  renderMs: number;
  pageKb: number;
  /** Median of 3 loads: navigation to the first page of rows drawn. */
  openMs: number;
  /** Median of 5 filters: a category chosen to the rows redrawn. */
  filterMs: number;
}

export async function reportFigures(count = 3000): Promise<ReportFigures> {
  const suite = writeSyntheticSuite(count);
  try {
    let t = performance.now();
    const report = await gatherReport({ inputs: ['task_configs'], base: suite.root, judge: ['vlm_rating_res'] });
    const gatherMs = performance.now() - t;
    t = performance.now();
    const html = renderReportHtml(report);
    const renderMs = performance.now() - t;
    const file = path.join(suite.root, 'report.html');
    fs.writeFileSync(file, html);
    const { context, profile } = await launchTestBrowser('report-bench');
    const opens: number[] = [];
    const filters: number[] = [];
    try {
      const page = await context.newPage();
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        await page.goto(`file://${file}`);
        await page.waitForFunction(() => document.body.hasAttribute('data-shown'));
        opens.push(performance.now() - t0);
      }
      const categories = ['combat', 'mining', 'crafting', 'building', 'tool_use'];
      for (const c of categories) {
        // Timed inside the page: the change event to the rows drawn, without the driver's round trips.
        filters.push(await page.evaluate((value) => {
          const sel = document.getElementById('filter-category') as HTMLSelectElement;
          const t1 = performance.now();
          sel.value = value;
          sel.dispatchEvent(new Event('input'));
          return performance.now() - t1;
        }, c));
      }
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
    return { tasks: report.tasks.length, gatherMs, renderMs, pageKb: Buffer.byteLength(html) / 1024, openMs: median(opens), filterMs: median(filters) };
  } finally {
    fs.rmSync(suite.root, { recursive: true, force: true });
  }
}
