/**
 * `mcu-task import minedojo <source> --out DIR`: MineDojo's tasks as MCU task
 * files (the mapping is server/src/evaluation/import/minedojo/). Prints a summary: files
 * written, fields mapped and dropped, names that could not be mapped, lint
 * findings of the files, and with `--verify` the verifier's verdicts.
 * Exit 0 when all is clean, 1 with an unmapped name, a lint error or a task
 * shown impossible, 2 on bad usage or a failure.
 */
import * as path from 'path';
import { getRegistry, importMineDojo, ImportSummary, verifyIsolated } from '../../api';
import { SourceError } from '../../api/import';
import { IMPORT_KINDS, ImportKind } from '../../api/import';
import { planJobs } from '../../api/verify';
import { lastFlag, parseArgs, secondsFlag } from './args';
import { CliCommand, UsageError } from './io';
import { escapeControlChars } from './printable';
import { verifyAll } from './verifyPool';
import { AGENT_BUDGET_MS } from '../../api/verify';
import { MAX_SECONDS } from '../../api/util';
import { readTextFile } from '../../api/util';
import { DEFAULT_MAX_FILE_SIZE_MB, megabytesToBytes } from '../../api/model';

import { IMPORT_USAGE } from './importUsage';
export { IMPORT_USAGE };

export interface VerifyCounts {
  true: number;
  false: number;
  null: number;
  failures: { file: string; reason: string }[];
  errors: { file: string; error: string }[];
}

function onlyFlag(v: string | undefined): ImportKind[] | undefined {
  if (v === undefined) return undefined;
  const kinds = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = kinds.filter((k) => !(IMPORT_KINDS as readonly string[]).includes(k));
  if (bad.length || !kinds.length) throw new UsageError(`--only takes ${IMPORT_KINDS.join(', ')} (comma-separated), not '${bad.join(',') || v}'`);
  return kinds as ImportKind[];
}

function summaryText(s: ImportSummary, cwd: string, v?: VerifyCounts): string {
  const lines: string[] = [];
  const kinds = Object.entries(s.byKind).map(([k, n]) => `${n} ${k}`).join(', ');
  lines.push(`source: ${s.source}`);
  lines.push(`files: ${s.written} written, ${s.kept} kept (already there; --force overwrites)${kinds ? ` — ${kinds}` : ''}; ${s.criteriaWritten} criteria files`);
  lines.push(`fields: ${s.mappedFields} mapped, ${s.droppedFields} dropped with a comment${Object.keys(s.dropped).length ? ` (${Object.entries(s.dropped).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`).join(', ')})` : ''}`);
  lines.push(`unmapped names: ${s.problems.length}`);
  for (const p of s.problems.slice(0, 20)) lines.push(`  ${p.task}: ${p.problem}`);
  if (s.problems.length > 20) lines.push(`  … and ${s.problems.length - 20} more`);
  lines.push(`lint: ${s.lint.errors} errors in ${s.lint.filesWithErrors} files, ${s.lint.warnings} warnings, ${s.lint.infos} information`);
  for (const f of s.files.filter((x) => x.lint.errors).slice(0, 20)) lines.push(`  ${path.relative(cwd, f.file)}: ${f.lint.firstError}`);
  for (const e of s.writeErrors) lines.push(`not written: ${e}`);
  if (v) {
    lines.push(`verify: ${v.true} true, ${v.false} false, ${v.null} null${v.errors.length ? `, ${v.errors.length} failed to run` : ''}`);
    for (const f of v.failures) lines.push(`  false ${f.file}: ${f.reason}`);
    for (const e of v.errors) lines.push(`  error ${e.file}: ${e.error}`);
  }
  return lines.map(escapeControlChars).join('\n') + '\n';
}

export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['out', 'only', 'format', 'jobs', 'timeout'], booleans: ['force', 'verify'] });
  const [from, source, ...extra] = args.positional;
  if (from !== 'minedojo') throw new UsageError(from ? `unknown source kind '${from}' (only 'minedojo')` : `usage: ${IMPORT_USAGE}`);
  if (!source || extra.length) throw new UsageError('give exactly one MineDojo source (a JSON/YAML file of specs or a MineDojo folder)');
  const outFlag = lastFlag(args, 'out');
  if (!outFlag) throw new UsageError('--out DIR is required');
  const format = lastFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError('--format must be text or json');
  const only = onlyFlag(lastFlag(args, 'only'));
  const verify = lastFlag(args, 'verify') === 'true';
  const jobs = Number(lastFlag(args, 'jobs') ?? 1);
  if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError('--jobs must be a whole number ≥ 1');
  const timeoutS = secondsFlag(args, 'timeout', AGENT_BUDGET_MS / 1000, MAX_SECONDS.agent);

  let summary: ImportSummary;
  try {
    summary = importMineDojo({ source: path.resolve(io.cwd, source), outDir: path.resolve(io.cwd, outFlag), only, force: lastFlag(args, 'force') === 'true', reg: getRegistry() });
  } catch (e) {
    if (e instanceof SourceError) {
      io.stderr(`mcu-task import: ${escapeControlChars(e.message)}\n`);
      return 2;
    }
    throw e;
  }

  let counts: VerifyCounts | undefined;
  if (verify) {
    const files = summary.files.filter((f) => f.task.kind !== 'creative');
    counts = { true: 0, false: 0, null: 0, failures: [], errors: [] };
    if (files.length) {
      const plan = planJobs(jobs, files.length);
      const rel = (f: string) => path.relative(io.cwd, f) || f;
      // The file on disk, as lint saw it (a kept file is the one there, not the task this run mapped).
      const attempts = await verifyAll(files, plan, async (f, heapMb) => verifyIsolated(readTextFile(f.file, megabytesToBytes(DEFAULT_MAX_FILE_SIZE_MB)), { file: rel(f.file), timeoutMs: timeoutS * 1000, heapMb }));
      attempts.forEach((a, i) => {
        const file = rel(files[i].file);
        if (!a.report) counts!.errors.push({ file, error: a.error.message });
        else if (a.report.verified === true) counts!.true++;
        else if (a.report.verified === false) {
          counts!.false++;
          counts!.failures.push({ file, reason: a.report.verdictReason ?? 'no reason given' });
        } else counts!.null++;
      });
    }
  }

  if (format === 'json') {
    io.stdout(JSON.stringify({
      source: summary.source, written: summary.written, kept: summary.kept, criteriaWritten: summary.criteriaWritten, byKind: summary.byKind,
      mappedFields: summary.mappedFields, droppedFields: summary.droppedFields, dropped: summary.dropped, problems: summary.problems,
      lint: summary.lint, writeErrors: summary.writeErrors,
      files: summary.files.map((f) => ({ file: path.relative(io.cwd, f.file), task: f.task.id, kind: f.task.kind, written: f.written, mapped: f.task.mapped, dropped: f.task.dropped, problems: f.task.problems, lint: f.lint })),
      ...(counts ? { verify: counts } : {}),
    }, null, 2) + '\n');
  } else io.stdout(summaryText(summary, io.cwd, counts));
  if (summary.writeErrors.length || counts?.errors.length) return 2;
  return summary.problems.length || summary.lint.errors || counts?.false ? 1 : 0;
};
