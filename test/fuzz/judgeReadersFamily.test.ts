/**
 * The judge-reader fuzz family (npm run fuzz runs all of it) on a sample:
 * it passes the readers as they are, and it catches the section-heading
 * pattern issue 44 found (so a pattern like it cannot come back unseen).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JUDGE_READERS, runJudgeReadersFamily } from './judgeReadersFamily';

const SAMPLE_RUNS: Array<[string, string]> = [['spaces', ' '], ['stars', '*'], ['digits', '7']];
const SAMPLE_PLACES: Array<[string, string, string]> = [['after a heading', 'Task Progress', 'x'], ['after a score label', 'Task Progress\nScore:', ' x\n']];

test('the judge readers pass a sample of the family', () => {
  const s = runJudgeReadersFamily({ n: 2000, runs: SAMPLE_RUNS, places: SAMPLE_PLACES, readers: JUDGE_READERS.slice(0, 4) });
  assert.equal(s.cases, 4 * SAMPLE_RUNS.length * SAMPLE_PLACES.length);
  assert.deepEqual(s.failures, []);
});

test('the family catches the old section-heading pattern', () => {
  // The raw-text reader's heading pattern before issue 44: `\s*:?\s*\**\s*$` is cubic in a run of spaces.
  const old = /^[\s>#*\d.]*\**(Task Progress)\**\s*:?\s*\**\s*$/i;
  const s = runJudgeReadersFamily({ n: 80, runs: [['spaces', ' ']], places: [['after a heading', 'Task Progress', 'x']], readers: [['old heading', (t) => old.exec(t)]], floorMs: 20 });
  assert.equal(s.failures.length, 1, s.worstCase);
  assert.match(s.failures[0], /not linear: old heading: spaces after a heading/);
});
