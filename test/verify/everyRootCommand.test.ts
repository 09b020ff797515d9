/**
 * `mcu-task verify` as a child process on one task per root command of the
 * 1.16.5 tree and per flying-squid built-in name (issue 13): every run exits
 * 0 or 1 with a parseable JSON report per task, and the process's peak memory
 * stays under MAX_RSS_MB. Tasks are grouped into a few child processes (each
 * verifies a folder with --jobs 2) to keep the suite's time reasonable; every
 * task still gets its own worker, server and bot.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { repoRoot } from '../helpers/paths';
import { assertValidReport, MAX_RSS_MB, runCliReportingRss as runCli } from './helpers';
import { flyingSquidBuiltins, hostileRootCommands, hostileTask } from './hostileCommands';

const GROUPS = 4;


describe('mcu-task verify on every root command and every flying-squid built-in', () => {
  const lines = [...hostileRootCommands(), ...flyingSquidBuiltins(repoRoot).map((n) => `/${n}`)];
  const dirs: string[] = [];
  for (let g = 0; g < GROUPS; g++) dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `mcu-hostile-${g}-`)));
  lines.forEach((line, i) => {
    const name = `${String(i).padStart(3, '0')}_${line.slice(1).split(' ')[0].replace(/[^a-z0-9_-]/gi, '_')}.yaml`;
    // Every eighth task also has a reward, so the agent phase runs after a hostile scene too.
    fs.writeFileSync(path.join(dirs[i % GROUPS], name), hostileTask([line], i % 8 === 0));
  });

  for (const [g, dir] of dirs.entries()) {
    it(`group ${g + 1} of ${GROUPS}: exit 0 or 1, one valid report per task, peak memory under ${MAX_RSS_MB} MB`, async () => {
      try {
        const files = fs.readdirSync(dir).sort();
        const res = await runCli(['verify', '--format', 'json', '--timeout', '8', '--jobs', '3', dir]);
        assert.ok(res.code === 0 || res.code === 1, `exit ${res.code}: ${res.stderr.slice(-2000)}`);
        const reports = JSON.parse(res.stdout);
        assert.equal(reports.length, files.length);
        for (const r of reports) {
          assertValidReport(r);
          assert.equal(r.commands.length, 1, r.file);
          assert.doesNotMatch(r.commands[0].reply, /unexpected error/i, `${r.file}: ${r.commands[0].reply}`);
        }
        const rss = Number(/maxRSS-kB=(\d+)/.exec(res.stderr)?.[1]);
        assert.ok(rss > 0, 'the child reported its peak memory');
        console.log(`group ${g + 1}: ${files.length} tasks, exit ${res.code}, peak ${Math.round(rss / 1024)} MB`);
        assert.ok(rss / 1024 < MAX_RSS_MB, `peak ${Math.round(rss / 1024)} MB`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
