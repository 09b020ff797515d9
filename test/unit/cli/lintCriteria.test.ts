/**
 * `mcu-task lint` and criteria files: criteria .txt files found in the walked
 * folders (criteria_files/*.txt) or named on the command line are checked
 * like tasks (line:column, codes under criteria/, errors set the exit code);
 * a task gets `criteria/missing` (information) only where its benchmark keeps
 * criteria files at all.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../../helpers/paths';
import { MCU_SHAPED_BUILD, MCU_SHAPED_COMBAT } from '../criteria/mcuShapedCriteria';

const CLI = path.join(repoRoot, 'out', 'server', 'src', 'hosts', 'cli', 'main.js');
const TASK = 'custom_init_commands:\n- /give @s minecraft:oak_planks 16\ntext: build a hut\n';
// Creative Attempts (lines 15–18) taken out: Task Completion Efficiency moves to line 15.
const MISSING_CREATIVE = MCU_SHAPED_BUILD.split('\n').filter((_, i) => i < 14 || i > 17).join('\n');
// Task Completion Efficiency (line 14 of the combat shape) without its rule.
const EMPTY_EFFICIENCY = MCU_SHAPED_COMBAT.replace(' - whether the fight ends in a reasonable time.\n', '');

interface JsonReport {
  file: string;
  diagnostics: { range: { start: { line: number; character: number } }; severity: string; code: string; message: string }[];
}

describe('mcu-task lint with criteria files', { timeout: 120_000 }, () => {
  let tmp: string;
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.writeFileSync(path.join(tmp, rel), text);
  };
  const lint = (...args: string[]) => spawnSync(process.execPath, [CLI, 'lint', ...args], { cwd: tmp, encoding: 'utf8', timeout: 60_000 });
  before(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-lint-criteria-'));
    // A benchmark in MCU's layout: tasks under task_configs/, criteria in auto_eval/criteria_files/.
    write('bench/task_configs/simple/hut.yaml', TASK);
    write('bench/task_configs/simple/slime.yaml', TASK);
    write('bench/auto_eval/criteria_files/hut.txt', MCU_SHAPED_BUILD);
    write('bench/auto_eval/criteria_files/broken.txt', MISSING_CREATIVE);
    write('bench/auto_eval/notes.txt', 'not a criteria file\n');
    // A benchmark without any criteria: not wrong, so nothing about criteria.
    write('plain/task_configs/lonely.yaml', TASK);
    write('notes/efficiency.txt', EMPTY_EFFICIENCY);
    write('notes/complete.txt', MCU_SHAPED_COMBAT);
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('checks the criteria files a walked folder holds, reports them with line:column, and fails on a missing dimension', () => {
    const r = lint('bench');
    assert.equal(r.status, 1, r.stderr);
    const lines = r.stdout.split('\n').filter(Boolean);
    const broken = path.join('bench', 'auto_eval', 'criteria_files', 'broken.txt');
    assert.ok(lines.some((l) => l.startsWith(`${broken}:15:1 error criteria/missing-dimension The dimension "Creative Attempts" is missing`)), r.stdout);
    assert.ok(!lines.some((l) => l.includes('hut.txt') || l.includes('notes.txt')), 'a complete criteria file and other .txt files give nothing');
    assert.ok(lines.some((l) => l.startsWith(`${path.join('bench', 'task_configs', 'simple', 'slime.yaml')}:3:1 information criteria/missing No criteria file for this task`)), r.stdout);
    assert.ok(!lines.some((l) => l.includes('hut.yaml')), 'the task whose criteria file exists gets nothing');
    assert.match(r.stderr, /4 files checked \(2 criteria\): 1 error, 0 warnings/);
  });

  it('puts the criteria findings in the JSON output', () => {
    const r = lint('--format', 'json', 'bench');
    assert.equal(r.status, 1, r.stderr);
    const reports = JSON.parse(r.stdout) as JsonReport[];
    const broken = reports.find((x) => x.file.endsWith('broken.txt'));
    assert.ok(broken, r.stdout);
    assert.deepEqual(broken.diagnostics.map((d) => [d.code, d.severity, d.range.start.line]), [['criteria/missing-dimension', 'error', 14]]);
    const slime = reports.find((x) => x.file.endsWith('slime.yaml'));
    assert.deepEqual(slime?.diagnostics.map((d) => [d.code, d.severity, d.range.start.line]), [['criteria/missing', 'information', 2]]);
    assert.match(slime!.diagnostics[0].message, /searched: .*auto_eval\/criteria_files\/slime\.txt/);
  });

  it('says nothing about criteria for a benchmark that keeps none', () => {
    const r = lint('plain');
    assert.equal(r.status, 0, r.stderr + r.stdout);
    assert.doesNotMatch(r.stdout, /criteria\//);
  });

  it('takes a .txt named on the command line as a criteria file: warnings alone pass, an error fails', () => {
    const warn = lint('notes/efficiency.txt', 'notes/complete.txt');
    assert.equal(warn.status, 0, warn.stderr);
    assert.equal(warn.stdout.trim(), `${path.join('notes', 'efficiency.txt')}:14:1 warning criteria/empty-dimension "Task Completion Efficiency" has no rule: add "- " lines under it saying what the judge should look for.`);
    assert.match(warn.stderr, /2 files checked \(2 criteria\): 0 errors, 1 warning/);
    assert.equal(lint('bench/auto_eval/criteria_files/broken.txt').status, 1);
  });

  it('--disable switches criteria codes off like any other', () => {
    const r = lint('--disable', 'criteria/', 'bench');
    assert.equal(r.status, 0, r.stderr);
    assert.doesNotMatch(r.stdout, /criteria\//);
  });
});
