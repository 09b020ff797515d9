/**
 * `mcu-task scores [--format text|json] <file|dir>…`: a leaderboard over judge
 * output files. Exit 0; 1 when some files could not be read (the rest is still
 * printed); 2 on bad usage.
 */
import * as path from 'path';
import type { CliCommand } from './io';
import { leaderboardFromPaths } from '../judge/leaderboard';
import { formatLeaderboardText } from '../judge/formatTable';

export const SCORES_USAGE = 'usage: mcu-task scores [--format text|json] <judge file|folder>…';

export const run: CliCommand = async (argv, io) => {
  let format: 'text' | 'json' = 'text';
  const inputs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--format' || a.startsWith('--format=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v !== 'text' && v !== 'json') return usage(io, `--format must be text or json, got ${v ?? 'nothing'}`);
      format = v;
    } else if (a === '--help' || a === '-h') {
      io.stdout(SCORES_USAGE + '\n');
      return 0;
    } else if (a.startsWith('-')) return usage(io, `unknown option ${a}`);
    else inputs.push(path.resolve(io.cwd, a));
  }
  if (!inputs.length) return usage(io, 'no judge file or folder given');
  const { leaderboard, errors } = leaderboardFromPaths(inputs);
  if (format === 'json') {
    const json = {
      agents: leaderboard.agents.map((a) => ({ name: a.name, count: a.count, dimensions: a.dimensions, counts: a.counts, overall: a.overall })),
      tasks: leaderboard.tasks,
      errors: errors.map((e) => ({ file: path.relative(io.cwd, e.file) || e.file, message: e.message })),
    };
    io.stdout(JSON.stringify(json, null, 2) + '\n');
  } else {
    io.stdout(formatLeaderboardText(leaderboard));
  }
  for (const e of errors) io.stderr(`${path.relative(io.cwd, e.file) || e.file}: ${e.message}\n`);
  return errors.length ? 1 : 0;
};

function usage(io: Parameters<CliCommand>[1], message: string): number {
  io.stderr(`mcu-task scores: ${message}\n${SCORES_USAGE}\n`);
  return 2;
}
