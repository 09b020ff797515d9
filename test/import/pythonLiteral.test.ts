import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { PythonLiteralError, readAssignedLiteral, readPythonLiteral } from '../../server/src/evaluation/import/minedojo/pythonLiteral';

test('reads the literal subset: dicts, lists, tuples, strings, numbers, booleans, None, comments, trailing commas', () => {
  const src = `{
    # a comment
    "a": [1, -2, 3.5, 1e3],  # trailing comment
    'b': ("x", 'y',),
    "c": {"nested": True, "off": False, "none": None},
    "d": "adjacent" ' strings',
    "e": """triple
quoted""",
    "f": "esc\\tape\\n",
    7: r"raw\\n",
  }`;
  const v = JSON.parse(JSON.stringify(readPythonLiteral(src).value)) as Record<string, unknown>;
  assert.deepEqual(v.a, [1, -2, 3.5, 1000]);
  assert.deepEqual(v.b, ['x', 'y']);
  assert.deepEqual(v.c, { nested: true, off: false, none: null });
  assert.equal(v.d, 'adjacent strings');
  assert.equal(v.e, 'triple\nquoted');
  assert.equal(v.f, 'esc\tape\n');
  assert.equal(v['7'], 'raw\\n');
});

test('finds a module-level assignment and ignores the code around it', () => {
  const src = 'import os\nX = os.getcwd()\n\n_ALL_VARS = {\n  "quantity": [1, 8],\n}\n\ndef f():\n    return 1\n';
  assert.deepEqual(JSON.parse(JSON.stringify(readAssignedLiteral(src, '_ALL_VARS'))), { quantity: [1, 8] });
  assert.equal(readAssignedLiteral(src, 'MISSING'), undefined);
});

test('never evaluates: names, calls, f-strings and operators are errors that say where', () => {
  for (const bad of ['{"a": os.getcwd()}', '[__import__("os")]', '{"a": f"{x}"}', '[1 + 2]', '{"a": [1, 2}']) {
    assert.throws(() => readPythonLiteral(bad), (e: unknown) => e instanceof PythonLiteralError && /line 1, column \d+/.test((e as Error).message), bad);
  }
  assert.throws(() => readPythonLiteral('{"a": "unterminated'), PythonLiteralError);
});
