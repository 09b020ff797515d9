/**
 * `mcu-task lint --format sarif`: the findings as a SARIF 2.1.0 log (what
 * GitHub code scanning uploads), with the registry's codes as the run's rules.
 * File paths are relative to the run's root (the working directory, given
 * as the ROOT base), lines and columns 1-based in UTF-16 code units, as the
 * linter measures them.
 */
import { pathToFileURL } from 'url';
import * as path from 'path';
import { DIAGNOSTIC_ENTRIES, diagnosticHref, DIAGNOSTICS_DOC_URL, RegistryEntry } from '../../../api';
import { TOOL_VERSION } from '../../../api/util';
import type { LintedFile } from './lintedFile';

type Level = 'error' | 'warning' | 'note';

function level(severity: string): Level {
  return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'note';
}

function rule(e: RegistryEntry) {
  return {
    id: e.code,
    shortDescription: { text: e.summary },
    fullDescription: { text: e.explanation },
    help: { text: `Fix: ${e.fix}` },
    helpUri: diagnosticHref(e.code),
    defaultConfiguration: { level: level(e.severity) },
  };
}

/** A path relative to the root as a URI reference: `/` separators, each segment percent-encoded. */
function relativeUri(file: string): string {
  return file.split(/[\\/]+/).map(encodeURIComponent).join('/');
}

export function sarifLog(files: LintedFile[], root: string): object {
  const index = new Map(DIAGNOSTIC_ENTRIES.map((e, i) => [e.code, i]));
  const results = files.flatMap((f) => f.diagnostics.map((d) => {
    const ruleIndex = index.get(d.code);
    return {
      ruleId: d.code,
      ...(ruleIndex === undefined ? {} : { ruleIndex }),
      level: level(d.severity),
      message: { text: d.message },
      locations: [{
        physicalLocation: {
          artifactLocation: { uri: relativeUri(f.file), uriBaseId: 'ROOT' },
          region: {
            startLine: d.range.start.line + 1,
            startColumn: d.range.start.character + 1,
            endLine: d.range.end.line + 1,
            endColumn: d.range.end.character + 1,
          },
        },
      }],
    };
  }));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: {
        driver: {
          name: 'mcu-task',
          fullName: 'MCU Task Studio lint',
          version: TOOL_VERSION,
          informationUri: DIAGNOSTICS_DOC_URL,
          rules: DIAGNOSTIC_ENTRIES.map(rule),
        },
      },
      originalUriBaseIds: { ROOT: { uri: pathToFileURL(root + path.sep).href } },
      columnKind: 'utf16CodeUnits',
      results,
    }],
  };
}
