/** Shared helpers for the command parser tests (real 1.16.5 data, no stand-ins). */
import assert from 'node:assert/strict';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { parseCommand } from '../../../server/src/model/commands';
import type { CommandProblem, ParsedCommand } from '../../../server/src/model/commands';

export const reg = getRegistry('1.16.5');

export function parse(line: string): ParsedCommand {
  return parseCommand(line, reg);
}

export function assertClean(line: string): ParsedCommand {
  const p = parse(line);
  assert.deepEqual(p.problems.map((x) => `${x.code}: ${x.message}`), [], `expected no problems in ${line}`);
  return p;
}

/** The single problem with `code`, checked to cover exactly `token` (its first occurrence at or after `from`). */
export function expectProblem(line: string, code: string, token: string, from = 0): CommandProblem {
  const p = parse(line);
  const hits = p.problems.filter((x) => x.code === code);
  assert.equal(hits.length, 1, `expected one ${code} in ${line}, got ${JSON.stringify(p.problems)}`);
  const at = line.indexOf(token, from);
  assert.ok(at >= 0, `token ${token} not in line`);
  assert.deepEqual([hits[0].start, hits[0].end], [at, at + token.length], `range of ${code} in ${line}: ${JSON.stringify(hits[0])}`);
  return hits[0];
}

export function argByName(p: ParsedCommand, name: string) {
  const all = [...p.args, ...(p.run?.args ?? [])];
  const a = all.find((x) => x.name === name && x.kind === 'argument') ?? all.find((x) => x.name === name);
  assert.ok(a, `no arg ${name}`);
  return a;
}
