/**
 * The Scene tab's host side: the CSP it adds, the messages it accepts, and
 * the controller's Workspace Trust gate and replay hand-over.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { renderPreviewHtml } from '../../client/src/preview/html';
import { PreviewController, SceneDeps } from '../../client/src/preview/controller';
import type { HostMessage } from '../../client/src/preview/messages';
import { parseWebviewMessage } from '../../client/src/preview/messages';
import type { CompareModel, TaskPreviewModel } from '../../server/src/evaluation/preview/model';

const task = (verifyFile?: string): TaskPreviewModel => ({ kind: 'task', task: 't', taskFile: '/w/t.yaml', rollouts: [], errors: [], ...(verifyFile ? { verifyFile } : {}) });
const opts = { cspSource: 'https://res.example', nonce: 'bm9uY2U', toWebviewUri: (f: string) => `https://res.example${f}`, mediaDir: '/ext/client/media' };
const cspOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1];

describe('Scene tab: page and CSP', () => {
  it('adds only worker-src blob: and the nonce’d scene script to a task preview', () => {
    const html = renderPreviewHtml(task(), { ...opts, scenePage: '/ext/dist/scenePage.js' });
    const csp = cspOf(html);
    assert.match(csp, /worker-src blob:/);
    assert.doesNotMatch(csp, /unsafe-eval|unsafe-inline|connect-src|\*/);
    assert.equal(cspOf(renderPreviewHtml(task(), opts)), csp.replace('; worker-src blob:', ''), 'the rest is the old policy');
    assert.match(html, /<script nonce="bm9uY2U" src="https:\/\/res\.example\/ext\/dist\/scenePage\.js"><\/script>/);
    assert.match(html, /role="tab"[^>]*data-tab="scene"/);
    assert.match(html, /data-scene="rerun"[^>]*>Re-run commands</);
    assert.match(html, /<input type="range" id="replay-scrub"/);
  });

  it('has no Scene tab without the scene script or outside a task preview', () => {
    assert.doesNotMatch(renderPreviewHtml(task(), opts), /data-tab="scene"|worker-src/);
    const compare: CompareModel = { kind: 'compare', task: 't', left: { id: 'a', label: 'A' }, right: { id: 'b', label: 'B' } } as CompareModel;
    assert.doesNotMatch(renderPreviewHtml(compare, { ...opts, scenePage: '/ext/dist/scenePage.js' }), /data-tab="scene"|worker-src/);
  });

  it('accepts the scene request exactly', () => {
    assert.deepEqual(parseWebviewMessage({ type: 'scene', rerun: true }), { type: 'scene', rerun: true });
    assert.equal(parseWebviewMessage({ type: 'scene', rerun: 'yes' }), undefined);
    assert.equal(parseWebviewMessage({ type: 'scene', rerun: false, file: '/etc/passwd' }), undefined);
  });
});

describe('Scene tab: controller', () => {
  const run = (model: TaskPreviewModel, trusted: boolean) => {
    const posted: HostMessage[] = [];
    let captures = 0;
    const scene: SceneDeps = {
      trusted: () => trusted,
      capture: async () => { captures++; return { bundle: 'https://res.example/viewer.js', assets: { blocksAtlas: 'data:,', blockStates: '{}', textures: {} }, scene: { n: captures } }; },
    };
    const c = new PreviewController(model, { post: (m) => void posted.push(m), log: () => undefined, openFile: () => undefined, toWebviewUri: (f) => f, cacheDir: os.tmpdir(), scene });
    return { c, posted, captures: () => captures };
  };

  it('does nothing in Restricted Mode but say why', async () => {
    const t = run(task(), false);
    await t.c.handle({ type: 'scene', rerun: true });
    assert.equal(t.captures(), 0);
    assert.equal(t.posted.length, 1);
    assert.equal(t.posted[0].type, 'sceneError');
    assert.match((t.posted[0] as { message: string }).message, /trust this workspace/);
  });

  it('captures once, re-runs on request and hands over the saved replay', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scene-tab-'));
    const verifyFile = path.join(dir, 't.verify.json');
    fs.writeFileSync(verifyFile, JSON.stringify({
      timeline: [{ time: 900, event: 'mine_block', object: 'stone', reward: 1 }],
      replay: { sampleMs: 250, durationMs: 1000, samples: [{ time: 0, x: 0, y: 64, z: 0, yaw: 0 }], blockChanges: [], capped: { samples: false, blockChanges: false } },
    }));
    const t = run(task(verifyFile), true);
    await t.c.handle({ type: 'scene', rerun: false });
    await t.c.handle({ type: 'scene', rerun: false });
    assert.equal(t.captures(), 1, 'the second open reuses the capture');
    await t.c.handle({ type: 'scene', rerun: true });
    assert.equal(t.captures(), 2);
    const types = t.posted.map((m) => m.type);
    assert.deepEqual(types.filter((x) => x === 'sceneData').length, 3);
    const replay = t.posted.find((m) => m.type === 'replayData') as Extract<HostMessage, { type: 'replayData' }>;
    assert.equal(replay.replay?.replay.durationMs, 1000);
    assert.equal(replay.replay?.timeline[0].object, 'stone');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
