import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SETTINGS, readSettings } from '../../../server/src/hosts/lsp/settings';

describe('inlay hint and side-file settings', () => {
  it('reads each mcu.inlayHints kind, keeping true for values that are not booleans (with a message)', () => {
    const warned: string[] = [];
    const s = readSettings({ inlayHints: { displayNames: false, rewardTotals: 'no', verifyOutcomes: false } }, (m) => warned.push(m));
    assert.deepEqual(s.inlayHints, { displayNames: false, relativePositions: true, rewardTotals: true, verifyOutcomes: false });
    assert.deepEqual(warned, ['mcu.inlayHints.rewardTotals must be true or false; using true']);
    assert.deepEqual(readSettings(undefined).inlayHints, DEFAULT_SETTINGS.inlayHints);
  });

  it('bounds the preview globs and the criteria folder', () => {
    const warned: string[] = [];
    const s = readSettings({ preview: { videoGlobs: ['x'.repeat(301)], judgeGlobs: ['**/<task>.json'] }, criteria: { folder: 'crit' } }, (m) => warned.push(m));
    assert.deepEqual(s.sideFiles, { criteriaFolder: 'crit', videoGlobs: DEFAULT_SETTINGS.sideFiles.videoGlobs, judgeGlobs: ['**/<task>.json'] });
    assert.equal(warned.length, 1);
    assert.match(warned[0], /mcu\.preview\.videoGlobs/);
    assert.equal(readSettings({ criteria: { folder: 42 } }, () => undefined).sideFiles.criteriaFolder, 'criteria_files');
  });
});
