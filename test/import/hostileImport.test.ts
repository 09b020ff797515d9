/**
 * Issue 44, defects 2, 9 and 12 of `mcu-task import minedojo`:
 *
 * - 2: a MineDojo folder of 1.6 MB (one template `t_{a}` with a 1 MiB prompt,
 *   `_ALL_VARS = {"a": [0 … 99989]}`) ran out of memory at 4 GB. The import is
 *   refused up front, naming the template, and specs are filled one at a time;
 * - 9: ids `x/y` and `x_y` both became `x_y.yaml` (one lost, "2 written"):
 *   names are now one-to-one, a case-only clash is refused naming both ids,
 *   and the lint figures are those of the files on disk;
 * - 12: NUL and ESC of an id reached the YAML header comment and a prompt's
 *   newlines split the criteria heading: control characters are stripped.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, describe, it } from 'node:test';
import { parse } from 'yaml';
import { main } from '../../server/src/hosts/cli/main';
import { readSource } from '../../server/src/evaluation/import/minedojo/readSource';
import { checkCriteria } from '../../server/src/evaluation/llm/criteriaFormat';
import { captureIO } from '../helpers/captureIO';
import { describeRun, put, runCli, scratch } from '../hostile/helpers';

function mineDojoFolder(dir: string, template: string, prompt: string, values: unknown[]): string {
  put(dir, 'minedojo/tasks/description_files/tasks_specs.yaml', `${JSON.stringify(template)}:\n  __cls__: harvest\n  target_names: log\n  target_quantities: 1\n  prompt: ${JSON.stringify(prompt)}\n`);
  put(dir, 'minedojo/tasks/__init__.py', `_ALL_VARS = {"a": ${JSON.stringify(values)}}\n`);
  return dir;
}

async function runImport(cwd: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO(cwd);
  const code = await main(['import', 'minedojo', ...argv], io);
  return { code, out: io.out, err: io.err };
}

const tmp = scratch('import');
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('import of a source whose expansion is huge (defect 2)', () => {
  it('is refused at once, naming the template and the bound, with nothing written and little memory', async () => {
    const src = mineDojoFolder(path.join(tmp, 'huge'), 't_{a}', 'x'.repeat(1024 * 1024), Array.from({ length: 99_990 }, (_, i) => i));
    const out = path.join(tmp, 'huge-out');
    // A 256 MB heap: the old import filled every spec first and died out of memory here.
    const r = await runCli(['import', 'minedojo', src, '--out', out], { cwd: tmp, heapMb: 256, timeoutMs: 60_000 });
    assert.equal(r.code, 2, describeRun(r));
    assert.match(r.stderr, /t_\{a\}: the template would fill 99990 specs of up to 1025 KB each \(\d+ MB\), more than the 64 MB an import fills in all/);
    assert.ok(!fs.existsSync(out) || fs.readdirSync(out).length === 0, 'nothing written');
  });

  it('a source within the bound is filled as it is read, one spec at a time', () => {
    // 5,000 specs of 10 KB: 50 MB filled at once by the old reader, before the first file was written.
    // (The prompt names {a}, so each filled prompt is a string of its own.)
    const src = mineDojoFolder(path.join(tmp, 'lazy'), 'harvest_{a}_log', `${'y'.repeat(10 * 1024)} {a}`, Array.from({ length: 5_000 }, (_, i) => i));
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const read = readSource(src);
    const grown = process.memoryUsage().heapUsed - before;
    assert.ok(grown < 20 * 1024 * 1024, `reading the source took ${(grown / 1024 / 1024).toFixed(1)} MB of heap before any spec was asked for`);
    let n = 0;
    for (const [id, spec] of read.specs) {
      if (n++ === 0) assert.equal(id, 'harvest_0_log');
      const prompt = spec.prompt as string;
      assert.ok(prompt.length >= 10 * 1024 && prompt.startsWith('y'.repeat(10 * 1024)), `${id}: a prompt of ${prompt.length} characters`);
    }
    assert.equal(n, 5_000);
  });
});

describe('ids that would share a file name (defect 9)', () => {
  const specs = (ids: string[]) => JSON.stringify(Object.fromEntries(ids.map((id) => [id, { __cls__: 'harvest', prompt: `obtain log for ${id}`, target_names: 'log', target_quantities: 1 }])));

  it('x/y and x_y are two files, with or without --force, and the summary counts both', async () => {
    const src = put(tmp, 'clash.json', specs(['x/y', 'x_y']));
    const out = path.join(tmp, 'clash');
    for (const force of [[], ['--force']]) {
      const r = await runImport(tmp, src, '--out', out, ...force);
      const yamls = fs.readdirSync(out).filter((f) => f.endsWith('.yaml')).sort();
      assert.equal(yamls.length, 2, `${force.join(' ')}: ${yamls.join(', ')}`);
      assert.ok(yamls.includes('x_y.yaml'));
      assert.match(yamls.find((f) => f !== 'x_y.yaml')!, /^x_y-[0-9a-f]{8}\.yaml$/);
      const texts = yamls.map((f) => parse(fs.readFileSync(path.join(out, f), 'utf8')).text).sort();
      assert.deepEqual(texts, ['obtain log for x/y', 'obtain log for x_y']);
      assert.match(r.out, force.length ? /files: 2 written, 0 kept/ : /files: (2 written, 0 kept|0 written, 2 kept)/);
    }
    // The same name on every run: the second import found both files already there.
    assert.match((await runImport(tmp, src, '--out', out)).out, /files: 0 written, 2 kept/);
  });

  it('ids differing only in case are refused, naming both, not written over each other', async () => {
    const src = put(tmp, 'case.json', specs(['Harvest_Log', 'harvest_log']));
    const out = path.join(tmp, 'case');
    const r = await runImport(tmp, src, '--out', out);
    assert.equal(r.code, 1, r.out + r.err);
    assert.match(r.out, /harvest_log: not imported: its file name harvest_log\.yaml is taken by task 'Harvest_Log'/);
    assert.deepEqual(fs.readdirSync(out).filter((f) => f.endsWith('.yaml')), ['Harvest_Log.yaml']);
    assert.match(r.out, /files: 1 written/);
  });

  it('the lint figures are of the files on disk: a kept broken file is counted as broken', async () => {
    const src = put(tmp, 'kept.json', specs(['harvest_kept']));
    const out = path.join(tmp, 'kept');
    put(out, 'harvest_kept.yaml', 'custom_init_commands: []\ntext: x\njunk: [unclosed\n');
    const r = await runImport(tmp, src, '--out', out, '--format', 'json');
    const s = JSON.parse(r.out);
    assert.equal(s.kept, 1);
    assert.ok(s.lint.errors >= 1, JSON.stringify(s.lint));
    assert.match(s.files[0].lint.firstError, /^yaml\//);
    assert.equal(r.code, 1);
  });
});

describe('control characters of the source stay out of what import writes (defect 12)', () => {
  it('no NUL or ESC in the header comment, the text or the criteria; the heading is one line', async () => {
    const id = 'harvest_\u0000evil\u001b]0;PWNED\u0007\u001b[2J';
    const src = put(tmp, 'ctl.json', JSON.stringify({ [id]: { __cls__: 'harvest', prompt: 'obtain\nlog\r\nnow\u001b[31m\u0085\u2028x', target_names: 'log', target_quantities: 1 } }));
    const out = path.join(tmp, 'ctl');
    await runImport(tmp, src, '--out', out);
    const yamls = fs.readdirSync(out).filter((f) => f.endsWith('.yaml'));
    assert.equal(yamls.length, 1);
    const text = fs.readFileSync(path.join(out, yamls[0]), 'utf8');
    const criteria = fs.readFileSync(path.join(out, 'criteria_files', yamls[0].replace(/\.yaml$/, '.txt')), 'utf8');
    for (const [what, t] of [['task file', text], ['criteria file', criteria]]) {
      const m = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/.exec(t);
      assert.equal(m, null, `${what}: U+${m?.[0].charCodeAt(0).toString(16)} at ${m?.index}`);
    }
    assert.match(text.split('\n')[0], /^# Imported from MineDojo task harvest_ evil ]0;PWNED  \[2J \(harvest\)/);
    assert.equal(parse(text).text, 'obtain\nlog\nnow [31m  x', 'newlines kept in the instruction, the rest spaces');
    const heading = criteria.split('\n').find((l) => l.startsWith('**Task Progress'))!;
    assert.match(heading, /^\*\*Task Progress: how far the agent got towards: obtain log now \[31m {2}x\*\*$/);
    assert.ok(checkCriteria(criteria).ok, checkCriteria(criteria).problems.join('; '));
  });
});
