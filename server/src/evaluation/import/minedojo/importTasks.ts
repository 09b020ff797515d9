/**
 * The import itself, protocol-free (the CLI in cli/import.ts only parses
 * flags and prints): read the source, map each selected task, write
 * `<DIR>/<task>.yaml` and `<DIR>/criteria_files/<task>.txt` through the one
 * writer (util/safeWrite.ts; an existing file is kept unless `force`), lint
 * every task file as it is on disk with the project's validator, and count
 * it all. One task at a time: nothing of the source is filled ahead.
 */
import * as crypto from 'crypto';
import * as path from 'path';
import { DEFAULT_MAX_FILE_SIZE_MB, megabytesToBytes } from '../../../model/task/fileSizeLimit';
import { validateText } from '../../../analysis/lint/validate';
import type { Registry } from '../../../vanilla/registry';
import { readTextFile } from '../../../util/safeRead';
import { SafeWriteError, writeFileSafely } from '../../../util/safeWrite';
import { LegacyNames } from './legacyNames';
import { ImportedTask, kindOfSpec, mapCreative, mapSpec } from './mapSpec';
import { readSource } from './readSource';
import type { ImportKind, MineDojoSource } from './specTypes';

/** The lint reads a written file back up to the size lint takes by default. */
const MAX_TASK_BYTES = megabytesToBytes(DEFAULT_MAX_FILE_SIZE_MB);

export interface ImportOptions {
  source: string;
  outDir: string;
  /** The kinds to import (default: all). */
  only?: ImportKind[];
  /** Overwrite existing files. */
  force?: boolean;
  reg: Registry;
}

/** What the summary keeps of a task once its files are written (its YAML and criteria text are not kept). */
export interface ImportedTaskInfo {
  id: string;
  kind: ImportKind;
  mapped: string[];
  dropped: string[];
  problems: string[];
}

export interface FileResult {
  file: string;
  task: ImportedTaskInfo;
  /** Written, or kept because a file was already there. */
  written: boolean;
  /** The lint of the file now on disk (the one written, or the one kept). */
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

/** Longest file name taken from an id as it is; a longer one is cut and told apart by its hash. */
const MAX_NAME = 100;

/**
 * A task id as a file name, one-to-one: MineDojo's ids are [a-z0-9_] and keep their name; any other
 * character becomes `_` and a leading dot `_`, and then (as the name no longer says which id it was:
 * `x/y` and `x_y`) the name gets `-` and 8 hex digits of the id's SHA-256, the same on every run.
 */
export function safeName(name: string): string {
  const plain = name.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\.+/, '_');
  if (plain === name && name.length <= MAX_NAME && name.length > 0) return name;
  const hash = crypto.createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${plain.slice(0, MAX_NAME)}-${hash}`;
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

/** The lint of the file at `file` as it is on disk now; a file that cannot be read counts as one error. */
function lintOnDisk(file: string, version: string): FileResult['lint'] {
  let text: string;
  try {
    text = readTextFile(file, MAX_TASK_BYTES);
  } catch (e) {
    return { errors: 1, warnings: 0, infos: 0, firstError: `file/unreadable: ${(e as Error).message}` };
  }
  const diags = validateText(text, { version });
  const errors = diags.filter((d) => d.severity === 'error');
  return {
    errors: errors.length,
    warnings: diags.filter((d) => d.severity === 'warning').length,
    infos: diags.filter((d) => d.severity === 'information' || d.severity === 'hint').length,
    ...(errors.length ? { firstError: `${errors[0].code}: ${errors[0].message}` } : {}),
  };
}

/** The tasks of a source, mapped one at a time as they are asked for (a templated source is filled lazily too). */
function* mappedTasks(src: MineDojoSource, opts: ImportOptions, unknown: { task: string; problem: string }[]): Generator<ImportedTask> {
  const names = new LegacyNames(opts.reg);
  const ctx = { reg: opts.reg, names };
  const want = (k: ImportKind) => !opts.only?.length || opts.only.includes(k);
  for (const [id, spec] of src.specs) {
    const kind = kindOfSpec(spec);
    if (!kind) {
      unknown.push({ task: id, problem: `__cls__ '${String(spec.__cls__)}' is none of harvest, combat, techtree, survival, playthrough: not imported` });
      continue;
    }
    if (want(kind)) yield mapSpec(id, spec, src.programmatic.get(id), ctx);
  }
  if (want('creative')) for (const [id, instr] of src.creative) yield mapCreative(id, instr);
}

/**
 * Reads the source and writes its tasks one at a time: each is mapped, written with its criteria
 * and linted from the file on disk before the next is filled, so memory holds one task whatever
 * the source's size. Two ids whose file names would be the same (case aside, for a file system that
 * ignores it) are not both written: the second is a problem naming both.
 */
export function importMineDojo(opts: ImportOptions): ImportSummary {
  const src = readSource(opts.source);
  const out = path.resolve(opts.outDir);
  const summary: ImportSummary = {
    source: src.describe, files: [], written: 0, kept: 0, criteriaWritten: 0, byKind: {}, mappedFields: 0, droppedFields: 0, dropped: {},
    problems: [], lint: { errors: 0, warnings: 0, infos: 0, filesWithErrors: 0 }, writeErrors: [],
  };
  const unknown: { task: string; problem: string }[] = [];
  /** File name (lower case) → the id written to it in this run. */
  const taken = new Map<string, string>();
  for (const task of mappedTasks(src, opts, unknown)) {
    const name = task.kind === 'creative' ? safeName(task.fileName.replace(/\.yaml$/, '')) : safeName(task.id);
    const owner = taken.get(name.toLowerCase());
    if (owner !== undefined) {
      summary.problems.push({ task: task.id, problem: `not imported: its file name ${name}.yaml is taken by task '${owner}' (file names are compared ignoring case)` });
      continue;
    }
    taken.set(name.toLowerCase(), task.id);
    const file = path.join(out, `${name}.yaml`);
    const state = writeOne(file, task.yaml, out, !!opts.force, summary.writeErrors);
    if (state === 'failed') continue;
    if (task.criteria && writeOne(path.join(out, 'criteria_files', `${name}.txt`), task.criteria, out, !!opts.force, summary.writeErrors) === 'written') summary.criteriaWritten++;
    const lint = lintOnDisk(file, opts.reg.version);
    const info: ImportedTaskInfo = { id: task.id, kind: task.kind, mapped: task.mapped, dropped: task.dropped, problems: task.problems };
    summary.files.push({ file, task: info, written: state === 'written', lint });
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
  summary.problems = [...unknown, ...summary.problems];
  return summary;
}
