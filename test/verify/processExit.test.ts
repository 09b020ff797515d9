/**
 * A `mcu-task verify` process ends when its last report is out. Idle verify workers are kept for the next
 * task (isolated.ts) and end after 60 s; a worker with piped output kept the process alive for those 60 s
 * after a 6 s verification, in the CLI and in every editor job that runs it.
 */
import assert from 'node:assert/strict';
import * as path from 'path';
import { describe, it } from 'node:test';
import { examplesDir } from '../helpers/paths';
import { runCliReportingRss } from './helpers';

/** Far below the idle workers' 60 s, far above a process's own start and end on a loaded machine. */
const AFTER_REPORT_LIMIT_MS = 30_000;

describe('a verify process', () => {
  it('exits once its report is printed, without waiting for idle workers', { timeout: 180_000 }, async () => {
    const t0 = Date.now();
    const r = await runCliReportingRss(['verify', '--format', 'json', path.join(examplesDir, 'simple', 'craft_furnace.yaml')]);
    const wallMs = Date.now() - t0;
    assert.equal(r.code, 0, r.stderr);
    // Only the JSON reaches stdout: the worker's libraries print nothing into it.
    const [report] = JSON.parse(r.stdout);
    assert.equal(report.verified, true);
    assert.ok(wallMs - report.durationMs < AFTER_REPORT_LIMIT_MS, `the process took ${wallMs} ms for a ${report.durationMs} ms verification`);
  });
});
