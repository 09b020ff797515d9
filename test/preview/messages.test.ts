import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseWebviewMessage } from '../../client/src/preview/messages';
import { compareWinners, esc, renderPreviewHtml, scoreChart } from '../../client/src/preview/html';
import { pairRollouts } from '../../server/src/evaluation/preview/buildModel';
import type { ScoreCard, VideoEntry } from '../../server/src/evaluation/preview/model';
import type { JudgeRecord } from '../../server/src/evaluation/judge/dimensions';

test('parseWebviewMessage accepts the four message shapes exactly', () => {
  assert.deepEqual(parseWebviewMessage({ type: 'ready' }), { type: 'ready' });
  assert.deepEqual(parseWebviewMessage({ type: 'transcode', videoId: 'v1' }), { type: 'transcode', videoId: 'v1' });
  assert.deepEqual(parseWebviewMessage({ type: 'open', fileId: 'r0' }), { type: 'open', fileId: 'r0' });
  assert.deepEqual(parseWebviewMessage({ type: 'videoError', videoId: 'v1', message: 'x' }), { type: 'videoError', videoId: 'v1', message: 'x' });
});

test('parseWebviewMessage rejects unknown types, extra fields, bad ids and non-objects', () => {
  for (const m of [
    null,
    'ready',
    [],
    { type: 'exec', cmd: 'ls' },
    { type: 'ready', extra: 1 },
    { type: 'transcode' },
    { type: 'transcode', videoId: 3 },
    { type: 'transcode', videoId: '../x' },
    { type: 'open', fileId: '/etc/passwd' },
    { type: 'videoError', videoId: 'v1', message: 'x'.repeat(3000) },
  ]) {
    assert.equal(parseWebviewMessage(m), undefined, JSON.stringify(m)?.slice(0, 60));
  }
});

test('compareWinners: higher wins, equal ties, a missing score loses', () => {
  assert.deepEqual(compareWinners({ 'Task Progress': 8, 'Action Control': 5, 'Creative Attempts': 2 }, { 'Task Progress': 9, 'Action Control': 5 }), {
    'Task Progress': 'right',
    'Action Control': 'tie',
    'Creative Attempts': 'left',
  });
});

test('scoreChart: one bar per dimension, width = score × 10, unscored marked', () => {
  const html = scoreChart({ 'Task Progress': 7.5 }, 'x');
  assert.equal((html.match(/class="bar-row"/g) ?? []).length, 6);
  assert.match(html, /data-dimension="Task Progress" data-score="7.5".*?class="fill" x="0" y="0" width="75"/);
  assert.match(html, /Action Control: not scored/);
});

test('renderPreviewHtml escapes model text and puts the nonce on every script', () => {
  const html = renderPreviewHtml(
    { kind: 'task', task: '<img src=x onerror=alert(1)>', rollouts: [], errors: [{ file: '/a/"x".json', message: '<b>bad</b>' }] },
    { cspSource: 'https://file+.vscode-resource.vscode-cdn.net', nonce: 'N0nce', toWebviewUri: (f) => `vscode-resource:${f}`, mediaDir: '/ext/client/media' },
  );
  assert.ok(!html.includes('<img src=x'));
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  assert.ok(html.includes('&lt;b&gt;bad&lt;/b&gt;'));
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  assert.equal(scripts.length, 1);
  assert.match(scripts[0], /nonce="N0nce" src="vscode-resource:\/ext\/client\/media\/preview\.js"/);
  const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1].replace(/&#39;/g, "'");
  assert.equal(
    csp,
    "default-src 'none'; img-src https://file+.vscode-resource.vscode-cdn.net data:; media-src https://file+.vscode-resource.vscode-cdn.net; script-src 'nonce-N0nce'; style-src https://file+.vscode-resource.vscode-cdn.net 'nonce-N0nce'",
  );
  assert.ok(!/ style="/.test(html), 'no inline style attributes (the CSP would block them)');
  assert.equal(esc(`a&b"'`), 'a&amp;b&quot;&#39;');
});

test('pairRollouts: by video file name first, then episode; unmatched videos get their own rollout', () => {
  const v = (id: string, file: string): VideoEntry => ({ id, file, label: file, playable: true });
  const videos = [v('v0', '/w/output/t/episode_1.mp4'), v('v1', '/w/output/t/episode_2.mp4'), v('v2', '/w/output/t/episode_5.mp4')];
  const rec = (agent: string, episode: number, videoPath?: string): JudgeRecord => ({ agent, task: 't', episode, videoPath, scores: { 'Task Progress': 1 }, file: 'f', format: 'mcu' });
  const records = [rec('a', 7, './output/t/episode_2.mp4'), rec('b', 1), rec('c', 1)];
  const cards: ScoreCard[] = records.map((r, i) => ({ id: `r${i}`, label: r.agent, agent: r.agent, task: 't', file: 'f', format: 'mcu', scores: r.scores, episode: r.episode }));
  const rollouts = pairRollouts(videos, cards, records);
  assert.deepEqual(
    rollouts.map((r) => [r.result?.agent ?? null, r.video?.id ?? null]),
    [
      ['a', 'v1'],
      ['b', 'v0'],
      ['c', null],
      [null, 'v2'],
    ],
  );
});
