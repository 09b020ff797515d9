/**
 * `mcu-task report` (issue 34): the page for the repository's examples and
 * for a generated 3,000-task folder with synthetic saved results. Every count
 * a chart draws is checked against counts this test makes itself from what it
 * wrote; the page holds every task, no network reference, and only scripts
 * its CSP allows; the same results give the same bytes.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { examplesDir, repoRoot } from '../helpers/paths';
import { gatherReport } from '../../server/src/evaluation/report/gather';
import { renderReportHtml, reportCsp } from '../../server/src/evaluation/report/html';
import { VERDICT_CELLS } from '../../server/src/evaluation/report/model';
import type { SuiteReport } from '../../server/src/evaluation/report/model';
import { AGENTS, CATEGORIES, SyntheticSuite, writeSyntheticSuite } from './syntheticSuite';
import { cspOf, markupOf, pageDataOf, scriptsOf, sha256Source } from './pageParts';
import { run as reportCli } from '../../server/src/hosts/cli/report';
import { captureIO } from '../helpers/captureIO';

const COUNT = 3000;
let suite: SyntheticSuite;
let big: SuiteReport;
let bigHtml: string;

before(async () => {
  suite = writeSyntheticSuite(COUNT);
  big = await gatherReport({ inputs: ['task_configs'], base: suite.root, judge: ['vlm_rating_res'] });
  bigHtml = renderReportHtml(big);
});

after(() => {
  if (suite) fs.rmSync(suite.root, { recursive: true, force: true });
});

/** Every task YAML below a folder, found here with a walk of our own. */
function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? yamlFiles(p) : /\.ya?ml$/.test(e.name) ? [p] : [];
  });
}

test('examples: every task file of examples/ is a row of the page, with its lint counts', async () => {
  const report = await gatherReport({ inputs: ['examples'], base: repoRoot });
  const html = renderReportHtml(report);
  const data = pageDataOf(html);
  const expected = yamlFiles(examplesDir).map((f) => path.relative(repoRoot, f).split(path.sep).join('/')).sort();
  assert.deepEqual(data.rows.map((r) => r[0]).sort(), expected);
  // examples/broken holds the files with errors (examples/README.md), and no other folder has one.
  const errorsCol = data.columns.indexOf('errors');
  for (const r of data.rows) assert.equal((r[errorsCol] as number) > 0, String(r[0]).startsWith('examples/broken/') && !String(r[0]).endsWith('infeasible.yaml'), String(r[0]));
  const perCategory = report.charts.perCategory.reduce((a, c) => a + c.count, 0);
  assert.equal(perCategory, expected.length);
});

test('3,000 tasks: every task present, per-category and per-subcategory bars sum to the task count and match the files written', async () => {
  const data = pageDataOf(bigHtml);
  assert.equal(data.rows.length, COUNT);
  assert.deepEqual(new Set(data.rows.map((r) => r[0])), new Set(suite.tasks.map((t) => `task_configs/${t.rel}`)));
  const expectedCat = new Map<string, number>();
  const expectedSub = new Map<string, number>();
  for (const t of suite.tasks) {
    expectedCat.set(t.category, (expectedCat.get(t.category) ?? 0) + 1);
    expectedSub.set(`${t.category}/${t.subcategory}`, (expectedSub.get(`${t.category}/${t.subcategory}`) ?? 0) + 1);
  }
  assert.equal(big.charts.perCategory.reduce((a, c) => a + c.count, 0), COUNT);
  assert.equal(big.charts.perSubcategory.reduce((a, c) => a + c.count, 0), COUNT);
  assert.deepEqual(new Map(big.charts.perCategory.map((c) => [c.category, c.count])), expectedCat);
  assert.deepEqual(new Map(big.charts.perSubcategory.map((c) => [`${c.category}/${c.subcategory}`, c.count])), expectedSub);
  assert.equal(expectedSub.size, Object.values(CATEGORIES).flat().length);
  // The SVG bars carry the same numbers.
  for (const [cat, n] of expectedCat) assert.ok(bigHtml.includes(`<g class="bar" data-label="${cat}" data-value="${n}">`), `bar of ${cat}`);
});

test('3,000 tasks: verdict counts per category match the saved reports written', async () => {
  const expected = new Map<string, Record<string, number>>();
  for (const t of suite.tasks) {
    const c = expected.get(t.category) ?? Object.fromEntries(VERDICT_CELLS.map((v) => [v, 0]));
    c[t.verdict ?? 'none']++;
    expected.set(t.category, c);
  }
  assert.deepEqual(new Map(big.charts.verdictsPerCategory.map((v) => [v.category, v.counts])), expected);
  const data = pageDataOf(bigHtml);
  const col = data.columns.indexOf('verdict');
  const byRow = new Map(data.rows.map((r) => [r[0], r[col]]));
  for (const t of suite.tasks) assert.equal(byRow.get(`task_configs/${t.rel}`), t.verdict ?? 'none');
  // Stacked bars: each category's total is its task count.
  for (const [cat, counts] of expected) {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    assert.ok(bigHtml.includes(`<g class="stack" data-label="${cat}" data-value="${total}">`), `stack of ${cat}`);
  }
});

test('3,000 tasks: difficulty histograms count every task once, judge leaderboard over the judged tasks', async () => {
  for (const d of big.charts.difficulty) assert.equal(d.bins.reduce((a, b) => a + b.count, 0) + d.missing, COUNT, d.dimension);
  // Every synthetic task has a goal graph; verified ones have a verification time.
  const planning = big.charts.difficulty.find((d) => d.dimension === 'planning_complexity')!;
  assert.equal(planning.missing, 0);
  const time = big.charts.difficulty.find((d) => d.dimension === 'time_consumption')!;
  assert.equal(COUNT - time.missing, suite.tasks.filter((t) => t.verdict === 'yes').length);
  assert.deepEqual(big.agents, [...AGENTS].sort());
  for (const e of big.charts.leaderboard) {
    assert.equal(e.overall.n, suite.judged.get(e.agent)!.length, e.agent);
    assert.ok(e.overall.low <= e.overall.mean && e.overall.mean <= e.overall.high, `${e.agent} interval holds its mean`);
    assert.ok(e.overall.high - e.overall.low < 0.5, `${e.agent}: ${e.overall.n} tasks give a narrow interval`);
  }
  // The means, from the scores written: Task Progress as written, overall 5/6 below it.
  for (const e of big.charts.leaderboard) {
    const written = suite.progress.get(e.agent)!;
    const mean = written.reduce((a, b) => a + b, 0) / written.length;
    assert.ok(Math.abs(e.dimensions['Task Progress']!.mean - mean) < 0.001, `${e.agent} Task Progress`);
    assert.ok(Math.abs(e.overall.mean - (mean - 5 / 6)) < 0.001, `${e.agent} overall`);
  }
  // Scores rise with the agent's index in the generator: gamma, beta, alpha.
  assert.deepEqual(big.charts.leaderboard.map((e) => e.agent), ['gamma', 'beta', 'alpha']);
  for (const agent of AGENTS) {
    const n = big.charts.categoryScores.filter((s) => s.agent === agent).reduce((a, s) => a + s.n, 0);
    assert.equal(n, suite.judged.get(agent)!.length, `${agent}: category scores cover every judged task`);
  }
  assert.deepEqual(big.warnings, [], 'one run, one judge: nothing to warn about');
});

test('determinism: the same results give a byte-identical page (bootstrap with a fixed seed)', async () => {
  const again = renderReportHtml(await gatherReport({ inputs: ['task_configs'], base: suite.root, judge: ['vlm_rating_res'] }));
  assert.equal(again, bigHtml);
});

test('no network reference: no URL, <link> or remote src in the page; user data is escaped', async () => {
  for (const html of [bigHtml, renderReportHtml(await gatherReport({ inputs: ['examples'], base: repoRoot }))]) {
    const markup = markupOf(html);
    assert.doesNotMatch(markup, /https?:\/\//i);
    assert.doesNotMatch(markup, /<link\b/i);
    // Outside the script: no element with a src (the script sets one only from the thumbnails, data: URIs).
    assert.doesNotMatch(markup.replace(/<script>[\s\S]*?<\/script>/, ''), /\bsrc\s*=/i);
    assert.doesNotMatch(markup, /url\(/i);
    assert.doesNotMatch(html, /@import/);
  }
});

test('hostile names and reasons are data: escaped in the markup, no way out of the JSON block', async () => {
  const dir = fs.mkdtempSync(path.join(suite.root, 'hostile-'));
  const name = '<img src=x onerror=alert(1)>';
  const file = path.join(dir, `${name}.yaml`);
  fs.writeFileSync(file, 'category: "</script><script>alert(2)</script>"\ntext: Mine some iron ore.\ncustom_init_commands: []\n');
  fs.writeFileSync(path.join(dir, `${name}.verify.json`), JSON.stringify({ verified: false, reward: 0, maxReward: 1, verdictReason: 'see https://evil.example/</script>' }));
  const html = renderReportHtml(await gatherReport({ inputs: [dir], base: dir }));
  const scripts = scriptsOf(html);
  assert.equal(scripts.length, 2, 'the data block and the page script, nothing injected');
  assert.doesNotMatch(html, /<img src=x/);
  assert.doesNotMatch(markupOf(html), /https:\/\//);
  const data = pageDataOf(html);
  assert.equal(data.rows[0][0], `${name}.yaml`);
  assert.equal(data.rows[0][data.columns.indexOf('reason')], 'see https://evil.example/</script>');
});

test('CSP: every script is allowed by the nonce or its hash, no inline handler, no style attribute', async () => {
  const nonce = 'r3p0rtN0nce';
  for (const html of [bigHtml, renderReportHtml(big, { nonce })]) {
    const csp = cspOf(html);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /img-src data:(;|$)/);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
    for (const s of scriptsOf(html)) {
      if (/type="application\/json"/.test(s.attrs)) continue;
      const byNonce = html === bigHtml ? false : s.attrs.includes(`nonce="${nonce}"`) && scriptSrc.includes(`'nonce-${nonce}'`);
      assert.ok(byNonce || scriptSrc.includes(sha256Source(s.body)), 'inline script allowed');
    }
    const style = /<style([^>]*)>([\s\S]*?)<\/style>/.exec(html)!;
    assert.ok(/style-src [^;]*/.exec(csp)![0].includes(sha256Source(style[2])));
    assert.doesNotMatch(markupOf(html), /\son[a-z]+\s*=/i);
    assert.doesNotMatch(markupOf(html), /\sstyle\s*=/i);
  }
  assert.equal(reportCsp('n'), cspOf(renderReportHtml(big, { nonce: 'n' })));
});

test('mcu-task report writes the page and links each row to its file from the page folder', async () => {
  const io = captureIO(suite.root);
  const code = await reportCli(['task_configs', '--judge', 'vlm_rating_res', '--out', 'out/report.html'], io);
  assert.equal(code, 0, io.err);
  const html = fs.readFileSync(path.join(suite.root, 'out', 'report.html'), 'utf8');
  const data = pageDataOf(html);
  assert.equal(data.rows.length, COUNT);
  const i = data.rows.findIndex((r) => r[0] === `task_configs/${suite.tasks[0].rel}`);
  assert.equal(data.links[i], `../task_configs/${suite.tasks[0].rel.split('/').map(encodeURIComponent).join('/')}`);
  assert.match(io.err, /3000 tasks, 3 judged agents, 0 comparability warnings/);
  assert.equal(await reportCli(['missing_folder'], captureIO(suite.root)), 2);
  await assert.rejects(reportCli(['task_configs', '--jobs', '2'], captureIO(suite.root)), /--jobs goes with --verify/);
});
