/**
 * The page's charts as inline SVG strings, drawn by this file rather than a
 * charting library: four chart shapes (horizontal bars, stacked bars, a
 * histogram, means with interval whiskers) need about as many lines as the
 * glue to a library would, add nothing to the extension's dependencies, load
 * nothing, and run with no script (the charts are in the page as it is
 * served). Colours come from CSS classes, so the editor's theme applies and
 * no `style` attribute is needed under a strict CSP. Each mark carries its
 * label and value as data- attributes (and a <title> tooltip).
 */
import { esc } from './escape';

const BAR_H = 18;
const GAP = 4;
const LABEL_W = 190;
const PLOT_W = 320;
const VALUE_W = 60;

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg class="chart" role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${esc(title)}</title>${body}</svg>`;
}

/** Bars on a 0…`scale` axis (default: the largest value); `cls` picks the colour class. */
export function barChart(title: string, items: Array<{ label: string; value: number; cls?: string }>, scale?: number): string {
  const max = scale ?? Math.max(1, ...items.map((i) => i.value));
  const h = Math.max(1, items.length) * (BAR_H + GAP);
  const body = items
    .map((it, i) => {
      const y = i * (BAR_H + GAP);
      const w = Math.max(it.value > 0 ? 1 : 0, (it.value / max) * PLOT_W);
      return `<g class="bar" data-label="${esc(it.label)}" data-value="${it.value}"><title>${esc(it.label)}: ${fmt(it.value)}</title>` +
        `<text x="${LABEL_W - 6}" y="${y + 13}" text-anchor="end">${esc(clip(it.label))}</text>` +
        `<rect class="${it.cls ?? 'c0'}" x="${LABEL_W}" y="${y}" width="${w.toFixed(1)}" height="${BAR_H}"></rect>` +
        `<text x="${(LABEL_W + w + 4).toFixed(1)}" y="${y + 13}">${fmt(it.value)}</text></g>`;
    })
    .join('');
  return svg(LABEL_W + PLOT_W + VALUE_W, h, title, body);
}

/** One bar per row, split into parts in a fixed order (verdicts per category). */
export function stackedBarChart(title: string, rows: Array<{ label: string; parts: Array<{ key: string; value: number }> }>): string {
  const max = Math.max(1, ...rows.map((r) => r.parts.reduce((a, p) => a + p.value, 0)));
  const h = Math.max(1, rows.length) * (BAR_H + GAP);
  const body = rows
    .map((r, i) => {
      const y = i * (BAR_H + GAP);
      let x = LABEL_W;
      const total = r.parts.reduce((a, p) => a + p.value, 0);
      const rects = r.parts
        .filter((p) => p.value > 0)
        .map((p) => {
          const w = (p.value / max) * PLOT_W;
          const s = `<rect class="v-${esc(p.key)}" data-key="${esc(p.key)}" data-value="${p.value}" x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${BAR_H}"><title>${esc(r.label)}, ${esc(p.key)}: ${p.value}</title></rect>`;
          x += w;
          return s;
        })
        .join('');
      return `<g class="stack" data-label="${esc(r.label)}" data-value="${total}"><text x="${LABEL_W - 6}" y="${y + 13}" text-anchor="end">${esc(clip(r.label))}</text>${rects}<text x="${(x + 4).toFixed(1)}" y="${y + 13}">${total}</text></g>`;
    })
    .join('');
  return svg(LABEL_W + PLOT_W + VALUE_W, h, title, body);
}

/** A small histogram: equal-width bins, counts as bar heights, the range under the axis. */
export function histogramChart(title: string, bins: Array<{ from: number; to: number; count: number }>, missing: number): string {
  const W = 260;
  const H = 90;
  const max = Math.max(1, ...bins.map((b) => b.count));
  const bw = bins.length ? W / bins.length : W;
  const bars = bins
    .map((b, i) => {
      const h = (b.count / max) * H;
      return `<rect class="c1" data-from="${b.from}" data-to="${b.to}" data-value="${b.count}" x="${(i * bw + 1).toFixed(1)}" y="${(H - h).toFixed(1)}" width="${Math.max(1, bw - 2).toFixed(1)}" height="${h.toFixed(1)}"><title>${fmt(b.from)}–${fmt(b.to)}: ${b.count}</title></rect>`;
    })
    .join('');
  const axis = bins.length
    ? `<text x="0" y="${H + 14}">${fmt(bins[0].from)}</text><text x="${W}" y="${H + 14}" text-anchor="end">${fmt(bins[bins.length - 1].to)}</text>`
    : `<text x="0" y="${H / 2}">no task has a value</text>`;
  const note = `<text x="0" y="${H + 30}" class="muted">${bins.reduce((a, b) => a + b.count, 0)} with a value, ${missing} without</text>`;
  return svg(W, H + 36, title, `<line class="axis" x1="0" y1="${H}" x2="${W}" y2="${H}"></line>${bars}${axis}${note}`);
}

/** Means with their intervals on a 0…max axis (the leaderboard). */
export function intervalChart(title: string, items: Array<{ label: string; mean: number; low: number; high: number; n: number }>, max: number): string {
  const h = Math.max(1, items.length) * (BAR_H + GAP) + 16;
  const X = (v: number) => LABEL_W + (Math.max(0, Math.min(max, v)) / max) * PLOT_W;
  const ticks = [0, max / 2, max].map((t) => `<line class="grid" x1="${X(t)}" y1="0" x2="${X(t)}" y2="${h - 16}"></line><text x="${X(t)}" y="${h - 3}" text-anchor="middle">${fmt(t)}</text>`).join('');
  const body = items
    .map((it, i) => {
      const y = i * (BAR_H + GAP) + BAR_H / 2;
      return `<g class="ci" data-label="${esc(it.label)}" data-mean="${it.mean}" data-low="${it.low}" data-high="${it.high}" data-n="${it.n}"><title>${esc(it.label)}: ${fmt(it.mean)} [${fmt(it.low)}, ${fmt(it.high)}] over ${it.n} task${it.n === 1 ? '' : 's'}</title>` +
        `<text x="${LABEL_W - 6}" y="${y + 4}" text-anchor="end">${esc(clip(it.label))}</text>` +
        `<line class="whisker" x1="${X(it.low).toFixed(1)}" y1="${y}" x2="${X(it.high).toFixed(1)}" y2="${y}"></line>` +
        [it.low, it.high].map((v) => `<line class="whisker" x1="${X(v).toFixed(1)}" y1="${y - 5}" x2="${X(v).toFixed(1)}" y2="${y + 5}"></line>`).join('') +
        `<circle class="c0" cx="${X(it.mean).toFixed(1)}" cy="${y}" r="3"></circle>` +
        `<text x="${LABEL_W + PLOT_W + 6}" y="${y + 4}">${fmt(it.mean)}</text></g>`;
    })
    .join('');
  return svg(LABEL_W + PLOT_W + VALUE_W, h, title, ticks + body);
}

/** Long labels are cut for the axis; the tooltip keeps them whole. */
function clip(s: string): string {
  return s.length > 28 ? `${s.slice(0, 27)}…` : s;
}
