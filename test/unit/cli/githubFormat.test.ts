/**
 * `mcu-task lint --format github` (cli/formats/github.ts): workflow commands
 * the Actions runner reads back exactly, whatever the file names and messages
 * hold: `%`, CR, LF in the message; also `:` and `,` in properties; no other
 * control character gets through raw.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { escapeData, escapeProperty, githubAnnotations } from '../../../server/src/hosts/cli/formats/github';
import { run } from '../../../server/src/hosts/cli/lint';
import { captureIO } from '../../helpers/captureIO';

/** The runner's reading of one command line (actions/runner's ActionCommand parser and unescape rules). */
function parseCommand(line: string): { level: string; props: Record<string, string>; message: string } {
  const m = /^::(\w+) ([^:]*)::(.*)$/s.exec(line);
  assert.ok(m, `not a workflow command: ${JSON.stringify(line)}`);
  const unescape = (s: string, property: boolean) => {
    let out = s.replace(/%0D/g, '\r').replace(/%0A/g, '\n');
    if (property) out = out.replace(/%3A/g, ':').replace(/%2C/g, ',');
    return out.replace(/%25/g, '%');
  };
  const props: Record<string, string> = {};
  for (const kv of m[2].split(',')) {
    const eq = kv.indexOf('=');
    props[kv.slice(0, eq)] = unescape(kv.slice(eq + 1), true);
  }
  return { level: m[1], props, message: unescape(m[3], false) };
}

const range = (l: number, c: number, el: number, ec: number) => ({ start: { line: l, character: c }, end: { line: el, character: ec } });

describe('lint --format github', () => {
  it('round-trips hostile file names and messages through the runner\'s parser', () => {
    const file = 'task_configs/we,ird:na%me 100%25.yaml';
    const message = "50% done\r\n::error file=forged.yaml::all clear, really: %0A";
    const out = githubAnnotations([{ file, diagnostics: [
      { range: range(2, 4, 2, 9), severity: 'error', code: 'id/legacy', message },
      { range: range(0, 0, 0, 0), severity: 'warning', code: 'file:skipped,x', message: 'w' },
      { range: range(5, 1, 7, 3), severity: 'information', code: 'feasibility/x', message: 'i' },
      { range: range(1, 0, 1, 1), severity: 'hint', code: 'h', message: 'h' },
    ] }], '/');
    const lines = out.split('\n');
    assert.equal(lines.pop(), '');
    assert.equal(lines.length, 4, 'one line per finding: the CR LF in the message forged no command');
    const [e, w, i, h] = lines.map(parseCommand);
    assert.deepEqual(e, { level: 'error', props: { file, line: '3', col: '5', endLine: '3', endColumn: '9', title: 'id/legacy' }, message });
    assert.deepEqual([w.level, w.props.title, w.props.col, w.props.endColumn], ['warning', 'file:skipped,x', '1', '1']);
    assert.deepEqual([i.level, i.props.line, i.props.endLine, i.props.endColumn], ['notice', '6', '8', '3']);
    assert.equal(h.level, 'notice');
  });

  it('escapes as the toolkit does, % first', () => {
    assert.equal(escapeData('a%0Ab\r\nc:d,e'), 'a%250Ab%0D%0Ac:d,e');
    assert.equal(escapeProperty('a%0Ab\r\nc:d,e'), 'a%250Ab%0D%0Ac%3Ad%2Ce');
    // A terminal escape is written out, not sent raw.
    assert.equal(escapeData('x\u001b[2Jy'), 'x\\u001b[2Jy');
    assert.doesNotMatch(githubAnnotations([{ file: 'a\u0007.yaml', diagnostics: [{ range: range(0, 0, 0, 1), severity: 'error', code: 'c', message: '\u001b]0;t\u0007' }] }]), /[\u0000-\u0009\u000b-\u001f]/);
  });

  it('writes Windows paths with /', () => {
    const out = githubAnnotations([{ file: 'task_configs\\simple\\a.yaml', diagnostics: [{ range: range(0, 0, 0, 1), severity: 'error', code: 'c', message: 'm' }] }], '\\');
    assert.equal(parseCommand(out.trim()).props.file, 'task_configs/simple/a.yaml');
  });

  it('lint prints one command per finding, with the path and the code', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-gh-'));
    try {
      const name = 'odd, name: 5%.yaml';
      fs.writeFileSync(path.join(dir, name), 'custom_init_commands:\n  - /gve @s minecraft:diamond 1\n  - /give @s stonebrick\ntext: x\n');
      const io = captureIO(dir);
      const code = await run(['--format', 'github', name], io);
      assert.equal(code, 1);
      const cmds = io.out.trim().split('\n').map(parseCommand);
      assert.deepEqual(cmds.map((c) => [c.level, c.props.file, c.props.line, c.props.title]), [
        ['error', name, '2', 'command/unknown'],
        ['error', name, '3', 'id/legacy'],
      ]);
      assert.match(io.err, /1 file checked: 2 errors, 0 warnings/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
