import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN_COMMANDS, parseCommand } from '../../../server/src/model/commands';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { expectProblem, parse, reg } from './helpers';

describe('administration commands', () => {
  it('warns on each one the 1.16.5 command tree has, on its name', () => {
    const inTree = ADMIN_COMMANDS.filter((c) => reg.commandRoot.children.some((n) => n.name === c));
    assert.deepEqual(ADMIN_COMMANDS.filter((c) => !inTree.includes(c)), ['perf', 'jfr'], 'only /perf and /jfr are newer than 1.16.5');
    for (const line of ['/stop', '/op @p', '/deop @p', '/ban Steve', '/ban-ip 127.0.0.1', '/banlist', '/pardon Steve', '/pardon-ip 127.0.0.1', '/kick @p', '/whitelist on', '/save-all', '/save-on', '/save-off', '/reload', '/publish', '/debug start', '/setidletimeout 5']) {
      const name = line.slice(1).split(' ')[0];
      const p = expectProblem(line, 'command/admin-command', name);
      assert.equal(p.severity, 'warning');
      assert.match(p.message, /has no place in a task file; the embedded verification server refuses it/);
    }
  });

  it('warns after execute … run too, and not on ordinary commands', () => {
    expectProblem('/execute as @p run save-all', 'command/admin-command', 'save-all');
    for (const line of ['/give @p minecraft:diamond 1', '/time set day', '/say stop', '/tp @p ~ ~1 ~']) {
      assert.ok(!parse(line).problems.some((x) => x.code === 'command/admin-command'), line);
    }
  });

  it('reports /perf in 1.16.5 as newer syntax, and warns on it as an administration command in 1.20.4', () => {
    assert.deepEqual(parse('/perf start').problems.map((x) => x.code), ['command/newer-syntax']);
    const p = parseCommand('/perf start', getRegistry('1.20.4'));
    assert.deepEqual(p.problems.map((x) => x.code), ['command/admin-command']);
  });
});
