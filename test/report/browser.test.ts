/**
 * The report page in headless Chromium under the webview's CSP (a nonce, as
 * the editor renders it): no CSP violation from the page itself while a
 * nonce-less script planted in it is blocked, the table pages, sorts and
 * filters (counts checked against the files written), and a row's link posts
 * `openTask` with the index of its task instead of navigating.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import { gatherReport } from '../../server/src/evaluation/report/gather';
import { renderReportHtml } from '../../server/src/evaluation/report/html';
import { PAGE_SIZE } from '../../server/src/evaluation/report/pageScript';
import { launchTestBrowser } from '../preview/helpers';
import { SyntheticSuite, writeSyntheticSuite } from './syntheticSuite';
import { pageDataOf } from './pageParts';

const COUNT = 3000;
const NONCE = 'webviewNonce123';
let suite: SyntheticSuite;
let context: BrowserContext;
let profile: string;
let page: Page;
let html: string;
const posted: unknown[] = [];

before(async () => {
  suite = writeSyntheticSuite(COUNT);
  html = renderReportHtml(await gatherReport({ inputs: ['task_configs'], base: suite.root, judge: ['vlm_rating_res'] }), { nonce: NONCE });
  // A script without the nonce, as an injection would be: the CSP must stop it.
  const file = path.join(suite.root, 'report.html');
  fs.writeFileSync(file, html.replace('</body>', '<script>window.__planted = true;</script></body>'));
  ({ context, profile } = await launchTestBrowser('report'));
  page = await context.newPage();
  await page.exposeFunction('__hostReceive', (m: unknown) => void posted.push(m));
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const violations: string[] = [];
    w.__violations = violations;
    document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    w.acquireVsCodeApi = () => ({ postMessage: (m: unknown) => (w.__hostReceive as (m: unknown) => void)(m), getState: () => undefined, setState: () => undefined });
  });
  await page.goto(`file://${file}`);
  await page.waitForFunction(() => document.body.hasAttribute('data-shown'));
});

after(async () => {
  await context?.close();
  for (const d of [suite?.root, profile]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

const shown = () => page.getAttribute('body', 'data-shown').then(Number);
const rowCount = () => page.locator('#task-rows tr').count();

test('CSP: the page script runs, the planted nonce-less script is blocked, and nothing else is', async () => {
  assert.equal(await shown(), COUNT);
  assert.equal(await page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted), undefined);
  const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  assert.equal(violations.length, 1, violations.join('\n'));
  assert.match(violations[0], /^script-src(-elem)? inline$/);
});

test('the table shows one page of rows and filters by category, verdict and text', async () => {
  assert.equal(await rowCount(), PAGE_SIZE);
  await page.selectOption('#filter-category', 'combat');
  assert.equal(await shown(), suite.tasks.filter((t) => t.category === 'combat').length);
  await page.selectOption('#filter-verdict', 'no');
  assert.equal(await shown(), suite.tasks.filter((t) => t.category === 'combat' && t.verdict === 'no').length);
  await page.selectOption('#filter-category', '');
  await page.selectOption('#filter-verdict', '');
  await page.fill('#filter-text', 'task_01');
  const expected = suite.tasks.filter((t) => t.rel.includes('task_01')).length;
  assert.equal(await shown(), expected);
  assert.equal(await rowCount(), Math.min(PAGE_SIZE, expected));
  await page.fill('#filter-text', '');
  assert.equal(await shown(), COUNT);
});

test('sorting by a column orders the rows; paging moves through them', async () => {
  const fileCells = () => page.locator('#task-rows tr td:first-child').allTextContents();
  const first = await fileCells();
  assert.deepEqual(first, [...first].sort());
  await page.click('th button[data-col="0"]');
  const desc = await fileCells();
  assert.deepEqual(desc, [...desc].sort().reverse());
  await page.click('#page-next');
  assert.match(await page.textContent('#table-status') ?? '', /rows 101–200/);
  await page.click('#page-prev');
  await page.click('th button[data-col="0"]');
});

test('a row link posts openTask with its task index instead of navigating', async () => {
  const url = page.url();
  const link = page.locator('#task-rows tr a').nth(3);
  const label = await link.textContent();
  await link.click();
  await page.waitForFunction(() => true);
  for (let i = 0; i < 50 && !posted.length; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(page.url(), url);
  const m = posted[0] as { type: string; index: number };
  assert.equal(m.type, 'openTask');
  assert.equal(pageDataOf(html).rows[m.index][0], label);
});
