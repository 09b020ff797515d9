/**
 * Renders a SuiteReport as one self-contained HTML page: the charts as inline
 * SVG (svgCharts.ts), the table's data as JSON in a
 * `<script type="application/json">` and one inline script (pageScript.ts)
 * that sorts, filters and pages it. Nothing is loaded from anywhere: the
 * page's Content-Security-Policy is `default-src 'none'`, images only as
 * data: URIs, and the style and script allowed by their SHA-256 hashes (a
 * file opened from disk) and, in a webview, also by the nonce it passes.
 */
import { createHash } from 'crypto';
import { DIMENSIONS as JUDGE_DIMENSIONS } from '../judge/dimensions';
import { esc, jsonForScript } from './escape';
import { pageHead } from '../../util/htmlPage';
import { SuiteReport, VERDICT_CELLS } from './model';
import { pageData, PageData } from './pageData';
import { PAGE_SCRIPT } from './pageScript';
import { PAGE_STYLE } from './pageStyle';
import { barChart, histogramChart, intervalChart, stackedBarChart } from './svgCharts';

export interface RenderOptions {
  /** A webview's nonce: every script and style element gets it, and the CSP allows it. */
  nonce?: string;
  /** A row's link (relative to the page); '' when rows are opened by message (the editor). */
  linkOf?: (file: string, absolute: string) => string;
  title?: string;
}

const VERDICT_NAMES: Record<string, string> = { yes: 'verified', no: 'not verified', video: 'judged from video', world: 'needs a generated world', undecided: 'undecided', none: 'no saved report' };
const DIMENSION_LABELS: Record<string, string> = {
  time_consumption: 'time', operational_effort: 'effort', planning_complexity: 'planning', intricacy: 'intricacy', creativity: 'creativity', novelty: 'novelty',
};

const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

/** The page's CSP: what the tests and the webview check. */
export function reportCsp(nonce?: string): string {
  const n = nonce ? ` 'nonce-${nonce}'` : '';
  return `default-src 'none'; img-src data:; style-src ${sha256(PAGE_STYLE)}${n}; script-src ${sha256(PAGE_SCRIPT)}${n}`;
}

function chartsSection(r: SuiteReport): string {
  const c = r.charts;
  const figs: string[] = [];
  const fig = (caption: string, svg: string, extra = '') => figs.push(`<figure><figcaption>${esc(caption)}</figcaption>${svg}${extra}</figure>`);
  fig('Tasks per category', barChart('Tasks per category', c.perCategory.map((x) => ({ label: x.category, value: x.count }))));
  fig('Tasks per subcategory', barChart('Tasks per subcategory', c.perSubcategory.map((x) => ({ label: `${x.category} / ${x.subcategory}`, value: x.count, cls: 'c1' }))));
  const legend = `<p class="legend">${VERDICT_CELLS.map((v) => `<span><svg width="10" height="10"><rect class="v-${v}" width="10" height="10"></rect></svg> ${esc(VERDICT_NAMES[v])}</span>`).join('')}</p>`;
  fig('Verdicts per category', stackedBarChart('Verdicts per category', c.verdictsPerCategory.map((x) => ({ label: x.category, parts: VERDICT_CELLS.map((k) => ({ key: k, value: x.counts[k] })) }))), legend);
  const charts = [`<div class="charts">${figs.join('')}</div>`];
  charts.push(`<h3>Difficulty dimensions</h3><div class="charts">${c.difficulty.map((d) => `<figure><figcaption>${esc(d.dimension)}</figcaption>${histogramChart(`Distribution of ${d.dimension}`, d.bins, d.missing)}</figure>`).join('')}</div>`);
  if (c.leaderboard.length) {
    const b = r.bootstrap;
    const lb: string[] = [
      `<figure><figcaption>Overall (mean of the six dimensions, 0–10)</figcaption>${intervalChart('Leaderboard, overall', c.leaderboard.map((e) => ({ label: e.agent, ...e.overall })), 10)}</figure>`,
    ];
    for (const d of JUDGE_DIMENSIONS) {
      const items = c.leaderboard.filter((e) => e.dimensions[d]).map((e) => ({ label: e.agent, ...e.dimensions[d]! }));
      if (items.length) lb.push(`<figure><figcaption>${esc(d)}</figcaption>${intervalChart(`Leaderboard, ${d}`, items, 10)}</figure>`);
    }
    charts.push(`<h3>Leaderboard</h3><p class="muted">Means over tasks with ${Math.round(b.level * 100)}% percentile bootstrap intervals (${b.resamples} resamples of the tasks, seed ${b.seed}).</p><div class="charts">${lb.join('')}</div>`);
    const cats = [...new Set(c.categoryScores.map((s) => s.category))];
    charts.push(`<h3>Scores per category</h3><p class="muted">Mean score (0–10) over each agent's judged tasks of the category; the number of tasks in brackets.</p><div class="charts">${cats
      .map((cat) => `<figure><figcaption>${esc(cat)}</figcaption>${barChart(`Mean score in ${cat}`, c.categoryScores.filter((s) => s.category === cat).map((s) => ({ label: `${s.agent} (${s.n})`, value: s.mean })), 10)}</figure>`)
      .join('')}</div>`);
  }
  return `<section id="charts"><h2>Charts</h2>${charts.join('')}</section>`;
}

function tableSection(r: SuiteReport, data: PageData): string {
  const thumbnails = !!data.thumbnails;
  const head: string[] = [];
  const th = (label: string, col: number) => head.push(`<th${col === 0 ? ' aria-sort="ascending"' : ''}><button type="button" data-col="${col}">${esc(label)}</button></th>`);
  th('file', 0);
  if (thumbnails) head.push('<th>scene</th>');
  data.columns.forEach((c, i) => {
    if (i < 2) return;
    th(DIMENSION_LABELS[c] ?? c, i);
  });
  const categories = r.charts.perCategory.map((c) => c.category).sort();
  const options = (values: string[], label: (v: string) => string) => values.map((v) => `<option value="${esc(v)}">${esc(label(v))}</option>`).join('');
  return `<section id="tasks"><h2>Tasks</h2>
<div class="controls">
<input id="filter-text" type="search" placeholder="Filter by path, category or reason" aria-label="Filter tasks">
<select id="filter-category" aria-label="Category"><option value="">every category</option>${options(categories, (v) => v)}</select>
<select id="filter-verdict" aria-label="Verdict"><option value="">every verdict</option>${options([...VERDICT_CELLS], (v) => VERDICT_NAMES[v])}</select>
<label><input id="filter-errors" type="checkbox"> with lint errors</label>
<button id="page-prev" type="button">Previous</button><button id="page-next" type="button">Next</button>
<span id="table-status" role="status"></span>
</div>
<div class="table-wrap"><table><thead><tr>${head.join('')}</tr></thead><tbody id="task-rows"></tbody></table></div>
</section>`;
}

export function renderReportHtml(report: SuiteReport, opts: RenderOptions = {}): string {
  const nonceAttr = opts.nonce ? ` nonce="${esc(opts.nonce)}"` : '';
  const data = pageData(report, opts.linkOf ?? (() => ''));
  const title = opts.title ?? 'MCU benchmark report';
  const list = (items: string[], cls: string) => (items.length ? `<ul class="${cls}">${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : '');
  const warnings = report.warnings.length ? `<section id="warnings"><h2>Comparability warnings</h2>${list(report.warnings, 'warnings')}</section>` : `<section id="warnings"><h2>Comparability</h2><p class="muted">The runs read agree in every setting checked.</p></section>`;
  const problems = report.problems.length ? `<details><summary>${report.problems.length} file${report.problems.length === 1 ? '' : 's'} not read</summary>${list(report.problems, 'problems')}</details>` : '';
  return `${pageHead({ csp: reportCsp(opts.nonce), title, styles: `<style${nonceAttr}>${PAGE_STYLE}</style>` })}
<body>
<header><h1>${esc(title)}</h1><p class="muted">${esc(report.roots.join(', '))}</p>${list(report.notes, 'notes')}${problems}</header>
${warnings}
${tableSection(report, data)}
${chartsSection(report)}
<script type="application/json" id="report-data"${nonceAttr}>${jsonForScript(data)}</script>
<script${nonceAttr}>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
