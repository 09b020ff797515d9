/**
 * Reads a MineDojo source, in any of the forms the README names:
 *
 * - a JSON or YAML file of filled specs: task id → spec (what
 *   `minedojo.tasks.ALL_TASKS_SPECS` holds), or the README one-liner's dump
 *   `{specs, programmatic, creative}` which carries the run-time prompts and
 *   guidance too;
 * - a MineDojo checkout or installed package folder (the repository root,
 *   its `minedojo/`, `minedojo/tasks/` or `description_files/`): the
 *   templates of `tasks_specs.yaml` are filled here (fillTemplates.ts) with
 *   the `_ALL_VARS` lists of `tasks/__init__.py`, read as a Python literal
 *   (pythonLiteral.ts), never run; `programmatic_tasks.yaml` and
 *   `creative_tasks.yaml` give the prompts and guidance.
 *
 * Files are read through the project's one reader (util/safeRead.ts).
 */
import * as fs from 'fs';
import * as path from 'path';
import { parse } from 'yaml';
import { readTextFile } from '../../../util/safeRead';
import { fillTemplates } from './fillTemplates';
import { readAssignedLiteral } from './pythonLiteral';
import type { Instruction, MineDojoSource, MineDojoSpec } from './specTypes';

/** MineDojo's description files are large (programmatic_tasks.yaml is ~0.7 MB); the dump of all specs some MB. */
const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

export class SourceError extends Error {}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function readStructured(file: string): unknown {
  const text = readTextFile(file, MAX_SOURCE_BYTES);
  try {
    if (/\.json$/i.test(file)) return JSON.parse(text);
    return parse(text, { maxAliasCount: 100, uniqueKeys: false });
  } catch (e) {
    throw new SourceError(`${file}: not valid ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${(e as Error).message.split('\n')[0]}`);
  }
}

function instructions(x: unknown, file: string): Map<string, Instruction> {
  const out = new Map<string, Instruction>();
  if (x === undefined || x === null) return out;
  if (!isRecord(x)) throw new SourceError(`${file}: expected task id → {prompt, guidance}`);
  for (const [id, v] of Object.entries(x)) {
    if (!isRecord(v) || typeof v.prompt !== 'string') continue;
    out.set(id, { prompt: v.prompt, ...(typeof v.guidance === 'string' ? { guidance: v.guidance } : {}) });
  }
  return out;
}

function specsOf(x: unknown, file: string): Map<string, MineDojoSpec> {
  if (!isRecord(x)) throw new SourceError(`${file}: expected a mapping of task id → spec`);
  const out = new Map<string, MineDojoSpec>();
  for (const [id, v] of Object.entries(x)) {
    if (!isRecord(v) || !('__cls__' in v)) throw new SourceError(`${file}: '${id}' is not a MineDojo spec (no __cls__)`);
    out.set(id, v);
  }
  return out;
}

/** The `description_files` folder and `tasks/__init__.py` of a MineDojo checkout or package folder. */
function findDescriptionFiles(dir: string): { desc: string; init?: string } | undefined {
  const candidates = [
    dir,
    path.join(dir, 'description_files'),
    path.join(dir, 'tasks', 'description_files'),
    path.join(dir, 'minedojo', 'tasks', 'description_files'),
  ];
  for (const c of candidates) {
    if (!fs.existsSync(path.join(c, 'tasks_specs.yaml'))) continue;
    const init = path.join(path.dirname(c), '__init__.py');
    return { desc: c, ...(fs.existsSync(init) ? { init } : {}) };
  }
  return undefined;
}

function readFolder(dir: string): MineDojoSource {
  const found = findDescriptionFiles(dir);
  if (!found) throw new SourceError(`${dir}: no minedojo/tasks/description_files/tasks_specs.yaml under it (give a MineDojo checkout, its package folder, or a JSON/YAML file of filled specs)`);
  const templates = readStructured(path.join(found.desc, 'tasks_specs.yaml'));
  if (!isRecord(templates)) throw new SourceError(`${found.desc}/tasks_specs.yaml: expected a mapping of task id → spec`);
  let allVars: Record<string, never> | Record<string, unknown> = {};
  if (found.init) {
    let v;
    try {
      v = readAssignedLiteral(readTextFile(found.init, MAX_SOURCE_BYTES), '_ALL_VARS');
    } catch (e) {
      throw new SourceError(`${found.init}: _ALL_VARS is not a literal this reader takes: ${(e as Error).message}`);
    }
    if (v !== undefined) {
      if (!isRecord(v)) throw new SourceError(`${found.init}: _ALL_VARS is not a dict`);
      allVars = v;
    }
  }
  let specs: Iterable<[string, MineDojoSpec]>;
  try {
    specs = fillTemplates(templates, allVars as Parameters<typeof fillTemplates>[1]);
  } catch (e) {
    throw new SourceError(`${found.desc}/tasks_specs.yaml: ${(e as Error).message}${found.init ? '' : ' (no tasks/__init__.py beside description_files/ to take _ALL_VARS from)'}`);
  }
  const optional = (name: string) => {
    const f = path.join(found.desc, name);
    return fs.existsSync(f) ? instructions(readStructured(f), f) : new Map<string, Instruction>();
  };
  return {
    specs,
    programmatic: optional('programmatic_tasks.yaml'),
    creative: optional('creative_tasks.yaml'),
    describe: `${path.relative(process.cwd(), found.desc) || found.desc}: tasks_specs.yaml filled with _ALL_VARS of ${found.init ? path.basename(path.dirname(found.init)) + '/__init__.py' : '(none)'}`,
  };
}

export function readSource(source: string): MineDojoSource {
  if (!fs.existsSync(source)) throw new SourceError(`${source}: no such file or folder`);
  if (fs.statSync(source).isDirectory()) return readFolder(source);
  const data = readStructured(source);
  // The README one-liner's dump: {specs, programmatic, creative}.
  if (isRecord(data) && isRecord(data.specs) && !('__cls__' in data.specs)) {
    return {
      specs: specsOf(data.specs, source),
      programmatic: instructions(data.programmatic, source),
      creative: instructions(data.creative, source),
      describe: `${source}: filled specs with prompts and guidance`,
    };
  }
  return { specs: specsOf(data, source), programmatic: new Map(), creative: new Map(), describe: `${source}: filled specs` };
}
