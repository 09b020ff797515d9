import { verdictWord } from '../../api/verify';
import * as fs from 'fs';
import * as path from 'path';
import { LineIndex } from '../../api/util';
import { taskFileName } from '../../api/llm';
import { isBlocking } from '../../api/llm';
import { generateConfig, TaskMode, validateText, verifyIsolated, VerifyResult, WorkspaceExample } from '../../api';
import { getRegistry } from '../../api/vanilla';
import { BatchModes, planBatch, readTaskList } from '../../api/llm';
import { runBatch } from '../../api/llm';
import { formatSummary, summarise } from '../../api/llm';
import { lastFlag, llmOptionsFromArgs, ParsedArgs, parseArgs } from './args';
import { collectYamlFiles, readText } from '../../api/taskFiles';
import { CliCommand, CliIO, UsageError } from './io';
import { findCatalogueEntry } from '../../api/model';
import { parseTaskTree, TaskTree, TaskTreeSyntaxError, treeFromFlags } from '../../api/model';
import { generateComposed, needsComposition } from '../../api/llm';
import { FromScratchError } from '../../api/llm';
import { describeWriteError, pathTaken, SafeWriteError, writeFileSafely } from '../../api/util';
import { announcingRetries, terminalIO } from './llmOutput';
import { escapeControlChars } from './printable';

export const GENERATE_USAGE =
  'mcu-task generate --task "<atomic task>" [--and "<task>"]… [--or "<task>"]… [--mode simple|hard] [--out FILE [--force]] ' +
  '[--base-url URL] [--model M] [--rounds N] [--mc-version V] [--examples DIR|FILE]… [--temperature T] [--timeout S] [--verify]\n' +
  '       mcu-task generate --tasks LIST|- --out DIR [--jobs N] [--mode simple|hard|both] [--variants K] [--rounds N] [...same LLM flags]';

/**
 * `mcu-task generate`: drafts a task file with the LLM, validates it and lets
 * the model repair what the validator finds. With --out the file is written
 * only when the final draft validates; otherwise the YAML goes to stdout.
 */
export const run: CliCommand = async (argv, rawIO) => {
  // Drafts, problems and server messages quote the model: nothing it wrote may drive the terminal.
  const io = terminalIO(rawIO);
  const args = parseArgs(argv, {
    values: ['task', 'tasks', 'jobs', 'variants', 'and', 'or', 'mode', 'out', 'base-url', 'model', 'rounds', 'mc-version', 'examples', 'temperature', 'timeout'],
    booleans: ['force', 'verify'],
  });
  if (lastFlag(args, 'tasks') !== undefined) return runBatchCli(args, io);
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
  if (out && pathTaken(out) && !force) {
    io.stderr(`${outFlag} already exists; use --force to overwrite it.\n`);
    return 1;
  }
  const llm = announcingRetries(llmOptionsFromArgs(args, io.env), io);
  const examples = loadExamples(args.flags.get('examples') ?? [], io.cwd);

  const and = args.flags.get('and') ?? [];
  const or = args.flags.get('or') ?? [];
  // "a and b or c" (in --task or through --and/--or) is a tree, AND binding tighter; a catalogue entry is one task.
  let tree: TaskTree | undefined;
  try {
    const atomicEntry = !and.length && !or.length && findCatalogueEntry(getRegistry(version), task);
    tree = atomicEntry ? undefined : and.length || or.length ? treeFromFlags(task, and, or) : parseTaskTree(task);
  } catch (e) {
    if (e instanceof TaskTreeSyntaxError) throw new UsageError(e.message);
    throw e;
  }
  const common = { llm, version, repairRounds: rounds, examples, onProgress: (m: string) => io.stderr(m + '\n'), verify: lastFlag(args, 'verify') === 'true' ? verifyDraft(io) : undefined };
  let result;
  try {
    // A catalogue task brings its goal (brew, enchant, trade…) and its category key: generateConfig looks it up.
    result = tree && needsComposition(tree) ? await generateComposed({ tree, mode }, common) : await generateConfig({ task, mode }, common);
  } catch (e) {
    if (!(e instanceof FromScratchError)) throw e;
    io.stderr(e.message + '\n');
    return 1;
  }

  const n = result.rounds.length;
  io.stderr(`${n} round${n === 1 ? '' : 's'}; ${result.valid ? 'the config validates' : 'the config still has problems'}.\n`);
  for (const f of result.fixed) io.stderr(`  fixed: ${escapeControlChars(f)}\n`);
  if (!result.valid) {
    for (const p of result.problems) io.stderr(`  remaining: ${escapeControlChars(p)}\n`);
    if (out) {
      io.stderr(`Nothing written to ${outFlag}.\n`);
      return 1;
    }
    io.stdout(result.yaml);
    return 1;
  }
  const notes = validateText(result.yaml, { version }).filter((d) => !isBlocking(d));
  const lines = new LineIndex(result.yaml);
  for (const d of notes) io.stderr(`  note: line ${lines.positionAt(d.start).line + 1}: ${escapeControlChars(d.message)} [${d.code}]\n`);
  if (!out) {
    io.stdout(result.yaml);
    return 0;
  }
  try {
    // --force replaces a file, never a link or a folder (util/safeWrite.ts).
    writeFileSafely(out, result.yaml, { exclusive: !force });
  } catch (e) {
    if (e instanceof SafeWriteError && e.code === 'EEXIST') {
      io.stderr(`${outFlag} appeared meanwhile; use --force to overwrite it.\n`);
      return 1;
    }
    io.stderr(`${describeWriteError(outFlag!, e)}\n`);
    return 2;
  }
  io.stderr(`Wrote ${outFlag} (suggested name: ${taskFileName(task, and, or)}.yaml).\n`);
  return 0;
};

/**
 * `generate --tasks LIST --out DIR`: one file per line (and mode, and
 * variant) under DIR/<mode>/, `--jobs` at a time, each through the repair
 * loop. Resumable: a file already in DIR that validates is kept (whoever
 * wrote it); one that fails validation or that a batch marked as needing
 * attention is redone (a file we did not write is first copied to
 * <file>.orig). Drafts still wrong after the rounds are written too, marked
 * "NEEDS ATTENTION" with their problems as comments at the top.
 */
async function runBatchCli(args: ParsedArgs, io: CliIO): Promise<number> {
  const listFlag = lastFlag(args, 'tasks')!;
  const outFlag = lastFlag(args, 'out');
  if (!outFlag) throw new UsageError('--tasks needs --out DIR');
  if (args.flags.has('task') || args.flags.has('and') || args.flags.has('or')) throw new UsageError('--tasks drafts a list; leave out --task, --and and --or');
  if (args.flags.has('verify') || args.flags.has('force')) throw new UsageError('--verify and --force are for single drafts (a batch redoes only invalid files)');
  const mode = (lastFlag(args, 'mode') ?? 'simple') as BatchModes;
  if (!['simple', 'hard', 'both'].includes(mode)) throw new UsageError('--mode must be simple, hard or both');
  const count = (name: string, dflt: number, max: number) => {
    const v = lastFlag(args, name);
    const n = v === undefined ? dflt : Number(v);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}`);
    return n;
  };
  const jobs = count('jobs', 1, 64);
  const variants = count('variants', 1, 20);
  const roundsFlag = lastFlag(args, 'rounds');
  const rounds = roundsFlag === undefined ? 3 : Number(roundsFlag);
  if (!Number.isInteger(rounds) || rounds < 0) throw new UsageError('--rounds must be a whole number ≥ 0');
  const version = lastFlag(args, 'mc-version');
  // `--tasks -` reads the list from stdin: mcu-task catalogue --category crafting | mcu-task generate --tasks - --out DIR
  const listPath = listFlag === '-' ? undefined : path.resolve(io.cwd, listFlag);
  if (listPath && !fs.existsSync(listPath)) {
    io.stderr(`${listFlag}: no such file\n`);
    return 2;
  }
  const outDir = path.resolve(io.cwd, outFlag);
  if (fs.existsSync(outDir) && !fs.statSync(outDir).isDirectory()) throw new UsageError(`--out ${outFlag} is a file; a batch writes into a folder`);
  const tasks = readTaskList(listPath ? readText(listPath) : fs.readFileSync(0, 'utf8'));
  if (!tasks.length) {
    io.stderr(`${listFlag} lists no tasks (one per line; # starts a comment).\n`);
    return 2;
  }
  const llm = announcingRetries(llmOptionsFromArgs(args, io.env), io);
  const examples = loadExamples(args.flags.get('examples') ?? [], io.cwd);
  const plan = planBatch(tasks, mode, variants, getRegistry(version));
  io.stderr(`Drafting ${plan.length} file${plan.length === 1 ? '' : 's'} for ${tasks.length} task${tasks.length === 1 ? '' : 's'} into ${outFlag} with ${llm.model}, ${jobs} at a time.\n`);
  // Ctrl-C stops cleanly: finished files stay, the summary still prints, a rerun does the rest.
  const stop = new AbortController();
  const onSigint = () => stop.abort();
  process.once('SIGINT', onSigint);
  let result;
  try {
    result = await runBatch(plan, {
      outDir, llm, version, repairRounds: rounds, examples, jobs, signal: stop.signal,
      onResult: (r, done, total) => {
        const rel = path.relative(io.cwd, r.file) || r.file;
        const detail = r.outcome === 'needs-attention' ? ` (${r.problems.length} problem${r.problems.length === 1 ? '' : 's'} left)` : r.outcome === 'failed' ? `: ${escapeControlChars(r.problems[0] ?? '')}` : '';
        if (r.outcome !== 'interrupted') io.stderr(`[${done}/${total}] ${rel}: ${r.outcome}${detail}\n`);
      },
    });
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
  if (result.fatal) io.stderr(`Stopped: ${escapeControlChars(result.fatal)}\n`);
  io.stderr(formatSummary(summarise(result.results)));
  const ok = result.results.every((r) => r.outcome === 'validated' || r.outcome === 'kept');
  return ok ? 0 : result.fatal ? 2 : 1;
}

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
