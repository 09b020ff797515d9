/**
 * `mcu-task rank [--format text|json] [--k N] [--initial N] <pairwise result file|folder>…`:
 * Elo ratings of the agents over many pairwise verdicts (`mcu-task compare`
 * results, or MCU's video_comparison.py files). Ratings found among them are
 * not pairwise and are only counted. Exit 0; 1 when some files could not be
 * read; 2 on bad usage.
 */
import * as path from 'path';
import type { CliCommand, CliIO } from './io';
import { eloRatings, Match } from '../judge/elo';
import { readJudgePaths } from '../judge/readers';
import { alignTable } from '../judge/formatTable';

export const RANK_USAGE = 'usage: mcu-task rank [--format text|json] [--k N] [--initial N] <pairwise result file|folder>…';

export const run: CliCommand = async (argv, io) => {
  let format: 'text' | 'json' = 'text';
  let k = 32;
  let initial = 1000;
  const inputs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const name = a.includes('=') ? a.slice(0, a.indexOf('=')) : a;
    const value = () => (a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i]);
    if (name === '--format') {
      const v = value();
      if (v !== 'text' && v !== 'json') return usage(io, `--format must be text or json, got ${v ?? 'nothing'}`);
      format = v;
    } else if (name === '--k' || name === '--initial') {
      const n = Number(value());
      if (!(Number.isFinite(n) && n > 0)) return usage(io, `${name} must be a positive number`);
      if (name === '--k') k = n;
      else initial = n;
    } else if (a === '--help' || a === '-h') {
      io.stdout(RANK_USAGE + '\n');
      return 0;
    } else if (a.startsWith('-')) return usage(io, `unknown option ${a}`);
    else inputs.push(path.resolve(io.cwd, a));
  }
  if (!inputs.length) return usage(io, 'no pairwise result file or folder given');
  const read = readJudgePaths(inputs);
  const matches: Match[] = [];
  let sameAgent = 0;
  for (const p of read.pairwise) {
    // Two rollouts of one agent say nothing about how agents rank.
    if (p.a.agent === p.b.agent) sameAgent++;
    else matches.push({ a: p.a.agent, b: p.b.agent, verdict: p.verdict });
  }
  const errors = read.errors.map((e) => ({ file: e.file, message: e.message }));
  const notes: string[] = [];
  if (sameAgent) notes.push(`${sameAgent} comparisons of one agent with itself: not used`);
  if (read.records.length || read.empty.length) notes.push(`${read.records.length + read.empty.length} rating files (not pairwise): not used`);
  const ratings = eloRatings(matches, { k, initial });
  const rel = (f: string) => path.relative(io.cwd, f) || f;
  if (format === 'json') {
    io.stdout(JSON.stringify({ method: 'elo', k, initial, matches: matches.length, ratings, notes, errors: errors.map((e) => ({ ...e, file: rel(e.file) })) }, null, 2) + '\n');
  } else {
    const rows = ratings.map((r) => [r.name, r.rating.toFixed(1), String(r.games), String(r.wins), String(r.losses), String(r.ties), String(r.bothBad)]);
    io.stdout(
      [
        `Elo over ${matches.length} pairwise verdicts (K ${k}, start ${initial}; "both bad" does not move ratings)`,
        alignTable([['Agent', 'Elo', 'Games', 'Wins', 'Losses', 'Ties', 'Both bad'], ...rows]),
        ...notes,
        '',
      ].join('\n'),
    );
  }
  for (const e of errors) io.stderr(`${rel(e.file)}: ${e.message}\n`);
  return errors.length ? 1 : 0;
};

function usage(io: CliIO, message: string): number {
  io.stderr(`mcu-task rank: ${message}\n${RANK_USAGE}\n`);
  return 2;
}
