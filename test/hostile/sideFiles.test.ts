/**
 * Issue 25 item 7: the files read beside a task (action logs, verification
 * reports, ratings) must not hang or bloat `insight` or the language server.
 * Every run is a child process under a time limit: on the unfixed code a
 * FIFO blocks the read for ever and /dev/zero grows the heap until it dies.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { LspTestClient } from '../helpers/lspClient';
import { taskYaml } from '../insight/helpers';
import { describeRun, mkfifo, put, runCli, scratch } from './helpers';

interface InsightJson {
  tasks: { file: string; difficulty: Record<string, number | null> }[];
  problems: string[];
}

function parseInsight(stdout: string): InsightJson {
  return JSON.parse(stdout) as InsightJson;
}

describe('odd files beside a task', { timeout: 180_000 }, () => {
  let dir: string;
  before(() => { dir = scratch('side'); });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('insight does not hang on a FIFO action log; the task is still reported', async () => {
    put(dir, 'fifo/craft_string.yaml', taskYaml('craft_item', ['string'], 'craft string'));
    mkfifo(path.join(dir, 'fifo', 'craft_string.actions.json'));
    const r = await runCli(['insight', '--no-video', '--format', 'json', 'fifo'], { cwd: dir, timeoutMs: 20_000 });
    assert.equal(r.timedOut, false, `insight hung on the FIFO: ${describeRun(r)}`);
    const out = parseInsight(r.stdout);
    assert.equal(out.tasks.length, 1);
    assert.ok(out.problems.some((p) => /craft_string\.actions\.json: .*FIFO/.test(p)), out.problems.join('\n'));
    assert.equal(r.code, 1);
  });

  it('the hover on text: answers at once with a FIFO action log beside the task', async () => {
    const file = put(dir, 'hover/craft_string.yaml', taskYaml('craft_item', ['string'], 'craft string'));
    mkfifo(path.join(dir, 'hover', 'craft_string.actions.json'));
    const client = new LspTestClient();
    try {
      await client.initialize();
      const uri = pathToFileURL(file).href;
      await client.open(uri, fs.readFileSync(file, 'utf8'));
      const line = fs.readFileSync(file, 'utf8').split('\n').findIndex((l) => l.startsWith('text:'));
      const hover = client.request<{ contents: { value: string } } | null>('textDocument/hover', { textDocument: { uri }, position: { line, character: 8 } });
      const answered = await Promise.race([hover, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000))]);
      assert.notEqual(answered, 'timeout', 'the language server did not answer the hover within 10 s');
      const value = (answered as { contents: { value: string } }).contents.value;
      assert.match(value, /Task difficulty/);
      assert.match(value, /Not read: .*craft_string\.actions\.json: a FIFO/, 'the hover says why the log was left out');
    } finally {
      client.proc.kill('SIGKILL');
    }
  });

  it('insight refuses an action log that links to /dev/zero without reading it', async () => {
    put(dir, 'zero/craft_string.yaml', taskYaml('craft_item', ['string'], 'craft string'));
    fs.symlinkSync('/dev/zero', path.join(dir, 'zero', 'craft_string.actions.jsonl'));
    const r = await runCli(['insight', '--no-video', '--format', 'json', 'zero'], { cwd: dir, timeoutMs: 20_000 });
    assert.equal(r.timedOut, false, describeRun(r));
    const out = parseInsight(r.stdout);
    assert.ok(out.problems.some((p) => /craft_string\.actions\.jsonl: .*character device/.test(p)), out.problems.join('\n'));
    assert.ok(r.ms < 10_000, describeRun(r));
  });

  it('an action log object of 5,001 columns is read in bounded time and memory', async () => {
    // The log: one column of 100,000 steps and 5,000 scalar columns (a scalar repeats on every step), ~270 KB.
    const cols: Record<string, number | number[]> = { forward: Array.from({ length: 100_000 }, (_, i) => i % 2) };
    for (let i = 0; i < 5000; i++) cols[`c${i}`] = 0;
    put(dir, 'wide/craft_string.yaml', taskYaml('craft_item', ['string'], 'craft string'));
    put(dir, 'wide/craft_string.actions.json', JSON.stringify(cols));
    const r = await runCli(['insight', '--no-video', '--format', 'json', 'wide'], { cwd: dir, timeoutMs: 30_000, heapMb: 256 });
    assert.equal(r.timedOut, false, describeRun(r));
    assert.equal(r.code, 0, describeRun(r));
    const out = parseInsight(r.stdout);
    assert.equal(out.tasks[0].difficulty.time_consumption, 100_000, 'the log still counts as a rollout of 100,000 steps');
    assert.ok(r.ms < 10_000, `took ${r.ms.toFixed(0)} ms`);
  });

  it('a big ratings.csv is read in linear time', async () => {
    // 60,000 rows (about 1 MB) of one task: the unfixed reader copied the task's whole list on every row.
    const rows = ['task,intricacy,creativity,novelty'];
    for (let i = 0; i < 60_000; i++) rows.push(`craft_string,${i % 5},${(i + 1) % 5},${(i + 2) % 5}`);
    put(dir, 'ratings/craft_string.yaml', taskYaml('craft_item', ['string'], 'craft string'));
    put(dir, 'ratings/ratings.csv', rows.join('\n') + '\n');
    const r = await runCli(['insight', '--no-video', '--format', 'json', 'ratings'], { cwd: dir, timeoutMs: 30_000 });
    assert.equal(r.timedOut, false, describeRun(r));
    assert.equal(r.code, 0, describeRun(r));
    assert.equal(parseInsight(r.stdout).tasks[0].difficulty.intricacy, 2);
    assert.ok(r.ms < 10_000, `took ${r.ms.toFixed(0)} ms`);
  });
});
