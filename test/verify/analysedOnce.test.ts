/**
 * Issue 46: a verify parses and lints its file once. The spec's refusals, the
 * proofs' scene and the verdict all take one analysis; before, each verify
 * built two task models and linted twice. Counted by wrapping the module
 * exports the verifier calls through.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { it } from 'node:test';
import * as taskModel from '../../server/src/model/task/taskModel';
import * as validate from '../../server/src/analysis/lint/validate';
import { verifyTask } from '../../server/src/simulation/verify';
import { examplesDir } from '../helpers/paths';
import { exitWhenDone } from '../embedded/helpers';

exitWhenDone();

it('verify builds one task model and lints once', async () => {
  let models = 0;
  let lints = 0;
  const mutable = taskModel as { TaskModel: typeof taskModel.TaskModel };
  const lint = validate as { validateAnalysis: typeof validate.validateAnalysis };
  const Original = mutable.TaskModel;
  const originalLint = lint.validateAnalysis;
  mutable.TaskModel = class extends Original { constructor(text: string) { super(text); models++; } };
  lint.validateAnalysis = (...a) => { lints++; return originalLint(...a); };
  try {
    const r = await verifyTask(fs.readFileSync(path.join(examplesDir, 'simple', 'collect_wool.yaml'), 'utf8'), { timeoutMs: 20000 });
    assert.notEqual(r.verified, undefined);
  } finally {
    mutable.TaskModel = Original;
    lint.validateAnalysis = originalLint;
  }
  assert.equal(models, 1, 'task models built');
  assert.equal(lints, 1, 'lint runs');
});
