/** `mcu-task lint` honours suppression comments in its text and json output (run as a child process). */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../../helpers/paths';

const CLI = path.join(repoRoot, 'out', 'server', 'src', 'hosts', 'cli', 'main.js');
const TEXT = [
  'custom_init_commands:',
  '# mcu-disable-next-line command/unknown',
  '- /gve @s minecraft:diamond 1',
  '- /gve @s minecraft:diamond 2',
  '# mcu-disable-next-line reward/',
  '- /give @s minecraft:diamond 1',
  'text: get diamonds',
  '',
].join('\n');

function lint(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, 'lint', ...args], { encoding: 'utf8', timeout: 60_000 });
  assert.equal(r.error, undefined);
  return r;
}

describe('mcu-task lint with suppression comments', () => {
  let dir = '';
  let file = '';
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-suppress-'));
    file = path.join(dir, 'task.yaml');
    fs.writeFileSync(file, TEXT);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('text output: the suppressed line is silent, the next one is reported, the unused comment is information', () => {
    const r = lint(file);
    const unknown = r.stdout.split('\n').filter((l) => / command\/unknown /.test(l));
    assert.equal(unknown.length, 1, r.stdout);
    assert.match(unknown[0], /task\.yaml:4:4 error command\/unknown/);
    assert.match(r.stdout, /task\.yaml:5:25 information suppression\/unused /);
  });

  it('json output: the same findings', () => {
    const r = lint('--format', 'json', file);
    const [report] = JSON.parse(r.stdout) as { diagnostics: { code: string; severity: string; range: { start: { line: number } } }[] }[];
    const unknown = report.diagnostics.filter((d) => d.code === 'command/unknown');
    assert.deepEqual(unknown.map((d) => d.range.start.line), [3]);
    const unused = report.diagnostics.filter((d) => d.code === 'suppression/unused');
    assert.deepEqual(unused.map((d) => [d.severity, d.range.start.line]), [['information', 4]]);
  });
});
