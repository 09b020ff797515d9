/**
 * The import itself, protocol-free (the CLI in cli/import.ts only parses
 * flags and prints): read the source, map each selected task, write
 * `<DIR>/<task>.yaml` and `<DIR>/criteria_files/<task>.txt` through the one
 * writer (util/safeWrite.ts; an existing file is kept unless `force`), lint
 * every task file written with the project's validator, and count it all.
 */
import * as path from 'path';
import { validateText } from '../../core/validate';
import type { Registry } from '../../mc/registry';
import { SafeWriteError, writeFileSafely } from '../../util/safeWrite';
import { LegacyNames } from './legacyNames';
import { ImportedTask, kindOfSpec, mapCreative, mapSpec } from './mapSpec';
import { readSource } from './readSource';
import type { ImportKind } from './specTypes';

export interface ImportOptions {
  source: string;
  outDir: string;
  /** The kinds to import (default: all). */
  only?: ImportKind[];
  /** Overwrite existing files. */
  force?: boolean;
  reg: Registry;
}

export interface FileResult {
  file: string;
  task: ImportedTask;
  /** Written, or kept because a file was already there. */
  written: boolean;
  lint: { errors: number; warnings: number; infos: number; firstError?: string };
}

export interface ImportSummary {
  source: string;
  files: FileResult[];
  written: number;
  kept: number;
  criteriaWritten: number;
  byKind: Record<string, number>;
  mappedFields: number;
  droppedFields: number;
  /** Dropped field name → how many tasks had it. */
  dropped: Record<string, number>;
  problems: { task: string; problem: string }[];
  lint: { errors: number; warnings: number; infos: number; filesWithErrors: number };
  /** Write failures other than "already there" (a link at the target, a folder …). */
  writeErrors: string[];
}

/** A task id as a file name: MineDojo's ids are [a-z0-9_]; anything else becomes `_`. */
export function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\.+/, '_');
}

function writeOne(target: string, text: string, within: string, force: boolean, errors: string[]): 'written' | 'kept' | 'failed' {
  try {
    writeFileSafely(target, text, { within, exclusive: !force });
    return 'written';
  } catch (e) {
    if (e instanceof SafeWriteError && e.code === 'EEXIST') return 'kept';
    errors.push(`${target}: ${(e as Error).message}`);
    return 'failed';
  }
}

export function importMineDojo(opts: ImportOptions): ImportSummary {
  const src = readSource(opts.source);
  const names = new LegacyNames(opts.reg);
  const ctx = { reg: opts.reg, names };
  const want = (k: ImportKind) => !opts.only?.length || opts.only.includes(k);
  const tasks: ImportedTask[] = [];
  const unknown: { task: string; problem: string }[] = [];
  for (const [id, spec] of src.specs) {
    const kind = kindOfSpec(spec);
    if (!kind) {
      unknown.push({ task: id, problem: `__cls__ '${String(spec.__cls__)}' is none of harvest, combat, techtree, survival, playthrough: not imported` });
      continue;
    }
    if (!want(kind)) continue;
    tasks.push(mapSpec(id, spec, src.programmatic.get(id), ctx));
  }
  if (want('creative')) for (const [id, instr] of src.creative) tasks.push(mapCreative(id, instr));

  const out = path.resolve(opts.outDir);
  const summary: ImportSummary = {
    source: src.describe, files: [], written: 0, kept: 0, criteriaWritten: 0, byKind: {}, mappedFields: 0, droppedFields: 0, dropped: {},
    problems: [...unknown], lint: { errors: 0, warnings: 0, infos: 0, filesWithErrors: 0 }, writeErrors: [],
  };
  for (const task of tasks) {
    const name = safeName(task.fileName.replace(/\.yaml$/, ''));
    const file = path.join(out, `${name}.yaml`);
    const state = writeOne(file, task.yaml, out, !!opts.force, summary.writeErrors);
    if (state === 'failed') continue;
    if (task.criteria && writeOne(path.join(out, 'criteria_files', `${name}.txt`), task.criteria, out, !!opts.force, summary.writeErrors) === 'written') summary.criteriaWritten++;
    const diags = validateText(task.yaml, { version: opts.reg.version });
    const errors = diags.filter((d) => d.severity === 'error');
    const lint = {
      errors: errors.length,
      warnings: diags.filter((d) => d.severity === 'warning').length,
      infos: diags.filter((d) => d.severity === 'information' || d.severity === 'hint').length,
      ...(errors.length ? { firstError: `${errors[0].code}: ${errors[0].message}` } : {}),
    };
    summary.files.push({ file, task, written: state === 'written', lint });
    if (state === 'written') summary.written++;
    else summary.kept++;
    summary.byKind[task.kind] = (summary.byKind[task.kind] ?? 0) + 1;
    summary.mappedFields += task.mapped.length;
    summary.droppedFields += task.dropped.length;
    for (const d of task.dropped) summary.dropped[d] = (summary.dropped[d] ?? 0) + 1;
    for (const p of task.problems) summary.problems.push({ task: task.id, problem: p });
    summary.lint.errors += lint.errors;
    summary.lint.warnings += lint.warnings;
    summary.lint.infos += lint.infos;
    if (lint.errors) summary.lint.filesWithErrors++;
  }
  return summary;
}
