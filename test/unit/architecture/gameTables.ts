/**
 * Finds tables of game facts in TypeScript sources: an array, a Set or Map
 * of entries, or an object literal whose string elements (or keys) are
 * mostly ids of the 1.16.5 registries — items, blocks, entities, effects,
 * enchantments, biomes. Such a table is a vanilla fact, and vanilla facts
 * live in server/src/vanilla only.
 *
 * A table is at least MIN_IDS ids making up at least half of the literal's
 * strings: a list of English words that happens to hold one id ("fire") is
 * not a table, a list of ores is.
 *
 * A declaration may say it is no game fact with a `@notGameFact <why>` tag in
 * its doc comment (words the instruction reader treats as too vague, the
 * catalogue's own choice of which mobs MCU asks to trap): it is reported as
 * exempt, with its reason, and the test decides where exemptions may live.
 */
import * as fs from 'fs';
import * as ts from 'typescript';

export const MIN_IDS = 3;

export interface GameTable {
  file: string;
  line: number;
  ids: string[];
  /** The declaration's `@notGameFact` reason, when it has one. */
  exempt?: string;
}

/** The `@notGameFact` reason on the declaration that holds `node`, if any. */
function exemption(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isVariableStatement(n) || ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n) || ts.isPropertyDeclaration(n)) {
      const tag = ts.getJSDocTags(n).find((t) => t.tagName.text === 'notGameFact');
      if (tag) return (typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
    }
    if (ts.isFunctionLike(n) || ts.isSourceFile(n)) return undefined;
  }
  return undefined;
}

/** Strings of one literal: array elements, object keys and string values, `[k, v]` pairs of a Map/Set literal. */
function stringsOf(node: ts.Node): string[] {
  const out: string[] = [];
  const str = (n: ts.Node | undefined) => {
    if (!n) return;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isArrayLiteralExpression(n) && n.elements.length <= 3) n.elements.forEach(str); // a [key, value] pair
  };
  if (ts.isArrayLiteralExpression(node)) node.elements.forEach(str);
  else if (ts.isObjectLiteralExpression(node)) {
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p)) continue;
      if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) out.push(p.name.text);
      str(p.initializer);
    }
  }
  return out;
}

export function gameTablesIn(file: string, text: string, isId: (s: string) => boolean): GameTable[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: GameTable[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)) {
      const strings = stringsOf(node);
      const ids = strings.filter((s) => isId(s.replace(/^minecraft:/, '')));
      if (ids.length >= MIN_IDS && ids.length * 2 >= strings.length) {
        const exempt = exemption(node);
        out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, ids, ...(exempt !== undefined ? { exempt } : {}) });
        return; // a nested literal is part of the same table
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

export function gameTablesInFile(file: string, isId: (s: string) => boolean): GameTable[] {
  return gameTablesIn(file, fs.readFileSync(file, 'utf8'), isId);
}
