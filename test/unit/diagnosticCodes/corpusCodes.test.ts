/**
 * Every code the checks report on the repository's task files is registered
 * (and so documented): the examples, the lint and verdict corpora and every
 * test fixture, checked the way the editor and `mcu-task lint` check them
 * (task files with validateAnalysis, criteria files with their own check,
 * and the missing-criteria information where a criteria folder is near).
 * The types already keep unregistered codes out of the checks; this catches
 * what types cannot: a cast, or a code built from data at run time (yaml/…).
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { analyse, checkCriteriaText, criteriaFolderNear, missingCriteria, validateAnalysis } from '../../../server/src/api';
import { diagnosticEntry } from '../../../server/src/model/diagnosticCodes';
import { repoRoot } from '../../helpers/paths';

const ROOTS = ['examples', 'test/corpus', 'test/verdictCorpus'].map((r) => path.join(repoRoot, r));

function files(dir: string, pick: (p: string) => boolean, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, pick, out);
    else if (pick(p)) out.push(p);
  }
  return out;
}

const isYaml = (p: string) => /\.ya?ml$/i.test(p);
const isCriteria = (p: string) => /\.txt$/i.test(p) && p.split(path.sep).includes('criteria_files');
const isDir = (p: string) => fs.existsSync(p) && fs.statSync(p).isDirectory();
const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();

/** The YAML and criteria files under the roots and under every `fixtures` folder of test/. */
function corpus(): { yaml: string[]; criteria: string[] } {
  const fixtureDirs: string[] = [];
  const findFixtures = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (!e.isDirectory() || e.name === 'node_modules') continue;
      const p = path.join(d, e.name);
      if (e.name === 'fixtures') fixtureDirs.push(p);
      else findFixtures(p);
    }
  };
  findFixtures(path.join(repoRoot, 'test'));
  const dirs = [...ROOTS, ...fixtureDirs];
  return { yaml: dirs.flatMap((d) => files(d, isYaml)), criteria: dirs.flatMap((d) => files(d, isCriteria)) };
}

describe('every code reported on the repository\'s task files is registered', () => {
  it('examples, corpora and fixtures', () => {
    const { yaml, criteria } = corpus();
    assert.ok(yaml.length > 400, `${yaml.length} YAML files`);
    const seen = new Map<string, string>();
    for (const file of yaml) {
      const analysis = analyse(fs.readFileSync(file, 'utf8'), {});
      const diags = validateAnalysis(analysis, [], 'any');
      if (criteriaFolderNear(file, {}, isDir)) {
        const none = missingCriteria(analysis.model, file, {}, isFile, (f) => f);
        if (none) diags.push(none);
      }
      for (const d of diags) if (!seen.has(d.code)) seen.set(d.code, path.relative(repoRoot, file));
    }
    for (const file of criteria) {
      for (const d of checkCriteriaText(fs.readFileSync(file, 'utf8'))) if (!seen.has(d.code)) seen.set(d.code, path.relative(repoRoot, file));
    }
    const unregistered = [...seen].filter(([code]) => !diagnosticEntry(code)).map(([code, file]) => `${code} (first in ${file})`);
    assert.deepEqual(unregistered, []);
    // The corpus reaches a good part of the registry (so a broken walk that checks nothing cannot pass).
    assert.ok(seen.size >= 40, `${seen.size} distinct codes: ${[...seen.keys()].sort().join(', ')}`);
  });
});
