/**
 * No false errors on real commands: at least 1,000 valid 1.16.5 commands
 * (validCommands.ts) and every command the embedded server's own tests expect
 * to succeed (`w.ok('/…')` in test/embedded/*.test.ts) parse without an error.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { parseCommand } from '../../server/src/model/commands';
import { getRegistry } from '../../server/src/vanilla/registry';
import { dataPackCommands, HANDWRITTEN, registryCommands } from './validCommands';

const reg = getRegistry('1.16.5');

function errorsOf(cmd: string): string[] {
  return parseCommand(cmd, reg).problems.filter((p) => p.severity === 'error').map((p) => `${cmd}\n    ${p.code}: ${p.message}`);
}

/** Commands the embedded server's tests run with `ok(…)`, i.e. expect to succeed. */
function embeddedOkCommands(): string[] {
  const dir = path.resolve(__dirname, '../../../test/embedded');
  const out: string[] = [];
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.test.ts'))) {
    const src = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of src.matchAll(/\bok\(\s*(['"`])(\/[^'"`]*)\1/g)) if (!m[2].includes('${')) out.push(m[2]);
  }
  return out;
}

describe('valid 1.16.5 commands lint without an error', () => {
  it('covers every root command and argument type with at least 1,000 commands', () => {
    const all = [...HANDWRITTEN, ...registryCommands(reg)];
    assert.ok(all.length >= 1000, `only ${all.length} commands`);
    const roots = new Set(all.map((c) => c.slice(1).split(' ')[0]));
    const missingRoots = reg.commandRoot.children!.map((c) => c.name).filter((n) => !roots.has(n));
    assert.deepEqual(missingRoots, []);
    const parsers = new Set<string>();
    for (const c of all) {
      const walk = (p: ReturnType<typeof parseCommand>) => {
        for (const a of p.args) if (a.parser) parsers.add(a.parser);
        for (const m of p.executeModifiers ?? []) if (m.parser) parsers.add(m.parser);
        if (p.run) walk(p.run);
      };
      walk(parseCommand(c, reg));
    }
    const inTree = new Set<string>();
    (function walk(n: { parser?: unknown; children?: unknown[] }) {
      if (typeof n.parser === 'string') inTree.add(n.parser);
      for (const c of n.children ?? []) walk(c as typeof n);
    })(reg.commandRoot as never);
    assert.deepEqual([...inTree].filter((p) => !parsers.has(p)).sort(), []);
    console.log(`  ${all.length} commands, ${roots.size} root commands, ${parsers.size} argument types`);
  });

  it('hand-written commands (data-pack idioms included)', () => {
    assert.deepEqual(HANDWRITTEN.flatMap(errorsOf), []);
  });

  it('registry × template commands', () => {
    assert.deepEqual(registryCommands(reg).flatMap(errorsOf), []);
  });

  it('data-pack commands at and under the runtime limits: 5,000 commands in all, none with an error', () => {
    const packs = dataPackCommands(reg);
    const all = [...HANDWRITTEN, ...registryCommands(reg), ...packs];
    assert.ok(all.length >= 5000, `only ${all.length} commands`);
    assert.deepEqual(packs.flatMap(errorsOf), []);
  });

  it("the embedded server's own test commands", () => {
    const cmds = embeddedOkCommands();
    assert.ok(cmds.length >= 50, `found only ${cmds.length}`);
    assert.deepEqual(cmds.flatMap(errorsOf), []);
  });
});
