/**
 * Issue 44, defect 11: categories had no length cap, and 3,000 tasks with
 * 2 KB categories made a 56 MB report page. The report cuts category and
 * subcategory at 80 characters with "…".
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { test } from 'node:test';
import { gatherReport } from '../../server/src/evaluation/report/gather';
import { renderReportHtml } from '../../server/src/evaluation/report/html';
import { MAX_CATEGORY_CHARS } from '../../server/src/evaluation/report/taskRow';

test('report: 2 KB categories and subcategories are cut at 80 characters, and the page stays small', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-long-category-'));
  const n = 200;
  for (let i = 0; i < n; i++) {
    fs.writeFileSync(path.join(dir, `t${i}.yaml`), `custom_init_commands: []\ntext: mine a log\ncategory: ${'c'.repeat(2000)}${i}\nsubcategory: ${'s'.repeat(2000)}${i}\n`);
  }
  const report = await gatherReport({ inputs: ['.'], base: dir });
  assert.equal(report.tasks.length, n);
  for (const t of report.tasks) {
    assert.ok(t.category.length <= MAX_CATEGORY_CHARS + 1 && t.category.endsWith('…'), t.category.length + '');
    assert.ok(t.subcategory.length <= MAX_CATEGORY_CHARS + 1 && t.subcategory.endsWith('…'), t.subcategory.length + '');
  }
  const page = renderReportHtml(report, {});
  // 200 tasks × 2 × 2 KB would be 800 KB of categories alone, several times over in the page.
  assert.ok(page.length < 600_000, `${page.length} characters`);
  fs.rmSync(dir, { recursive: true, force: true });
});
