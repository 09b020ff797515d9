/**
 * Server administration commands. They manage the server, its players and
 * its saves, not the scene of a task, and the embedded verification server
 * refuses them (it imports this list), so the lint warns wherever a task
 * file uses one. The single list for both sides.
 */
import type { CommandProblem, ParsedCommand } from './commandTypes';
import { problem } from './problem';
import { COMMAND } from '../diagnosticCodes';

export const ADMIN_COMMANDS: readonly string[] = Object.freeze([
  'stop', 'op', 'deop', 'ban', 'ban-ip', 'banlist', 'pardon', 'pardon-ip', 'kick', 'whitelist',
  'save-all', 'save-on', 'save-off', 'reload', 'publish', 'debug', 'perf', 'jfr', 'setidletimeout',
]);

const ADMIN = new Set(ADMIN_COMMANDS);

export function isAdminCommand(name: string): boolean {
  return ADMIN.has(name.replace(/^minecraft:/, '').toLowerCase());
}

/**
 * A warning for each administration command in the line, the one after
 * `execute … run` included. Only commands the parser found in the version's
 * command tree carry a name literal; a name the version lacks (such as /perf
 * in 1.16.5) is reported as unknown instead.
 */
export function adminCommandProblems(parsed: ParsedCommand): CommandProblem[] {
  const out: CommandProblem[] = [];
  for (let cmd: ParsedCommand | undefined = parsed; cmd; cmd = cmd.run) {
    const head = cmd.args[0];
    if (head?.kind === 'literal' && isAdminCommand(head.name)) {
      out.push(problem(head.start, head.end, COMMAND.adminCommand,
        `/${head.name} administers the server and has no place in a task file; the embedded verification server refuses it.`, undefined, 'warning'));
    }
  }
  return out;
}
