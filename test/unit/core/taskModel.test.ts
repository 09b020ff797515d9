import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LineIndex } from '../../../server/src/util/lineIndex';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { objectRefs, TaskModel } from '../../../server/src/model/task/taskModel';
import { validateText } from '../../../server/src/analysis/lint/validate';

const at = (m: TaskModel, off: number) => m.lines.positionAt(off);

describe('LineIndex', () => {
  it('maps offsets to 0-based line and UTF-16 character for LF, CRLF and lone CR', () => {
    const li = new LineIndex('ab\r\ncd\ne\rf');
    assert.deepEqual(li.positionAt(0), { line: 0, character: 0 });
    assert.deepEqual(li.positionAt(4), { line: 1, character: 0 });
    assert.deepEqual(li.positionAt(7), { line: 2, character: 0 });
    assert.deepEqual(li.positionAt(9), { line: 3, character: 0 });
    assert.equal(li.offsetAt({ line: 1, character: 1 }), 5);
    assert.equal(li.offsetAt({ line: 0, character: 99 }), 2, 'clamped to the end of the line, before \\r\\n');
  });
  it('counts a character outside the BMP as two UTF-16 units', () => {
    const li = new LineIndex('text: "⛏️ 💎"\nx: 1');
    assert.deepEqual(li.positionAt('text: "⛏️ 💎"'.length), { line: 0, character: 13 });
  });
});

describe('TaskModel', () => {
  it('gives each command its exact source range with CRLF line ends and no final newline', () => {
    const text = 'custom_init_commands:\r\n- /give @s minecraft:diamond 3\r\n- /time set day\r\ntext: x';
    const m = new TaskModel(text);
    assert.equal(m.commands.length, 2);
    const c = m.commands[1];
    assert.equal(c.text, '/time set day');
    assert.deepEqual(at(m, c.start), { line: 2, character: 2 });
    assert.deepEqual(at(m, c.offsetOf(6)), { line: 2, character: 8 });
    assert.equal(m.syntaxDiagnostics.length, 0);
  });

  it('maps characters of a double-quoted command with escapes back to the source', () => {
    const text = 'commands:\n  - "/summon minecraft:villager ~ ~ ~ {CustomName:\\"\\\\\\"Bob\\\\\\"\\"}"\n';
    const m = new TaskModel(text);
    const c = m.commands[0];
    const i = c.text.indexOf('Bob');
    assert.equal(text.slice(c.offsetOf(i), c.offsetOf(i) + 3), 'Bob');
    assert.equal(m.commandsKey, 'commands');
  });

  it('reads reward objects from a flow list that has a comment after it', () => {
    const text = 'reward_cfg:\n- event: mine_block\n  identity: a\n  objects: [iron_ore, gold_ore] # the ores\n  reward: 1\n  max_reward_times: 1\n';
    const m = new TaskModel(text);
    const objs = objectRefs(m.rewards[0].fields.get('objects'));
    assert.deepEqual(objs.map((o) => o.id), ['iron_ore', 'gold_ore']);
    assert.equal(text.slice(objs[1].start, objs[1].end), 'gold_ore');
    assert.deepEqual(at(m, objs[1].start), { line: 3, character: 22 });
  });

  it('keeps positions right after a byte order mark', () => {
    const text = '\uFEFFcustom_init_commands:\n- /give @s stone 1\n';
    const m = new TaskModel(text);
    assert.equal(m.commands[0].text, '/give @s stone 1');
    assert.equal(text.slice(m.commands[0].start, m.commands[0].end), '/give @s stone 1');
    assert.ok(m.looksLikeTask());
  });

  it('reports a YAML syntax error at its line and still indexes what parsed', () => {
    const text = 'custom_init_commands:\n  - /give @s minecraft:stone 1\n text: "unterminated\nreward_cfg: [ {event: mine_block\n';
    const m = new TaskModel(text);
    assert.ok(m.syntaxDiagnostics.length > 0);
    assert.ok(m.syntaxDiagnostics.every((d) => d.code.startsWith('yaml/') && d.severity === 'error'));
    const lines = m.syntaxDiagnostics.map((d) => at(m, d.start).line);
    assert.ok(lines.includes(2) || lines.includes(3), `an error on line 3 or 4, got lines ${lines}`);
    assert.ok(!m.syntaxDiagnostics.some((d) => / at line \d+/.test(d.message)), 'no duplicated location text');
  });

  it('never throws on garbage', () => {
    for (const t of ['', '\0\0', ':::', '- - -', '{[', 'a: *x', '%YAML 9.9\n---\n', 'x'.repeat(10000)]) {
      const m = new TaskModel(t);
      assert.ok(Array.isArray(m.commands));
    }
  });
});

describe('duplicate keys', () => {
  it('reports a repeated key at its own range, in nested and flow maps, once per repeat', () => {
    const text = 'text: a\nreward_cfg:\n- {event: mine_block, event: craft_item}\n- objects: [x]\n  objects: [y]\n  objects: [z]\ntext: b\n';
    const m = new TaskModel(text);
    const dups = m.syntaxDiagnostics.filter((d) => d.code === 'yaml/duplicate-key');
    assert.deepEqual(dups.map((d) => text.slice(d.start, d.end)), ['event', 'objects', 'objects', 'text']);
    assert.deepEqual(at(m, dups[0].start), { line: 2, character: 22 });
    assert.ok(dups.every((d) => d.severity === 'error' && d.message.startsWith('YAML: Map keys must be unique')));
    assert.equal(m.topLevel.get('text')?.keyStart, 0, 'the first occurrence stays the one the checkers read');
  });

  it('does not treat 1 and "1", or two collection keys, as the same key', () => {
    assert.deepEqual(new TaskModel('1: a\n"1": b\n? [a]\n: 1\n? [a]\n: 2\n').syntaxDiagnostics, []);
  });

  it('quotes an excerpt of a huge repeated key', () => {
    const key = 'k'.repeat(100_000);
    const d = new TaskModel(`${key}: 1\n${key}: 2\n`).syntaxDiagnostics.find((x) => x.code === 'yaml/duplicate-key');
    assert.ok(d && d.message.length < 200, d?.message.slice(0, 300));
  });
});

describe('CR-only line endings (old Mac files)', () => {
  const lf = 'custom_init_commands:\n- /give @s minecraft:diamond 1\n- /gve @s minecraft:diamond 1\ntext: "x"\nreward_cfg:\n- event: mine_block\n  objects: [stone]\n  reward: 1\n  identity: a\n  max_reward_times: 1\n';

  it('reads them as lines: the same findings as with LF, at the positions the editor computes', () => {
    const cr = lf.replace(/\n/g, '\r');
    const mixed = lf.replace(/\n/g, (_, i: number) => (i % 3 ? '\r' : '\r\n'));
    const expected = validateText(lf).map((d) => [d.code, new LineIndex(lf).positionAt(d.start)]);
    assert.ok(expected.some(([code]) => code === 'command/unknown'));
    for (const text of [cr, mixed]) {
      const editor = TextDocument.create('file:///t.yaml', 'yaml', 1, text);
      const got = validateText(text).map((d) => [d.code, editor.positionAt(d.start)]);
      assert.deepEqual(got, expected, JSON.stringify(text.slice(0, 40)));
    }
  });

  it('keeps offsets: command ranges point at the same characters of the original text', () => {
    const cr = lf.replace(/\n/g, '\r');
    const m = new TaskModel(cr);
    assert.equal(m.commands.length, 2);
    assert.equal(cr.slice(m.commands[1].start, m.commands[1].end), '/gve @s minecraft:diamond 1');
    assert.equal(m.syntaxDiagnostics.length, 0);
  });
});
