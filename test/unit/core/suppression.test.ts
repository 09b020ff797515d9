import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateText } from '../../../server/src/analysis/lint/validate';
import { suppressionComments, suppressionFix } from '../../../server/src/model/task/suppression';
import { TaskModel } from '../../../server/src/model/task/taskModel';

const task = (...commands: string[]) => ['custom_init_commands:', ...commands, 'text: get diamonds', ''].join('\n');
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;
const found = (text: string, options = {}) => validateText(text, options).map((d) => ({ code: d.code, line: lineOf(text, d.start), severity: d.severity }));

describe('suppression comments', () => {
  it('reads next-line and file comments, their codes and the line they cover', () => {
    const text = task('# mcu-disable-next-line command/unknown, id/unknown', '', '# another comment', '- /gve @s diamond 1', '# mcu-disable feasibility/');
    const [next, file] = suppressionComments(new TaskModel(text));
    assert.equal(next.kind, 'next-line');
    assert.deepEqual(next.codes.map((c) => c.code), ['command/unknown', 'id/unknown']);
    assert.equal(text.slice(next.codes[1].start, next.codes[1].end), 'id/unknown');
    assert.equal(text.slice(next.lineStart, next.lineEnd), '- /gve @s diamond 1', 'blank and comment lines are skipped');
    assert.equal(file.kind, 'file');
    assert.deepEqual(file.codes.map((c) => c.code), ['feasibility/']);
  });

  it('does not read a # line inside a block scalar as a comment', () => {
    const text = 'custom_init_commands: []\ntext: |\n  # mcu-disable schema/\n  more text\n';
    assert.deepEqual(suppressionComments(new TaskModel(text)), []);
  });

  it('next-line silences its codes on the next line only', () => {
    const text = task('# mcu-disable-next-line command/unknown', '- /gve @s minecraft:diamond 1', '- /gve @s minecraft:diamond 2');
    const unknown = found(text).filter((d) => d.code === 'command/unknown');
    assert.deepEqual(unknown.map((d) => d.line), [3], 'the second /gve is still reported');
    assert.ok(!found(text).some((d) => d.code.startsWith('suppression/')), 'a used comment is not reported');
  });

  it('a file comment and a prefix silence the whole file', () => {
    const text = task('- /gve @s minecraft:diamond 1', '- /gve @s minecraft:diamond 2', '# mcu-disable command/');
    assert.ok(!found(text).some((d) => d.code.startsWith('command/')));
    assert.ok(found(task('- /gve @s minecraft:diamond 1')).some((d) => d.code === 'command/unknown'), 'reported without the comment');
  });

  it('reports a comment that silences nothing and an unknown code as information', () => {
    const text = task('# mcu-disable-next-line command/unknown, nonsense', '- /give @s minecraft:diamond 1');
    const s = validateText(text).filter((d) => d.code.startsWith('suppression/'));
    assert.deepEqual(s.map((d) => [d.code, d.severity, text.slice(d.start, d.end)]), [
      ['suppression/unused', 'information', 'command/unknown'],
      ['suppression/unknown-code', 'information', 'nonsense'],
    ]);
  });

  it('a misspelt code of a known group is an unknown code, with the close code as its fix', () => {
    const text = task('# mcu-disable-next-line command/unknwn', '- /gve @s minecraft:diamond 1');
    const d = validateText(text);
    const unknown = d.find((x) => x.code === 'suppression/unknown-code');
    assert.ok(unknown, `got ${d.map((x) => x.code).join(', ')}`);
    assert.equal(text.slice(unknown.start, unknown.end), 'command/unknwn');
    assert.match(unknown.message, /Did you mean `command\/unknown`\?/);
    assert.deepEqual(unknown.fixes?.[0].edits, [{ start: unknown.start, end: unknown.end, newText: 'command/unknown' }]);
    assert.ok(d.some((x) => x.code === 'command/unknown'), 'the misspelt code silences nothing');
    assert.ok(!d.some((x) => x.code === 'suppression/unused'));
  });

  it('a code switched off by --disable is not reported unused, and --disable suppression/ hides the findings', () => {
    const text = task('# mcu-disable-next-line command/unknown', '- /give @s minecraft:diamond 1');
    assert.ok(found(text).some((d) => d.code === 'suppression/unused'));
    assert.ok(!found(text, { disabled: ['command/'] }).some((d) => d.code === 'suppression/unused'));
    assert.ok(!found(text, { disabled: ['suppression/'] }).some((d) => d.code.startsWith('suppression/')));
  });

  it('the quick fix inserts the comment above with the line\'s indentation, or appends to one there', () => {
    const text = 'custom_init_commands:\n  - /gve @s minecraft:diamond 1\ntext: x\n';
    const model = new TaskModel(text);
    const d = validateText(text).find((x) => x.code === 'command/unknown')!;
    const fix = suppressionFix(model, d)!;
    assert.deepEqual(fix.edits, [{ start: 22, end: 22, newText: '  # mcu-disable-next-line command/unknown\n' }]);
    const fixed = text.slice(0, 22) + fix.edits[0].newText + text.slice(22);
    assert.ok(!validateText(fixed).some((x) => x.code === 'command/unknown' || x.code.startsWith('suppression/')), 'the fix silences the diagnostic');
    const twice = 'custom_init_commands:\n  # mcu-disable-next-line id/unknown\n  - /gve @s minecraft:diamond 1\ntext: x\n';
    const d2 = validateText(twice).find((x) => x.code === 'command/unknown')!;
    const e = suppressionFix(new TaskModel(twice), d2)!.edits[0];
    assert.equal(twice.slice(0, e.start) + e.newText + twice.slice(e.end), twice.replace('id/unknown', 'id/unknown, command/unknown'));
  });

  it('offers no fix for a line inside a block scalar, nor for a suppression finding', () => {
    const text = 'custom_init_commands: []\ntext: |\n  first\n  second\n';
    const model = new TaskModel(text);
    const inside = { start: text.indexOf('second'), end: text.indexOf('second') + 6, severity: 'warning' as const, code: 'schema/type' as const, message: '' };
    assert.equal(suppressionFix(model, inside), undefined);
    assert.equal(suppressionFix(model, { ...inside, start: 0, end: 1, code: 'suppression/unused' as const }), undefined);
    assert.ok(suppressionFix(model, { ...inside, start: 0, end: 1 }), 'a key line gets one');
  });

  it('stays fast on a file of many comments and findings', () => {
    const lines: string[] = [];
    for (let i = 0; i < 5000; i++) lines.push('# mcu-disable-next-line command/unknown', `- /gve @s minecraft:diamond ${i}`);
    const text = task(...lines, '- /gve @s minecraft:diamond 1');
    const t0 = performance.now();
    const unknown = validateText(text).filter((d) => d.code === 'command/unknown');
    assert.equal(unknown.length, 1);
    assert.ok(performance.now() - t0 < 20_000, `took ${performance.now() - t0} ms`);
  });
});
