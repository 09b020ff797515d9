/**
 * What every lint output format reads of one file's findings: lint.ts's report
 * of a file, ranges 0-based as in `--format json`. Kept apart from lint.ts so
 * the formatters need not import the command that calls them.
 */
export interface LintedFile {
  file: string;
  diagnostics: {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    severity: string;
    code: string;
    message: string;
  }[];
}
