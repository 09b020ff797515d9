/**
 * Saved reports as the Testing view's last results
 * (client/src/testing/savedReport.ts): found where `verify --save` and the
 * editor write them under each mcu.verify.reportFolder form, marked stale
 * when the task changed after the report, refused when not a report or
 * reached through a link out of its folder.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { after, describe, it } from 'node:test';
import { loadSavedReport, savedNote } from '../../../client/src/testing/savedReport';
import { reportPathFor } from '../../../server/src/simulation/verify/reportPath';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-saved-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const REPORT = { reportVersion: 2, verified: false, reward: 0, maxReward: 1, durationMs: 900, failures: [{ reason: 'no melon', target: { kind: 'goal', index: 0 } }, { bad: 1 }] };

function task(dir: string, name: string): string {
  fs.mkdirSync(path.join(root, dir), { recursive: true });
  const file = path.join(root, dir, name);
  fs.writeFileSync(file, 'custom_init_commands: []\ntext: find a melon\n');
  return file;
}
function write(file: string, value: unknown, ageSeconds = 0): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
  const t = Date.now() / 1000 - ageSeconds;
  fs.utimesSync(file, t, t);
}

describe('saved verification reports', () => {
  it('beside the task (no report folder): read, with malformed failures dropped', () => {
    const t = task('beside', 'melon.yaml');
    write(path.join(root, 'beside', 'melon.verify.json'), REPORT);
    const r = loadSavedReport(t, '');
    assert.ok(r && 'report' in r);
    assert.equal(r.report.verified, false);
    assert.deepEqual(r.report.failures.map((f) => f.reason), ['no melon']);
    assert.equal(r.stale, false);
  });

  it('in a report folder relative to the task, below it or beside it (..), or absolute', () => {
    const t = task('rel/tasks', 'a.yml');
    for (const folder of ['reports', '../reports', path.join(root, 'abs-reports')]) {
      const where = reportPathFor(t, folder);
      write(where, { ...REPORT, verified: true, failures: [] });
      const r = loadSavedReport(t, folder);
      assert.ok(r && 'report' in r, folder);
      assert.equal(r.reportFile, where);
      fs.rmSync(where);
    }
    assert.equal(reportPathFor(t, 'reports'), path.join(root, 'rel/tasks/reports/a.verify.json'));
    assert.equal(reportPathFor(t, '../reports'), path.join(root, 'rel/reports/a.verify.json'));
  });

  it('no report: nothing', () => {
    assert.equal(loadSavedReport(task('none', 'x.yaml'), ''), undefined);
  });

  it('a report older than its task is still read, marked stale, and the note says so', () => {
    const t = task('stale', 's.yaml');
    write(path.join(root, 'stale', 's.verify.json'), REPORT, 3600);
    const r = loadSavedReport(t, '');
    assert.ok(r && 'report' in r);
    assert.equal(r.stale, true);
    assert.match(savedNote(r), /^Saved report s\.verify\.json \(.+Z\): the task file changed since it was verified/);
    assert.doesNotMatch(savedNote({ ...r, stale: false }), /changed since/);
  });

  it('a file that is not a report is a problem, not a result', () => {
    const t = task('junk', 'j.yaml');
    write(path.join(root, 'junk', 'j.verify.json'), { hello: 1 });
    const r = loadSavedReport(t, '');
    assert.ok(r && 'problem' in r);
    assert.match(r.problem, /not a verification report/);
    fs.writeFileSync(path.join(root, 'junk', 'j.verify.json'), '{ not json');
    const r2 = loadSavedReport(t, '');
    assert.ok(r2 && 'problem' in r2);
  });

  it('a report reached through a link out of its folder is not read', () => {
    const t = task('linked', 'l.yaml');
    write(path.join(root, 'outside', 'secret.json'), REPORT);
    fs.symlinkSync(path.join(root, 'outside', 'secret.json'), path.join(root, 'linked', 'l.verify.json'));
    const r = loadSavedReport(t, '');
    assert.ok(r && 'problem' in r);
    assert.match(r.problem, /through a link/);
  });
});
