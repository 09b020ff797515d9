/**
 * The embedded server refuses what 1.16.5 refuses at run time
 * (vanilla/commandLimits.ts), with vanilla's message: through the lint's
 * error when the line decides it, through the handler when only the
 * resolved positions do. The boundary cases run.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exitWhenDone, feet, startWorld, World } from './helpers';

exitWhenDone();

describe('embedded server: runtime limits of 1.16.5 commands', () => {
  let w: World;
  before(async () => { w = await startWorld('Limits2'); });
  after(async () => { await w?.close(); });

  it('refuses a /fill of more than 32,768 blocks and runs one of exactly 32,768', async () => {
    assert.deepEqual(await w.run('/fill ~ ~ ~ ~40 ~40 ~40 stone'),
      { ok: false, reply: 'Too many blocks in the specified area (maximum 32768, specified 68921)' });
    const f = feet(w.bot);
    // A corner mixing absolute and relative values: the size is known only once resolved.
    assert.deepEqual(await w.run(`/fill ${f.x} ~ ${f.z} ~40 ~40 ~40 minecraft:stone`),
      { ok: false, reply: 'Too many blocks in the specified area (maximum 32768, specified 68921)' });
    const exact = await w.run('/fill ~2 ~ ~2 ~33 ~31 ~33 minecraft:glass');
    assert.equal(exact.ok, true, exact.reply);
    assert.match(exact.reply, /^Successfully filled \d+ blocks$/);
    await w.ok('/fill ~2 ~ ~2 ~33 ~31 ~33 minecraft:air');
  });

  it('refuses an objective name over 16 characters and creates one of 16', async () => {
    assert.deepEqual(await w.run('/scoreboard objectives add averyveryverylongname dummy'),
      { ok: false, reply: 'Objective names cannot be longer than 16 characters' });
    assert.equal(await w.ok('/scoreboard objectives add abcdefghijklmnop dummy'), 'Created new objective [abcdefghijklmnop]');
  });

  it('refuses positions outside the world and an `execute if blocks` area over 32,768 blocks', async () => {
    const f = feet(w.bot);
    assert.deepEqual(await w.run(`/setblock ${f.x} 256 ${f.z} minecraft:stone`), { ok: false, reply: 'That position is out of this world!' });
    assert.deepEqual(await w.run('/execute if blocks ~ ~ ~ ~40 ~40 ~40 ~ ~50 ~ all run say hi'),
      { ok: false, reply: 'Too many blocks in the specified area (maximum 32768, specified 68921)' });
  });
});
