/**
 * In-process timings: our validation service against a bare YAML parse (the
 * floor) and against yaml-language-server's schema-only validation with our
 * JSON Schema (what a user would get from the YAML extension alone).
 */
import * as fs from 'fs';
import * as path from 'path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseDocument } from 'yaml';
import { validateText } from '../../server/src/analysis/lint/validate';
import { repoRoot } from '../helpers/paths';
import type { CorpusFile } from './corpus';
import { median, sum } from './stats';

export interface LintTimings {
  /** Per file and pass, ms. */
  ours: number[];
  /** Per file: the median of its passes (one scheduler hiccup on a busy machine does not make a file slow). */
  oursPerFile: number[];
  parse: number[];
  yamlLs: number[];
  diagnosticsTotal: number;
  yamlLsDiagnosticsTotal: number;
  oursTotalMs: number;
  parseTotalMs: number;
  yamlLsTotalMs: number;
}

interface YamlLs {
  configure(settings: unknown): void;
  doValidation(doc: TextDocument, isKubernetes: boolean): Promise<unknown[]>;
}

/** yaml-language-server's language service, configured with our schema for every file and no network. */
export function yamlLanguageService(): YamlLs {
  const schemaPath = path.join(repoRoot, 'schemas', 'task.schema.json');
  const schemaText = fs.readFileSync(schemaPath, 'utf8');
  const { getLanguageService } = require('yaml-language-server/lib/umd/languageservice/yamlLanguageService');
  const ls: YamlLs = getLanguageService({
    schemaRequestService: async (uri: string) => {
      if (uri.endsWith('task.schema.json')) return schemaText;
      throw new Error(`bench: no network (asked for ${uri})`);
    },
    workspaceContext: { resolveRelativePath: (rel: string, resource: string) => new URL(rel, resource).toString() },
  });
  ls.configure({ validate: true, completion: false, hover: false, schemas: [{ uri: 'file:///mcu/task.schema.json', fileMatch: ['*'], schema: JSON.parse(schemaText) }] });
  return ls;
}

const now = () => performance.now();

/** The document yaml-language-server gets for corpus file `i` at `version` (one URI per file, a new version per pass). */
export function benchDocument(i: number, name: string, version: number, text: string): TextDocument {
  return TextDocument.create(`file:///bench/task_configs/${i}_${name}`, 'yaml', version, text);
}

export async function measureLint(files: CorpusFile[], passes: number, version = '1.16.5'): Promise<LintTimings> {
  const ls = yamlLanguageService();
  // yaml-language-server caches its parse per URI and version: every pass gets
  // a new version, as after an edit, so it parses again like we do.
  const docsOfPass = (pass: number) => files.map((f, i) => benchDocument(i, f.name, pass + 2, f.text));
  const docs = docsOfPass(-1);
  // Warm-up: registry load, JIT, the schema compile in yaml-language-server.
  for (const f of files) validateText(f.text, { version });
  for (const f of files) parseDocument(f.text);
  for (const d of docs) await ls.doValidation(d, false);

  const t: LintTimings = { ours: [], oursPerFile: [], parse: [], yamlLs: [], diagnosticsTotal: 0, yamlLsDiagnosticsTotal: 0, oursTotalMs: 0, parseTotalMs: 0, yamlLsTotalMs: 0 };
  for (let pass = 0; pass < passes; pass++) {
    for (const f of files) {
      const t0 = now();
      const d = validateText(f.text, { version });
      t.ours.push(now() - t0);
      if (pass === 0) t.diagnosticsTotal += d.length;
    }
    for (const f of files) {
      const t0 = now();
      parseDocument(f.text);
      t.parse.push(now() - t0);
    }
    for (const doc of docsOfPass(pass)) {
      const t0 = now();
      const d = await ls.doValidation(doc, false);
      t.yamlLs.push(now() - t0);
      if (pass === 0) t.yamlLsDiagnosticsTotal += d.length;
    }
  }
  t.oursPerFile = files.map((_, i) => median(Array.from({ length: passes }, (_, p) => t.ours[p * files.length + i])));
  t.oursTotalMs = sum(t.ours);
  t.parseTotalMs = sum(t.parse);
  t.yamlLsTotalMs = sum(t.yamlLs);
  return t;
}
