/**
 * parseYaml (server/src/util/parseYaml.ts) swaps process.env for a plain
 * object while the yaml package parses. These tests hold it to what that
 * must not change: the same document as parseDocument, the real environment
 * back afterwards (also after a throw), and the package's token trace still
 * switched on by LOG_TOKENS.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { parseDocument } from 'yaml';
import { parseYaml } from '../../../server/src/util/parseYaml';

const TEXT = 'text: mine a log\ncustom_init_commands:\n  - /give @s minecraft:iron_pickaxe\nreward_cfg:\n  - event: mine_block\n    objects: [oak_log]\n    reward: 1.5\n';

describe('parseYaml', () => {
  it('gives the document parseDocument gives, errors included', () => {
    for (const text of [TEXT, 'a: [1, 2\nb: c', 'a: 1\na: 2']) {
      const ours = parseYaml(text, { strict: false, uniqueKeys: false });
      const theirs = parseDocument(text, { strict: false, uniqueKeys: false });
      assert.deepEqual(ours.toJS(), theirs.toJS());
      assert.deepEqual(ours.errors.map((e) => [e.code, e.pos]), theirs.errors.map((e) => [e.code, e.pos]));
    }
  });

  it('leaves the real process.env in place, also when the parse throws', () => {
    const real = process.env;
    parseYaml(TEXT, {});
    assert.equal(process.env, real);
    assert.throws(() => parseYaml(TEXT, { schema: 'no-such-schema' as 'core' }), /schema/i);
    assert.equal(process.env, real);
    // Still the live environment: a variable set now is seen by a child process.
    process.env.MCU_PARSE_YAML_PROBE = 'seen';
    try {
      const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(process.env.MCU_PARSE_YAML_PROBE || "")'], { encoding: 'utf8' });
      assert.equal(child.stdout, 'seen');
    } finally {
      delete process.env.MCU_PARSE_YAML_PROBE;
    }
  });

  it('keeps the yaml package\'s LOG_TOKENS trace working', () => {
    const module = path.join(__dirname, '..', '..', '..', 'server', 'src', 'util', 'parseYaml.js');
    const script = `require(${JSON.stringify(module)}).parseYaml('a: 1', {})`;
    const traced = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, LOG_TOKENS: '1' } });
    assert.match(traced.stdout, /^\| /m, 'the parser prints each token when LOG_TOKENS is set');
    const quiet = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, LOG_TOKENS: '' } });
    assert.equal(quiet.stdout, '');
  });
});
