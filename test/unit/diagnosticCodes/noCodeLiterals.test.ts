/**
 * Codes live in the registry only: a string literal shaped like a code
 * (`family/name` of a registered family) anywhere else in server/src fails
 * here, so a check cannot bring back a loose code string. The sources are
 * read with TypeScript's scanner, so comments and regular expressions are not
 * mistaken for strings.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import * as ts from 'typescript';
import { DIAGNOSTIC_FAMILIES } from '../../../server/src/model/diagnosticCodes';
import * as protocol from '../../../server/src/api/protocol/requests';
import { repoRoot } from '../../helpers/paths';

const SERVER_SRC = path.join(repoRoot, 'server', 'src');
const REGISTRY = path.join(SERVER_SRC, 'model', 'diagnosticCodes');

/** Every string literal and template part of a TypeScript source. */
export function stringLiterals(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const out: string[] = [];
  // After these tokens a `/` starts a regular expression, not a division.
  const valueEnd = new Set([ts.SyntaxKind.Identifier, ts.SyntaxKind.NumericLiteral, ts.SyntaxKind.StringLiteral, ts.SyntaxKind.CloseParenToken,
    ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken, ts.SyntaxKind.ThisKeyword, ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateTail]);
  // Brace depth of each open template `${…}`, so its closing brace resumes the template.
  const templates: number[] = [];
  let depth = 0;
  let prev = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && !valueEnd.has(prev)) kind = scanner.reScanSlashToken();
    if (kind === ts.SyntaxKind.OpenBraceToken) depth++;
    if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templates.length && templates[templates.length - 1] === depth) {
        templates.pop();
        kind = scanner.reScanTemplateToken(false);
      } else depth--;
    }
    if (kind === ts.SyntaxKind.TemplateHead || kind === ts.SyntaxKind.TemplateMiddle) templates.push(depth);
    if (kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral || kind === ts.SyntaxKind.TemplateHead
      || kind === ts.SyntaxKind.TemplateMiddle || kind === ts.SyntaxKind.TemplateTail) out.push(scanner.getTokenValue());
    prev = kind;
  }
  return out;
}

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (e.name.endsWith('.ts')) out.push(p);
  }
  return out;
}

const MAY_HOLD_CODE = new RegExp(`['"\`}](${DIAGNOSTIC_FAMILIES.join('|')})/[a-z0-9]`);
const CODE_SHAPED = new RegExp(`^(${DIAGNOSTIC_FAMILIES.join('|')})/[a-z0-9]+(-[a-z0-9]+)*$`);
// LSP method names share the `mcu/` prefix; they are protocol, not diagnostic codes.
const METHOD_NAMES = new Set<unknown>([...Object.values(protocol.Requests), ...Object.values(protocol)]);

/** `file: literal` for each code-shaped literal outside the registry. */
export function looseCodes(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (file.startsWith(REGISTRY + path.sep)) continue;
    const text = fs.readFileSync(file, 'utf8');
    // Only a file with a quote, backtick or `}` right before a family name and `/` can hold one: scan only those.
    if (!MAY_HOLD_CODE.test(text)) continue;
    for (const s of stringLiterals(text)) {
      if (CODE_SHAPED.test(s) && !METHOD_NAMES.has(s)) found.push(`${path.relative(repoRoot, file)}: '${s}'`);
    }
  }
  return found;
}

describe('diagnostic codes are written only in the registry', () => {
  it('the scanner finds strings and template parts, not comments or regular expressions', () => {
    const text = [
      "// 'command/unknown' in a comment",
      "const re = /'command\\/x'/g; const a = 'command/syntax';",
      'const t = `${a}feasibility/buried-agent${`id/legacy`}`;',
      '/* "schema/type" */ const d = 4 / 2 / 1; const e = "id/unknown";',
    ].join('\n');
    assert.deepEqual(stringLiterals(text), ['command/syntax', '', 'feasibility/buried-agent', 'id/legacy', '', 'id/unknown']);
  });

  it('finds a loose code in a file outside the registry (the check can fail)', () => {
    const tmp = path.join(SERVER_SRC, '..', '..', 'out', 'noCodeLiterals-probe.ts');
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.writeFileSync(tmp, "export const c = 'feasibility/buried-agent';\n");
    try {
      assert.deepEqual(looseCodes([tmp]), [`${path.relative(repoRoot, tmp)}: 'feasibility/buried-agent'`]);
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  });

  it('no string literal in server/src outside the registry is a code', () => {
    const files = sources(SERVER_SRC);
    assert.ok(files.length > 300, `${files.length} sources`);
    assert.deepEqual(looseCodes(files), []);
  });
});
