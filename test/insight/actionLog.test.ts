import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { parseActionLog } from '../../server/src/evaluation/insight/actionLog';
import { cameraBin, stepSymbol } from '../../server/src/evaluation/insight/actionSymbols';
import { permutationEntropy } from '../../server/src/evaluation/insight/permutationEntropy';

test('camera angles go to VPT μ-law bins', () => {
  assert.equal(cameraBin(0), 5);
  assert.equal(cameraBin(10), 10);
  assert.equal(cameraBin(-25), 0, 'clipped at ±10°');
  // 1.5°: x = 0.15, ln(1 + 1.5) / ln 11 = 0.916291 / 2.397895 = 0.382123 → ×10 = 3.82 → (3.82 + 10) / 2 = 6.91 → bin 7.
  assert.equal(cameraBin(1.5), 7);
  assert.equal(cameraBin(-1.5), 3);
});

test('MineStudio env actions map to buttonMask × 121 + pitchBin × 11 + yawBin', () => {
  // forward is bit 2 (mask 4), camera [0, 1.5] → bins 5 and 7: 4 × 121 + 5 × 11 + 7 = 484 + 55 + 7 = 546.
  assert.equal(stepSymbol({ forward: 1, attack: 0, camera: [0.0, 1.5] }), 546);
  // numpy-style one-element arrays and booleans read the same.
  assert.equal(stepSymbol({ forward: [1], attack: [0], camera: [[0.0, 1.5]] }), 546);
  assert.equal(stepSymbol({ forward: true, camera: [0, 1.5] }), 546);
  // An idle step: 0 × 121 + 5 × 11 + 5 = 60. An agent action {buttons: 3, camera: 60}: 3 × 121 + 60 = 423.
  assert.equal(stepSymbol({}), 60);
  assert.equal(stepSymbol({ buttons: [3], camera: [60] }), 423);
  assert.equal(stepSymbol([3, 60]), 423);
});

/** Six steps whose symbols are worked out by hand below. */
const STEPS = [
  { forward: 1, camera: [0, 0] }, //          mask 4:        4 × 121 + 60 = 544
  { attack: 1, camera: [0, 0] }, //           mask 1:        1 × 121 + 60 = 181
  { camera: [0, 0] }, //                      idle:                     60
  { forward: 1, jump: 1, camera: [0, 0] }, // mask 4 + 8:   12 × 121 + 60 = 1512
  { camera: [0, 10] }, //                     yaw bin 10:   5 × 11 + 10 = 65
  { camera: [-10, 0] }, //                    pitch bin 0:  0 × 11 + 5  = 5
];

test('permutation entropy of a short action sequence, by hand', () => {
  const { symbols } = parseActionLog(JSON.stringify(STEPS), false);
  assert.deepEqual(symbols, [544, 181, 60, 1512, 65, 5]);
  // Windows: (544,181,60) → 2,1,0; (181,60,1512) → 1,0,2; (60,1512,65) → 0,2,1; (1512,65,5) → 2,1,0.
  // p = 2/4, 1/4, 1/4: H = 0.5 ln 2 + 2 · 0.25 ln 4 = 1.5 ln 2 = 1.039721; / ln 6 = 1.791759 → 0.580280.
  const pe = permutationEntropy(symbols)!;
  assert.ok(Math.abs(pe - (1.5 * Math.log(2)) / Math.log(6)) < 1e-12);
  assert.ok(Math.abs(pe - 0.58028) < 1e-5, String(pe));
});

test('the same steps as JSON lines, as per-step arrays under "actions", and as VPT records', () => {
  const expected = [544, 181, 60, 1512, 65, 5];
  assert.deepEqual(parseActionLog(STEPS.map((s) => JSON.stringify(s)).join('\n') + '\n', true).symbols, expected);
  const columns = {
    forward: [1, 0, 0, 1, 0, 0], attack: [0, 1, 0, 0, 0, 0], jump: [0, 0, 0, 1, 0, 0],
    camera: [[0, 0], [0, 0], [0, 0], [0, 0], [0, 10], [-10, 0]],
  };
  assert.deepEqual(parseActionLog(JSON.stringify({ actions: columns }), false).symbols, expected);
  // VPT: 2400 pixels per 360°, so 10° is 66.67 pixels; mouse button 0 is attack; dy is pitch.
  const vpt = [
    { keyboard: { keys: ['key.keyboard.w'] }, mouse: { dx: 0, dy: 0, buttons: [] } },
    { keyboard: { keys: [] }, mouse: { dx: 0, dy: 0, buttons: [0] } },
    { keyboard: { keys: [] }, mouse: { dx: 0, dy: 0, buttons: [] } },
    { keyboard: { keys: ['key.keyboard.w', 'key.keyboard.space'] }, mouse: { dx: 0, dy: 0, buttons: [] } },
    { keyboard: { keys: [] }, mouse: { dx: 200 / 3, dy: 0, buttons: [] } },
    { keyboard: { keys: [] }, mouse: { dx: 0, dy: -200 / 3, buttons: [] } },
  ];
  assert.deepEqual(parseActionLog(vpt.map((s) => JSON.stringify(s)).join('\n'), true).symbols, expected);
});

test('a broken log says where', () => {
  assert.throws(() => parseActionLog('{"forward": 1}\nnot json\n', true), /line 2/);
  assert.throws(() => parseActionLog('"text"', false), /array of steps/);
});
