/**
 * Renders the MCU Preview page. Pure: no `vscode` import, so tests serve the
 * same HTML from a local http server. All model text is escaped; the only
 * scripts are the nonce'd preview.js; bars are inline SVG (a strict CSP forbids
 * style attributes).
 */
import * as path from 'path';
import { DIMENSIONS, Dimension, DimensionScores } from '../../../server/src/api/client';
import type { CompareModel, LeaderboardModel, PairwiseView, PreviewModel, Rollout, ScoreCard, TaskPreviewModel, VideoEntry } from '../../../server/src/api/client';
import { VERDICT_LABEL } from '../../../server/src/api/client';
import { esc, pageHead } from '../../../server/src/api/client';

export interface RenderOptions {
  /** `webview.cspSource`. */
  cspSource: string;
  nonce: string;
  /** Absolute file path → URI the page may load (`webview.asWebviewUri`). */
  toWebviewUri(file: string): string;
  /** Folder holding preview.js and preview.css (client/media). */
  mediaDir: string;
  /** The Scene tab's script (dist/scenePage.js); without it a task preview has no Scene tab. */
  scenePage?: string;
}

export function renderPreviewHtml(model: PreviewModel, opts: RenderOptions): string {
  const scene = model.kind === 'task' && !!opts.scenePage;
  const csp = [
    "default-src 'none'",
    `img-src ${opts.cspSource} data:`,
    `media-src ${opts.cspSource}`,
    `script-src 'nonce-${opts.nonce}'`,
    `style-src ${opts.cspSource} 'nonce-${opts.nonce}'`,
    // The Scene tab: prismarine-viewer meshes chunks in workers started from a blob URL of the
    // viewer bundle. Textures arrive as data: URLs and block states as text: nothing is fetched.
    ...(scene ? ['worker-src blob:'] : []),
  ].join('; ');
  const title = model.kind === 'task' ? `MCU Preview: ${model.task}` : model.kind === 'compare' ? `Compare: ${model.task}` : 'MCU Leaderboard';
  const body = model.kind === 'task' ? (scene ? withSceneTab(renderTask(model, opts)) : renderTask(model, opts)) : model.kind === 'compare' ? renderCompare(model, opts) : renderLeaderboard(model);
  const stylesheet = `<link rel="stylesheet" nonce="${attr(opts.nonce)}" href="${attr(opts.toWebviewUri(path.join(opts.mediaDir, 'preview.css')))}">`;
  return `${pageHead({ csp, title, styles: stylesheet })}
<body data-kind="${model.kind}">
<main>
${body}
</main>
<script nonce="${attr(opts.nonce)}" src="${attr(opts.toWebviewUri(path.join(opts.mediaDir, 'preview.js')))}"></script>
${scene ? `<script nonce="${attr(opts.nonce)}" src="${attr(opts.toWebviewUri(opts.scenePage!))}"></script>\n` : ''}</body>
</html>
`;
}

function renderTask(m: TaskPreviewModel, opts: RenderOptions): string {
  const parts: string[] = [];
  parts.push(`<header class="page-head"><h1>${esc(m.task)}</h1>${m.taskFile ? openButton('task', 'Open task file') : ''}</header>`);
  if (m.notice) parts.push(`<p class="notice" role="status">${esc(m.notice)}</p>`);
  if (m.errors.length) {
    parts.push(
      `<section class="errors" aria-label="Judge files that could not be read"><h2>Unreadable judge files</h2><ul role="alert">${m.errors
        .map((e) => `<li class="judge-error"><code>${esc(path.basename(e.file))}</code>: ${esc(e.message)}</li>`)
        .join('')}</ul></section>`,
    );
  }
  parts.push(`<section aria-label="Rollouts" class="rollouts"><h2>Rollouts (${m.rollouts.length})</h2>`);
  if (!m.rollouts.length) parts.push('<p class="empty">No rollout video or judge result found for this task. Check the setting <code>mcu.preview.videoGlobs</code>.</p>');
  for (const r of m.rollouts) parts.push(renderRollout(r, opts));
  parts.push('</section>');
  if (m.pairwise?.length) {
    parts.push(`<section class="pairwise-list" aria-label="Pairwise verdicts"><h2>Pairwise verdicts (${m.pairwise.length})</h2>${m.pairwise.map(renderPairwise).join('')}</section>`);
  }
  parts.push(renderVerification(m));
  parts.push(renderTimeline(m));
  parts.push(renderCriteria(m));
  return parts.join('\n');
}

/** Two tabs: what the preview always showed, and the 3D scene with the verification replay. */
function withSceneTab(overview: string): string {
  return `<nav class="tabs" role="tablist" aria-label="Preview views"><button type="button" role="tab" id="tab-btn-overview" data-tab="overview" aria-controls="tab-overview" aria-selected="true">Overview</button><button type="button" role="tab" id="tab-btn-scene" data-tab="scene" aria-controls="tab-scene" aria-selected="false" tabindex="-1">Scene</button></nav>
<div id="tab-overview" role="tabpanel" aria-labelledby="tab-btn-overview">
${overview}
</div>
<div id="tab-scene" role="tabpanel" aria-labelledby="tab-btn-scene" hidden>
<div class="scene-bar"><button type="button" data-scene="rerun">Re-run commands</button> <span id="scene-status" class="scene-status" role="status">The scene is built when this tab opens.</span></div>
<div class="scene-body"><div id="scene-view" class="scene-view" tabindex="0" data-state="empty" aria-label="3D scene around the agent: drag to orbit, right-drag to pan, wheel to zoom"></div>
<aside class="scene-side"><section aria-label="Selected object"><h2>Selected</h2><p id="scene-pick" aria-live="polite">Click a block or mob to see which init command put it there.</p></section>
<section id="replay" class="replay" aria-label="Replay of the last verification" hidden><h2>Replay</h2><input type="range" id="replay-scrub" min="0" max="0" step="50" value="0" aria-label="Replay time"> <output id="replay-time" for="replay-scrub"></output><p id="replay-note" class="notice"></p><ol id="replay-timeline" class="replay-timeline" aria-label="Reward timeline"></ol></section></aside></div>
</div>`;
}

function renderRollout(r: Rollout, opts: RenderOptions, syncGroup?: string): string {
  const head = `<h3 id="${attr(r.id)}-title">${esc(r.label)}</h3>`;
  const video = r.video ? renderVideo(r.video, opts, syncGroup) : '<p class="no-video">No video found for this result.</p>';
  const scores = r.result ? renderScoreCard(r.result) : '<p class="no-scores">Not judged yet.</p>';
  return `<article class="rollout" id="${attr(r.id)}" aria-labelledby="${attr(r.id)}-title">${head}<div class="rollout-body"><div class="video-col">${video}</div><div class="score-col">${scores}</div></div></article>`;
}

export function renderVideo(v: VideoEntry, opts: RenderOptions, syncGroup?: string): string {
  const meta = v.codec
    ? `<p class="video-meta">${esc(path.basename(v.file))} · ${esc(v.codec)}${v.codecTag ? ` (${esc(v.codecTag)})` : ''}${v.width ? ` · ${v.width}×${v.height}` : ''}${v.duration ? ` · ${v.duration.toFixed(1)} s` : ''}${v.fps ? ` · ${Math.round(v.fps)} fps` : ''}</p>`
    : `<p class="video-meta">${esc(path.basename(v.file))}</p>`;
  let inner: string;
  if (v.error) {
    inner = `<div class="video-error" role="alert" data-video-id="${attr(v.id)}">Cannot play <code>${esc(path.basename(v.file))}</code>: ${esc(v.error)}</div>`;
  } else if (!v.playable) {
    inner = `<div class="needs-transcode" data-video-id="${attr(v.id)}" role="status"><p>This video is ${esc(v.codec ?? 'in an unknown codec')}${v.codecTag ? ` (${esc(v.codecTag)})` : ''}, which the editor cannot play.</p><button type="button" class="transcode" data-action="transcode" data-video-id="${attr(v.id)}" aria-label="Transcode ${attr(path.basename(v.file))} to H.264">Transcode to H.264</button></div>`;
  } else {
    inner = videoElement(v.id, opts.toWebviewUri(v.file), path.basename(v.file), syncGroup);
  }
  return `<div class="video-slot" data-video-id="${attr(v.id)}">${inner}${meta}</div>`;
}

/** The <video> markup; preview.js builds the same element after a transcode. */
function videoElement(id: string, src: string, name: string, syncGroup?: string): string {
  return `<video id="video-${attr(id)}" data-video-id="${attr(id)}"${syncGroup ? ` data-sync="${attr(syncGroup)}"` : ''} controls preload="auto" muted tabindex="0" aria-label="Rollout video ${attr(name)}" src="${attr(src)}"></video><p class="video-error runtime" role="alert" hidden></p>`;
}

function renderScoreCard(c: ScoreCard): string {
  const warn = c.warnings?.length ? `<ul class="warnings">${c.warnings.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>` : '';
  const evidence = c.evidence && Object.keys(c.evidence).length
    ? `<details class="evidence"><summary>Evidence</summary><dl>${DIMENSIONS.filter((d) => c.evidence?.[d])
        .map((d) => `<dt>${esc(d)}</dt><dd>${esc(c.evidence![d]!)}</dd>`)
        .join('')}</dl></details>`
    : '';
  return `<div class="score-card" data-result-id="${attr(c.id)}" data-format="${attr(c.format)}"><p class="score-source">${esc(c.agent)} · <span class="format">${esc(formatName(c.format))}</span> ${openButton(c.id, 'Open judge file')}</p>${renderAgentBeats(c)}${scoreChart(c.scores, `Scores of ${c.label}`)}${warn}${evidence}</div>`;
}

/** The AgentBeats score: computed from task, reward and Task Progress, or as a result.json gave it. */
export function renderAgentBeats(c: ScoreCard): string {
  const a = c.agentbeats;
  if (a) {
    const how =
      a.kind === 'milestone'
        ? `${a.completed} of ${a.total} milestones, Task Progress ${fmt(a.taskProgress ?? 0)} on the next`
        : a.kind === 'judge-only'
          ? 'no reward in the task: the judge’s Task Progress'
          : a.sim !== undefined && a.sim >= 10
            ? 'full reward'
            : `reward ${fmt(a.sim ?? 0)} of 10 and Task Progress ${fmt(a.taskProgress ?? 0)}, averaged`;
    const main = a.score === undefined ? '' : `<p class="agentbeats" data-agentbeats-score="${a.score}" data-out-of="${a.outOf}"><span class="ab-label">AgentBeats score</span> <strong class="ab-value">${fmt(a.score)} / ${a.outOf}</strong> <span class="ab-how">(${esc(how)})</span></p>`;
    const any = a.anyOf?.score === undefined
      ? ''
      : `<p class="agentbeats-anyof" data-anyof-score="${a.anyOf.score}"><span class="ab-label">Any-of score (one OR alternative is enough)</span> <strong class="ab-value">${fmt(a.anyOf.score)} / 10</strong> <span class="ab-how">(AgentBeats sums every reward entry)</span></p>`;
    return main + any;
  }
  const r = c.agentbeatsResult;
  if (r?.score !== undefined) {
    const sim = r.simScore !== undefined ? `sim ${fmt(r.simScore)}` : 'no sim score';
    const tp = r.taskProgressDerived !== undefined ? `, Task Progress ${fmt(r.taskProgressDerived)} (derived as 2·score − sim)` : '';
    return `<p class="agentbeats" data-agentbeats-score="${r.score}" data-out-of="${r.maxScore ?? ''}"><span class="ab-label">AgentBeats score</span> <strong class="ab-value">${fmt(r.score)}${r.maxScore !== undefined ? ` / ${fmt(r.maxScore)}` : ''}</strong> <span class="ab-how">(${esc(sim + tp)})</span></p>`;
  }
  return '';
}

function renderPairwise(p: PairwiseView): string {
  return `<div class="pairwise" data-verdict="${attr(p.verdict)}"><p><span class="ab-label">Pairwise verdict</span> <strong class="verdict">${esc(VERDICT_LABEL[p.verdict])}</strong> <span class="pair">(A = ${esc(p.a)}, B = ${esc(p.b)})</span></p><p class="pair-evidence">${esc(p.evidence)}</p></div>`;
}

/** Six horizontal bars, 0–10, as inline SVG inside an accessible list. */
export function scoreChart(scores: DimensionScores, label: string): string {
  const rows = DIMENSIONS.map((d) => {
    const v = scores[d];
    const width = v === undefined ? 0 : Math.round(v * 10);
    const text = v === undefined ? 'not scored' : `${fmt(v)} of 10`;
    return `<li class="bar-row" data-dimension="${attr(d)}" data-score="${v === undefined ? '' : v}"><span class="bar-label">${esc(d)}</span><svg class="bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label="${attr(`${d}: ${text}`)}"><rect class="track" x="0" y="0" width="100" height="8"></rect><rect class="fill" x="0" y="0" width="${width}" height="8"></rect></svg><span class="bar-value">${v === undefined ? '–' : fmt(v)}</span></li>`;
  });
  return `<ul class="chart" aria-label="${attr(label)}">${rows.join('')}</ul>`;
}

/** The last verification's verdict: one of three, with why and the goals checked. */
function renderVerification(m: TaskPreviewModel): string {
  const v = m.verification;
  if (!v) return '';
  const state = v.verified === true ? 'true' : v.verified === false ? 'false' : 'null';
  const goals = v.goals.length
    ? `<ul class="goals">${v.goals.map((g) => `<li data-outcome="${attr(g.outcome)}"><span class="goal-text">${esc(g.text)}</span>: ${esc(g.outcome)}${g.reason ? ` — ${esc(g.reason)}` : ''}</li>`).join('')}</ul>`
    : '';
  return `<section class="verification" aria-label="Last verification" data-verdict="${state}"><h2>Last verification</h2><p class="verdict" role="status"><strong>${esc(v.word)}</strong>${v.reason ? ` — ${esc(v.reason)}` : ''}</p>${goals}</section>`;
}

function renderTimeline(m: TaskPreviewModel): string {
  if (m.timelineError) return `<section class="timeline" aria-label="Reward timeline"><h2>Reward timeline</h2><p class="video-error" role="alert">${esc(m.timelineError)}</p></section>`;
  if (!m.timeline) return '';
  const items = m.timeline.events.map(
    (e) => `<li><button type="button" data-action="seek" data-time="${e.time}" aria-label="${attr(`Seek to ${fmt(e.time)} s: ${e.event} ${e.object}`)}">${fmt(e.time)} s</button> <span class="event">${esc(e.event)}</span> <code>${esc(e.object)}</code></li>`,
  );
  return `<section class="timeline" aria-label="Reward timeline"><h2>Reward timeline</h2>${items.length ? `<ol>${items.join('')}</ol>` : '<p class="empty">The verification report has no reward events.</p>'}</section>`;
}

function renderCriteria(m: TaskPreviewModel): string {
  if (!m.criteria) return `<section class="criteria" aria-label="Criteria"><h2>Criteria</h2><p class="empty">No <code>criteria_files/${esc(m.task)}.txt</code> found.</p></section>`;
  const secs = m.criteria.sections
    .map((s) => `<div class="criteria-section"><h3>${esc(s.heading || 'General')}</h3><ul>${s.rules.map((r) => `<li>${esc(r)}</li>`).join('')}</ul></div>`)
    .join('');
  return `<section class="criteria" aria-label="Criteria"><h2>Criteria ${openButton('criteria', 'Open criteria file')}</h2>${secs}</section>`;
}

function renderCompare(m: CompareModel, opts: RenderOptions): string {
  const winners = compareWinners(m.left.result?.scores ?? {}, m.right.result?.scores ?? {});
  const rows = DIMENSIONS.map((d) => {
    const l = m.left.result?.scores[d];
    const r = m.right.result?.scores[d];
    const w = winners[d];
    const who = w === 'left' ? esc(m.left.label) : w === 'right' ? esc(m.right.label) : w === 'tie' ? 'tie' : '–';
    return `<tr data-dimension="${attr(d)}" data-winner="${w ?? ''}"><th scope="row">${esc(d)}</th><td class="${w === 'left' ? 'win' : ''}">${l === undefined ? '–' : fmt(l)}</td><td class="${w === 'right' ? 'win' : ''}">${r === undefined ? '–' : fmt(r)}</td><td class="winner">${who}</td></tr>`;
  }).join('');
  return `<header class="page-head"><h1>Compare: ${esc(m.task)}</h1>
<div class="sync-controls" role="group" aria-label="Synchronised playback"><button type="button" data-action="play-both">Play both</button><button type="button" data-action="pause-both">Pause both</button><button type="button" data-action="restart-both">Restart both</button></div></header>
<section class="compare" aria-label="Rollouts side by side">${renderRollout(m.left, opts, 'compare')}${renderRollout(m.right, opts, 'compare')}</section>
${m.pairwise ? `<section aria-label="Pairwise verdict">${renderPairwise(m.pairwise)}</section>` : ''}
<section aria-label="Winner per dimension"><h2>Winner per dimension</h2><table class="winners"><thead><tr><th scope="col">Dimension</th><th scope="col">${esc(m.left.label)}</th><th scope="col">${esc(m.right.label)}</th><th scope="col">Winner</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function compareWinners(a: DimensionScores, b: DimensionScores): Partial<Record<Dimension, 'left' | 'right' | 'tie'>> {
  const out: Partial<Record<Dimension, 'left' | 'right' | 'tie'>> = {};
  for (const d of DIMENSIONS) {
    const l = a[d];
    const r = b[d];
    if (l === undefined && r === undefined) continue;
    if (r === undefined || (l !== undefined && l > r)) out[d] = 'left';
    else if (l === undefined || r > l) out[d] = 'right';
    else out[d] = 'tie';
  }
  return out;
}

function renderLeaderboard(m: LeaderboardModel): string {
  const lb = m.leaderboard;
  const head = `<tr><th scope="col">Rank</th><th scope="col">Agent</th><th scope="col">Rollouts</th>${DIMENSIONS.map((d) => `<th scope="col">${esc(d)}</th>`).join('')}<th scope="col">Overall</th></tr>`;
  const rows = lb.agents
    .map((a, i) => `<tr data-agent="${attr(a.name)}"><td>${i + 1}</td><th scope="row">${esc(a.name)}</th><td>${a.count}</td>${DIMENSIONS.map((d) => `<td>${cell(a.dimensions[d])}</td>`).join('')}<td>${fmt(a.overall)}</td></tr>`)
    .join('');
  const taskRows = lb.tasks
    .flatMap((t) => t.agents.map((a) => `<tr><th scope="row">${esc(t.task)}</th><td>${esc(a.name)}</td><td>${a.count}</td>${DIMENSIONS.map((d) => `<td>${cell(a.dimensions[d])}</td>`).join('')}</tr>`))
    .join('');
  const errors = m.errors.length
    ? `<section class="errors" aria-label="Judge files that could not be read"><h2>Unreadable judge files</h2><ul role="alert">${m.errors.map((e) => `<li class="judge-error"><code>${esc(e.file)}</code>: ${esc(e.message)}</li>`).join('')}</ul></section>`
    : '';
  const files = `<p class="file-counts" data-read="${lb.totals.read}" data-empty="${lb.totals.empty}" data-unreadable="${lb.totals.unreadable}">${lb.totals.read} files read, ${lb.totals.empty} without scores, ${lb.totals.unreadable} unreadable</p>`;
  return `<header class="page-head"><h1>Leaderboard</h1><p class="folder"><code>${esc(m.folder)}</code></p>${files}</header>${errors}
<section aria-label="Agents"><h2>Agents</h2><div class="table-wrap" tabindex="0"><table class="leaderboard"><thead>${head}</thead><tbody>${rows}</tbody></table></div></section>
<section aria-label="Tasks"><h2>Tasks</h2><div class="table-wrap" tabindex="0"><table class="tasks"><thead><tr><th scope="col">Task</th><th scope="col">Agent</th><th scope="col">Rollouts</th>${DIMENSIONS.map((d) => `<th scope="col">${esc(d)}</th>`).join('')}</tr></thead><tbody>${taskRows}</tbody></table></div></section>`;
}

function cell(v: number | undefined): string {
  if (v === undefined) return '–';
  return `<span class="cell-value">${fmt(v)}</span><svg class="mini-bar" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true"><rect class="fill" x="0" y="0" width="${Math.round(v * 10)}" height="4"></rect></svg>`;
}

function openButton(fileId: string, label: string): string {
  return `<button type="button" class="link" data-action="open" data-file-id="${attr(fileId)}">${esc(label)}</button>`;
}

function formatName(f: ScoreCard['format']): string {
  return f === 'mcu' ? 'MCU rating' : f === 'agentbeats' ? 'AgentBeats result' : 'MCU Task Studio judge';
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, '');
}

export { esc };

const attr = esc;
