import { verdictWord } from '../verify/format';
import * as fs from 'fs';
import * as path from 'path';
import { LineIndex } from '../core/lineIndex';
import { taskFileName } from '../llm/atomicTask';
import { isBlocking } from '../llm/describeDiagnostics';
import { generateConfig, TaskMode, validateText, verifyIsolated, VerifyResult, WorkspaceExample } from '../api';
import { lastFlag, llmOptionsFromArgs, parseArgs } from './args';
import { collectYamlFiles, readText } from './files';
import { CliCommand, UsageError } from './io';

export const GENERATE_USAGE =
  'mcu-task generate --task "<atomic task>" [--and "<task>"]… [--or "<task>"]… [--mode simple|hard] [--out FILE [--force]] ' +
  '[--base-url URL] [--model M] [--rounds N] [--mc-version V] [--examples DIR|FILE]… [--temperature T] [--timeout S] [--verify]';

/**
 * `mcu-task generate`: drafts a task file with the LLM, validates it and lets
 * the model repair what the validator finds. With --out the file is written
 * only when the final draft validates; otherwise the YAML goes to stdout.
 */
export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, {
    values: ['task', 'and', 'or', 'mode', 'out', 'base-url', 'model', 'rounds', 'mc-version', 'examples', 'temperature', 'timeout'],
    booleans: ['force', 'verify'],
  });
  const task = lastFlag(args, 'task') ?? args.positional.join(' ');
  if (!task.trim()) throw new UsageError('--task "<atomic task>" is required');
  const mode = (lastFlag(args, 'mode') ?? 'simple') as TaskMode;
  if (mode !== 'simple' && mode !== 'hard') throw new UsageError('--mode must be simple or hard');
  const roundsFlag = lastFlag(args, 'rounds');
  const rounds = roundsFlag === undefined ? 3 : Number(roundsFlag);
  if (!Number.isInteger(rounds) || rounds < 0) throw new UsageError('--rounds must be a whole number ≥ 0');
  const version = lastFlag(args, 'mc-version');
  const force = lastFlag(args, 'force') === 'true';
  const outFlag = lastFlag(args, 'out');
  const out = outFlag ? path.resolve(io.cwd, outFlag) : undefined;
  // Refuse before spending tokens, and again right before writing.
  if (out && fs.existsSync(out) && !force) {
    io.stderr(`${outFlag} already exists; use --force to overwrite it.\n`);
    return 1;
  }
  const llm = llmOptionsFromArgs(args, io.env);
  const examples = loadExamples(args.flags.get('examples') ?? [], io.cwd);

  const and = args.flags.get('and') ?? [];
  const or = args.flags.get('or') ?? [];
  const result = await generateConfig(
    { task, and, or, mode },
    { llm, version, repairRounds: rounds, examples, onProgress: (m) => io.stderr(m + '\n'), verify: lastFlag(args, 'verify') === 'true' ? verifyDraft(io) : undefined },
  );

  const n = result.rounds.length;
  io.stderr(`${n} round${n === 1 ? '' : 's'}; ${result.valid ? 'the config validates' : 'the config still has problems'}.\n`);
  for (const f of result.fixed) io.stderr(`  fixed: ${f}\n`);
  if (!result.valid) {
    for (const p of result.problems) io.stderr(`  remaining: ${p}\n`);
    if (out) {
      io.stderr(`Nothing written to ${outFlag}.\n`);
      return 1;
    }
    io.stdout(result.yaml);
    return 1;
  }
  const notes = validateText(result.yaml, { version }).filter((d) => !isBlocking(d));
  const lines = new LineIndex(result.yaml);
  for (const d of notes) io.stderr(`  note: line ${lines.positionAt(d.start).line + 1}: ${d.message} [${d.code}]\n`);
  if (!out) {
    io.stdout(result.yaml);
    return 0;
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  try {
    fs.writeFileSync(out, result.yaml, { encoding: 'utf8', flag: force ? 'w' : 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      io.stderr(`${outFlag} appeared meanwhile; use --force to overwrite it.\n`);
      return 1;
    }
    throw e;
  }
  io.stderr(`Wrote ${outFlag} (suggested name: ${taskFileName(task, and, or)}.yaml).\n`);
  return 0;
};

/** --verify: a draft that validates is also tried by the bot; its failure reasons go back to the model. */
function verifyDraft(io: { stderr(t: string): void }): (yaml: string) => Promise<VerifyResult> {
  return async (yaml) => {
    const report = await verifyIsolated(yaml, { file: 'draft.yaml' });
    io.stderr(`  verification: ${verdictWord(report).toLowerCase()}, reward ${report.reward}/${report.maxReward}\n`);
    // Undecided (null) is nothing the model can repair.
    return { ok: report.verified !== false, reasons: report.failures.map((f) => f.reason) };
  };
}

/** Up to three task files from the given files or folders, as few-shot examples. */
function loadExamples(inputs: string[], cwd: string): WorkspaceExample[] | undefined {
  if (!inputs.length) return undefined;
  const { files, missing } = collectYamlFiles(inputs, cwd);
  if (missing.length) throw new UsageError(`--examples: not found: ${missing.join(', ')}`);
  const out: WorkspaceExample[] = [];
  for (const f of files) {
    let text: string;
    try {
      text = readText(f);
    } catch {
      continue; // too large or unreadable: not an example
    }
    if (/^(custom_init_commands|commands)\s*:/m.test(text)) out.push({ name: path.basename(f), text });
    if (out.length >= 3) break;
  }
  return out;
}
