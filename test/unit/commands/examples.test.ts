import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { assertClean, expectProblem, parse } from './helpers';

const examples = path.resolve(__dirname, '../../../../examples');

function commandsOf(file: string): string[] {
  const doc = parseYaml(fs.readFileSync(file, 'utf8')) as { custom_init_commands?: string[] };
  return doc.custom_init_commands ?? [];
}

describe('shared example tasks', () => {
  for (const dir of ['simple', 'hard', 'compositional']) {
    const files = fs.readdirSync(path.join(examples, dir)).filter((f) => f.endsWith('.yaml'));
    it(`${dir}: every command parses with zero problems under 1.16.5`, () => {
      assert.ok(files.length > 0);
      let count = 0;
      for (const f of files) {
        for (const line of commandsOf(path.join(examples, dir, f))) {
          assertClean(line);
          count++;
        }
      }
      assert.ok(count > 0, 'found commands');
    });
  }

  it('broken/bad_commands.yaml: each line gives its error on the right token', () => {
    const lines = commandsOf(path.join(examples, 'broken', 'bad_commands.yaml'));
    assert.equal(lines.length, 5);
    const gve = expectProblem(lines[0], 'command/unknown', 'gve');
    assert.ok(gve.fixes?.some((f) => f.newText === 'give'));
    assert.match(gve.message, /Did you mean '\/give'/);

    expectProblem(lines[1], 'command/number-format', 'lots');

    const item = expectProblem(lines[2], 'command/newer-syntax', 'item');
    assert.match(item.message, /1\.17/);
    assert.equal(item.fixes?.[0].newText, '/replaceitem entity @s weapon.mainhand minecraft:iron_sword');
    assert.deepEqual([item.fixes?.[0].start, item.fixes?.[0].end], [0, lines[2].length]);
    // The rewrite itself is a valid 1.16.5 command.
    assertClean(item.fixes![0].newText);

    const tpye = expectProblem(lines[3], 'command/selector', 'tpye');
    assert.match(tpye.message, /did you mean 'type'/i);
    assert.equal(tpye.fixes?.[0].newText, 'type');
    assert.equal(parse(lines[3]).problems.length, 1, 'the rest of the /tp line is fine');

    const nbt = expectProblem(lines[4], 'command/nbt', '{VillagerData:{profession:"minecraft:armorer"}');
    assert.match(nbt.message, /unterminated compound: expected '\}'/);
  });

  it('broken/unknown_ids.yaml: unknown item and entity with did-you-mean', () => {
    const lines = commandsOf(path.join(examples, 'broken', 'unknown_ids.yaml'));
    const plank = expectProblem(lines[0], 'id/unknown', 'minecraft:oak_plank');
    assert.match(plank.message, /Unknown item 'oak_plank'\. Did you mean 'oak_planks'/);
    assert.equal(plank.fixes?.[0].newText, 'minecraft:oak_planks');
    const zombi = expectProblem(lines[1], 'id/unknown', 'minecraft:zombi');
    assert.match(zombi.message, /Did you mean 'zombie'/);
    assert.equal(zombi.fixes?.[0].newText, 'minecraft:zombie');
  });
});
