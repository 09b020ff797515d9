/**
 * `mcu/benchmarkReport` over stdio from the real language server: the page
 * for a folder with its judge results from `vlm_rating_res`, the panel's
 * nonce on the page's scripts and in its CSP, the file of every row; a bad
 * nonce is refused. And the page's one message, checked by the client.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as fs from 'fs';
import * as path from 'path';
import { ResponseError } from 'vscode-jsonrpc/node';
import { LspTestClient } from '../helpers/lspClient';
import { Requests } from '../../server/src/api/protocol/requests';
import type { BenchmarkReportResult } from '../../server/src/api/protocol/requests';
import { taskIndexOf } from '../../client/src/report/messages';
import { writeSyntheticSuite } from './syntheticSuite';
import { cspOf, pageDataOf, scriptsOf } from './pageParts';

describe('mcu/benchmarkReport', () => {
  const client = new LspTestClient();
  const suite = writeSyntheticSuite(30);
  before(async () => {
    await client.initialize();
  });
  after(async () => {
    await client.stop();
    fs.rmSync(suite.root, { recursive: true, force: true });
  });

  it('renders the folder with its judge results, the nonce in the CSP and on every script, and the file of every row', async () => {
    const nonce = 'abcdefgh12345678';
    const r = await client.request<BenchmarkReportResult>(Requests.benchmarkReport, { folder: suite.root, nonce });
    assert.equal(r.tasks, 30);
    assert.deepEqual([...r.files].sort(), suite.tasks.map((t) => t.file).sort());
    assert.match(cspOf(r.html), new RegExp(`script-src [^;]*'nonce-${nonce}'`));
    for (const s of scriptsOf(r.html)) assert.match(s.attrs, new RegExp(`nonce="${nonce}"`));
    const data = pageDataOf(r.html);
    assert.deepEqual(data.agents, ['alpha', 'beta', 'gamma']);
    assert.ok(data.links.every((l) => l === ''), 'rows are opened by message in the editor, not by link');
    assert.equal(path.join(suite.root, data.rows[0][0] as string), r.files[0]);
  });

  it('refuses a nonce that could break out of the attribute', async () => {
    await assert.rejects(client.request(Requests.benchmarkReport, { folder: suite.root, nonce: '"><script>' }), (e: unknown) => e instanceof ResponseError && /nonce/.test(e.message));
  });

  it('the client opens only an index among the rows', () => {
    assert.equal(taskIndexOf({ type: 'openTask', index: 2 }, 3), 2);
    for (const m of [{ type: 'openTask', index: 3 }, { type: 'openTask', index: -1 }, { type: 'openTask', index: 1.5 }, { type: 'openTask', index: '1' }, { type: 'open', index: 1 }, null, 'openTask'])
      assert.equal(taskIndexOf(m, 3), undefined, JSON.stringify(m));
  });
});
