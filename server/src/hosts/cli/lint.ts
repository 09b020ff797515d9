import * as path from 'path';
import { LineIndex } from '../../api/util';
import { isTaskFile } from '../../api/taskFiles';
import * as fs from 'fs';
import { analyse, checkCriteriaText, criteriaFolderNear, missingCriteria, validateAnalysis } from '../../api';
import type { TaskDiagnostic } from '../../api/model';
import { filterDisabled } from '../../api/analysis';
import { excerpt } from '../../api/util';
import { isKnownVersion } from '../../api/vanilla';
import { availableVersions } from '../../api/vanilla';
import { lastFlag, maxFileSizeBytes, parseArgs, shardFlag } from './args';
import { collectYamlFiles, FileProblem, readText } from '../../api/taskFiles';
import { shardKey, shardNote, takeShard } from './shard';
import { escapeControlChars } from './printable';
import { CliCommand, UsageError } from './io';
import { HARNESSES, isHarness } from '../../api/model';
import { explain } from './explain';
import { sarifLog } from './formats/sarif';
import { FILE } from '../../api/model';
import { FixMode, LintFixer } from './fix/lintFix';
import { githubAnnotations } from './formats/github';

export const LINT_USAGE = `mcu-task lint [--format text|json|sarif|github] [--explain CODE] [--fix | --fix-dry-run] [--mc-version V] [--disable CODE[,CODE…]] [--harness ${HARNESSES.join('|')}] [--max-file-size MB] [--shard i/n] <file|dir|criteria.txt>…`;

interface FileReport {
  file: string;
  diagnostics: {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    severity: string;
    code: string;
    source: 'mcu';
    message: string;
  }[];
}

/** `mcu-task lint`: the same validation as the editor, for files and folders. */
export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['format', 'mc-version', 'disable', 'harness', 'max-file-size', 'shard', 'explain'], booleans: ['fix', 'fix-dry-run'] });
  const shard = shardFlag(args);
  const format = lastFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'sarif' && format !== 'github') throw new UsageError(`--format must be text, json, sarif or github, not ${excerpt(format)}`);
  const explainCode = lastFlag(args, 'explain');
  if (explainCode !== undefined) return explain(explainCode, format, io);
  const fixMode = fixModeOf(args, format);
  const version = lastFlag(args, 'mc-version');
  if (version !== undefined && !isKnownVersion(version)) {
    throw new UsageError(`no data for Minecraft ${excerpt(version)}; available: ${availableVersions().versions.join(', ')}`);
  }
  // The harness the files are written for: each key it ignores gets an information finding (default any: none).
  const harness = lastFlag(args, 'harness') ?? 'any';
  if (!isHarness(harness)) throw new UsageError(`--harness must be one of ${HARNESSES.join(', ')}, not ${excerpt(harness)}`);
  const maxBytes = maxFileSizeBytes(args);
  const disabled = (args.flags.get('disable') ?? []).flatMap((d) => d.split(',')).map((s) => s.trim()).filter(Boolean);
  if (!args.positional.length) throw new UsageError('give at least one file or directory');
  const explicit = new Set(args.positional.map((p) => path.resolve(io.cwd, p)));
  const collected = collectYamlFiles(args.positional, io.cwd, { criteria: true });
  const { missing, skipped } = collected;
  // A shard deals the files found (task files, other YAML, criteria files) by their path below the folder given.
  const files = takeShard(collected.files, (f) => shardKey(f, args.positional, io.cwd), shard);
  if (shard) io.stderr(`mcu-task lint: ${shardNote(shard, files.length, collected.files.length, 'file')}\n`);
  const shown = (file: string) => path.relative(io.cwd, file) || file;
  for (const m of missing) io.stderr(`mcu-task: ${escapeControlChars(m)}: no such file or directory\n`);
  const reports: FileReport[] = [];
  // Skipped entries are warnings: the run goes on and they alone do not fail it.
  for (const s of skipped) {
    if (format === 'text') io.stderr(`mcu-task: ${escapeControlChars(shown(s.path))}: skipped: ${s.reason}\n`);
    else reports.push(fileProblemReport(shown(s.path), 'warning', FILE.skipped, `Skipped: ${s.reason}.`));
  }
  let errors = 0;
  let warnings = 0;
  let nonTasks = 0;
  let checked = 0;
  let criteriaChecked = 0;
  const fixer = fixMode ? new LintFixer(fixMode, { version, disabled, harness }, io) : undefined;
  for (const file of files) {
    let text: string;
    try {
      text = readText(file, maxBytes);
    } catch (e) {
      // Too large or unreadable: an error for this file, reported like a diagnostic; the other files are still checked.
      const code = e instanceof FileProblem ? e.code : FILE.unreadable;
      reports.push(fileProblemReport(shown(file), 'error', code, (e as Error).message));
      errors++;
      continue;
    }
    let diags: TaskDiagnostic[];
    if (/\.txt$/i.test(file)) {
      // A criteria file (given by name, or in a criteria_files folder of a walked folder): its own check.
      diags = checkCriteriaText(text, disabled);
      criteriaChecked++;
    } else if (!explicit.has(file) && !isTaskFile(file, text)) {
      // Inside folders, YAML files that are not tasks (CI configs, …) are left alone.
      nonTasks++;
      continue;
    } else {
      if (fixer) text = fixer.fix(file, shown(file), text);
      const analysis = analyse(text, { version, fileName: file });
      diags = validateAnalysis(analysis, disabled, harness);
      // A benchmark without criteria files is not wrong: the information appears only where criteria folders exist.
      if (criteriaFolderNear(file, {}, isDirectory)) {
        const none = missingCriteria(analysis.model, file, {}, isRegularFile, shown);
        if (none) diags = [...diags, ...filterDisabled([none], disabled)];
      }
    }
    checked++;
    const lines = new LineIndex(text);
    reports.push({
      file: shown(file),
      diagnostics: diags.map((d) => ({ range: lines.rangeOf(d.start, d.end), severity: d.severity, code: d.code, source: 'mcu', message: d.message })),
    });
    errors += diags.filter((d) => d.severity === 'error').length;
    warnings += diags.filter((d) => d.severity === 'warning').length;
  }
  if (fixer) io.stderr(fixer.summary(errors, warnings));
  if (format === 'json') io.stdout(JSON.stringify(reports, null, 2) + '\n');
  else if (format === 'sarif') io.stdout(JSON.stringify(sarifLog(reports, io.cwd), null, 2) + '\n');
  else if (format === 'github') {
    io.stdout(githubAnnotations(reports));
    io.stderr(`${checked} file${checked === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
  } else {
    // With --fix-dry-run, standard output is the diff alone (for patch or git apply).
    for (const r of fixMode === 'dry-run' ? [] : reports) {
      for (const d of r.diagnostics) {
        io.stdout(escapeControlChars(`${r.file}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity} ${d.code} ${d.message}`) + '\n');
      }
    }
    io.stderr(`${checked} file${checked === 1 ? '' : 's'} checked${criteriaChecked ? ` (${criteriaChecked} criteria)` : ''}${nonTasks ? `, ${nonTasks} non-task YAML skipped` : ''}${skipped.length ? `, ${skipped.length} entr${skipped.length === 1 ? 'y' : 'ies'} skipped` : ''}: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
  }
  if (errors > 0 || missing.length > 0) return 1;
  // "0 files checked" must not pass a CI gate: a folder without task files is a mistake in the command.
  // Fewer files than shards leaves some shards empty: not a mistake in the command.
  if (!checked && shard && !files.length && collected.files.length) return 0;
  if (!checked) {
    const what = args.positional.map((p) => escapeControlChars(p)).join(', ');
    io.stderr(`mcu-task lint: no task files found in ${what}; nothing was checked${nonTasks ? ` (${nonTasks} YAML file${nonTasks === 1 ? ' is' : 's are'} not task files)` : ''}\n`);
    return 2;
  }
  return 0;
};

/** --fix or --fix-dry-run (not both); the dry run's diff is text, so it goes with --format text only. */
function fixModeOf(args: ReturnType<typeof parseArgs>, format: string): FixMode | undefined {
  const fix = lastFlag(args, 'fix') === 'true';
  const dry = lastFlag(args, 'fix-dry-run') === 'true';
  if (fix && dry) throw new UsageError('give --fix or --fix-dry-run, not both');
  if (dry && format !== 'text') throw new UsageError('--fix-dry-run prints a diff: it goes with --format text only');
  return fix ? 'write' : dry ? 'dry-run' : undefined;
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function isRegularFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** A report for a whole file that was not checked: one diagnostic at its start. */
function fileProblemReport(file: string, severity: 'error' | 'warning', code: string, message: string): FileReport {
  const start = { line: 0, character: 0 };
  return { file, diagnostics: [{ range: { start, end: start }, severity, code, source: 'mcu', message }] };
}
