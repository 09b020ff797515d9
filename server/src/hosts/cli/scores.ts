/**
 * `mcu-task scores [--format text|json] [--scale 0-10|0-1] [--tasks DIR]
 *  [--rewards DIR] <file|dir>…`: a leaderboard over judge output files, with
 * per agent how many files were read, held no scores, or could not be read.
 * With task files (and rollout rewards) it adds the AgentBeats score per task
 * and agent. Exit 0; 1 when some files could not be read (the rest is still
 * printed); 2 on bad usage.
 */
import * as path from 'path';
import type { CliCommand } from './io';
import { leaderboardFromPaths, relativeFile } from '../../api/judge';
import { formatLeaderboardText } from '../../api/judge';
import { formatOption, readOptions, refuseSpecialFiles, scaleOption, SubcommandUsage, withUsage } from './subcommandOptions';
import { agentBeatsRows, formatAgentBeatsText, formatResultJsonText } from '../../api/judge';

export const SCORES_USAGE =
  'usage: mcu-task scores [--format text|json] [--scale 0-10|0-1] [--tasks DIR] [--rewards DIR] <judge file|folder>…';

export const run: CliCommand = (argv, io) => withUsage('scores', SCORES_USAGE, io, () => {
  const o = readOptions(argv, ['--format', '--scale', '--tasks', '--rewards']);
  if (o.help) {
    io.stdout(SCORES_USAGE + '\n');
    return 0;
  }
  const format = formatOption(o.values.get('--format'));
  const scale = scaleOption(o.values.get('--scale'));
  const folder = (name: string) => {
    const v = o.values.get(name);
    if (v === '') throw new SubcommandUsage(`${name} needs a folder`);
    return v === undefined ? undefined : path.resolve(io.cwd, v);
  };
  const tasksDir = folder('--tasks');
  const rewardsDir = folder('--rewards');
  refuseSpecialFiles(o.positional, io.cwd);
  const inputs = o.positional.map((a) => path.resolve(io.cwd, a));
  if (!inputs.length) throw new SubcommandUsage('no judge file or folder given');
  if (rewardsDir && !tasksDir) throw new SubcommandUsage('--rewards needs --tasks (the task files say what the maximum reward is)');
  const { leaderboard, errors, records } = leaderboardFromPaths(inputs, { scale });
  const rel = (f: string) => relativeFile(io.cwd, f);
  const agentbeats = tasksDir ? agentBeatsRows(records, tasksDir, rewardsDir) : undefined;
  if (format === 'json') {
    const json: Record<string, unknown> = {
      agents: leaderboard.agents.map((a) => ({
        name: a.name,
        count: a.count,
        files: a.files,
        dimensions: a.dimensions,
        counts: a.counts,
        overall: a.overall,
        empty: a.empty.map((e) => ({ file: rel(e.file), reason: e.reason })),
        unreadable: a.unreadable.map((e) => ({ file: rel(e.file), reason: e.message })),
      })),
      partial: records.filter((r) => r.invalidScores).map((r) => ({ file: rel(r.file), agent: r.agent, task: r.task, invalidScores: r.invalidScores })),
      tasks: leaderboard.tasks,
      totals: leaderboard.totals,
      errors: errors.map((e) => ({ file: rel(e.file), message: e.message })),
    };
    const fromResultJson = records.filter((r) => r.agentbeats);
    if (fromResultJson.length) {
      json.agentbeatsResults = fromResultJson.map((r) => ({ agent: r.agent, task: r.task, file: rel(r.file), ...r.agentbeats }));
    }
    if (agentbeats) json.agentbeats = agentbeats.rows.map((r) => ({ ...r, file: rel(r.file) }));
    if (agentbeats?.problems.length) json.agentbeatsProblems = agentbeats.problems;
    io.stdout(JSON.stringify(json, null, 2) + '\n');
  } else {
    io.stdout(formatLeaderboardText(leaderboard));
    io.stdout(formatResultJsonText(records));
    if (agentbeats) io.stdout(formatAgentBeatsText(agentbeats));
  }
  for (const e of errors) io.stderr(`${rel(e.file)}: ${e.message}\n`);
  // Partial rollouts (the judge answered a dimension out of range): their other scores count, and they are named.
  for (const r of records) {
    if (!r.invalidScores) continue;
    const bad = Object.entries(r.invalidScores).map(([d, v]) => `${d} ${JSON.stringify(v)}`).join(', ');
    io.stderr(`${rel(r.file)}: warning: partial rollout, no score from 0 to 10 for ${bad}\n`);
  }
  return errors.length ? 1 : 0;
});
