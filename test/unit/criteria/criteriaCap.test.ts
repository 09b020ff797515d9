/**
 * Issue 44, defect 3: a criteria file of 170,000 `**X**` lines gave 170,006
 * warnings (69 MB in one message), 55,000 `**Task Progress**` lines 55,005.
 * Criteria findings now stop at the cap task files have (model/task/problemCap.ts)
 * with one final `criteria/more-problems` saying how many more; lint and the
 * editor (and workspace diagnostics) all go through this checker.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { main } from '../../../server/src/hosts/cli/main';
import { checkCriteriaText } from '../../../server/src/api/services/criteriaCheck';
import { captureIO } from '../../helpers/captureIO';

/** What task files already show per command line; the criteria cap is of the same kind (checked below against the code). */
const CAP = 100;

describe('criteria findings are capped with a final "N more"', () => {
  it('170,000 unknown headings: the first findings by position, then criteria/more-problems counting the rest', () => {
    const text = '**X**\n'.repeat(170_000);
    const t0 = performance.now();
    const found = checkCriteriaText(text);
    const ms = performance.now() - t0;
    assert.equal(found.length, CAP + 1, `${found.length} findings`);
    const last = found[found.length - 1];
    assert.equal(last.code, 'criteria/more-problems');
    // 170,000 unknown headings + 6 missing dimensions, of which CAP are shown.
    assert.match(last.message, new RegExp(`^${170_006 - CAP} more problems in this file are not shown \\(the first ${CAP} are\\)`));
    assert.ok(found.slice(0, -1).every((d, i, a) => i === 0 || a[i - 1].start <= d.start), 'in file order');
    assert.equal(found[0].start, 0, 'the first shown is the first in the file');
    const bytes = JSON.stringify(found).length;
    assert.ok(bytes < 100_000, `${bytes} bytes of findings`);
    assert.ok(ms < 5_000, `${ms.toFixed(0)} ms`);
  });

  it('5,500 duplicate "Task Progress" headings: capped the same way', () => {
    const found = checkCriteriaText('**Task Progress**\n- a rule\n'.repeat(5_500));
    assert.equal(found.length, CAP + 1);
    // 5,499 repeats and 5 missing dimensions (at the end of the file, so not among the first shown).
    assert.equal(found.filter((d) => d.code === 'criteria/duplicate-dimension').length, CAP);
    assert.match(found[CAP].message, new RegExp(`^${5_499 + 5 - CAP} more problems`));
  });

  it('a file under the cap is unchanged; disabled codes are neither shown nor counted', () => {
    const few = '**X**\n'.repeat(10);
    assert.equal(checkCriteriaText(few).length, 16);
    assert.ok(!checkCriteriaText(few).some((d) => d.code === 'criteria/more-problems'));
    const many = '**X**\n'.repeat(1_000);
    assert.deepEqual(checkCriteriaText(many, ['criteria/unknown-heading']).map((d) => d.code), Array(6).fill('criteria/missing-dimension'));
  });

  it('mcu-task lint of such a criteria file prints the capped findings', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-crit-cap-'));
    try {
      const file = path.join(dir, 'criteria_files', 'many.txt');
      fs.mkdirSync(path.dirname(file));
      fs.writeFileSync(file, '**X**\n'.repeat(170_000));
      const io = captureIO(dir);
      await main(['lint', file], io);
      const lines = io.out.split('\n').filter((l) => l.includes('criteria/'));
      assert.equal(lines.length, CAP + 1, io.out.slice(-500));
      assert.match(lines[CAP], /criteria\/more-problems/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
