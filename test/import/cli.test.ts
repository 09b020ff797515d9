/**
 * `mcu-task import minedojo` end to end, as a child process: a MineDojo
 * checkout in MineDojo's shape and a JSON file of filled specs imported into
 * a temporary folder; the files written are linted again with `mcu-task lint`
 * (0 errors); nothing is overwritten without --force; bad usage is exit 2.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, describe, it } from 'node:test';
import { repoRoot } from '../helpers/paths';

const CLI = path.join(repoRoot, 'out', 'server', 'src', 'hosts', 'cli', 'main.js');
const FIXTURES = path.join(repoRoot, 'test', 'import', 'fixtures');

function cli(args: string[], cwd = repoRoot): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 120_000, cwd });
  assert.equal(r.error, undefined, `did not finish: ${r.error}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('mcu-task import minedojo', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-import-'));
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('imports a MineDojo checkout: one file per task, criteria beside them, a summary, and the files lint at 0 errors', () => {
    const out = path.join(tmp, 'checkout');
    const r = cli(['import', 'minedojo', path.join(FIXTURES, 'minedojo-checkout'), '--out', out]);
    assert.equal(r.status, 0, r.stderr + r.stdout);
    const yamls = fs.readdirSync(out).filter((f) => f.endsWith('.yaml'));
    assert.equal(yamls.length, 43);
    assert.ok(yamls.includes('creative_0.yaml') && yamls.includes('harvest_8_log.yaml') && yamls.includes('techtree_from_wood_to_stone_sword.yaml'));
    assert.equal(fs.readdirSync(path.join(out, 'criteria_files')).length, 43);
    assert.match(r.stdout, /files: 43 written, 0 kept .* 4 combat, 29 harvest, 6 techtree, 1 survival, 1 playthrough, 2 creative; 43 criteria files/);
    assert.match(r.stdout, /fields: \d+ mapped, \d+ dropped with a comment \(use_voxel ×\d+/);
    assert.match(r.stdout, /unmapped names: 0/);
    assert.match(r.stdout, /lint: 0 errors in 0 files/);
    const lint = cli(['lint', '--format', 'json', out]);
    const report = JSON.parse(lint.stdout) as { file: string; diagnostics: { severity: number | string }[] }[];
    const errors = report.flatMap((f) => f.diagnostics.filter((d) => d.severity === 1 || d.severity === 'error').map(() => f.file));
    assert.deepEqual(errors, []);
    assert.equal(lint.status, 0, lint.stdout.slice(0, 2000));
  });

  it('keeps existing files unless --force, and --only selects kinds', () => {
    const out = path.join(tmp, 'filled');
    const first = cli(['import', 'minedojo', path.join(FIXTURES, 'filled-specs.json'), '--out', out, '--only', 'combat,creative']);
    assert.equal(first.status, 0, first.stderr + first.stdout);
    assert.deepEqual(fs.readdirSync(out).filter((f) => f.endsWith('.yaml')).sort(), ['combat_zombie_pigman_extreme_hills.yaml', 'creative_7.yaml']);
    const file = path.join(out, 'creative_7.yaml');
    fs.writeFileSync(file, 'text: mine\n');
    const again = cli(['import', 'minedojo', path.join(FIXTURES, 'filled-specs.json'), '--out', out, '--only', 'creative']);
    assert.match(again.stdout, /files: 0 written, 1 kept/);
    assert.equal(fs.readFileSync(file, 'utf8'), 'text: mine\n');
    const forced = cli(['import', 'minedojo', path.join(FIXTURES, 'filled-specs.json'), '--out', out, '--only', 'creative', '--force']);
    assert.match(forced.stdout, /files: 1 written, 0 kept/);
    assert.match(fs.readFileSync(file, 'utf8'), /text: Build a bridge over a river\./);
  });

  it('an unmapped name is exit 1 with the name in the summary; the JSON summary counts per file', () => {
    const out = path.join(tmp, 'all');
    const r = cli(['import', 'minedojo', path.join(FIXTURES, 'filled-specs.json'), '--out', out, '--format', 'json']);
    assert.equal(r.status, 1);
    const s = JSON.parse(r.stdout);
    assert.equal(s.written, 6);
    assert.deepEqual(s.problems.map((p: { task: string }) => p.task), ['harvest_1_unknownium', 'harvest_1_unknownium', 'harvest_1_unknownium']);
    assert.equal(s.lint.errors, 0);
    const wool = s.files.find((f: { task: string }) => f.task === 'harvest_wool_and_fish_swampland');
    assert.ok(wool.dropped.includes('use_lidar') && wool.mapped.includes('initial_inventory'));
    assert.ok(fs.existsSync(path.join(out, 'harvest_1_unknownium.yaml')));
  });

  it('a spec of a class MineDojo has no meta task for is named, not imported, exit 1', () => {
    const src = path.join(tmp, 'odd.json');
    fs.writeFileSync(src, JSON.stringify({ open_ended_thing: { __cls__: 'open-ended', prompt: 'play' }, harvest_1_apple: { __cls__: 'harvest', prompt: 'obtain apple', target_names: 'apple', target_quantities: 1 } }));
    const r = cli(['import', 'minedojo', src, '--out', path.join(tmp, 'odd')]);
    assert.equal(r.status, 1);
    assert.match(r.stdout, /open_ended_thing: __cls__ 'open-ended' is none of harvest, combat, techtree, survival, playthrough: not imported/);
    assert.deepEqual(fs.readdirSync(path.join(tmp, 'odd')).filter((f) => f.endsWith('.yaml')), ['harvest_1_apple.yaml']);
  });

  it('bad usage and a bad source are exit 2 with a message', () => {
    assert.equal(cli(['import', 'minedojo', path.join(FIXTURES, 'filled-specs.json')]).status, 2);
    assert.equal(cli(['import', 'craftax', 'x', '--out', tmp]).status, 2);
    assert.equal(cli(['import', 'minedojo', path.join(FIXTURES, 'filled-specs.json'), '--out', tmp, '--only', 'mining']).status, 2);
    const missing = cli(['import', 'minedojo', path.join(tmp, 'nothing-here'), '--out', tmp]);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /no such file or folder/);
    const notMineDojo = cli(['import', 'minedojo', FIXTURES, '--out', path.join(tmp, 'x')]);
    assert.equal(notMineDojo.status, 2);
    assert.match(notMineDojo.stderr, /no minedojo\/tasks\/description_files\/tasks_specs\.yaml/);
  });
});
