import { CliCommand, CliIO, processIO, terminalIO, UsageError } from './io';
import { LINT_USAGE } from './lint';
import { IMPORT_USAGE } from './importUsage';
import { terminalSafe } from '../../api/util';

const USAGE = `mcu-task — check, draft, verify and review MCU task files

Usage:
  ${LINT_USAGE}
  mcu-task generate --task "<atomic task>" [--and "<task>"]… [--or "<task>"]… [--mode simple|hard] [--out FILE] [--base-url URL] [--model M]
  mcu-task generate --tasks LIST|- --out DIR [--jobs N] [--mode simple|hard|both] [--variants K] [--rounds N]
  mcu-task criteria <task.yaml> [--out FILE]
  mcu-task criteria <dir> [--jobs N]
  mcu-task catalogue [--format text|json] [--category C]
  mcu-task verify [--format text|json|junit] [--timeout S] [--setup-timeout S] [--server embedded|HOST:PORT] [--jobs N] [--fresh] [--shard i/n] [--save] [--verbose] [--max-file-size MB] <file|dir>…
  mcu-task scene <task.yaml> [--out FILE.png] [--size WxH] [--camera agent|top|orbit] [--json FILE] [--chromium PATH]
  mcu-task scores [--format text|json] <file|dir>…
  mcu-task judge <video> --criteria FILE [--task TEXT]
  mcu-task agreement [--format text|json] <ratings A> <ratings B>
  mcu-task compare <video A> <video B> --criteria FILE [--out FILE.pairwise.json]
  mcu-task rank [--format text|json] <pairwise results>…
  mcu-task insight [--format text|json] [--calibrate] [--ratings FILE] [--no-video] <file|dir>…
  mcu-task suite <dir>… --size N [--by category,difficulty] [--out FILE] [--format text|json]
  mcu-task report <dir>… [--out report.html] [--verify [--jobs N]] [--scenes] [--judge DIR]…
  ${IMPORT_USAGE}

Exit codes: 0 ok, 1 problems found, 2 bad usage or failure.
The LLM commands read OPENAI_BASE_URL and OPENAI_API_KEY when --base-url is not given.
`;

// Each subcommand is loaded on demand so `lint` never pays for the LLM or Minecraft server code.
// (require with literal paths: esbuild bundles them, and nothing loads before it is asked for.)
/* eslint-disable @typescript-eslint/no-require-imports */
const commands: Record<string, () => { run: CliCommand }> = {
  lint: () => require('./lint'),
  generate: () => require('./generate'),
  criteria: () => require('./criteria'),
  catalogue: () => require('./catalogue'),
  verify: () => require('./verify'),
  scene: () => require('./scene'),
  scores: () => require('./scores'),
  judge: () => require('./judge'),
  agreement: () => require('./agreement'),
  compare: () => require('./compare'),
  rank: () => require('./rank'),
  insight: () => require('./insight'),
  suite: () => require('./suite'),
  report: () => require('./report'),
  import: () => require('./import'),
};

import { TOOL_VERSION } from '../../api/util';

export async function main(argv: string[], rawIO: CliIO): Promise<number> {
  // Every command prints through the one escaping IO: none can forget it (io.ts).
  const io = terminalIO(rawIO);
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.stdout : io.stderr)(USAGE);
    return name ? 0 : 2;
  }
  if (name === '--version') {
    io.stdout(`${TOOL_VERSION}\n`);
    return 0;
  }
  const load = commands[name];
  if (!load) {
    io.stderr(`mcu-task: unknown command '${name}'\n\n${USAGE}`);
    return 2;
  }
  try {
    const mod = load();
    return await mod.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`mcu-task ${name}: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    // The message may quote a model or a server (a GenerationError quotes the answer).
    io.stderr(`mcu-task ${name}: ${terminalSafe(String((e as Error)?.message ?? e))}\n`);
    return 2;
  }
}

if (require.main === module) {
  // A reader that stops early (`lint --fix-dry-run | head`) closes the pipe: the rest of the output is dropped
  // instead of a stack trace, and the command still ends with its own exit code.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
  });
  main(process.argv.slice(2), processIO()).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      process.stderr.write(terminalSafe(`mcu-task: ${(e as Error)?.stack ?? e}\n`));
      process.exitCode = 2;
    },
  );
}
