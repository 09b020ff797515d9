/** "MCU: Open Example Tasks": which files are copied, where, and that nothing is ever overwritten. */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { examplesDir } from '../../helpers/paths';
import { copyExamples, EXAMPLES_TARGET_FOLDER, listExampleFiles, pathKind, planExampleCopy, PathKind } from '../../../client/src/walkthrough/exampleCopyPlan';

let tmp: string;
let source: string;
let chosen: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-examples-'));
  source = path.join(tmp, 'ext', 'examples');
  chosen = path.join(tmp, 'workspace');
  write(path.join(source, 'README.md'), '# examples');
  write(path.join(source, 'simple', 'craft_furnace.yaml'), 'text: craft a furnace\n');
  write(path.join(source, 'broken', 'bad_commands.yaml'), 'custom_init_commands:\n- /gve @s minecraft:diamond 3\n');
  write(path.join(source, 'broken', 'notes.txt'), 'not copied');
  write(path.join(source, 'hard', 'x.yml'), 'text: x\n');
  fs.mkdirSync(chosen);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('listExampleFiles', () => {
  it('lists YAML and Markdown files as sorted relative paths with /, nothing else', () => {
    assert.deepEqual(listExampleFiles(source), ['README.md', 'broken/bad_commands.yaml', 'hard/x.yml', 'simple/craft_furnace.yaml']);
  });

  it('does not follow a symbolic link in the source', () => {
    fs.symlinkSync(path.join(tmp, 'workspace'), path.join(source, 'linked'));
    fs.symlinkSync(path.join(source, 'README.md'), path.join(source, 'linked.md'));
    assert.ok(!listExampleFiles(source).some((f) => f.startsWith('linked')));
  });

  it('the repository examples: the broken file the command opens has the /gve the walkthrough fixes', () => {
    const repoExamples = examplesDir;
    const files = listExampleFiles(repoExamples);
    assert.ok(files.includes('broken/bad_commands.yaml'));
    assert.match(fs.readFileSync(path.join(repoExamples, 'broken', 'bad_commands.yaml'), 'utf8'), /^- \/gve /m);
  });
});

describe('planExampleCopy', () => {
  it('copies every example into <chosen>/mcu-examples, keeping the folders', () => {
    const plan = planExampleCopy(listExampleFiles(source), source, chosen, pathKind);
    assert.equal(plan.refused, undefined);
    assert.equal(plan.target, path.join(chosen, EXAMPLES_TARGET_FOLDER));
    assert.deepEqual(plan.existing, []);
    assert.deepEqual(plan.copies.map((c) => path.relative(chosen, c.to).split(path.sep).join('/')), [
      'mcu-examples/README.md', 'mcu-examples/broken/bad_commands.yaml', 'mcu-examples/hard/x.yml', 'mcu-examples/simple/craft_furnace.yaml',
    ]);
    const done = copyExamples(plan);
    assert.equal(done.copied.length, 4);
    assert.equal(fs.readFileSync(path.join(chosen, 'mcu-examples', 'broken', 'bad_commands.yaml'), 'utf8'), 'custom_init_commands:\n- /gve @s minecraft:diamond 3\n');
  });

  it('never overwrites: an existing file is skipped and named, the others are copied', () => {
    const mine = path.join(chosen, 'mcu-examples', 'simple', 'craft_furnace.yaml');
    write(mine, 'my edited task\n');
    const plan = planExampleCopy(listExampleFiles(source), source, chosen, pathKind);
    assert.deepEqual(plan.existing, ['simple/craft_furnace.yaml']);
    assert.equal(plan.copies.length, 3);
    copyExamples(plan);
    assert.equal(fs.readFileSync(mine, 'utf8'), 'my edited task\n');
    assert.ok(fs.existsSync(path.join(chosen, 'mcu-examples', 'hard', 'x.yml')));
  });

  it('a second run copies nothing', () => {
    copyExamples(planExampleCopy(listExampleFiles(source), source, chosen, pathKind));
    const again = planExampleCopy(listExampleFiles(source), source, chosen, pathKind);
    assert.deepEqual(again.copies, []);
    assert.equal(again.existing.length, 4);
  });

  it('a file created after the plan is not overwritten either: it is reported as existing', () => {
    const plan = planExampleCopy(listExampleFiles(source), source, chosen, pathKind);
    const late = path.join(chosen, 'mcu-examples', 'README.md');
    write(late, 'written meanwhile');
    const done = copyExamples(plan);
    assert.equal(fs.readFileSync(late, 'utf8'), 'written meanwhile');
    assert.deepEqual(done.existing, ['README.md']);
    assert.equal(done.copied.length, 3);
  });

  it('refuses when mcu-examples is a file', () => {
    write(path.join(chosen, 'mcu-examples'), 'a file');
    const plan = planExampleCopy(listExampleFiles(source), source, chosen, pathKind);
    assert.match(plan.refused ?? '', /mcu-examples exists and is not a folder/);
    assert.deepEqual(plan.copies, []);
  });

  it('refuses when mcu-examples or a folder in it is a symbolic link (a planted link cannot send the copies elsewhere)', () => {
    const elsewhere = path.join(tmp, 'elsewhere');
    fs.mkdirSync(elsewhere);
    fs.mkdirSync(path.join(chosen, 'mcu-examples'));
    fs.symlinkSync(elsewhere, path.join(chosen, 'mcu-examples', 'broken'));
    const plan = planExampleCopy(listExampleFiles(source), source, chosen, pathKind);
    assert.match(plan.refused ?? '', /mcu-examples\/broken exists and is not a folder/);
    assert.deepEqual(copyExamples(plan).copied, []);
    assert.deepEqual(fs.readdirSync(elsewhere), []);

    fs.rmSync(path.join(chosen, 'mcu-examples'), { recursive: true });
    fs.symlinkSync(elsewhere, path.join(chosen, 'mcu-examples'));
    assert.match(planExampleCopy(listExampleFiles(source), source, chosen, pathKind).refused ?? '', /^mcu-examples exists and is not a folder/);
  });

  it('refuses a listing entry that is not a plain relative path', () => {
    const kind = (): PathKind => 'missing';
    for (const bad of ['../x.yaml', 'a/../../x.yaml', '', 'a//b.yaml']) {
      assert.match(planExampleCopy([bad], source, chosen, kind).refused ?? '', /not a plain relative path/, bad);
    }
  });

  it('asks about each folder once, however many files it holds', () => {
    const asked: string[] = [];
    const kind = (p: string): PathKind => {
      asked.push(p);
      return p.endsWith('.yaml') ? 'missing' : 'folder';
    };
    planExampleCopy(['a/1.yaml', 'a/2.yaml', 'a/3.yaml'], source, chosen, kind);
    const target = path.join(chosen, 'mcu-examples');
    assert.deepEqual(asked.filter((p) => !p.endsWith('.yaml')), [target, path.join(target, 'a')]);
  });
});
