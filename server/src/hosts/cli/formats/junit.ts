/**
 * `mcu-task verify --format junit`: the run as JUnit XML, which CI dashboards
 * (GitHub test reporters, GitLab, Jenkins, Azure) read as test results. One
 * <testcase> per task: classname is its folder, name its file. Verified →
 * passed; not verified → <failure> with the reason; undecided (judged from
 * video, needs a generated world, a limit of the verifier) → <skipped> with
 * the reason; a run that failed (the server did not start, a limit hit) →
 * <error>. Built from the same rows as the text table: nothing is run again.
 *
 * Text from task files and servers goes into attributes and element text,
 * escaped; characters XML 1.0 cannot hold at all (most C0 controls, lone
 * surrogates, U+FFFE/U+FFFF) are removed, and so are the C1 controls. No
 * CDATA, so `]]>` in a reason is ordinary text.
 */
import * as path from 'path';
import { goalLines, reasonAfterWord, summaryLine, TableRow, verdictWord, why } from '../../../api/verify';

// XML 1.0 Char excludes these; a lone surrogate is no character either.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Element text: markup characters escaped, impossible characters removed. */
export function xmlText(s: string): string {
  return s.replace(NOT_XML, '').replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** An attribute value in double quotes: as text, with quotes, and with tabs and line breaks as references (a parser would turn them into spaces). */
export function xmlAttr(s: string): string {
  return xmlText(s).replace(/["\t\n\r]/g, (c) => (c === '"' ? '&quot;' : `&#${c.charCodeAt(0)};`));
}

/** Seconds with millisecond precision, as JUnit writes `time`. */
function secs(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(3);
}

/** The folder and file name of a row's task ('.' for a file in the working folder), with '/' separators. */
function caseName(file: string): { classname: string; name: string } {
  const parts = file.split(path.sep).join('/');
  const slash = parts.lastIndexOf('/');
  return slash < 0 ? { classname: '.', name: parts } : { classname: parts.slice(0, slash) || '/', name: parts.slice(slash + 1) };
}

type Outcome = 'passed' | 'failure' | 'skipped' | 'error';

function outcomeOf(row: TableRow): Outcome {
  if (!row.report) return 'error';
  const w = verdictWord(row.report);
  return w === 'Verified' ? 'passed' : w === 'Not verified' ? 'failure' : 'skipped';
}

function testCase(row: TableRow): string {
  const { classname, name } = caseName(row.file);
  const r = row.report;
  const head = `    <testcase classname="${xmlAttr(classname)}" name="${xmlAttr(name)}" time="${secs(r?.durationMs ?? 0)}"`;
  const outcome = outcomeOf(row);
  if (!r) return `${head}>\n      <error message="${xmlAttr(row.error ?? 'the run failed')}" type="run-failed"/>\n    </testcase>`;
  // What the text output says for one task: the summary line and the goals, for whoever opens the case.
  const details = [summaryLine(r), ...goalLines(r)].join('\n');
  const reason = why(r) ?? verdictWord(r);
  if (outcome === 'failure') {
    return `${head}>\n      <failure message="${xmlAttr(reason)}" type="not-verified">${xmlText(details)}</failure>\n    </testcase>`;
  }
  if (outcome === 'skipped') {
    return `${head}>\n      <skipped message="${xmlAttr(`${verdictWord(r)}: ${reasonAfterWord(reason)}`)}"/>\n      <system-out>${xmlText(details)}</system-out>\n    </testcase>`;
  }
  return `${head}>\n      <system-out>${xmlText(details)}</system-out>\n    </testcase>`;
}

/** The JUnit XML document of a verify run; `startedAt` is the ISO time the run began. */
export function junitReport(rows: readonly TableRow[], startedAt: string, suiteName = 'mcu-task verify'): string {
  const counts = { failure: 0, skipped: 0, error: 0, passed: 0 };
  for (const row of rows) counts[outcomeOf(row)]++;
  const time = secs(rows.reduce((n, r) => n + (r.report?.durationMs ?? 0), 0));
  const totals = `tests="${rows.length}" failures="${counts.failure}" errors="${counts.error}" skipped="${counts.skipped}" time="${time}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlAttr(suiteName)}" ${totals}>`,
    `  <testsuite name="${xmlAttr(suiteName)}" ${totals} timestamp="${xmlAttr(startedAt)}">`,
    ...rows.map(testCase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
