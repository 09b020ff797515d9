/** A CliIO that keeps what a command printed, for in-process CLI tests. */
import type { CliIO } from '../../server/src/hosts/cli/io';

export function captureIO(cwd: string, env: NodeJS.ProcessEnv = {}): CliIO & { out: string; err: string } {
  const r = {
    out: '',
    err: '',
    stdout: (t: string) => void (r.out += t),
    stderr: (t: string) => void (r.err += t),
    cwd,
    env,
  };
  return r;
}
