/**
 * `mcu-task agreement [--format text|json] [--scale 0-10|0-1] <A> <B>`: how
 * well ratings A (say, the judge) agree with ratings B (say, people) on the
 * same videos, per dimension. Exit 0; 1 when no video is rated by both; 2 on
 * bad usage.
 */
import * as path from 'path';
import type { CliCommand } from './io';
import { formatOption, readOptions, refuseSpecialFiles, scaleOption, SubcommandUsage, withUsage } from './subcommandOptions';
import { compareRatings } from '../../api/judge';
import { readJudgePaths } from '../../api/judge';
import { alignTable } from '../../api/judge';

export const AGREEMENT_USAGE = 'usage: mcu-task agreement [--format text|json] [--scale 0-10|0-1] <ratings A> <ratings B (reference)>';

export const run: CliCommand = (argv, io) => withUsage('agreement', AGREEMENT_USAGE, io, () => {
  const o = readOptions(argv, ['--format', '--scale']);
  if (o.help) {
    io.stdout(AGREEMENT_USAGE + '\n');
    return 0;
  }
  const format = formatOption(o.values.get('--format'));
  const scale = scaleOption(o.values.get('--scale'));
  refuseSpecialFiles(o.positional, io.cwd);
  const inputs = o.positional.map((a) => path.resolve(io.cwd, a));
  if (inputs.length !== 2) throw new SubcommandUsage('give two sets of ratings: A and B');
  const [ra, rb] = inputs.map((p) => readJudgePaths([p], { scale }));
  const report = compareRatings(ra.records, rb.records);
  const notes = [
    ...[['A', ra], ['B', rb]].flatMap(([side, r]) => {
      const res = r as typeof ra;
      return res.errors.length || res.empty.length ? [`${side}: ${res.empty.length} without scores, ${res.errors.length} unreadable (not compared)`] : [];
    }),
  ];
  if (format === 'json') {
    io.stdout(JSON.stringify({ ...report, notes }, null, 2) + '\n');
  } else {
    const f = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(2));
    const pv = (n: number | undefined) => (n === undefined ? '-' : n < 0.001 ? n.toExponential(1) : n.toFixed(3));
    const rows = report.dimensions.map((d) => [d.dimension, String(d.n), String(d.pairs), f(d.accuracy), f(d.pearson), pv(d.pearsonP), f(d.kendall), pv(d.kendallP)]);
    io.stdout(
      [
        `${report.matched} videos rated by both; ${report.onlyA.length} only in A, ${report.onlyB.length} only in B${report.matchedOnAgent ? '' : ' (matched by task and episode: A and B name different agents)'}`,
        alignTable([['Dimension', 'N', 'Pairs', 'Winner acc.', 'Pearson', 'p', 'Kendall τ', 'p'], ...rows]),
        ...notes,
        '',
      ].join('\n'),
    );
  }
  return report.matched ? 0 : 1;
});

