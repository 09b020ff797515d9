/// <reference lib="dom" />
/**
 * The preview's Scene tab, in the page (bundled for the browser into
 * dist/scenePage.js). It asks the extension for the scene, loads the viewer
 * bundle (window.mcuScene) with this page's nonce, shows which init command
 * put a clicked block or mob there, and replays the last verification with a
 * scrubber. The replay state comes from server/src/evaluation/preview/replay.ts, the
 * same code the unit tests check.
 */
import { pathUntil, replayDuration, ReplayInput, replayStateAt } from '../../../../server/src/api/webview';
import { vscodeApi } from './vscodeApi';
import type { SceneApi, SceneAssets, ScenePick } from './sceneApi';
import { drawPath } from './pathOverlay';

declare global {
  interface Window { mcuScene?: SceneApi }
}

const api = vscodeApi();
const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

let requested = false;
let bundleLoaded: Promise<void> | undefined;
let scene: { commands?: Array<{ index: number; text: string }> } | undefined;
let replay: ReplayInput | undefined;

function showTab(name: string): void {
  for (const b of Array.from(document.querySelectorAll<HTMLButtonElement>('[role=tab][data-tab]'))) {
    const on = b.dataset.tab === name;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
    const panel = $(`tab-${b.dataset.tab}`);
    if (panel) panel.hidden = !on;
  }
  if (name === 'scene' && !requested) {
    requested = true;
    api.postMessage({ type: 'scene', rerun: false });
  }
}

function status(text: string, busy = false): void {
  const s = $('scene-status');
  if (s) { s.textContent = text; s.dataset.busy = String(busy); }
}

/** Adds the viewer bundle as a script with this page's nonce (the CSP allows no other script). */
function loadBundle(src: string): Promise<void> {
  if (!bundleLoaded) {
    bundleLoaded = new Promise((resolve, reject) => {
      const s = document.createElement('script');
      s.nonce = nonce;
      s.src = src;
      s.onload = () => (window.mcuScene ? resolve() : reject(new Error('the scene viewer script loaded but did not define mcuScene')));
      s.onerror = () => reject(new Error('the scene viewer script could not be loaded'));
      document.body.appendChild(s);
    });
  }
  return bundleLoaded;
}

async function onSceneData(bundle: string, assets: SceneAssets, data: unknown): Promise<void> {
  const view = $('scene-view')!;
  view.dataset.state = 'loading';
  status('Drawing the scene…', true);
  try {
    const first = !bundleLoaded;
    await loadBundle(bundle);
    scene = data as typeof scene;
    if (first) {
      const canvas = document.createElement('canvas');
      canvas.id = 'scene-canvas';
      view.appendChild(canvas);
      window.mcuScene!.init({ canvas, assets, interactive: true });
    }
    await window.mcuScene!.load(data);
    view.dataset.state = 'ready';
    status('Drag to orbit, right-drag or Shift+drag to pan, wheel to zoom. Click a block or mob to see which command put it there.');
    if (replay) applyReplay(Number(($('replay-scrub') as HTMLInputElement).value));
  } catch (e) {
    view.dataset.state = 'error';
    status(`Cannot draw the scene: ${(e as Error).message}`);
  }
}

function describePick(p: ScenePick | null): string {
  if (!p) return 'The ground or sky: not put there by an init command.';
  const what = p.label;
  if (p.kind === 'agent') return `${what}: where the agent stands when the init commands are done.`;
  if (p.command === undefined) return `${what}: not put there by an init command.`;
  const text = scene?.commands?.find((c) => c.index === p.command)?.text ?? '';
  return `${what}: init command ${p.command + 1}${text ? `: ${text}` : ''}`;
}

/** A click that is not the end of a drag identifies what is under the pointer. */
function wirePicking(): void {
  const view = $('scene-view');
  if (!view) return;
  let down: { x: number; y: number } | undefined;
  view.addEventListener('pointerdown', (e) => { down = { x: e.clientX, y: e.clientY }; });
  view.addEventListener('pointerup', (e) => {
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 4 || !window.mcuScene || view.dataset.state !== 'ready') return;
    const r = view.getBoundingClientRect();
    const hit = window.mcuScene.pick(e.clientX - r.left, e.clientY - r.top);
    const out = $('scene-pick')!;
    out.textContent = describePick(hit);
    out.dataset.command = hit?.command === undefined ? '' : String(hit.command);
    out.dataset.kind = hit?.kind ?? '';
  });
}

function onReplay(data: ReplayInput | undefined): void {
  replay = data;
  const box = $('replay')!;
  box.hidden = !data;
  if (!data) return;
  const scrub = $('replay-scrub') as HTMLInputElement;
  scrub.max = String(replayDuration(data));
  scrub.value = '0';
  const list = $('replay-timeline')!;
  list.textContent = '';
  for (const e of data.timeline) {
    const li = document.createElement('li');
    li.dataset.time = String(e.time);
    li.textContent = `${(e.time / 1000).toFixed(1)} s ${e.event} ${e.object}${e.reward ? ` (+${e.reward})` : ''}`;
    list.appendChild(li);
  }
  const caps = [data.replay.capped.samples ? 'positions' : '', data.replay.capped.blockChanges ? 'block changes' : ''].filter(Boolean);
  $('replay-note')!.textContent = caps.length ? `The recording of ${caps.join(' and ')} stopped at its limit; the end of the run is missing.` : '';
  applyReplay(0);
}

function applyReplay(t: number): void {
  if (!replay) return;
  const st = replayStateAt(replay, t);
  $('replay-time')!.textContent = `${(st.time / 1000).toFixed(1)} s · reward ${st.reward}`;
  Array.from($('replay-timeline')!.children).forEach((li, i) => {
    (li as HTMLElement).classList.toggle('earned', i <= st.current);
    if (i === st.current) li.setAttribute('aria-current', 'true');
    else li.removeAttribute('aria-current');
  });
  const view = $('scene-view')!;
  view.dataset.replayTime = String(st.time);
  if (st.agent) view.dataset.agent = [st.agent.x, st.agent.y, st.agent.z, st.agent.yaw].join(' ');
  const s = window.mcuScene;
  if (!s || view.dataset.state !== 'ready') return;
  s.applyBlockChanges(st.blocks);
  if (st.agent) s.setAgent(st.agent, st.agent.yaw);
  drawPath(view, s, pathUntil(replay, st.time));
}

document.addEventListener('click', (ev) => {
  const t = (ev.target as HTMLElement).closest<HTMLElement>('[data-tab], [data-scene]');
  if (!t) return;
  if (t.dataset.tab) showTab(t.dataset.tab);
  else if (t.dataset.scene === 'rerun') api.postMessage({ type: 'scene', rerun: true });
});
$('replay-scrub')?.addEventListener('input', (e) => applyReplay(Number((e.target as HTMLInputElement).value)));
wirePicking();

window.addEventListener('message', (ev) => {
  const m = ev.data;
  if (!m || typeof m !== 'object') return;
  if (m.type === 'sceneStatus') status(m.message, m.busy);
  else if (m.type === 'sceneError') { status(m.message); $('scene-view')!.dataset.state = 'error'; }
  else if (m.type === 'sceneData') void onSceneData(m.bundle, m.assets, m.scene);
  else if (m.type === 'replayData') onReplay(m.replay);
});
