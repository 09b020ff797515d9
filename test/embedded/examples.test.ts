import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { exitWhenDone, startWorld } from './helpers';

const EXAMPLES = path.resolve(__dirname, '../../../examples');
const DIRS = ['simple', 'hard', 'compositional'];

function exampleFiles(): string[] {
  return DIRS.flatMap((d) => fs.readdirSync(path.join(EXAMPLES, d))
    .filter((f) => f.endsWith('.yaml')).map((f) => path.join(EXAMPLES, d, f)));
}

exitWhenDone();

describe('every init command of the example tasks runs without an error reply', () => {
  const files = exampleFiles();
  it('finds the example tasks', () => {
    assert.ok(files.length >= 8, `found ${files.length} files in ${EXAMPLES}`);
  });
  for (const file of files) {
    it(path.relative(EXAMPLES, file), async () => {
      const doc = parse(fs.readFileSync(file, 'utf8'));
      const commands: string[] = doc.custom_init_commands ?? doc.commands ?? [];
      assert.ok(Array.isArray(commands));
      const w = await startWorld('Agent');
      try {
        for (const c of commands) {
          const r = await w.run(c);
          assert.ok(r.ok, `${c} → ${r.reply}`);
          assert.ok(r.reply.length > 0, `${c} gives feedback`);
        }
      } finally {
        await w.close();
      }
    });
  }
});
