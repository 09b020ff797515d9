import { terminalSafe } from '../../api/util';

/** What a CLI subcommand may touch, so tests can run it in-process. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** A subcommand: returns the exit code (0 ok, 1 findings/failures, 2 bad usage or error). */
export type CliCommand = (argv: string[], io: CliIO) => Promise<number>;

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    cwd: process.cwd(),
    env: process.env,
  };
}

/**
 * The same IO with terminal control characters escaped on both streams (newlines and tabs kept):
 * the one place that stands between what commands print and the terminal. main() hands every
 * subcommand this, so a file name, a task's `text`, an agent name from a judge or pairwise file
 * holding ESC, BEL or a C1 control cannot retitle the window, clear the screen or plant a link,
 * whichever command prints it. (Escaping twice is harmless: the first leaves no control character.)
 */
export function terminalIO(io: CliIO): CliIO {
  return { ...io, stdout: (t) => io.stdout(terminalSafe(t)), stderr: (t) => io.stderr(terminalSafe(t)) };
}

/** Thrown for bad command-line usage; main prints it with the usage text and exits 2. */
export class UsageError extends Error {}
