/**
 * `mcu-task rank [--format text|json] [--k N] [--initial N] <pairwise result file|folder>…`:
 * Elo ratings of the agents over many pairwise verdicts (`mcu-task compare`
 * results). Exit 0; 1 when some files could not be read; 2 on bad usage.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { CliCommand, CliIO } from './io';
import { eloRatings, Match } from '../judge/elo';
import { readPairwiseFile } from '../judge/pairwise';
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
  const files = inputs.flatMap((p) => (isDirectory(p) ? listPairwise(p) : [p]));
  const matches: Match[] = [];
  const errors: Array<{ file: string; message: string }> = [];
  for (const f of files) {
    const r = readPairwiseFile(f);
    if ('error' in r) errors.push({ file: f, message: r.error });
    else matches.push({ a: r.result.a.agent, b: r.result.b.agent, verdict: r.result.verdict });
  }
  const ratings = eloRatings(matches, { k, initial });
  const rel = (f: string) => path.relative(io.cwd, f) || f;
  if (format === 'json') {
    io.stdout(JSON.stringify({ method: 'elo', k, initial, matches: matches.length, ratings, errors: errors.map((e) => ({ ...e, file: rel(e.file) })) }, null, 2) + '\n');
  } else {
    const rows = ratings.map((r) => [r.name, r.rating.toFixed(1), String(r.games), String(r.wins), String(r.losses), String(r.ties), String(r.bothBad)]);
    io.stdout(
      [
        `Elo over ${matches.length} pairwise verdicts (K ${k}, start ${initial}; "both bad" does not move ratings)`,
        alignTable([['Agent', 'Elo', 'Games', 'Wins', 'Losses', 'Ties', 'Both bad'], ...rows]),
        '',
      ].join('\n'),
    );
  }
  for (const e of errors) io.stderr(`${rel(e.file)}: ${e.message}\n`);
  return errors.length ? 1 : 0;
};

function listPairwise(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && !e.name.startsWith('.')) walk(p);
      else if (e.isFile() && e.name.endsWith('.pairwise.json')) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function usage(io: CliIO, message: string): number {
  io.stderr(`mcu-task rank: ${message}\n${RANK_USAGE}\n`);
  return 2;
}
