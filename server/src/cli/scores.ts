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
import { leaderboardFromPaths, relativeFile } from '../judge/leaderboard';
import { formatLeaderboardText } from '../judge/formatTable';
import { parseScaleOption, Scale } from '../judge/scale';
import { agentBeatsRows, formatAgentBeatsText, formatResultJsonText } from '../judge/agentbeatsReport';

export const SCORES_USAGE =
  'usage: mcu-task scores [--format text|json] [--scale 0-10|0-1] [--tasks DIR] [--rewards DIR] <judge file|folder>…';

export const run: CliCommand = async (argv, io) => {
  let format: 'text' | 'json' = 'text';
  let scale: Scale | undefined;
  let tasksDir: string | undefined;
  let rewardsDir: string | undefined;
  const inputs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const name = a.includes('=') ? a.slice(0, a.indexOf('=')) : a;
    const value = () => (a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i]);
    if (name === '--format') {
      const v = value();
      if (v !== 'text' && v !== 'json') return usage(io, `--format must be text or json, got ${v ?? 'nothing'}`);
      format = v;
    } else if (name === '--scale') {
      const v = value();
      scale = parseScaleOption(v);
      if (!scale) return usage(io, `--scale must be 0-10 or 0-1, got ${v ?? 'nothing'}`);
    } else if (name === '--tasks' || name === '--rewards') {
      const v = value();
      if (!v) return usage(io, `${name} needs a folder`);
      if (name === '--tasks') tasksDir = path.resolve(io.cwd, v);
      else rewardsDir = path.resolve(io.cwd, v);
    } else if (a === '--help' || a === '-h') {
      io.stdout(SCORES_USAGE + '\n');
      return 0;
    } else if (a.startsWith('-')) return usage(io, `unknown option ${a}`);
    else inputs.push(path.resolve(io.cwd, a));
  }
  if (!inputs.length) return usage(io, 'no judge file or folder given');
  if (rewardsDir && !tasksDir) return usage(io, '--rewards needs --tasks (the task files say what the maximum reward is)');
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
  return errors.length ? 1 : 0;
};

function usage(io: Parameters<CliCommand>[1], message: string): number {
  io.stderr(`mcu-task scores: ${message}\n${SCORES_USAGE}\n`);
  return 2;
}
