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

/** Thrown for bad command-line usage; main prints it with the usage text and exits 2. */
export class UsageError extends Error {}
