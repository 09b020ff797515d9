import * as path from 'path';
import { LineIndex } from '../core/lineIndex';
import { hasTaskKeys, isTaskFile } from '../core/taskFileDetection';
import { validateText } from '../core/validate';
import { availableVersions } from '../mc/registry';
import { lastFlag, parseArgs } from './args';
import { collectYamlFiles, readText } from './files';
import { CliCommand, UsageError } from './io';

export const LINT_USAGE = 'mcu-task lint [--format text|json] [--mc-version V] [--disable CODE[,CODE…]] <file|dir>…';

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
  const args = parseArgs(argv, { values: ['format', 'mc-version', 'disable'] });
  const format = lastFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not ${format}`);
  const version = lastFlag(args, 'mc-version');
  if (version && !availableVersions().versions.includes(version)) {
    throw new UsageError(`no data for Minecraft ${version}; available: ${availableVersions().versions.join(', ')}`);
  }
  const disabled = (args.flags.get('disable') ?? []).flatMap((d) => d.split(',')).map((s) => s.trim()).filter(Boolean);
  if (!args.positional.length) throw new UsageError('give at least one file or directory');
  const explicit = new Set(args.positional.map((p) => path.resolve(io.cwd, p)));
  const { files, missing } = collectYamlFiles(args.positional, io.cwd);
  for (const m of missing) io.stderr(`mcu-task: ${m}: no such file or directory\n`);
  const reports: FileReport[] = [];
  let errors = 0;
  let warnings = 0;
  let skipped = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readText(file);
    } catch (e) {
      io.stderr(`mcu-task: ${file}: ${(e as Error).message}\n`);
      errors++;
      continue;
    }
    // Inside folders, YAML files that are not tasks (CI configs, …) are left alone.
    if (!explicit.has(file) && !isTaskFile(file, text) && !hasTaskKeys(text)) {
      skipped++;
      continue;
    }
    const lines = new LineIndex(text);
    const diags = validateText(text, { version, disabled });
    const shown = path.relative(io.cwd, file) || file;
    reports.push({
      file: shown,
      diagnostics: diags.map((d) => ({ range: lines.rangeOf(d.start, d.end), severity: d.severity, code: d.code, source: 'mcu', message: d.message })),
    });
    errors += diags.filter((d) => d.severity === 'error').length;
    warnings += diags.filter((d) => d.severity === 'warning').length;
  }
  if (format === 'json') io.stdout(JSON.stringify(reports, null, 2) + '\n');
  else {
    for (const r of reports) {
      for (const d of r.diagnostics) {
        io.stdout(`${r.file}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity} ${d.code} ${d.message}\n`);
      }
    }
    io.stderr(`${reports.length} file${reports.length === 1 ? '' : 's'} checked${skipped ? `, ${skipped} non-task YAML skipped` : ''}: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
  }
  return errors > 0 || missing.length > 0 ? 1 : 0;
};
