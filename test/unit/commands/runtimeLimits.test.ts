/**
 * The runtime limits 1.16.5's commands enforce after parsing
 * (vanilla/commandLimits.ts), reported by the lint as command/runtime-limit
 * on the offending argument, with vanilla's own message.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertClean, expectProblem, parse } from './helpers';
import { blockArea, chunkArea, cloneOverlaps, MAX_BLOCK_AREA } from '../../../server/src/vanilla/commandLimits';
import { parseCommand } from '../../../server/src/model/commands';
import { getRegistry } from '../../../server/src/vanilla/registry';

const CODE = 'command/runtime-limit';
const limited = (line: string) => parse(line).problems.filter((p) => p.code === CODE);

describe('runtime limits of 1.16.5 commands', () => {
  it('a /fill of more than 32,768 blocks between relative corners is an error on the corners', () => {
    const p = expectProblem('/fill ~ ~ ~ ~40 ~40 ~40 stone', CODE, '~ ~ ~ ~40 ~40 ~40');
    assert.equal(p.severity, 'error');
    assert.equal(p.message, 'Too many blocks in the specified area (maximum 32768, specified 68921)');
    expectProblem('/fill 0 10 0 40 50 40 minecraft:stone', CODE, '0 10 0 40 50 40');
    // Each axis absolute at both corners or relative at both: the size is known.
    expectProblem('/fill ~ 0 ~ ~40 40 ~40 stone', CODE, '~ 0 ~ ~40 40 ~40');
    expectProblem('/execute as @p at @s run fill ~-20 ~ ~-20 ~20 ~40 ~20 minecraft:air', CODE, '~-20 ~ ~-20 ~20 ~40 ~20');
  });

  it('exactly 32,768 blocks, a size the line does not decide, and local corners pass', () => {
    assert.equal(blockArea([0, 0, 0], [31, 31, 31]), MAX_BLOCK_AREA);
    for (const line of [
      '/fill ~ ~ ~ ~31 ~31 ~31 stone', '/fill ~31 ~31 ~31 ~ ~ ~ stone', '/fill 0 0 0 ~40 ~40 ~40 stone',
      '/fill ~ 0 ~ 40 ~40 ~40 stone', '/fill ^ ^ ^ ^40 ^40 ^40 stone', '/fill ~ ~ ~ ~40.5 ~40 ~40 stone',
    ]) assert.deepEqual(limited(line), [], line);
  });

  it('an objective or team name over 16 characters is an error on the name; 16 pass', () => {
    const p = expectProblem('/scoreboard objectives add averyveryverylongname dummy', CODE, 'averyveryverylongname');
    assert.equal(p.message, 'Objective names cannot be longer than 16 characters');
    assertClean('/scoreboard objectives add abcdefghijklmnop dummy');
    assert.equal(expectProblem('/team add abcdefghijklmnopq', CODE, 'abcdefghijklmnopq').message, 'Team names cannot be longer than 16 characters');
    assertClean('/team add abcdefghijklmnop');
    // Only creating one is limited: other subcommands name an existing objective.
    assert.deepEqual(limited('/scoreboard players set @s averyveryverylongname 1'), []);
  });

  it('/clone: overlapping areas (unless force or move), and more than 32,768 blocks', () => {
    assert.equal(expectProblem('/clone ~ ~ ~ ~5 ~5 ~5 ~2 ~ ~', CODE, '~ ~ ~ ~5 ~5 ~5 ~2 ~ ~').message, 'The source and destination areas cannot overlap');
    assert.deepEqual(limited('/clone ~ ~ ~ ~5 ~5 ~5 ~2 ~ ~ replace force'), []);
    assert.deepEqual(limited('/clone ~ ~ ~ ~5 ~5 ~5 ~2 ~ ~ masked move'), []);
    assert.deepEqual(limited('/clone ~ ~ ~ ~1 ~1 ~1 ~5 ~ ~5'), []);
    assert.deepEqual(limited('/clone ~ ~ ~ ~5 ~5 ~5 10 ~ ~'), [], 'mixed: unknown');
    expectProblem('/clone ~ ~ ~ ~40 ~40 ~40 ~100 ~ ~', CODE, '~ ~ ~ ~40 ~40 ~40');
    assert.ok(cloneOverlaps([0, 0, 0], [5, 5, 5], [5, 0, 0]));
    assert.ok(!cloneOverlaps([0, 0, 0], [5, 5, 5], [6, 0, 0]));
  });

  it('execute if blocks measures its area too', () => {
    expectProblem('/execute if blocks ~ ~ ~ ~40 ~40 ~40 ~ ~50 ~ all run say hi', CODE, '~ ~ ~ ~40 ~40 ~40');
    assert.deepEqual(limited('/execute if blocks ~ ~ ~ ~31 ~31 ~31 ~ ~50 ~ all run say hi'), []);
  });

  it('block positions outside the world, /forceload over 256 chunks and a world border under 1 block', () => {
    assert.equal(expectProblem('/setblock 0 256 0 minecraft:stone', CODE, '0 256 0').message, 'That position is out of this world!');
    assertClean('/setblock 0 255 0 minecraft:stone');
    expectProblem('/fill 0 -1 0 1 1 1 minecraft:stone', CODE, '0 -1 0');
    assert.equal(chunkArea([0, 0], [255, 255]), 256);
    assertClean('/forceload add 0 0 255 255');
    assert.equal(expectProblem('/forceload add 0 0 256 255', CODE, '0 0 256 255').message, 'Too many chunks in the specified area (maximum 256, specified 272)');
    expectProblem('/forceload add ~ ~ ~300 ~300', CODE, '~ ~ ~300 ~300');
    assert.deepEqual(limited('/forceload add ~ ~ ~255 ~255'), [], 'may touch 256 or more chunks: unknown');
    expectProblem('/worldborder set 0.5', CODE, '0.5');
    assertClean('/worldborder set 1');
  });

  it('a line with another error gets no limit error', () => {
    assert.deepEqual(limited('/fill ~ ~ ~ ~40 ~40 ~40 minecraft:stonee'), []);
  });
});

describe('runtime limits are 1.16\'s', () => {
  it('a file for 1.20.4 is not held to them (names over 16 and y below 0 are fine there)', () => {
    const reg20 = getRegistry('1.20.4');
    for (const line of ['/scoreboard objectives add averyveryverylongname dummy', '/setblock 0 -30 0 minecraft:stone', '/team add averyveryverylongteamname']) {
      assert.deepEqual(parseCommand(line, reg20).problems.filter((p) => p.code === CODE), [], line);
    }
    assert.equal(parseCommand('/scoreboard objectives add averyveryverylongname dummy', getRegistry('1.16.5')).problems.filter((p) => p.code === CODE).length, 1);
  });
});
