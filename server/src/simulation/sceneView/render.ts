/**
 * Renders captured scenes headless: Chromium (playwright-core) with software WebGL, a page
 * under a strict Content-Security-Policy (no eval, scripts by nonce, images and the worker only
 * from data:/blob: URLs) holding the viewer bundle, and every network request refused and
 * counted. One SceneRenderer keeps its browser and page between renders (the warm path).
 */
import * as crypto from 'crypto';
import { sceneAssets } from './assets';
import { sceneBundle } from './bundle';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import type { SceneJson } from './format';
import { LongTimer, setLongTimeout } from '../../util/longTimer';

export type CameraPreset = 'agent' | 'top' | 'orbit';

export interface RenderOptions {
  width?: number;
  height?: number;
  camera?: CameraPreset;
}

/** An object's share of the picture, from the id pass. */
export interface PickCount {
  kind: 'agent' | 'entity' | 'blocks';
  label: string;
  command?: number;
  entityId?: number;
  type?: string;
  pixels: number;
}

export interface RenderResult {
  png: Buffer;
  counts: PickCount[];
  /** Canvas pixel of each entity id, of 'agent' and of 'command:N' (the middle of the blocks command N placed). */
  projected: Record<string, { x: number; y: number; visible: boolean }>;
  ms: number;
}

export interface RendererOptions {
  chromiumPath?: string;
  /** Time limit of one launch or render (default 60 s); the browser is closed when it runs out. */
  timeoutMs?: number;
}

/** The page and its CSP; the bundle is inlined with a nonce. */
function pageHtml(bundle: string, nonce: string, width: number, height: number): string {
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; img-src data: blob:; worker-src blob:; style-src 'unsafe-inline'`;
  return `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${csp}">
<style>html,body{margin:0;background:#000}canvas{display:block;width:${width}px;height:${height}px}</style></head>
<body><canvas id="scene" width="${width}" height="${height}"></canvas>
<script nonce="${nonce}">${bundle.replace(/<\/script/gi, '<\\/script')}</script></body></html>`;
}

export class SceneRenderer {
  /** Requests the page tried to make to anything but data:/blob: URLs (all refused). */
  blockedRequests = 0;
  private page: any;
  private size = '';

  private constructor(private browser: any, private timeoutMs: number) {}

  static async launch(opts: RendererOptions = {}): Promise<SceneRenderer> {
    const executablePath = findChromium(opts.chromiumPath);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { chromium } = require('playwright-core');
    const timeoutMs = opts.timeoutMs ?? 60_000;
    const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: timeoutMs });
    return new SceneRenderer(browser, timeoutMs);
  }

  /** Runs `fn` within the time limit; on expiry the browser is closed so nothing hangs. */
  private async limited<T>(what: string, fn: () => Promise<T>): Promise<T> {
    let timer: LongTimer | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setLongTimeout(() => {
        void this.close();
        reject(new Error(`rendering the scene took longer than ${Math.round(this.timeoutMs / 1000)} s (${what})`));
      }, this.timeoutMs);
    });
    try {
      return await Promise.race([fn(), expired]);
    } finally {
      timer?.clear();
    }
  }

  private async openPage(width: number, height: number, scene: SceneJson): Promise<void> {
    await this.page?.close();
    const context = this.browser.contexts()[0] ?? await this.browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    page.setDefaultTimeout(this.timeoutMs);
    await page.route('**/*', (route: any) => {
      const url: string = route.request().url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      this.blockedRequests++;
      return route.abort();
    });
    const errors: string[] = [];
    page.on('pageerror', (e: Error) => errors.push(e.message));
    const bundle = await sceneBundle();
    await page.setContent(pageHtml(bundle.code, crypto.randomBytes(16).toString('base64'), width, height));
    const assets = sceneAssets(scene);
    const ok = await page.evaluate((a: any) => {
      const w = globalThis as any;
      if (!w.mcuScene) return false;
      w.mcuScene.init({ canvas: w.document.getElementById('scene'), assets: a });
      return true;
    }, { blocksAtlas: assets.blocksAtlas, blockStates: assets.blockStates, textures: {} });
    if (!ok) throw new Error(`the scene viewer did not start in Chromium${errors.length ? `: ${errors[0]}` : ''}`);
    this.page = page;
    this.size = `${width}x${height}`;
  }

  async render(scene: SceneJson, opts: RenderOptions = {}): Promise<RenderResult> {
    const width = opts.width ?? 1280;
    const height = opts.height ?? 720;
    return this.limited('drawing', async () => {
      const t0 = Date.now();
      if (!this.page || this.size !== `${width}x${height}`) await this.openPage(width, height, scene);
      const { textures } = sceneAssets(scene);
      const result = await this.page.evaluate(async ({ s, t, camera }: any) => {
        const v = (globalThis as any).mcuScene;
        await v.load(s, { textures: t });
        v.setCamera(camera);
        v.render();
        const projected: Record<string, unknown> = { agent: v.project(s.agent.x, s.agent.y + 0.9, s.agent.z) };
        for (const e of s.entities) projected[e.id] = v.project(e.x, e.y + e.height / 2, e.z);
        // The middle of the blocks each init command placed (block centres averaged).
        const groups: Record<string, number[]> = {};
        for (const b of s.placed) {
          const g = (groups[b.command] ??= [0, 0, 0, 0]);
          g[0] += b.x + 0.5; g[1] += b.y + 0.5; g[2] += b.z + 0.5; g[3]++;
        }
        for (const [c, g] of Object.entries(groups)) projected[`command:${c}`] = v.project(g[0] / g[3], g[1] / g[3], g[2] / g[3]);
        return { counts: v.pickCounts(), projected };
      }, { s: scene, t: textures, camera: opts.camera ?? 'agent' });
      const png: Buffer = await this.page.screenshot({ type: 'png' });
      return { png, counts: result.counts, projected: result.projected, ms: Date.now() - t0 };
    });
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = undefined;
    await b?.close().catch(() => undefined);
  }
}
