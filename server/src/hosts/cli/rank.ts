/**
 * `mcu-task rank [--format text|json] [--k N] [--initial N] <pairwise result file|folder>…`:
 * Elo ratings of the agents over many pairwise verdicts (`mcu-task compare`
 * results, or MCU's video_comparison.py files). Ratings found among them are
 * not pairwise and are only counted. Exit 0; 1 when some files could not be
 * read; 2 on bad usage.
 */
import * as path from 'path';
import type { CliCommand } from './io';
import { formatOption, readOptions, refuseSpecialFiles, SubcommandUsage, withUsage } from './subcommandOptions';
import { eloRatings, Match } from '../../api/judge';
import { readJudgePaths } from '../../api/judge';
import { alignTable } from '../../api/judge';

export const RANK_USAGE = 'usage: mcu-task rank [--format text|json] [--k N] [--initial N] <pairwise result file|folder>…';

export const run: CliCommand = (argv, io) => withUsage('rank', RANK_USAGE, io, () => {
  const o = readOptions(argv, ['--format', '--k', '--initial']);
  if (o.help) {
    io.stdout(RANK_USAGE + '\n');
    return 0;
  }
  const format = formatOption(o.values.get('--format'));
  const positive = (name: string, fallback: number) => {
    const v = o.values.get(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!(Number.isFinite(n) && n > 0)) throw new SubcommandUsage(`${name} must be a positive number`);
    return n;
  };
  const k = positive('--k', 32);
  const initial = positive('--initial', 1000);
  refuseSpecialFiles(o.positional, io.cwd);
  const inputs = o.positional.map((a) => path.resolve(io.cwd, a));
  if (!inputs.length) throw new SubcommandUsage('no pairwise result file or folder given');
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
});
