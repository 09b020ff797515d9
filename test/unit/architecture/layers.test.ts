/**
 * The layers of server/src (docs/architecture.md): at most eight top-level
 * folders, each importing only from itself and the layers below; the client
 * and the CLI enter the server only through server/src/api; and tables of
 * game facts live in server/src/vanilla alone. Each rule is first shown to
 * catch a planted offence, then run on the real tree.
 */
import * as assert from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { repoRoot } from '../../helpers/paths';
import { LAYERS, pastTheFrontDoor, sourceEdges, tsFiles, upwardImports } from './layers';
import { gameNumbersIn, gameTablesIn, gameTablesInFile } from './gameTables';
import { getRegistry } from '../../../server/src/vanilla/registry';

const SRC = 'server/src';
const isCaller = (p: string) => p.startsWith('client/src/') || p.startsWith(`${SRC}/hosts/cli/`);

const reg = getRegistry('1.16.5');
const isGameId = (s: string) => reg.items.has(s) || reg.blocks.has(s) || reg.entities.has(s) || reg.effects.has(s) || reg.enchantments.has(s) || reg.biomes.has(s);

/** A throwaway tree under a temporary root, with the given files. */
function plant(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

function edgesOf(root: string) {
  return sourceEdges(root, [...tsFiles(path.join(root, SRC)), ...tsFiles(path.join(root, 'client', 'src'))]);
}

describe('layers', () => {
  it('catches a planted upward import, a folder that is no layer and a client import past the front door', () => {
    const root = plant({
      [`${SRC}/vanilla/drops.ts`]: "import type { TaskModel } from '../model/task';\nexport const x = 1;\n",
      [`${SRC}/model/task.ts`]: "import { x } from '../vanilla/drops';\nexport type TaskModel = typeof x;\n",
      [`${SRC}/misc/thing.ts`]: "export const y = 2;\n",
      [`${SRC}/analysis/check.ts`]: "import { y } from '../misc/thing';\nexport const z = y;\n",
      [`${SRC}/api/index.ts`]: "export { z } from '../analysis/check';\n",
      [`${SRC}/hosts/cli/main.ts`]: "import { z } from '../../api';\nimport { x } from '../../vanilla/drops';\nexport const w = z + x;\n",
      'client/src/extension.ts': "import { z } from '../../server/src/api';\nimport type { TaskModel } from '../../server/src/model/task';\nexport const v: TaskModel | number = z;\n",
    });
    const edges = edgesOf(root);
    assert.deepStrictEqual(upwardImports(SRC, edges), [
      `${SRC}/analysis/check.ts:1 → ${SRC}/misc/thing.ts (not a layer: misc)`,
      `${SRC}/vanilla/drops.ts:1 → ${SRC}/model/task.ts (vanilla imports model, a layer above it)`,
    ]);
    assert.deepStrictEqual(pastTheFrontDoor(SRC, edges, isCaller).sort(), [
      `client/src/extension.ts:2 → ${SRC}/model/task.ts`,
      `${SRC}/hosts/cli/main.ts:2 → ${SRC}/vanilla/drops.ts`,
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const edges = sourceEdges(repoRoot, [...tsFiles(path.join(repoRoot, SRC)), ...tsFiles(path.join(repoRoot, 'client', 'src'))]);

  it('server/src has at most eight top-level folders, and they are the layers', () => {
    const folders = fs.readdirSync(path.join(repoRoot, SRC), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    assert.ok(LAYERS.length <= 8);
    assert.deepStrictEqual(folders, [...LAYERS].sort());
    const loose = fs.readdirSync(path.join(repoRoot, SRC)).filter((n) => !(folders as string[]).includes(n));
    assert.deepStrictEqual(loose, [], 'every source file sits in a layer');
  });

  it('no import in server/src goes up a layer', () => {
    assert.ok(edges.length > 2000, `the graph covers the sources (${edges.length} imports)`);
    assert.deepStrictEqual(upwardImports(SRC, edges), []);
  });

  it('the client and the CLI import the server only through server/src/api', () => {
    assert.ok(edges.some((e) => e.from.startsWith('client/src/') && e.to.startsWith(`${SRC}/api/`)), 'the client goes through the door');
    assert.deepStrictEqual(pastTheFrontDoor(SRC, edges, isCaller), []);
  });
});

describe('tables of game facts', () => {
  it('catches a planted table of ids, and of numbers keyed by ids, but not words that hold one id', () => {
    const text = [
      "export const ORES = ['coal_ore', 'iron_ore', 'minecraft:gold_ore'];",
      'export const XP = { coal_ore: [0, 2], diamond_ore: [3, 7], emerald_ore: [3, 7] };',
      "export const VERBS = ['fire', 'light', 'burn', 'ignite'];",
      "export const ONE = new Set(['stone']);",
      "/** Words read as too vague. @notGameFact the reader's English, not the game's */",
      "export const VAGUE = ['stone', 'fire', 'map'];",
    ].join('\n');
    const found = gameTablesIn('planted.ts', text, isGameId);
    assert.deepStrictEqual(found.map((t) => [t.line, t.ids, t.exempt]), [
      [1, ['coal_ore', 'iron_ore', 'minecraft:gold_ore'], undefined],
      [2, ['coal_ore', 'diamond_ore', 'emerald_ore'], undefined],
      [6, ['stone', 'fire', 'map'], "the reader's English, not the game's"],
    ]);
  });

  const outside = tsFiles(path.join(repoRoot, SRC))
    .filter((f) => !f.startsWith(path.join(repoRoot, SRC, 'vanilla') + path.sep))
    .flatMap((f) => gameTablesInFile(f, isGameId));
  const where = (t: { file: string; line: number; ids: string[] }) => `${path.relative(repoRoot, t.file).split(path.sep).join('/')}:${t.line} (${t.ids.slice(0, 4).join(', ')}${t.ids.length > 4 ? ', …' : ''})`;

  it('no table of game ids outside server/src/vanilla', () => {
    assert.deepStrictEqual(outside.filter((t) => t.exempt === undefined).map(where), []);
  });

  it('a table that says it is no game fact gives its reason, and only the reader and the catalogue may say so', () => {
    const exempt = outside.filter((t) => t.exempt !== undefined);
    const allowed = [`${SRC}/model/catalogue/`, `${SRC}/model/goals/`, `${SRC}/model/instruction/`];
    for (const t of exempt) {
      assert.ok(t.exempt!.length >= 20, `${where(t)}: a reason, not a bare tag`);
      assert.ok(allowed.some((a) => path.relative(repoRoot, t.file).split(path.sep).join('/').startsWith(a)), `${where(t)}: outside the reader and the catalogue`);
    }
    assert.ok(exempt.length <= 8, `few exemptions, each argued: ${exempt.map(where).join('; ')}`);
  });
});

describe('game numbers', () => {
  it('catches a planted number of the game, a list and a table of them, but not our own budgets, counters or points', () => {
    const text = [
      'export const EYE_HEIGHT = 1.62;',
      'const PEARL_COOLDOWN_TICKS = 20;',
      'export const XP_PER_LEVEL = [7, 9, 11, 13];',
      'const MAX_FLIGHT_TICKS = 400;',
      'const SETTLE_MS = 1500;',
      'function f() { const ticks = 0; return { damage: 4, cooldown: 1 }; }',
      'export const MODES = Object.freeze({ survival: 0, creative: 1, adventure: 2 });',
      'const counts = { errors: 0, warnings: 0, hints: 0 }; const step = { x: 0, y: -1, z: 0 };',
      '/** @notGameFact our faster clock for tests, not the game\'s own */',
      'const FIRE_TICK_TICKS = 11;',
    ].join('\n');
    assert.deepStrictEqual(gameNumbersIn('planted.ts', text, false).map((g) => [g.line, g.name, g.exempt]), [
      [1, 'EYE_HEIGHT', undefined],
      [2, 'PEARL_COOLDOWN_TICKS', undefined],
      [3, 'XP_PER_LEVEL', undefined],
      [6, 'damage', undefined],
      [7, '(object)', undefined],
      [10, 'FIRE_TICK_TICKS', "our faster clock for tests, not the game's own"],
    ]);
    // The embedded server's mechanics take every named number to be the game's unless its name says it is ours.
    assert.deepStrictEqual(gameNumbersIn('plugin.ts', 'const PADDLE = 0.04;\nconst SETTLE_MS = 1500;\n', true).map((g) => g.name), ['PADDLE']);
  });

  const PLUGINS = path.join(repoRoot, SRC, 'simulation', 'embedded', 'plugins') + path.sep;
  const numbers = tsFiles(path.join(repoRoot, SRC))
    .filter((f) => !f.startsWith(path.join(repoRoot, SRC, 'vanilla') + path.sep))
    .flatMap((f) => gameNumbersIn(f, fs.readFileSync(f, 'utf8'), f.startsWith(PLUGINS)));
  const where = (g: { file: string; line: number; name: string; text: string }) => `${path.relative(repoRoot, g.file).split(path.sep).join('/')}:${g.line} ${g.name} = ${g.text}`;

  it('no number of the game outside server/src/vanilla', () => {
    assert.deepStrictEqual(numbers.filter((g) => g.exempt === undefined).map(where), []);
  });

  it('a number that says it is ours gives its reason, and such numbers stay few', () => {
    const exempt = numbers.filter((g) => g.exempt !== undefined);
    for (const g of exempt) assert.ok(g.exempt!.length >= 20, `${where(g)}: a reason, not a bare tag`);
    assert.ok(exempt.length <= 20, `few exemptions, each argued: ${exempt.map(where).join('; ')}`);
  });
});
