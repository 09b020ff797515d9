import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { excerpt, MAX_QUOTED_CHARS } from '../../../server/src/util/excerpt';
import { validateText } from '../../../server/src/analysis/lint/validate';

// Long enough that a message quoting it whole is obvious; short enough to keep the test quick.
const HUGE_DIGITS = '9'.repeat(1_000_000);
const LONG = 'q'.repeat(200_000);

/** Task files with one enormous token in each place a message quotes user text. */
const cases: [string, string][] = [
  ['number out of range', `custom_init_commands:\n- /give @s minecraft:diamond ${HUGE_DIGITS}\n`],
  ['number in a coordinate', `custom_init_commands:\n- /setblock ~ ${'1.'.repeat(2)}${HUGE_DIGITS} ~ minecraft:stone\n`],
  ['effect duration', `custom_init_commands:\n- /effect give @s minecraft:speed -${HUGE_DIGITS}\n`],
  ['unknown command', `custom_init_commands:\n- /${LONG}\n`],
  ['unknown item', `custom_init_commands:\n- /give @s minecraft:${LONG} 1\n`],
  ['upper-case item', `custom_init_commands:\n- /give @s minecraft:DIAMOND${'_'.repeat(100_000)} 1\n`],
  ['selector argument', `custom_init_commands:\n- /kill @e[${LONG}=1]\n`],
  ['selector value', `custom_init_commands:\n- /kill @e[gamemode=${LONG}]\n`],
  ['block property', `custom_init_commands:\n- /setblock ~ ~ ~ minecraft:oak_log[${LONG}=y]\n`],
  ['block property value', `custom_init_commands:\n- /setblock ~ ~ ~ minecraft:oak_log[axis=${LONG}]\n`],
  ['time', `custom_init_commands:\n- /time set ${LONG}\n`],
  ['trailing text', `custom_init_commands:\n- /time set day ${LONG}\n`],
  ['top-level key', `custom_init_commands: []\n${LONG}: 1\n`],
  ['reward number', `custom_init_commands: []\nreward_cfg:\n- event: mine_block\n  objects: [stone]\n  reward: 1\n  identity: a\n  max_reward_times: -${HUGE_DIGITS}\n`],
  ['reward event', `custom_init_commands: []\nreward_cfg:\n- event: ${LONG}\n  objects: [stone]\n  reward: 1\n  identity: a\n  max_reward_times: 1\n`],
  ['duplicate identity', `custom_init_commands: []\nreward_cfg:\n- {event: mine_block, objects: [stone], reward: 1, identity: ${LONG}, max_reward_times: 1}\n- {event: mine_block, objects: [dirt], reward: 1, identity: ${LONG}, max_reward_times: 1}\n`],
  ['schema type', `custom_init_commands: []\ntext: [${LONG}]\nreward_cfg: ${LONG}\n`],
];

describe('messages quote a bounded excerpt of user text', () => {
  it('excerpt keeps short text and cuts long text without splitting a surrogate pair', () => {
    assert.equal(excerpt('short'), 'short');
    assert.equal(excerpt('x'.repeat(100)), 'x'.repeat(MAX_QUOTED_CHARS) + '…');
    const emoji = 'a'.repeat(MAX_QUOTED_CHARS - 1) + '💎💎';
    assert.equal(excerpt(emoji), 'a'.repeat(MAX_QUOTED_CHARS - 1) + '…');
  });

  for (const [what, text] of cases) {
    it(`${what}: every message stays short`, () => {
      const diags = validateText(text);
      assert.ok(diags.length > 0, 'the huge token is reported');
      for (const d of diags) assert.ok(d.message.length < 1000, `${d.code}: ${d.message.length} chars: ${d.message.slice(0, 300)}`);
    });
  }
});
