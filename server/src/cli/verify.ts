import type { CliCommand } from './io';

// Replaced by the verification runner (issue 7); until then the command says so plainly.
export const run: CliCommand = async (_argv, io) => {
  io.stderr('mcu-task verify: verification is not part of this build yet.\n');
  return 2;
};
