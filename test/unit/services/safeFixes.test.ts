/**
 * Which quick fixes `lint --fix` takes (services/safeFixes.ts): only those the
 * checks mark safe, one replacement read from the text; a guess among
 * spellings, a choice among variants and a deletion of text are left for the
 * writer. Applying is idempotent and honours --disable and suppressions.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applySafeFixes, safeFixesOf } from '../../../server/src/api/services/safeFixes';
import { validateText } from '../../../server/src/analysis/lint/validate';

const task = (...commands: string[]) => `custom_init_commands:\n${commands.map((c) => `  - ${c}\n`).join('')}text: do it\n`;
const fixed = (text: string, options = {}) => applySafeFixes(text, options).text;

describe('safe fixes', () => {
  it('apply the unambiguous replacements', () => {
    const cases: [string, string][] = [
      ['/setblock ~ ~ ~1 stonebrick', '/setblock ~ ~ ~1 stone_bricks'],
      ['/summon zombie_pigman ~ ~ ~3', '/summon zombified_piglin ~ ~ ~3'],
      ['/give @p stained_glass 1', '/give @p white_stained_glass 1'],
      ['give @p minecraft:minecraft:stone 2', '/give @p minecraft:stone 2'],
      ['/give @p Stone', '/give @p stone'],
      ['/setblock ~ ~ ~1 minecraft:dirt_path', '/setblock ~ ~ ~1 minecraft:grass_path'],
      ['/item replace entity @s weapon.offhand with minecraft:shield', '/replaceitem entity @s weapon.offhand minecraft:shield'],
      ['/execute as @p run /say hi', '/execute as @p run say hi'],
      ['/give  @p stone', '/give @p stone'],
    ];
    for (const [from, to] of cases) assert.equal(fixed(task(from)), task(to), from);
  });

  it('leave guesses, choices and deletions alone', () => {
    for (const line of [
      '/give @p stoen 1', // one close spelling is still a guess
      '/gve @p stone 1',
      '/give @p wool 1', // white, red or black: the writer's choice
      '/give @p stained_glass 1 14', // a 1.12 data value picks the colour: white would be wrong
      '/setblock ~ ~ ~ stained_glass 14',
      '/give @p stone 1 extra', // "remove the extra text" deletes what the writer wrote
      '/setblock ~ ~ ~1 deepslate', // added in 1.17: no 1.16.5 equivalent
    ]) {
      const text = task(line);
      assert.ok(validateText(text).some((d) => d.severity === 'error'), `${line} has an error`);
      assert.equal(fixed(text), text, line);
    }
  });

  it('offer only a finding with one fix marked safe', () => {
    const diags = validateText(task('/give @p stoen 1', '/give @p wool 1', '/setblock ~ ~ ~1 stonebrick'));
    assert.ok(diags.filter((d) => d.fixes?.length).length >= 3, 'the editor offers fixes for all three');
    assert.deepEqual(safeFixesOf(diags).map((f) => f.fix.edits[0].newText), ['stone_bricks']);
  });

  it('fix MineStudio keys with one reading: a doubled minecraft: and true/false written as text', () => {
    const text = 'custom_init_commands: []\ntext: x\nuse_prev_action: "False"\nsummon_mobs:\n  - name: minecraft:pig   # MineStudio adds minecraft: itself\n    number: 1\n    range_x: [1, 2]\n    range_z: [1, 2]\n';
    assert.equal(fixed(text), text.replace('"False"', 'false').replace('name: minecraft:pig', 'name: pig'));
  });

  it('follow the version: 1.20.4 renames grass_path forwards', () => {
    assert.equal(fixed(task('/setblock ~ ~ ~1 grass_path'), { version: '1.20.4' }), task('/setblock ~ ~ ~1 dirt_path'));
    assert.equal(fixed(task('/setblock ~ ~ ~1 dirt_path'), { version: '1.20.4' }), task('/setblock ~ ~ ~1 dirt_path'));
  });

  it('fix several problems of one line and are idempotent', () => {
    const text = task('give @p minecraft:minecraft:web  4', '/summon pig_zombie');
    const r = applySafeFixes(text);
    assert.equal(r.text, task('/give @p minecraft:cobweb 4', '/summon zombified_piglin'));
    // missing slash, doubled namespace, double space, then (next pass) web → cobweb, pig_zombie → zombified_piglin
    assert.equal(r.applied, 5);
    assert.deepEqual(applySafeFixes(r.text), { text: r.text, applied: 0 });
  });

  it('say which findings a fixed line brings out', () => {
    // The dead /item hid that the slot it writes already holds the sword /give put there.
    const r = applySafeFixes(task('/give @s minecraft:iron_sword 1', '/item replace entity @s weapon.mainhand with minecraft:shield'));
    assert.equal(r.applied, 1);
    assert.deepEqual(r.surfaced?.map((d) => d.code), ['feasibility/item-overwritten']);
    assert.equal(applySafeFixes(task('/setblock ~ ~ ~1 stonebrick')).surfaced, undefined);
  });

  it('honour --disable and suppression comments', () => {
    const text = task('/setblock ~ ~ ~1 stonebrick');
    assert.equal(fixed(text, { disabled: ['id/legacy'] }), text);
    const suppressed = 'custom_init_commands:\n  # mcu-disable-next-line id/legacy\n  - /setblock ~ ~ ~1 stonebrick\ntext: x\n';
    assert.equal(fixed(suppressed), suppressed);
  });

  it('leave text that is not valid YAML as it is', () => {
    const text = 'custom_init_commands:\n  - give @p minecraft:minecraft:stone\n text: "open\n';
    const r = applySafeFixes(text);
    assert.equal(r.text, text);
    assert.equal(r.applied, 0);
    assert.match(r.invalidYaml?.code ?? '', /^yaml\//);
  });

  it('keep comments and quoting: edits are on ranges', () => {
    const text = 'custom_init_commands:\n  - "/setblock ~ ~ ~1 stonebrick"   # quoted\n  - \'give @p web\'\ntext: x # end\n';
    assert.equal(fixed(text), 'custom_init_commands:\n  - "/setblock ~ ~ ~1 stone_bricks"   # quoted\n  - \'/give @p cobweb\'\ntext: x # end\n');
  });
});
