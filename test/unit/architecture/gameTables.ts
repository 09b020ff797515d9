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

/**
 * Game numbers: a name bound to a number literal (or to a list of three or
 * more), where the name says it is a quantity of the game — ticks, eye
 * height, gravity, a cooldown, a drop chance, a window slot, entity metadata
 * — and not a bound of our own (a budget, a wait, a cap on work). In the
 * embedded server's mechanics (`strict`), every named number is taken to be
 * the game's unless its name says it is ours: that folder re-enacts vanilla,
 * and a number there is vanilla's unless it is a budget.
 */
const GAME_WORDS = new Set([
  'tick', 'ticks', 'eye', 'gravity', 'drag', 'decay', 'cooldown', 'xp', 'experience', 'exhaustion', 'saturation', 'hunger',
  'damage', 'durability', 'armor', 'knockback', 'reach', 'slot', 'metadata', 'chance', 'every', 'speed', 'velocity',
  'world', 'sea', 'bedrock', 'build', 'stack', 'cook', 'brew', 'smelt', 'burn', 'fuel', 'growth', 'despawn', 'charge',
  'draw', 'range', 'paddle', 'wobble', 'baby', 'villager', 'sheep', 'wool', 'face', 'offhand', 'hotbar', 'ingredient',
  'lapis', 'notes', 'button', 'mate', 'shake', 'loyalty', 'stuck', 'throw', 'pitch', 'drop', 'flint', 'sapling', 'apple',
  'stick', 'effect', 'resistance', 'enchant', 'melee', 'bow', 'arrow', 'pearl',
]);
const OUR_WORDS = new Set([
  'max', 'min', 'budget', 'tries', 'try', 'ms', 'wait', 'limit', 'scan', 'cap', 'cache', 'cached', 'tolerance', 'slack',
  'timeout', 'retry', 'sample', 'samples', 'page', 'speedup', 'default', 'budgets', 'heap', 'mb', 'chars', 'lines',
  'passes', 'check', 'walk', 'walks', 'search', 'think', 'leg', 'reserve', 'tried', 'fruitless', 'answer', 'flight',
  'land', 'approach', 'target', 'incident', 'late', 'settle', 'step', 'packets', 'noted', 'reply', 'confirm', 'pickup',
  'seed', 'hits',
]);

export interface GameNumber {
  file: string;
  line: number;
  name: string;
  text: string;
  /** The declaration's `@notGameFact` reason, when it has one. */
  exempt?: string;
}

/** The words of an identifier: `DIG_TIME_SLACK_MS` and `digTimeSlackMs` both give dig, time, slack, ms. */
export function nameWords(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

const isNumberLiteral = (n: ts.Expression): boolean =>
  ts.isNumericLiteral(n) ||
  (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(n.operand)) ||
  (ts.isBinaryExpression(n) && isNumberLiteral(n.left) && isNumberLiteral(n.right)) ||
  (ts.isParenthesizedExpression(n) && isNumberLiteral(n.expression));

/** A number, or a literal list (array or object) of at least three numbers and nothing else. */
function isNumbers(n: ts.Expression): boolean {
  if (isNumberLiteral(n)) return true;
  const values = ts.isArrayLiteralExpression(n) ? [...n.elements]
    : ts.isObjectLiteralExpression(n) ? n.properties.map((p) => (ts.isPropertyAssignment(p) ? p.initializer : undefined))
    : undefined;
  return !!values && values.length >= 3 && values.every((v) => v !== undefined && isNumberLiteral(v as ts.Expression));
}

/** Keys of a point or a step, not a table: `{ x: 0, y: -1, z: 0 }`, or `{ a, y, b }` in a structure's own frame. */
const VECTOR_KEYS = new Set(['x', 'y', 'z', 'a', 'b']);

/**
 * An object literal of three or more numbers is a table of numbers whatever
 * its keys (stat categories, game modes, dye colours), unless it is a point
 * or a set of counters starting at zero.
 */
function isNumberTable(n: ts.Node): n is ts.ObjectLiteralExpression {
  if (!ts.isObjectLiteralExpression(n) || !isNumbers(n)) return false;
  const keys = n.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : ''));
  const values = n.properties.map((p) => (p as ts.PropertyAssignment).initializer.getText());
  return !keys.every((k) => VECTOR_KEYS.has(k)) && !values.every((v) => v === '0');
}

export function gameNumbersIn(file: string, text: string, strict: boolean): GameNumber[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: GameNumber[] = [];
  const report = (node: ts.Node, name: string, init: ts.Node) => {
    const exempt = exemption(node);
    out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, name, text: init.getText(sf), ...(exempt !== undefined ? { exempt } : {}) });
  };
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    let init: ts.Expression | undefined;
    const isConst = ts.isVariableDeclaration(node) && ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0;
    if (isConst && ts.isIdentifier(node.name) && node.initializer) [name, init] = [node.name.text, node.initializer];
    else if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) [name, init] = [node.name.text, node.initializer];
    if (name && init && isNumbers(init)) {
      const words = nameWords(name);
      const ours = words.some((w) => OUR_WORDS.has(w));
      const game = words.some((w) => GAME_WORDS.has(w));
      // Module-level names only in strict mode: a loop's `const i = 0` is no fact.
      const topLevel = ts.isVariableDeclaration(node) && ts.isSourceFile(node.parent.parent.parent);
      // A zero or one inside a function or an object is a starting count, not a quantity of the game.
      const trivial = !topLevel && /^-?[01]$/.test(init.getText(sf));
      if (!ours && !trivial && (game || (strict && topLevel))) {
        report(node, name, init);
        return; // its literal is reported with it
      }
    }
    if (isNumberTable(node)) {
      const holder = ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent) ? node.parent : node;
      report(holder, holder !== node && ts.isIdentifier((holder as ts.VariableDeclaration).name) ? (holder as ts.VariableDeclaration).name.getText(sf) : '(object)', node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
